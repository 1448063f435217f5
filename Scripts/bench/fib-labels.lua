-- fib(32) (twin of fib-labels.geo: Lua has no argument labels).
local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end
print(fib(32))
