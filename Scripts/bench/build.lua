-- Building a string and a list a piece at a time (Lua's linear way: a table of pieces
-- joined once by table.concat; `s = s .. t` in a loop is quadratic in Lua).
local pieces = {}
local xs = {}
for i = 0, 299999 do
  pieces[#pieces + 1] = "ab"
  xs[#xs + 1] = i
end
local s = table.concat(pieces)
local function words(n)
  local text = {}
  local parts = {}
  for i = 0, n - 1 do
    text[#text + 1] = "w" .. (i % 10) .. " "
    parts[#parts + 1] = i % 3
  end
  return #table.concat(text) + #parts
end
print(#s, #xs, words(200000))
