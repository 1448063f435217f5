-- fib(32) with each call's result named first (twin of fib-lets.geo).
local function fib(n)
  if n <= 1 then
    return n
  else
    local a = fib(n - 1)
    local b = fib(n - 2)
    return a + b
  end
end
print(fib(32))
