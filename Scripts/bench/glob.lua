-- Lua twin of glob.geo
local function chars(s)
  local t = {}
  for i = 1, #s do t[i] = s:sub(i, i) end
  return t
end

local function matchClass(p, start, c)
  local i = start + 1
  local negate = false
  if i <= #p and (p[i] == "!" or p[i] == "^") then negate = true; i = i + 1 end
  local matched, first = false, true
  while i <= #p and (p[i] ~= "]" or first) do
    first = false
    if i + 2 <= #p and p[i + 1] == "-" and p[i + 2] ~= "]" then
      if p[i] <= c and c <= p[i + 2] then matched = true end
      i = i + 3
    else
      if p[i] == c then matched = true end
      i = i + 1
    end
  end
  return matched ~= negate, i + 1
end

local function glob(pattern, text)
  local p, t = chars(pattern), chars(text)
  local pi, ti = 1, 1
  local starP, starT = -1, -1
  while ti <= #t do
    local advanced = false
    if pi <= #p then
      local c = p[pi]
      if c == "*" then
        starP, starT, pi = pi, ti, pi + 1
        advanced = true
      elseif c == "?" then
        pi, ti = pi + 1, ti + 1
        advanced = true
      elseif c == "[" then
        local ok, nxt = matchClass(p, pi, t[ti])
        if ok then pi, ti = nxt, ti + 1; advanced = true end
      elseif c == "\\" and pi + 1 <= #p then
        if p[pi + 1] == t[ti] then pi, ti = pi + 2, ti + 1; advanced = true end
      elseif c == t[ti] then
        pi, ti = pi + 1, ti + 1
        advanced = true
      end
    end
    if not advanced then
      if starP < 0 then return false end
      pi = starP + 1
      starT = starT + 1
      ti = starT
    end
  end
  while pi <= #p and p[pi] == "*" do pi = pi + 1 end
  return pi == #p + 1
end

local seed = 4242
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end
local stems = {"icon", "Icon", "card", "view", "cell", "header", "tab_bar", "nav"}
local suffixes = {"", "@2x", "@3x", "-dark", "_v2", "1", "42"}
local exts = {"png", "pdf", "swift", "geo", "json", "PNG"}
local files = {}
for _ = 1, 3000 do
  files[#files + 1] = stems[rand(#stems) + 1] .. suffixes[rand(#suffixes) + 1] .. "." .. exts[rand(#exts) + 1]
end
local patterns = {"*.png", "icon*", "*@[23]x.*", "[a-c]*.swift", "*[!a-z].png", "?ab*", "*_v?.*",
                  "cell*.[jg]*", "*-dark.p?g", "[!i]*[0-9].*", "*\\@*", "*e*e*e*", "nav.geo", "*.[Pp][Nn][Gg]"}
local counts, checksum = {}, 0
for k0, pat in ipairs(patterns) do
  local k = k0 - 1
  local n = 0
  for _, f in ipairs(files) do
    if glob(pat, f) then
      if n % 7 == 0 then checksum = (checksum * 31 + #f * (k + 1)) % 1000003 end
      n = n + 1
    end
  end
  counts[#counts + 1] = n
end
print("counts=[" .. table.concat(counts, ", ") .. "]")
print("checksum=" .. checksum)
local firstDark = "none"
for _, f in ipairs(files) do if glob("*-dark*", f) then firstDark = f; break end end
local allHaveDot = true
for _, f in ipairs(files) do if not glob("*.*", f) then allHaveDot = false; break end end
print(string.format("firstDark=%s allHaveDot=%s edge=%s %s %s %s %s", firstDark, tostring(allHaveDot),
  tostring(glob("", "")), tostring(glob("*", "")), tostring(glob("?", "")), tostring(glob("[]]", "]")), tostring(glob("a\\*", "a*"))))
