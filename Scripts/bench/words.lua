-- Text processing: lines split into words, words tested and transformed, counted by length
-- in a list (no dictionary), joined back together.
local text = "the quick brown fox jumps over the lazy dog while a stitch in time saves nine and slow owls know how to follow"
local lines = {}
for i = 0, 3999 do lines[#lines + 1] = "line " .. i .. " of " .. text end
local byLength = {}
for k = 0, 15 do byLength[k] = 0 end
local matches, joinedBytes, shouted = 0, 0, 0
for _, line in ipairs(lines) do
  local words = {}
  for w in string.gmatch(line, "[^ ]+") do words[#words + 1] = w end
  for _, w in ipairs(words) do
    if string.sub(w, 1, 1) == "t" or string.find(w, "ow", 1, true) then matches = matches + 1 end
    local n = #w
    if n < 16 then byLength[n] = byLength[n] + 1 end
  end
  local loud = {}
  for _, w in ipairs(words) do if #w > 4 then loud[#loud + 1] = string.upper(w) end end
  shouted = shouted + #loud
  joinedBytes = joinedBytes + #table.concat(loud, "-")
end
print(matches, shouted, joinedBytes, byLength[1], byLength[3], byLength[4], byLength[5])
