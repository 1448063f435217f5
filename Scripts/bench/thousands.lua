local digits = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
local function group(n)
  if n == 0 then return "0" end
  local out, k, count = "", n, 0
  while k > 0 do
    local d = k % 10
    if count > 0 and count % 3 == 0 then out = "," .. out end
    out = digits[d + 1] .. out
    k = k // 10
    count = count + 1
  end
  return out
end
local function round(x) if x >= 0 then return math.floor(x + 0.5) else return -math.floor(-x + 0.5) end end
local function fixed(x, places)
  local negative = x < 0
  local scale = 1
  for _ = 1, places do scale = scale * 10 end
  local whole = round(math.abs(x) * scale)
  local text = group(whole // scale)
  if places > 0 then
    local frac = whole % scale
    local fd = ""
    for _ = 1, places do
      fd = digits[frac % 10 + 1] .. fd
      frac = frac // 10
    end
    text = text .. "." .. fd
  end
  return negative and "-" .. text or text
end
local function pad(s, width)
  local out = s
  while #out < width do out = " " .. out end
  return out
end
local seed = 23
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local total, commas = 0, 0
for i = 0, 11999 do
  local x = (rand(2000000000) - 1000000000) / 1000
  local s = pad(fixed(x, 2), 16)
  local t = pad(group(rand(100000000)), 12)
  total = total + #s + #t
  if s:find(",", 1, true) then commas = commas + 1 end
  if i % 3000 == 0 then print("[" .. s .. "] [" .. t .. "]") end
end
print(total, commas)
