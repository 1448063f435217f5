-- Lua twin of drag.geo: the handle's centre in the panel's coordinates, its frame mapped to
-- the window through the panel's rotation about its centre (the bounding box of the corners).
local cos, sin, pi = math.cos, math.sin, math.pi
local huge = math.huge
local a = 6 * pi / 180
local ca, sa = cos(a), sin(a)
local pcx, pcy, pw, ph = 100 + 300, 80 + 200, 600, 400
local function toWindow(x, y)
  local dx, dy = x - pw / 2, y - ph / 2
  return pcx + ca * dx - sa * dy, pcy + sa * dx + ca * dy
end
local vx, vy, vw, vh = 150, 120, 500, 330
local cx, cy = 300, 200
local inside, sumx, sumy = 0, 0, 0
for step = 0, 59999 do
  cx = cx + ((step * 7) % 13 - 5.5)
  cy = cy + ((step * 5) % 11 - 4.75)
  if cx < 0 or cx > pw then cx = 300 end
  if cy < 0 or cy > ph then cy = 200 end
  local minx, miny, maxx, maxy = huge, huge, -huge, -huge
  for _, c in ipairs({{cx - 22, cy - 22}, {cx + 22, cy - 22}, {cx - 22, cy + 22}, {cx + 22, cy + 22}}) do
    local x, y = toWindow(c[1], c[2])
    if x < minx then minx = x end
    if x > maxx then maxx = x end
    if y < miny then miny = y end
    if y > maxy then maxy = y end
  end
  if minx >= vx and miny >= vy and maxx <= vx + vw and maxy <= vy + vh then inside = inside + 1 end
  sumx = sumx + minx
  sumy = sumy + maxy
end
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); return s end
print(string.format("%d %s %s (%s, %s, 44, 44)", inside, f(sumx), f(sumy), f(cx - 22), f(cy - 22)))
