-- Records as lists of fields {id, dept, salary, age}: built, given raises in place, sorted by
-- a field, grouped by department and summarised.
local seed = 42
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local depts = {"eng", "ops", "sales", "hr", "legal"}
local people = {}
for i = 0, 2999 do
  people[#people + 1] = {i, depts[rand(5) + 1], 30000 + rand(90000), 20 + rand(45)}
end
local checksum = 0
for round = 0, 19 do
  for i = 1, #people do
    if people[i][4] > 40 then people[i][3] = people[i][3] + 100 else people[i][3] = people[i][3] + 50 end
  end
  local sorted = {}
  for i, p in ipairs(people) do sorted[i] = p end
  table.sort(sorted, function(a, b) return a[3] > b[3] or (a[3] == b[3] and a[1] < b[1]) end)
  checksum = checksum + sorted[1][1] + sorted[#sorted][1]
  for _, d in ipairs(depts) do
    local members = {}
    for _, p in ipairs(people) do if p[2] == d then members[#members + 1] = p end end
    local total = 0
    for _, p in ipairs(members) do total = total + p[3] end
    local oldest = members[1]
    for _, p in ipairs(members) do if p[4] > oldest[4] then oldest = p end end
    checksum = checksum + math.floor(total / #members) + oldest[1]
  end
end
print(checksum)
