-- Ordinary code in a function: an iterative fib in a local closure (a while loop over locals
-- with a let in its body), 200,000 times, and a local recursive function with if/else.
local function run(m)
  local best = 0
  local fib = function(n)
    local a, b, i = 0, 1, 0
    while i < n do local t = a + b; a = b; b = t; i = i + 1 end
    return a
  end
  local function rec(n) if n <= 1 then return n else return rec(n - 2) + rec(n - 1) end end
  for k = 0, m - 1 do best = best + fib(30) % 7 end
  return best + rec(27)
end
print(run(200000))
