-- fib(32) as a function declared inside another function (shape variant of fib.lua).
local function run(k)
  local function fib(n)
    if n < 2 then return n end
    return fib(n - 1) + fib(n - 2)
  end
  return fib(k)
end
print(run(32))
