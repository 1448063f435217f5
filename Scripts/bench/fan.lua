-- Lua twin of fan.geo: each card as center, anchor and transform; its frame is the bounding
-- box of its bounds' corners placed about the anchor, transformed, moved to the center.
local W, H = 100, 140
local n = 9
local tipx, tipy, area = 0, 0, 0
local lx, ly = 0, 0
local ex, ey, ew, eh = 0, 0, 0, 0
local rad = math.pi / 180
for pass = 0, 1499 do
  local spread = 4 * rad + (pass % 40) * (0.25 * rad)
  local ax, ay
  if pass % 2 == 0 then ax, ay = 0.5, 1.6 else ax, ay = 0.5, 1.2 end
  local bx0, by0, bx1, by1 = 400, 520, 400, 520
  for i = 0, n - 1 do
    local cx, cy = 400, 520
    local lift = (i == pass % 9) and 1.1 or 1
    local ang = (i - 4) * spread
    local c, s = math.cos(ang), math.sin(ang)
    local a, b, cc, d = c * lift, s * lift, -s * lift, c * lift
    local minx, miny, maxx, maxy = math.huge, math.huge, -math.huge, -math.huge
    for _, px in ipairs({0, W}) do
      for _, py in ipairs({0, H}) do
        local qx, qy = px - ax * W, py - ay * H
        local x, y = a * qx + cc * qy + cx, b * qx + d * qy + cy
        if x < minx then minx = x end
        if x > maxx then maxx = x end
        if y < miny then miny = y end
        if y > maxy then maxy = y end
      end
    end
    if minx < bx0 then bx0 = minx end
    if miny < by0 then by0 = miny end
    if maxx > bx1 then bx1 = maxx end
    if maxy > by1 then by1 = maxy end
    local qx, qy = 50 - ax * W, 0 - ay * H
    tipx = tipx + a * qx + cc * qy + cx
    tipy = tipy + b * qx + d * qy + cy
    local det = a * d - b * cc
    local ia, ib, ic, id = d / det, -b / det, -cc / det, a / det
    lx = lx + ia * 30 + ic * -200
    ly = ly + ib * 30 + id * -200
  end
  area = area + (bx1 - bx0) * (by1 - by0)
  ex, ey, ew, eh = bx0, by0, bx1 - bx0, by1 - by0
end
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); if s == "-0" then s = "0" end; return s end
print(f(tipx), f(tipy), f(area), "(" .. f(lx) .. ", " .. f(ly) .. ")", "(" .. f(ex) .. ", " .. f(ey) .. ", " .. f(ew) .. ", " .. f(eh) .. ")")
