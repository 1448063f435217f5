-- Building a tree of 100,000 views through setters, reading each one's frame.
-- A view keeps bounds, center, anchorPoint and transform; frame is derived (UIKit's model).
local cos, sin, min, max, pi = math.cos, math.sin, math.min, math.max, math.pi
local function View(x, y, w, h)
  return {bx = 0, by = 0, bw = w, bh = h, ax = 0.5, ay = 0.5, cx = x + w / 2, cy = y + h / 2,
          a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0, subviews = {}}
end
local function setTransform(v, a, b, c, d, tx, ty) v.a, v.b, v.c, v.d, v.tx, v.ty = a, b, c, d, tx, ty end
local function setCenter(v, x, y) v.cx, v.cy = x, y end
local function setBounds(v, x, y, w, h) v.bx, v.by, v.bw, v.bh = x, y, w, h end
local function setAnchor(v, x, y) v.ax, v.ay = x, y end
local function addSubview(p, v) v.superview = p; p.subviews[#p.subviews + 1] = v end
local function frame(v)
  local x0, y0 = -v.ax * v.bw, -v.ay * v.bh
  local x1, y1 = x0 + v.bw, y0 + v.bh
  local minX, minY, maxX, maxY = math.huge, math.huge, -math.huge, -math.huge
  for _, p in ipairs({{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}}) do
    local x = v.a * p[1] + v.c * p[2] + v.tx + v.cx
    local y = v.b * p[1] + v.d * p[2] + v.ty + v.cy
    minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
  end
  return minX, minY, maxX - minX, maxY - minY
end
local root = View(0, 0, 1000, 1000)
local sum = 0
for i = 0, 999 do
  local row = View(0, i, 1000, 1)
  setAnchor(row, 0, 0)
  addSubview(root, row)
  for j = 0, 98 do
    local v = View(j * 10, 0, 10, 1)
    local r = j * pi / 180
    setTransform(v, cos(r), sin(r), -sin(r), cos(r), 0, 0)
    setCenter(v, j * 10 + 5, 0.5)
    setBounds(v, 0, 0, 8, 1)
    addSubview(row, v)
    local _, _, w = frame(v)
    sum = sum + w
  end
end
print(#root.subviews, sum)
