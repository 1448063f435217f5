-- fib(32) as a closure stored in a variable, calling itself through that variable.
local fib
fib = function(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end
print(fib(32))
