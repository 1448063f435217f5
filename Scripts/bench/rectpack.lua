-- Lua twin of rectpack.geo: rects as {x, y, w, h} tables, the free list as a Lua array
-- (table.remove / append), the overlap test as the intersection's area.
local seed = 7
local function rnd(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local sheets = 1
local free = {{x = 0, y = 0, w = 512, h = 512}}
local placed = {}
local used = 0
for i = 0, 3999 do
  local w, h = 8 + rnd(56), 8 + rnd(40)
  local slot = -1
  for j, r in ipairs(free) do
    if w <= r.w and h <= r.h then slot = j; break end
  end
  if slot < 0 then
    sheets = sheets + 1
    free = {{x = 0, y = 0, w = 512, h = 512}}
    slot = 1
  end
  local r = table.remove(free, slot)
  local sx, sy = r.x, r.y
  local right = {x = sx + w, y = r.y, w = r.x + r.w - (sx + w), h = h}
  local below = {x = r.x, y = sy + h, w = r.w, h = r.y + r.h - (sy + h)}
  if right.w >= 8 and right.h >= 8 then free[#free + 1] = right end
  if below.w >= 8 and below.h >= 8 then free[#free + 1] = below end
  placed[#placed + 1] = {x = sx + sheets * 1000, y = sy, w = w, h = h}
  used = used + w * h
end
local overlaps = 0
local e = placed[1]
local ex0, ey0, ex1, ey1 = e.x, e.y, e.x + e.w, e.y + e.h
for i = 2, #placed do
  local a = placed[i]
  ex0 = math.min(ex0, a.x); ey0 = math.min(ey0, a.y)
  ex1 = math.max(ex1, a.x + a.w); ey1 = math.max(ey1, a.y + a.h)
  for j = math.max(1, i - 8), i - 1 do
    local b = placed[j]
    local iw = math.min(a.x + a.w, b.x + b.w) - math.max(a.x, b.x)
    local ih = math.min(a.y + a.h, b.y + b.h) - math.max(a.y, b.y)
    if iw > 0 and ih > 0 and iw * ih > 0 then overlaps = overlaps + 1 end
  end
end
print(sheets, #free, used, overlaps, string.format("(%d, %d, %d, %d)", ex0, ey0, ex1 - ex0, ey1 - ey0))
