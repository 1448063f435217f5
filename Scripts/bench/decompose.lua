-- Lua twin of decompose.geo
-- The UIKit geometry model the survey's twins share (Scripts/bench/uikit_model.lua).
local U = dofile((arg[0]:match("^(.*)/") or ".") .. "/uikit_model.lua")
local R, P = U.R, U.P
local window = U.View(0, 0, 390, 844, "window")
local specs = {
  {20, 80, 350, 600, 0.5, 0.5},
  {10, 10, 300, 400, 0, 0},
  {40, 30, 220, 300, 1, 0},
  {20, 20, 160, 200, 0.5, 0.5},
  {30, 30, 90, 120, 0.25, 0.75},
  {10, 10, 60, 60, 0.5, 0.5},
  {20, 20, 20, 20, 0, 1},
}
local chain = {}
local parent = window
for _, s in ipairs(specs) do
  local v = U.View(s[1], s[2], s[3], s[4])
  U.setAnchor(v, s[5], s[6])
  U.add(parent, v)
  chain[#chain + 1] = v
  parent = v
end
local leaf = chain[#chain]

local function accumulated(view)
  local t = U.I
  local v = view
  while v do
    t = U.concat(t, v.t)
    v = v.super
  end
  return t
end

local frameSum, angleError, scaleSum, rotSum, agree = 0, 0, 0, 0, 0
local lx, ly = 0, 0
for step = 0, 2999 do
  local phase = step * 0.01
  for i, v in ipairs(chain) do
    local angle = math.sin(phase * i) * 0.3
    local sc = 1 + 0.1 * math.cos(phase + i)
    v.t = U.scaled(U.rotation(angle), sc, sc)
  end
  for _, v in ipairs(chain) do
    local f = U.frame(v)
    frameSum = frameSum + U.minX(f) + U.maxY(f)
  end
  local t = accumulated(leaf)
  local rotation = math.atan(t.b, t.a)
  local scale = math.sqrt(t.a * t.a + t.b * t.b)
  local origin = U.convertP(P(0, 0), leaf, window)
  local unit = U.convertP(P(1, 0), leaf, window)
  local dx, dy = unit.x - origin.x, unit.y - origin.y
  local measured = math.atan(dy, dx)
  angleError = math.max(angleError, math.abs(measured - rotation))
  local h = math.sqrt(dx * dx + dy * dy)
  if math.abs(h - scale) < 1e-9 then agree = agree + 1 end
  scaleSum = scaleSum + scale
  rotSum = rotSum + rotation
  lx, ly = lx + origin.x, ly + origin.y
end
print(string.format("frames=%.4f rot=%.6f scale=%.6f", frameSum, rotSum, scaleSum))
print(string.format("agree=%d angleErrorSmall=%s leafSum=%s", agree, tostring(angleError < 1e-9), U.fP(P(lx, ly))))
print("leaf frame in window=" .. U.fR(U.convertR(U.bounds(leaf), leaf, window)))

local scroll = U.View(0, 0, 390, 844, "scroll")
U.add(window, scroll)
local header = U.View(0, 0, 390, 240, "header")
U.setAnchor(header, 0.5, 1)
U.add(scroll, header)
local title = U.View(20, 180, 200, 40, "title")
U.add(header, title)
local headerSum, titleSum, alphaSum = 0, 0, 0
local n = 0
while true do
  local offset = -200.0 + n * 0.5
  if offset > 600.0 then break end
  scroll.bx, scroll.by = 0, offset
  if offset < 0 then
    local stretch = 1 + -offset / header.bh
    header.t = U.scale(stretch, stretch)
  else
    header.t = U.translation(0, offset * 0.5)
  end
  title.alpha = math.max(0, math.min(1, 1 - offset / 150))
  local hf = U.frame(header)
  headerSum = headerSum + hf.h + U.minY(hf)
  titleSum = titleSum + U.midY(U.convertR(U.bounds(title), title, window))
  alphaSum = alphaSum + title.alpha
  n = n + 1
end
print(string.format("header=%.4f title=%.4f alpha=%.4f", headerSum, titleSum, alphaSum))
