-- A particle simulation: positions and velocities as points in two lists, moved by helper
-- functions and a closure, bounced off the walls, read back element by element.
local function P(x, y) return {x = x, y = y} end
local function clamp(x, lo, hi)
  if x < lo then return lo end
  if x > hi then return hi end
  return x
end
local function advance(p, v, dt) return P(p.x + v.x * dt, p.y + v.y * dt) end
local reflect = function(v, n)
  local k = 2 * (v.x * n.x + v.y * n.y)
  return P(v.x - n.x * k, v.y - n.y * k)
end
local gravity = P(0, 9.8)
local ps, vs = {}, {}
for i = 0, 999 do
  ps[#ps + 1] = P((i * 37) % 400, (i * 91) % 300)
  vs[#vs + 1] = P((i * 13) % 21 - 10, (i * 7) % 17 - 8)
end
local bounces = 0
for frame = 0, 199 do
  for i = 1, #ps do
    local v = P(vs[i].x + gravity.x * 0.016, vs[i].y + gravity.y * 0.016)
    local p = advance(ps[i], v, 0.5)
    if p.x < 0 or p.x > 400 then
      v = reflect(v, P(1, 0))
      p = P(clamp(p.x, 0, 400), p.y)
      bounces = bounces + 1
    end
    if p.y < 0 or p.y > 300 then
      v = reflect(v, P(0, 1))
      p = P(p.x, clamp(p.y, 0, 300))
      bounces = bounces + 1
    end
    ps[i] = p
    vs[i] = v
  end
end
local sx, sy = 0, 0
for i = 1, #ps do sx = sx + ps[i].x; sy = sy + ps[i].y end
print(bounces, sx / #ps, sy / #ps)
