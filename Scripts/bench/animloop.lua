-- Lua twin of animloop.geo: each tile's animated properties kept as Core Animation keeps them
-- (from, to, begin, duration, curve per property), a new animation starting from the value
-- presented when it is made; the default curve easeInOut is cubicBezier(0.42, 0, 0.58, 1),
-- solved as geo (and browsers) solve it: a table of 11 samples, Newton, then bisection.
local abs = math.abs
local function bezier(x1, y1, x2, y2)
  local cx = 3 * x1; local bx = 3 * (x2 - x1) - cx; local ax = 1 - cx - bx
  local cy = 3 * y1; local by = 3 * (y2 - y1) - cy; local ay = 1 - cy - by
  local samples = {}
  for i = 0, 10 do local t = i / 10; samples[i] = ((ax * t + bx) * t + cx) * t end
  local function sx(t) return ((ax * t + bx) * t + cx) * t end
  return function(x)
    if x <= 0 then return 0 elseif x >= 1 then return 1 end
    local i = 0
    while i < 9 and samples[i + 1] <= x do i = i + 1 end
    local lower, upper = i / 10, (i + 1) / 10
    local span = samples[i + 1] - samples[i]
    local t = span > 0 and lower + (x - samples[i]) / span * (upper - lower) or lower
    local solved = nil
    for _ = 1, 4 do
      local err = sx(t) - x
      if abs(err) < 1e-7 and t >= 0 and t <= 1 then solved = t; break end
      local slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < 1e-6 then break end
      t = t - err / slope
    end
    if not solved then
      if t >= 0 and t <= 1 and abs(sx(t) - x) < 1e-7 then solved = t
      else
        t = (lower + upper) / 2
        for _ = 1, 64 do
          local v = sx(t)
          if abs(v - x) < 1e-7 then break end
          if v < x then lower = t else upper = t end
          t = (lower + upper) / 2
        end
        solved = t
      end
    end
    return ((ay * solved + by) * solved + cy) * solved
  end
end
local easeInOut = bezier(0.42, 0, 0.58, 1)
local function linear(x) return x end

local now = 0
-- A property: its model value (a list of numbers) and its animation, if any.
local function prop(...) return {model = {...}} end
local function presented(pr, t)
  local a = pr.anim
  if not a or t >= a.begin + a.dur then return pr.model end
  local x = t - a.begin
  local p = x <= 0 and 0 or a.curve(x / a.dur)
  local v = {}
  for i = 1, #a.from do v[i] = (1 - p) * a.from[i] + p * a.to[i] end
  return v
end
local function set(pr, value, delay, dur, curve)
  local from = presented(pr, now)
  pr.model = value
  pr.anim = {from = from, to = value, begin = now + delay, dur = dur, curve = curve}
end

local tiles = {}
for i = 0, 11 do
  local x, y = (i % 4) * 150 + 15, (i - i % 4) // 4 * 130 + 15
  tiles[i] = {center = prop(x + 60, y + 50), size = prop(120, 100), alpha = prop(1)}
end
local function slot(n)
  local col = n % 4
  return {col * 150 + 75, (n - col) // 4 * 130 + 65}
end
local sx, sy, fade, width = 0, 0, 0, 0
for tick = 0, 4999 do
  local a = tick % 12
  local b = (tick * 5 + 3) % 12
  set(tiles[a].center, slot((a + tick) % 12), 0, 0.4, easeInOut)
  set(tiles[a].alpha, {0.5 + (tick % 3) * 0.25}, 0, 0.4, easeInOut)
  set(tiles[b].size, {120 - tick % 7 * 5, 100 + tick % 4 * 5}, 0.05, 0.25, linear)
  now = now + 0.1
  local c, s = presented(tiles[a].center, now), presented(tiles[a].size, now)
  sx = sx + (c[1] - s[1] / 2) + s[1] / 2
  sy = sy + c[2]
  fade = fade + presented(tiles[a].alpha, now)[1]
  width = width + presented(tiles[b].size, now)[1]
end
print(string.format("%.4f %.4f %.4f %.4f", sx, sy, fade, width))
