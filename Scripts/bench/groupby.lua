-- Lua twin of groupby.geo.
local seed = 3
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local regions = {"north", "south", "east", "west", "central", "islands"}
local products = {"apple", "pear", "plum", "fig", "kiwi", "lime", "date", "sloe"}
local sales = {}
for i = 0, 2499 do
  sales[#sales + 1] = {regions[rand(6) + 1], products[rand(8) + 1], 1 + rand(500)}
end
local function groupBy(rows, field)
  local groups = {}
  for _, row in ipairs(rows) do
    local key = row[field + 1]
    local found = -1
    for g = 1, #groups do
      if groups[g][1] == key then found = g; break end
    end
    if found < 0 then
      groups[#groups + 1] = {key, {row}}
    else
      local items = groups[found][2]
      items[#items + 1] = row
    end
  end
  return groups
end
local total = 0
for round = 0, 7 do
  for _, field in ipairs({0, 1}) do
    local groups = groupBy(sales, field)
    local summary = {}
    for _, g in ipairs(groups) do
      local sum = 0
      local best = g[2][1]
      for _, row in ipairs(g[2]) do
        sum = sum + row[3]
        if row[3] > best[3] then best = row end
      end
      summary[#summary + 1] = {g[1], sum, best[3], #g[2]}
    end
    table.sort(summary, function(a, b) return a[2] > b[2] end)
    total = total + summary[1][2] + summary[#summary][3] + #summary
  end
  sales[round + 1][3] = sales[round + 1][3] + 1
end
print(total)
