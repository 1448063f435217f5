-- Lua twin of bezier.geo: points as two numbers, the transform as six (a b c d tx ty) built as
-- CGAffineTransformTranslate/Rotate/Scale build it (each new step applied before the others).
local function cubic(x0, y0, x1, y1, x2, y2, x3, y3, t)
  local ax, ay = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
  local bx, by = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
  local cx, cy = x2 + (x3 - x2) * t, y2 + (y3 - y2) * t
  local dx, dy = ax + (bx - ax) * t, ay + (by - ay) * t
  local ex, ey = bx + (cx - bx) * t, by + (cy - by) * t
  return dx + (ex - dx) * t, dy + (ey - dy) * t
end
local rad = math.pi / 180
local length, boxArea, hullArea = 0, 0, 0
local lastx, lasty = 0, 0
for shape = 0, 1999 do
  local tx, ty = 200 + shape % 20 * 30, 150 + shape / 20 * 10
  local ang = shape * (7 * rad)
  local c, s = math.cos(ang), math.sin(ang)
  local sx, sy = 1 + shape % 5 * 0.1, 1 - shape % 3 * 0.1
  local a, b, cc, d = c * sx, s * sx, -s * sy, c * sy
  local px, py = tx, ty
  local minx, maxx, miny, maxy = px, px, py, py
  for k = 1, 32 do
    local x, y = cubic(0, 0, 30, -60, 90, 60, 120, 0, k / 32)
    local qx, qy = a * x + cc * y + tx, b * x + d * y + ty
    local dx, dy = qx - px, qy - py
    length = length + math.sqrt(dx * dx + dy * dy)
    minx = math.min(minx, qx); maxx = math.max(maxx, qx)
    miny = math.min(miny, qy); maxy = math.max(maxy, qy)
    px, py = qx, qy
  end
  boxArea = boxArea + (maxx - minx) * (maxy - miny)
  local hx0, hy0, hx1, hy1 = math.huge, math.huge, -math.huge, -math.huge
  for _, x in ipairs({0, 120}) do
    for _, y in ipairs({-60, 60}) do
      local qx, qy = a * x + cc * y + tx, b * x + d * y + ty
      hx0 = math.min(hx0, qx); hx1 = math.max(hx1, qx)
      hy0 = math.min(hy0, qy); hy1 = math.max(hy1, qy)
    end
  end
  hullArea = hullArea + (hx1 - hx0) * (hy1 - hy0)
  lastx, lasty = px, py
end
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); if s == "-0" then s = "0" end; return s end
print(f(length), f(boxArea), f(hullArea), "(" .. f(lastx) .. ", " .. f(lasty) .. ")")
