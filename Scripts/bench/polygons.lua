-- Polygons as lists of points: regular polygons turned and moved, their areas (shoelace),
-- perimeters and centroids, and a grid of points tested inside them (ray casting).
local cos, sin, pi, sqrt = math.cos, math.sin, math.pi, math.sqrt
local function polygon(sides, radius, cx, cy, angle)
  local pts = {}
  for k = 0, sides - 1 do
    local a = angle + 2 * pi * k / sides
    pts[#pts + 1] = {cx + cos(a) * radius, cy + sin(a) * radius}
  end
  return pts
end
local function area(pts)
  local s = 0
  for i = 1, #pts do
    local p, q = pts[i], pts[i % #pts + 1]
    s = s + p[1] * q[2] - q[1] * p[2]
  end
  return s / 2
end
local function perimeter(pts)
  local s = 0
  for i = 1, #pts do
    local p, q = pts[i], pts[i % #pts + 1]
    local dx, dy = q[1] - p[1], q[2] - p[2]
    s = s + sqrt(dx * dx + dy * dy)
  end
  return s
end
local function inside(pts, px, py)
  local c = false
  local j = #pts
  for i = 1, #pts do
    local a, b = pts[i], pts[j]
    if ((a[2] > py) ~= (b[2] > py)) and px < (b[1] - a[1]) * (py - a[2]) / (b[2] - a[2]) + a[1] then
      c = not c
    end
    j = i
  end
  return c
end
local areas, perims, hits = 0, 0, 0
for n = 3, 29 do
  local poly = polygon(n, 40 + n, 100 + n * 10, 100, n * 0.1)
  areas = areas + area(poly)
  perims = perims + perimeter(poly)
  for y = 50, 149, 1 do
    for x = 50 + n * 10, 149 + n * 10, 1 do
      if inside(poly, x, y) then hits = hits + 1 end
    end
  end
end
print(areas, perims, hits)
