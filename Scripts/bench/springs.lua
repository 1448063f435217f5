-- Lua twin of springs.geo: each view as a center and a 40 x 40 size (its frame is the size
-- about the center), the velocity and slot as pairs of numbers.
local n = 24
local cx, cy, vx, vy, sx, sy = {}, {}, {}, {}, {}, {}
for i = 0, n - 1 do
  cx[i] = (i * 53) % 360 + 20; cy[i] = (i * 97) % 760 + 20
  vx[i], vy[i], sx[i], sy[i] = 0, 0, 0, 0
end
local k, damping, dt = 120, 9, 1 / 120
local outside, energy = 0, 0
for step = 0, 2999 do
  if step % 100 == 0 then
    for i = 0, n - 1 do
      local j = (i * 7 + step // 100) % 24
      sx[i] = 20 + (j % 4) * 100 + 30
      sy[i] = 30 + (j - j % 4) // 4 * 120
    end
  end
  for i = 0, n - 1 do
    local ox, oy = cx[i] - sx[i], cy[i] - sy[i]
    local fx, fy = ox * -k - vx[i] * damping, oy * -k - vy[i] * damping
    vx[i] = vx[i] + fx * dt; vy[i] = vy[i] + fy * dt
    cx[i] = cx[i] + vx[i] * dt; cy[i] = cy[i] + vy[i] * dt
    if cx[i] + 20 > 400 or cx[i] - 20 < 0 or cy[i] + 20 > 800 or cy[i] - 20 < 0 then
      outside = outside + 1
      cx[i], cy[i] = sx[i], sy[i]
      vx[i], vy[i] = 0, 0
    end
    energy = energy + vx[i] * vx[i] + vy[i] * vy[i]
  end
end
local tx, ty = 0, 0
for i = 0, n - 1 do tx = tx + (cx[i] - 20); ty = ty + (cy[i] - 20) end
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); if s == "-0" then s = "0" end; return s end
print(outside, f(energy), f(tx), f(ty))
