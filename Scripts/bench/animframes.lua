-- Lua twin of animframes.geo: rects as tables, a row as its centre and bounds size (anchor
-- (0.5, 0.5), no transform), its frame set and read back as Core Animation computes it.
local max = math.max
local rows = {}
for i = 0, 39 do rows[#rows + 1] = {cx = 200, cy = i * 44 + 22, w = 400, h = 44} end
local function Rect(x, y, w, h) return {x = x, y = y, w = w, h = h} end
local function inset(r, dx, dy) return Rect(r.x + dx, r.y + dy, r.w - 2 * dx, r.h - 2 * dy) end
local function blend(a, b, t)
  return Rect(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t)
end
local function setFrame(v, r) v.w, v.h = r.w, r.h; v.cx, v.cy = r.x + 0.5 * r.w, r.y + 0.5 * r.h end
local function frame(v)
  local x0, y0 = -0.5 * v.w, -0.5 * v.h
  local minx, miny = x0 + v.cx, y0 + v.cy
  local maxx, maxy = x0 + v.w + v.cx, y0 + v.h + v.cy
  return minx, miny, maxx - minx, maxy - miny
end
local bottom, centers = 0, 0
local frames = 2000
for f = 0, frames do
  local p = f / frames
  local t = p * p * (3 - 2 * p)
  local i = 0
  for _, row in ipairs(rows) do
    local list = inset(Rect(0, i * 44, 400, 44), 8, 2)
    local col = i % 2
    local grid = inset(Rect(col * 200, (i - col) / 2 * 120, 200, 120), 6, 6)
    setFrame(row, blend(list, grid, t))
    local x, y, w, h = frame(row)
    bottom = max(bottom, y + h)
    centers = centers + row.cx
    i = i + 1
  end
end
local x, y, w, h = frame(rows[40])
print(string.format("%.4f %.4f (%.4f, %.4f, %.4f, %.4f)", bottom, centers, x, y, w, h))
