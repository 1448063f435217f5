-- fib(32) as one expression (twin of fib-ternary.geo: Lua's and/or in place of ?:).
local function fib(n)
  return n < 2 and n or fib(n - 1) + fib(n - 2)
end
print(fib(32))
