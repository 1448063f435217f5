-- Lua twin of stacktaps.geo: cards as tables (centre, bounds size, rotation), a tap mapped
-- from the table into a card through the inverse of its transform about its centre.
local cos, sin, pi = math.cos, math.sin, math.pi
local cards = {}
for i = 0, 23 do
  local col = i % 6
  local row = (i - col) / 6
  local x, y, w, h = 60 + col * 110, 40 + row * 120, 140, 100
  local r = (i % 5 - 2) * 4 * pi / 180
  cards[#cards + 1] = {cx = x + w / 2, cy = y + h / 2, w = w, h = h,
                       a = cos(r), b = sin(r), c = -sin(r), d = cos(r)}
end
local function fromTable(v, x, y)
  local det = v.a * v.d - v.b * v.c
  local dx, dy = x - v.cx, y - v.cy
  local lx = (v.d * dx - v.c * dy) / det
  local ly = (-v.b * dx + v.a * dy) / det
  return lx + 0.5 * v.w, ly + 0.5 * v.h
end
local hits, sumx, sumy = 0, 0, 0
for ty = 0, 119 do
  for tx = 0, 159 do
    local px, py = tx * 5 + 0.5, ty * 5 + 0.25
    local k = #cards - 1
    while k >= 0 do
      local card = cards[k + 1]
      local qx, qy = fromTable(card, px, py)
      if qx >= 0 and qx < card.w and qy >= 0 and qy < card.h then
        hits = hits + 1
        sumx = sumx + qx
        sumy = sumy + qy * k
        break
      end
      k = k - 1
    end
  end
end
print(string.format("%.4f %.4f %.4f", hits, sumx, sumy))
