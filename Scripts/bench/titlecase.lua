local words = {"hello", "WORLD", "geometry", "Swift", "lua", "view", "Point", "rect", "ANIMATION", "frame"}
local seed = 11
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local function titleCase(w)
  local out = ""
  for i = 1, #w do
    local c = w:sub(i, i)
    out = out .. (i == 1 and c:upper() or c:lower())
  end
  return out
end
local function hasPrefix(s, p) return s:sub(1, #p) == p end
local function hasSuffix(s, p) return #s >= #p and s:sub(#s - #p + 1) == p end
local same, marked, total = 0, 0, 0
local sentence = ""
for i = 0, 39999 do
  local w = words[rand(#words) + 1]
  local t = titleCase(w)
  if t == w then same = same + 1 end
  if hasPrefix(t, "V") or hasSuffix(t, "e") or t:find("ame", 1, true) then marked = marked + 1 end
  total = total + #t
  if i % 500 == 0 then sentence = sentence .. t .. " " end
end
local trimmed = sentence:match("^%s*(.-)%s*$")
local cleaned = trimmed:gsub(" ", "_")
print(same, marked, total, #sentence, #cleaned)
print(hasPrefix(cleaned:lower(), titleCase(words[1]):lower()))
