-- Twin of hull.geo: convex hulls (Andrew's monotone chain) of random point clouds.
local seed = 7
local function rnd()
  seed = (seed * 16807) % 2147483647
  return seed % 1000
end
local function cross(o, a, b)
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
end
local function hull(points)
  local ps = {}
  for i, p in ipairs(points) do ps[i] = p end
  table.sort(ps, function(p, q) return p.x < q.x or (p.x == q.x and p.y < q.y) end)
  local lower = {}
  for _, p in ipairs(ps) do
    while #lower >= 2 and cross(lower[#lower - 1], lower[#lower], p) <= 0 do
      lower[#lower] = nil
    end
    lower[#lower + 1] = p
  end
  local upper = {}
  for i = #ps, 1, -1 do
    local p = ps[i]
    while #upper >= 2 and cross(upper[#upper - 1], upper[#upper], p) <= 0 do
      upper[#upper] = nil
    end
    upper[#upper + 1] = p
  end
  lower[#lower] = nil
  upper[#upper] = nil
  local h = {}
  for _, p in ipairs(lower) do h[#h + 1] = p end
  for _, p in ipairs(upper) do h[#h + 1] = p end
  return h
end
local totalArea, totalCount = 0, 0
for round = 0, 59 do
  local cloud = {}
  for _ = 1, 400 do cloud[#cloud + 1] = {x = rnd(), y = rnd()} end
  local h = hull(cloud)
  local area = 0
  for i = 1, #h do
    local a = h[i]
    local b = h[i % #h + 1]
    area = area + a.x * b.y - b.x * a.y
  end
  totalArea = totalArea + math.abs(area) / 2
  totalCount = totalCount + #h
end
print(totalCount, totalArea)
