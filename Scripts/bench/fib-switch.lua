-- fib(32) with the switch's case of two values as an if (twin of fib-switch.geo).
local function fib(n)
  if n == 0 or n == 1 then
    return n
  else
    return fib(n - 1) + fib(n - 2)
  end
end
print(fib(32))
