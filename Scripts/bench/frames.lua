-- A hierarchy built with frames (panels of tiles), then each tile turned and its frame and
-- the position of its corner in the root read back, pass after pass.
-- A view keeps bounds, center, anchorPoint and transform; frame is derived (UIKit's model).
local cos, sin, min, max, pi, floor = math.cos, math.sin, math.min, math.max, math.pi, math.floor
local function View(x, y, w, h)
  return {bw = w, bh = h, cx = x + w / 2, cy = y + h / 2,
          a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0, subviews = {}}
end
local function addSubview(p, v) v.superview = p; p.subviews[#p.subviews + 1] = v end
local function toSuper(v, x, y)  -- a point in v's bounds to its superview (anchor 0.5, 0.5)
  local px, py = x - v.bw / 2, y - v.bh / 2
  return v.a * px + v.c * py + v.tx + v.cx, v.b * px + v.d * py + v.ty + v.cy
end
local function frame(v)
  local minX, minY, maxX, maxY = math.huge, math.huge, -math.huge, -math.huge
  for _, p in ipairs({{0, 0}, {v.bw, 0}, {0, v.bh}, {v.bw, v.bh}}) do
    local x, y = toSuper(v, p[1], p[2])
    minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
  end
  return minX, minY, maxX - minX, maxY - minY
end
local function convert(v, x, y, to)
  while v ~= to do x, y = toSuper(v, x, y); v = v.superview end
  return x, y
end
local root = View(0, 0, 2000, 2000)
local tiles = {}
for p = 0, 19 do
  local panel = View((p % 5) * 400, floor(p / 5) * 400, 380, 380)
  addSubview(root, panel)
  for k = 0, 99 do
    local tile = View((k % 10) * 38, floor(k / 10) * 38, 30, 30)
    addSubview(panel, tile)
    tiles[#tiles + 1] = tile
  end
end
local width, reach = 0, 0
for pass = 0, 59 do
  for i = 0, #tiles - 1 do
    local tile = tiles[i + 1]
    local r = (i % 90 + pass) * pi / 180
    tile.a, tile.b, tile.c, tile.d = cos(r), sin(r), -sin(r), cos(r)
    local _, _, w = frame(tile)
    width = width + w
    local cx, cy = convert(tile, 0, 0, root)
    reach = max(reach, cx + cy)
  end
end
print(width, reach)
