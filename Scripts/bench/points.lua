-- Point arithmetic through a helper function and a closure, in a loop.
local function P(x, y) return {x = x, y = y} end
local function add(a, b) return P(a.x + b.x, a.y + b.y) end
local function midpoint(a, b) return P((a.x + b.x) / 2, (a.y + b.y) / 2) end
local shrink = function(p, k) return P(p.x * k, p.y * k) end
local acc = P(0, 0)
local i = 0
while i < 1000000 do
  local p = P(i % 100, i % 37)
  acc = add(acc, shrink(midpoint(p, P(1, 2)), 0.001))
  i = i + 1
end
print(acc.x, acc.y)
