-- fib(32) with if/else and the comparison written the other way round.
local function fib(n)
  if 2 > n then
    return n
  else
    return fib(n - 1) + fib(n - 2)
  end
end
print(fib(32))
