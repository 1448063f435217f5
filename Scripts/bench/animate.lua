-- Animating a card by interpolation: each frame builds a transform from interpolated
-- components (scale, rotation, translation), maps the card and its corner through it and
-- accumulates the area of the bounding box and the farthest corner.
local cos, sin, min, max = math.cos, math.sin, math.min, math.max
local function lerp(a, b, k) return a + (b - a) * k end
local function components(sx, sy, rotation, x, y)  -- scale · rotation · translation
  local s, c = sin(rotation), cos(rotation)
  return {a = sx * c, b = sx * s, c = sy * (0 * c - s), d = sy * (0 * s + c), tx = x, ty = y}
end
local function applyPoint(t, x, y) return t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty end
local function applyRect(r, t)  -- the bounding box of the four corners
  local minX, minY, maxX, maxY = math.huge, math.huge, -math.huge, -math.huge
  for _, p in ipairs({{r.x, r.y}, {r.x + r.w, r.y}, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}}) do
    local x, y = applyPoint(t, p[1], p[2])
    minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
  end
  return {x = minX, y = minY, w = maxX - minX, h = maxY - minY}
end
local card = {x = 0, y = 0, w = 120, h = 80}
local cx, cy = card.x + card.w, card.y + card.h
local area = 0
local farX, farY = 0, 0
for frame = 0, 99999 do
  local k = (frame % 1000) / 1000
  local t = components(lerp(1, 2, k), lerp(1, 0.5, k), lerp(0, 1.5, k), lerp(0, 300, k), lerp(0, 200, k))
  local box = applyRect(card, t)
  area = area + box.w * box.h
  local px, py = applyPoint(t, cx, cy)
  farX, farY = max(farX, px), max(farY, py)
end
print(area, farX, farY)
