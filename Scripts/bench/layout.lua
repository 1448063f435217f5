-- Rect and transform methods in a layout loop: insets, offsets, bounding boxes, unions.
local cos, sin, min, max, pi = math.cos, math.sin, math.min, math.max, math.pi
local function R(x, y, w, h) return {x = x, y = y, w = w, h = h} end
local function inset(r, dx, dy) return R(r.x + dx, r.y + dy, r.w - 2 * dx, r.h - 2 * dy) end
local function offset(r, dx, dy) return R(r.x + dx, r.y + dy, r.w, r.h) end
local function T(a, b, c, d, tx, ty) return {a = a, b = b, c = c, d = d, tx = tx, ty = ty} end
local function concat(t, o)  -- t first, then o (CGAffineTransformConcat)
  return T(t.a * o.a + t.b * o.c, t.a * o.b + t.b * o.d,
           t.c * o.a + t.d * o.c, t.c * o.b + t.d * o.d,
           t.tx * o.a + t.ty * o.c + o.tx, t.tx * o.b + t.ty * o.d + o.ty)
end
local function applying(r, t)  -- bounding box of the four corners
  local minX, minY, maxX, maxY = math.huge, math.huge, -math.huge, -math.huge
  for _, p in ipairs({{r.x, r.y}, {r.x + r.w, r.y}, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}}) do
    local x = t.a * p[1] + t.c * p[2] + t.tx
    local y = t.b * p[1] + t.d * p[2] + t.ty
    minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
  end
  return R(minX, minY, maxX - minX, maxY - minY)
end
local function contains(r, x, y) return x >= r.x and x < r.x + r.w and y >= r.y and y < r.y + r.h end
local function intersects(a, b)  -- open overlap, as CGRectIntersectsRect for non-empty rects
  return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h
end
local function union(a, b)
  local x, y = min(a.x, b.x), min(a.y, b.y)
  return R(x, y, max(a.x + a.w, b.x + b.w) - x, max(a.y + a.h, b.y + b.h) - y)
end
local rad = 15 * pi / 180
local t = concat(T(1.5, 0, 0, 0.75, 0, 0), T(cos(rad), sin(rad), -sin(rad), cos(rad), 0, 0))
local box = R(0, 0, 0, 0)
local probe = R(300, 200, 60, 40)
local hits = 0
for i = 0, 199999 do
  local cell = offset(inset(R((i % 40) * 25, (i % 30) * 20, 24, 19), 2, 1.5), 0.5, 0.25)
  local turned = applying(cell, t)
  if intersects(turned, probe) then hits = hits + 1 end
  box = union(box, turned)
end
print(hits, box.x, box.y, box.w, box.h)
