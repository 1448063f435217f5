-- Lua twin of swarm.geo: views as tables (center, bounds, transform a b c d, anchor 0.5 0.5,
-- superview, subviews); frame, convert to the window and hit-testing written out by hand.
local cos, sin, pi = math.cos, math.sin, math.pi
local function rad(d) return d * pi / 180 end
local function View(x, y, w, h)
  return {cx = x + w / 2, cy = y + h / 2, bx = 0, by = 0, w = w, h = h,
          a = 1, b = 0, c = 0, d = 1, sup = nil, subs = {}}
end
local function setRotation(v, r) v.a, v.b, v.c, v.d = cos(r), sin(r), -sin(r), cos(r) end
local function add(p, v) v.sup = p; p.subs[#p.subs + 1] = v end
local function frameWidth(v)
  local hw, hh = v.w / 2, v.h / 2
  local minx, maxx = math.huge, -math.huge
  for _, q in ipairs({{-hw, -hh}, {hw, -hh}, {-hw, hh}, {hw, hh}}) do
    local x = v.a * q[1] + v.c * q[2]
    if x < minx then minx = x end
    if x > maxx then maxx = x end
  end
  return maxx - minx
end
local function toSuper(v, x, y)
  local lx, ly = x - v.bx - 0.5 * v.w, y - v.by - 0.5 * v.h
  return v.a * lx + v.c * ly + v.cx, v.b * lx + v.d * ly + v.cy
end
local function fromSuper(v, x, y)
  local det = v.a * v.d - v.b * v.c
  local dx, dy = x - v.cx, y - v.cy
  return (v.d * dx - v.c * dy) / det + 0.5 * v.w + v.bx, (-v.b * dx + v.a * dy) / det + 0.5 * v.h + v.by
end
local function hitTest(v, x, y)
  if not (x >= v.bx and x < v.bx + v.w and y >= v.by and y < v.by + v.h) then return nil end
  for k = #v.subs, 1, -1 do
    local s = v.subs[k]
    local qx, qy = fromSuper(s, x, y)
    local h = hitTest(s, qx, qy)
    if h then return h end
  end
  return v
end
local window = View(0, 0, 800, 600)
local box = View(100, 50, 600, 500)
setRotation(box, rad(10))
add(window, box)
local dots, vel = {}, {}
for i = 0, 59 do
  local d = View((i * 37) % 560 + 10, (i * 53) % 460 + 10, 12, 8)
  add(box, d)
  dots[#dots + 1] = d
  vel[#vel + 1] = {(i % 7) - 3 + 0.5, (i % 5) - 2 + 0.25}
end
local widths, sx, sy, hits = 0, 0, 0, 0
for step = 0, 299 do
  for i = 1, #dots do
    local d = dots[i]
    local v = vel[i]
    local cx, cy = d.cx + v[1], d.cy + v[2]
    if cx < 0 or cx > box.w then vel[i] = {-v[1], v[2]}; cx, cy = d.cx, d.cy end
    v = vel[i]
    if cy < 0 or cy > box.h then vel[i] = {v[1], -v[2]}; cx, cy = d.cx, d.cy end
    d.cx, d.cy = cx, cy
    setRotation(d, rad((step + i - 1) * 3))
    widths = widths + frameWidth(d)
    local px, py = toSuper(d, 0, 0)
    px, py = toSuper(box, px, py)
    sx = sx + px
    sy = sy + py
  end
  if step % 5 == 0 then
    for k = 0, 39 do
      local hit = hitTest(window, 120 + k * 14, 100 + (step * 7 + k * 11) % 400)
      if hit ~= nil and hit ~= window and hit ~= box then hits = hits + 1 end
    end
  end
end
local function round(x) return x >= 0 and math.floor(x + 0.5) or -math.floor(-x + 0.5) end
print(round(widths), round(sx), round(sy), hits)
