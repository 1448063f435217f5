-- Which card lies under each point of a sweep: 80 cards, each a rect turned about its centre;
-- a point is mapped back through the card's inverse transform and tested against its rect.
local cos, sin = math.cos, math.sin
local function T(a, b, c, d, tx, ty) return {a = a, b = b, c = c, d = d, tx = tx, ty = ty} end
local function concat(t, o)  -- t first, then o (CGAffineTransformConcat)
  return T(t.a * o.a + t.b * o.c, t.a * o.b + t.b * o.d,
           t.c * o.a + t.d * o.c, t.c * o.b + t.d * o.d,
           t.tx * o.a + t.ty * o.c + o.tx, t.tx * o.b + t.ty * o.d + o.ty)
end
local function translated(t, x, y)
  return T(t.a, t.b, t.c, t.d, x * t.a + y * t.c + t.tx, x * t.b + y * t.d + t.ty)
end
local function invert(t)
  local det = t.a * t.d - t.b * t.c
  return T(t.d / det, -t.b / det, -t.c / det, t.a / det,
           (t.c * t.ty - t.d * t.tx) / det, (t.b * t.tx - t.a * t.ty) / det)
end
local function turnedAbout(r, angle)
  local mx, my = r.x + r.w / 2, r.y + r.h / 2
  local s, c = sin(angle), cos(angle)
  return concat(translated(concat(T(1, 0, 0, 1, -mx, -my), T(c, s, -s, c, 0, 0)), 0, 0), T(1, 0, 0, 1, mx, my))
end
local function contains(r, x, y) return x >= r.x and x < r.x + r.w and y >= r.y and y < r.y + r.h end
local cards, inverses = {}, {}
for row = 0, 7 do
  for col = 0, 9 do
    local card = {x = col * 100 + 10, y = row * 90 + 10, w = 80, h = 60}
    cards[#cards + 1] = card
    inverses[#inverses + 1] = invert(turnedAbout(card, (row * 10 + col) * 0.05))
  end
end
local hits, sum = 0, 0
for y = 0, 119 do
  for x = 0, 124 do
    local px, py = x * 8 + 0.5, y * 6 + 0.25
    local top = -1
    for i = 1, #cards do
      local t = inverses[i]
      if contains(cards[i], t.a * px + t.c * py + t.tx, t.b * px + t.d * py + t.ty) then top = i - 1 end
    end
    if top >= 0 then
      hits = hits + 1
      sum = sum + top
    end
  end
end
print(hits, sum)
