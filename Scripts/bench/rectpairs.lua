-- Rectangles from a pseudo-random sequence: every overlapping pair's intersection area, the
-- union of all, and which rects hold others, with insetBy and offsetBy along the way.
-- A rect is {x, y, w, h} with w, h >= 0.
local min, max = math.min, math.max
local seed = 12345
local function nextn(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local function intersects(a, b)
  return a[1] <= b[1] + b[3] and b[1] <= a[1] + a[3] and a[2] <= b[2] + b[4] and b[2] <= a[2] + a[4]
end
local function intersection(a, b)
  local x0, y0 = max(a[1], b[1]), max(a[2], b[2])
  local x1, y1 = min(a[1] + a[3], b[1] + b[3]), min(a[2] + a[4], b[2] + b[4])
  return {x0, y0, x1 - x0, y1 - y0}
end
local function contains(a, b)
  return b[1] >= a[1] and b[1] + b[3] <= a[1] + a[3] and b[2] >= a[2] and b[2] + b[4] <= a[2] + a[4]
end
local function union(a, b)
  local x0, y0 = min(a[1], b[1]), min(a[2], b[2])
  local x1, y1 = max(a[1] + a[3], b[1] + b[3]), max(a[2] + a[4], b[2] + b[4])
  return {x0, y0, x1 - x0, y1 - y0}
end
local rects = {}
for i = 0, 1999 do
  local r = {nextn(900), nextn(700), nextn(120) + 5, nextn(90) + 5}
  if i % 3 == 0 then r = {r[1] - 4, r[2] - 3, r[3] + 8, r[4] + 6} else r = {r[1] + 2, r[2] + 1, r[3], r[4]} end
  rects[#rects + 1] = r
end
local overlap, pairs, inside = 0, 0, 0
for i = 1, #rects do
  local a = rects[i]
  for j = i + 1, #rects do
    local b = rects[j]
    if intersects(a, b) then
      local c = intersection(a, b)
      overlap = overlap + c[3] * c[4]
      pairs = pairs + 1
      if contains(a, b) or contains(b, a) then inside = inside + 1 end
    end
  end
end
local all = rects[1]
for _, r in ipairs(rects) do all = union(all, r) end
print(pairs, overlap, inside, string.format("(%g, %g, %g, %g)", all[1], all[2], all[3], all[4]))
