local syllables = {"ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ba", "de"}
local seed = 17
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local function makeName()
  local s = ""
  local parts = 2 + rand(3)
  for _ = 1, parts do s = s .. syllables[rand(#syllables) + 1] end
  return s
end
local names = {}
for _ = 1, 1500 do names[#names + 1] = makeName() end
local sorted = {}
for _, s in ipairs(names) do
  sorted[#sorted + 1] = s
  local j = #sorted
  while j > 1 and sorted[j - 1] > s do
    sorted[j] = sorted[j - 1]
    j = j - 1
  end
  sorted[j] = s
end
local function find(s)
  local lo, hi = 0, #sorted - 1
  while lo <= hi do
    local mid = lo + (hi - lo - (hi - lo) % 2) // 2
    if sorted[mid + 1] == s then return mid end
    if sorted[mid + 1] < s then lo = mid + 1 else hi = mid - 1 end
  end
  return -1
end
local found, positions = 0, 0
for _ = 1, 20000 do
  local p = find(makeName())
  if p >= 0 then found = found + 1; positions = positions + p end
end
local smallest, largest, repeats = names[1], names[1], 0
for i = 2, #names do
  if names[i] < smallest then smallest = names[i] end
  if names[i] >= largest then largest = names[i] end
  if names[i] == names[i - 1] then repeats = repeats + 1 end
end
print(found, positions, smallest, largest, repeats, sorted[751])
