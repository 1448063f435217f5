-- Lua twin of calc.geo (tokens in a table, 1-based position).
local toks = {}
local pos = 1
local function scan(s)
  local out = {}
  local num = -1
  for i = 1, #s do
    local c = s:sub(i, i)
    if c >= "0" and c <= "9" then
      local d = tonumber(c)
      if num < 0 then num = d else num = num * 10 + d end
    else
      if num >= 0 then out[#out + 1] = num; num = -1 end
      if c ~= " " then out[#out + 1] = c end
    end
  end
  if num >= 0 then out[#out + 1] = num end
  return out
end
local expr
local function factor()
  local t = toks[pos]
  pos = pos + 1
  if t == "(" then
    local v = expr()
    pos = pos + 1
    return v
  end
  if t == "-" then return -factor() end
  return t
end
local function term()
  local v = factor()
  while pos <= #toks and (toks[pos] == "*" or toks[pos] == "%") do
    local op = toks[pos]
    pos = pos + 1
    local r = factor()
    if op == "*" then v = v * r else v = math.fmod(v, r) end
  end
  return v
end
expr = function()
  local v = term()
  while pos <= #toks and (toks[pos] == "+" or toks[pos] == "-") do
    local op = toks[pos]
    pos = pos + 1
    local r = term()
    if op == "+" then v = v + r else v = v - r end
  end
  return v
end
local sources = {"1 + 2 * 3", "(4 + 5) * (6 - 7) % 11", "-(12 * 3) + 40 * (2 + 3 * (4 - 1))",
                 "100 % 7 * 3 - -2", "((((1 + 2) * 3) + 4) * 5) - 6 * 7 + 8 * (9 - 10)"}
local total = 0
local count = 0
for round = 0, 2999 do
  for _, s in ipairs(sources) do
    toks = scan(s .. " + " .. (round % 13))
    pos = 1
    total = math.fmod(total + expr(), 1000003)
    count = count + #toks
  end
end
print(total, count)
