-- Lua twin of rle.geo
local seed = 99
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end
local alphabet = {"a", "b", "c", "d", "e", "X", "Y", "Z"}

local function makeText(length)
  local parts, n = {}, 0
  while n < length do
    local c = alphabet[rand(#alphabet) + 1]
    local run = 1 + rand(rand(4) == 0 and 12 or 3)
    parts[#parts + 1] = string.rep(c, run)
    n = n + run
  end
  return table.concat(parts):sub(1, length)
end

local function encode(s)
  local out = {}
  local current, count = nil, 0
  for i = 1, #s do
    local c = s:sub(i, i)
    if c == current then
      count = count + 1
    else
      if current then out[#out + 1] = count .. current end
      current, count = c, 1
    end
  end
  if current then out[#out + 1] = count .. current end
  return table.concat(out)
end

local function decode(s)
  local out, n = {}, 0
  for i = 1, #s do
    local c = s:sub(i, i)
    if c:match("%d") then
      n = n * 10 + tonumber(c)
    elseif c:match("%a") then
      if n <= 0 then return nil end
      out[#out + 1] = string.rep(c, n)
      n = 0
    else
      return nil
    end
  end
  if n == 0 then return table.concat(out) end
  return nil
end

local totalIn, totalOut, roundTrips, upper, digits, longestRun = 0, 0, 0, 0, 0, 0
local samples = {}
for k = 0, 2999 do
  local text = makeText(60 + k % 40)
  local packed = encode(text)
  totalIn = totalIn + #text
  totalOut = totalOut + #packed
  if decode(packed) == text then roundTrips = roundTrips + 1 end
  upper = upper + select(2, text:gsub("%u", ""))
  digits = digits + select(2, packed:gsub("%d", ""))
  for num in packed:gmatch("%d+") do
    local v = tonumber(num)
    if v > longestRun then longestRun = v end
  end
  if k % 600 == 0 then samples[#samples + 1] = packed:sub(1, 12) end
end
print(string.format("in=%d out=%d ratio=%.4f", totalIn, totalOut, totalOut / totalIn))
print(string.format("roundTrips=%d upper=%d digits=%d longestRun=%d", roundTrips, upper, digits, longestRun))
print("samples=" .. table.concat(samples, "|"))
print(string.format("bad=%s %s %s %s", tostring(decode("3a0") == nil), tostring(decode("a") == nil),
  tostring(decode("2x?") == nil), decode("12b3c") or "nil"))

local parts = {}
local choices = {"tap", "swipe", "pinch", "PAN", "rotate"}
for i = 0, 399 do
  parts[#parts + 1] = choices[rand(5) + 1]
  parts[#parts + 1] = string.rep(" ", 1 + i % 3)
end
local sentence = table.concat(parts)
local words = {}
for w in sentence:gmatch("%S+") do words[#words + 1] = w:lower() end
local normalized = table.concat(words, " ")
local shouty = normalized:gsub("pan", "PAN")
shouty = shouty:gsub("(%a)(%a*)", function(a, b) return a:upper() .. b:lower() end)
local vowels = select(2, normalized:gsub("[aeiou]", ""))
print(string.format("words=%d chars=%d vowels=%d shouty=%s", #words, #normalized, vowels, shouty:sub(1, 24)))
print(string.format("packedWords=%d", #encode((normalized:gsub(" ", "")))))
