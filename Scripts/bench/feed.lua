-- Lua twin of feed.geo: views as tables (center, bounds origin and size, a b c d, anchor 0.5)
-- in a chain of superviews; rects converted corner by corner, points converted up and down.
local huge, floor = math.huge, math.floor
local function View(x, y, w, h)
  return {cx = x + w / 2, cy = y + h / 2, bx = 0, by = 0, w = w, h = h, a = 1, b = 0, c = 0, d = 1}
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
local function toWindow(v, x, y)
  while v.sup do x, y = toSuper(v, x, y); v = v.sup end
  return x, y
end
local function fromWindow(v, x, y)
  if v.sup then x, y = fromWindow(v.sup, x, y); return fromSuper(v, x, y) end
  return x, y
end
local function rectToWindow(v, x, y, w, h)
  local minx, miny, maxx, maxy = huge, huge, -huge, -huge
  for _, q in ipairs({{x, y}, {x + w, y}, {x, y + h}, {x + w, y + h}}) do
    local px, py = toWindow(v, q[1], q[2])
    if px < minx then minx = px end
    if px > maxx then maxx = px end
    if py < miny then miny = py end
    if py > maxy then maxy = py end
  end
  return minx, miny, maxx - minx, maxy - miny
end
local window = View(0, 0, 390, 844)
local panel = View(20, 60, 350, 700)
panel.a, panel.d = 0.9, 0.9
panel.sup = window
local feed = View(0, 40, 350, 660)
feed.sup = panel
local rows = {}
local y = 0
for i = 0, 119 do
  local h = 60 + (i * 29) % 90
  local row = View(8, y, 334, h)
  row.sup = feed
  rows[#rows + 1] = row
  y = y + h + 6
end
local contentHeight = y
local shown, covered, tapx, tapy = 0, 0, 0, 0
for frame = 0, 249 do
  feed.by = (frame * 41) % (contentHeight - feed.h)
  local clx, cly, clw, clh = panel.cx - 0.45 * panel.w + 0.25, panel.cy - 0.45 * panel.h + 0.25, 0.9 * panel.w - 0.5, 0.9 * panel.h - 0.5
  for _, row in ipairs(rows) do
    local rx, ry, rw, rh = rectToWindow(row, row.bx, row.by, row.w, row.h)
    if rx <= clx + clw and clx <= rx + rw and ry <= cly + clh and cly <= ry + rh then
      shown = shown + 1
      covered = covered + rh
      local px, py = fromWindow(row, 200, 300 + frame % 50)
      tapx = tapx + px
      tapy = tapy + py
    end
  end
end
local function round(x) return x >= 0 and floor(x + 0.5) or -floor(-x + 0.5) end
print(shown, round(covered), round(tapx), round(tapy))
