-- Twin of tally.geo: words counted in a function, lengths grouped, a tally by a test on nil.
local function tally(words)
  local counts = {}
  for _, w in ipairs(words) do
    counts[w] = (counts[w] or 0) + 1
  end
  return counts
end

local words = {}
local seed = 11
for _ = 1, 60000 do
  seed = (seed * 16807) % 2147483647
  words[#words + 1] = "w" .. (seed % 97)
end

local total = 0
for round = 0, 4 do
  local counts = tally(words)
  total = total + (counts["w" .. (round * 7)] or 0)
end

local byLength = {}
for _, w in ipairs(words) do
  local n = #w
  byLength[n] = (byLength[n] or 0) + 1
end

local seen, distinct = {}, 0
for _, w in ipairs(words) do
  if seen[w] == nil then seen[w] = 1; distinct = distinct + 1 else seen[w] = seen[w] + 1 end
end
print(total .. " " .. byLength[2] .. " " .. byLength[3] .. " " .. distinct .. " " .. seen["w42"])
