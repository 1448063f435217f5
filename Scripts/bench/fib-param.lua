-- fib(32) with the function passed in as a parameter and called through it (twin of fib-param.geo).
local function fib(n, step)
  local result = n
  if n > 1 then
    local a = step(n - 1, step)
    result = a + step(n - 2, step)
  end
  return result
end
print(fib(32, fib))
