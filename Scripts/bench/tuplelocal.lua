-- Bodies as tables, each read through a local (Lua twin of tuplelocal.geo)
local seed = 4242
local function nextRandom()
  seed = (seed * 16807) % 2147483647
  return seed
end

local bodies = {}
for _ = 1, 1000 do
  local x = nextRandom() % 1000
  local y = nextRandom() % 800
  local vx = nextRandom() % 9 - 4
  local vy = nextRandom() % 9 - 4
  local mass = nextRandom() % 5
  bodies[#bodies + 1] = {x = x, y = y, vx = vx, vy = vy, mass = mass}
end

local function momentum(bs)
  local px, py = 0, 0
  for i = 1, #bs do
    local b = bs[i]
    px = px + b.mass * b.vx
    py = py + b.mass * b.vy
  end
  return px, py
end

local function energy(bs)
  local e = 0
  for _, b in ipairs(bs) do
    local speed = b.vx * b.vx + b.vy * b.vy
    e = e + b.mass * speed
  end
  return e
end

-- geo's % keeps the sign of the dividend (Swift's); Lua's follows the divisor
local function rem(a, m) return math.fmod(a, m) end

local heavy, leftHalf, spread = 0, 0, 0
local mx, my = 0, 0
for round = 0, 59 do
  for i = 1, #bodies do
    local b = bodies[i]
    if b.mass >= 1 then
      if b.x < 500 then leftHalf = leftHalf + 1 end
      if b.mass >= 3 then heavy = heavy + 1 end
      local d = b.x - b.y
      spread = spread + rem(d * d, 7)
    end
  end
  local px, py = momentum(bodies)
  mx = mx + rem(px, 1000)
  my = my + rem(py, 1000)
  if round % 20 == 19 then spread = spread + rem(energy(bodies), 97) end
end
print(string.format("heavy: %d, left: %d, spread: %d", heavy, leftHalf, spread))
print(string.format("momentum: %d %d, energy: %d", mx, my, energy(bodies)))
