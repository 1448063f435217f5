-- fib(32) method-style: the function receives itself (an explicit self) and a local result.
local function fib(me, n)
  local result = n
  if n >= 2 then
    result = me(me, n - 1) + me(me, n - 2)
  end
  return result
end
print(fib(fib, 32))
