-- Views animated to new centers and sizes, sampled over the animation (linear curve): where
-- each view is on screen at each moment.
local views = {}
for i = 0, 19 do
  local x, y, w, h = i * 30, 10, 20, 20
  views[#views + 1] = {cx0 = x + w / 2, cy0 = y + h / 2, w0 = w, h0 = h}
end
for i, v in ipairs(views) do
  v.cx1, v.cy1, v.w1, v.h1 = 400, 300 + (i - 1) * 5, 40 + (i - 1), 20 + (i - 1) % 3
end
local function lerp(a, b, p) return (1 - p) * a + p * b end
local sx, sw = 0, 0
local steps = 20000
for step = 0, steps do
  local t = step * 2 / steps
  local p = math.min(math.max(t / 2, 0), 1)
  for _, v in ipairs(views) do
    local cx, w = lerp(v.cx0, v.cx1, p), lerp(v.w0, v.w1, p)
    local h = lerp(v.h0, v.h1, p)
    local minX = cx - w / 2
    sx = sx + minX + w / 2
    sw = sw + w * h
  end
end
print(sx, sw)
