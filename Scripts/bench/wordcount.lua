-- Words counted with nested loops over a list of distinct words; the text reversed; joined.
local parts = {}
for i = 0, 19999 do parts[#parts + 1] = "w" .. (i * 7 % 50) end
local text = table.concat(parts, " ")
local words = {}
for w in text:gmatch("[^ ]+") do words[#words + 1] = w end
local seen, counts = {}, {}
for _, w in ipairs(words) do
  local k, found = 1, -1
  while k <= #seen do
    if seen[k] == w then found = k; break end
    k = k + 1
  end
  if found < 0 then seen[#seen + 1] = w; counts[#counts + 1] = 1 else counts[found] = counts[found] + 1 end
end
local rev = {}
for i = #text, 1, -1 do rev[#rev + 1] = text:sub(i, i) end
rev = table.concat(rev)
print(#seen, counts[1], #rev, #table.concat(seen, ","))
