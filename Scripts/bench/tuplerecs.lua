-- particles as labelled tuples in a list, updated in place with bounces (Lua twin of tuplerecs.geo)
local width, height = 1000, 800
local seed = 31337
local function nextRandom()
  seed = (seed * 16807) % 2147483647
  return seed
end

local ps = {}
for _ = 1, 800 do
  local x = nextRandom() % width
  local y = nextRandom() % height
  local vx = nextRandom() % 21 - 10
  local vy = nextRandom() % 21 - 10
  ps[#ps + 1] = {x = x, y = y, vx = vx, vy = vy}
end

local bounces = 0
for step = 0, 499 do
  for i = 1, #ps do
    local p = ps[i]
    p.x = p.x + p.vx
    p.y = p.y + p.vy
    if p.x < 0 then
      p.x = -p.x; p.vx = -p.vx; bounces = bounces + 1
    elseif p.x >= width then
      p.x = 2 * (width - 1) - p.x; p.vx = -p.vx; bounces = bounces + 1
    end
    if p.y < 0 then
      p.y = -p.y; p.vy = -p.vy; bounces = bounces + 1
    elseif p.y >= height then
      p.y = 2 * (height - 1) - p.y; p.vy = -p.vy; bounces = bounces + 1
    end
    if step % 50 == 49 then
      p.vy = p.vy + 1
    end
  end
end
local sumX, sumY, energy = 0, 0, 0
for _, p in ipairs(ps) do
  sumX = sumX + p.x; sumY = sumY + p.y
  energy = energy + p.vx * p.vx + p.vy * p.vy
end
local function fmt(v)
  if v == math.floor(v) then return string.format("%d", v) end
  return string.format("%.14g", v)
end
print(string.format("bounces: %d", bounces))
-- Swift: Int / Int is integer division (sumX and ps.count are Ints)
print("centre: " .. fmt(sumX // #ps) .. ", " .. fmt(sumY // #ps))
print(string.format("energy: %d", energy))
