-- Lua twin of gestures.geo: each photo as a center and a transform (a b c d tx ty) over a
-- 160 x 120 bounds anchored at its middle; a touch is mapped back through the inverse matrix to
-- hit-test (front-most first); pinch and rotate append a linear map about the touch.
local W, H = 160, 120
local photos = {}
for i = 0, 5 do
  local x, y = 100 + (i % 3) * 300, 150 + (i - i % 3) // 3 * 350
  photos[#photos + 1] = {cx = x + W / 2, cy = y + H / 2, a = 1, b = 0, c = 0, d = 1}
end
local function inside(p, x, y)
  local dx, dy = x - p.cx, y - p.cy
  local det = p.a * p.d - p.b * p.c
  local lx = (p.d * dx - p.c * dy) / det + W / 2
  local ly = (-p.b * dx + p.a * dy) / det + H / 2
  return lx >= 0 and lx < W and ly >= 0 and ly < H
end
local function frame(p)
  local minx, miny, maxx, maxy = math.huge, math.huge, -math.huge, -math.huge
  for _, qx in ipairs({-W / 2, W / 2}) do
    for _, qy in ipairs({-H / 2, H / 2}) do
      local x, y = p.a * qx + p.c * qy + p.cx, p.b * qx + p.d * qy + p.cy
      minx = math.min(minx, x); maxx = math.max(maxx, x)
      miny = math.min(miny, y); maxy = math.max(maxy, y)
    end
  end
  return minx, miny, maxx - minx, maxy - miny
end
local function about(p, px, py, ma, mb, mc, md)
  p.a, p.b, p.c, p.d = p.a * ma + p.b * mc, p.a * mb + p.b * md, p.c * ma + p.d * mc, p.c * mb + p.d * md
  local dx, dy = p.cx - px, p.cy - py
  p.cx, p.cy = px + ma * dx + mc * dy, py + mb * dx + md * dy
end
local rad = math.pi / 180
local moved, missed, resets, widths, cornerx, cornery = 0, 0, 0, 0, 0, 0
for step = 0, 19999 do
  local tx, ty = 120 + (step * 37) % 800, 160 + (step * 53) % 560
  local photo, at = nil, 0
  if tx >= 0 and tx < 1000 and ty >= 0 and ty < 800 then
    for k = #photos, 1, -1 do
      if inside(photos[k], tx, ty) then photo, at = photos[k], k; break end
    end
  end
  if photo == nil then
    missed = missed + 1
  else
    moved = moved + 1
    local kind = step % 4
    if kind == 0 then
      photo.cx = photo.cx + ((step % 7) - 3); photo.cy = photo.cy + ((step % 5) - 2)
    elseif kind == 1 then
      local s = (step % 8 < 4) and 1.05 or 0.96
      about(photo, tx, ty, s, 0, 0, s)
    elseif kind == 2 then
      local ang = (step % 6 - 2.5) * (3 * rad)
      local c, s = math.cos(ang), math.sin(ang)
      about(photo, tx, ty, c, s, -s, c)
    else
      table.remove(photos, at); photos[#photos + 1] = photo
    end
    local fx, fy, fw, fh = frame(photo)
    if not (fx <= 1000 and fx + fw >= 0 and fy <= 800 and fy + fh >= 0) or fw > 900 then
      resets = resets + 1
      photo.a, photo.b, photo.c, photo.d = 1, 0, 0, 1
      photo.cx, photo.cy = 500, 400
    end
    local _, _, w2 = frame(photo)
    widths = widths + w2
    cornerx = cornerx + photo.a * (-W / 2) + photo.c * (-H / 2) + photo.cx
    cornery = cornery + photo.b * (-W / 2) + photo.d * (-H / 2) + photo.cy
  end
end
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); if s == "-0" then s = "0" end; return s end
print(moved, missed, resets, f(widths), f(cornerx), f(cornery))
