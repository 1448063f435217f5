-- Rect unions and intersections in a while loop: cells made by a helper function, their
-- overlaps measured, the ones inside a window counted, the clipped ones unioned.
local min, max = math.min, math.max
local function R(x, y, w, h) return {x = x, y = y, w = w, h = h} end
local NULL = R(math.huge, math.huge, 0, 0)
local function isNull(r) return r.x == math.huge end
local function cell(i)
  return R((i * 37) % 500, (i * 53) % 400, 20 + i % 30, 15 + i % 25)
end
local function intersection(a, b)  -- CGRectIntersection: null when disjoint
  if isNull(a) or isNull(b) then return NULL end
  local x1, x2 = max(a.x, b.x), min(a.x + a.w, b.x + b.w)
  local y1, y2 = max(a.y, b.y), min(a.y + a.h, b.y + b.h)
  if x1 > x2 or y1 > y2 then return NULL end
  return R(x1, y1, x2 - x1, y2 - y1)
end
local function union(a, b)  -- CGRectUnion: a null rect is ignored
  if isNull(a) then return b end
  if isNull(b) then return a end
  local x1, y1 = min(a.x, b.x), min(a.y, b.y)
  return R(x1, y1, max(a.x + a.w, b.x + b.w) - x1, max(a.y + a.h, b.y + b.h) - y1)
end
local function containsRect(a, b)
  return b.x >= a.x and b.x + b.w <= a.x + a.w and b.y >= a.y and b.y + b.h <= a.y + a.h
end
local window = R(100, 100, 300, 200)
local bounds = intersection(R(0, 0, 0, 0), R(5, 5, 1, 1))
local overlap, inside = 0, 0
local i = 0
while i < 200000 do
  local a = cell(i)
  local both = intersection(a, cell(i * 3 + 1))
  if not isNull(both) then
    overlap = overlap + both.w * both.h
  end
  if containsRect(window, a) then inside = inside + 1 end
  bounds = union(bounds, intersection(a, window))
  i = i + 1
end
print(overlap, inside, bounds.x, bounds.y, bounds.w, bounds.h)
