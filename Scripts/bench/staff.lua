-- Employee records as labelled tuples, sorted several ways with custom comparators.
local function fmt(x)
  local s = string.format("%.4f", x)
  s = s:gsub("0+$", ""):gsub("%.$", "")
  if s == "-0" then s = "0" end
  return s
end
local firstNames = {"Ava", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivy", "Jon"}
local depts = {"Design", "Eng", "Ops", "Sales"}
local seed = 555
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end

local staff = {}
for i = 0, 11999 do
  local name = firstNames[rand(#firstNames) + 1] .. " " .. firstNames[rand(#firstNames) + 1]:upper():sub(1, 1) .. "."
  staff[#staff + 1] = {id = i, name = name, dept = depts[rand(#depts) + 1], age = 20 + rand(45), salary = 30000.0 + rand(90000)}
end

local function copy(t) local r = {} for i, v in ipairs(t) do r[i] = v end return r end

local byDeptThenSalary = copy(staff)
table.sort(byDeptThenSalary, function(a, b)
  if a.dept ~= b.dept then return a.dept < b.dept end
  if a.salary ~= b.salary then return a.salary > b.salary end
  return a.id < b.id
end)
local byNameAge = copy(staff)
table.sort(byNameAge, function(a, b)
  if a.name ~= b.name then return a.name < b.name end
  if a.age ~= b.age then return a.age < b.age end
  return a.id < b.id
end)
local function ascending(key)
  return function(a, b) return key(a) < key(b) or (key(a) == key(b) and a.id < b.id) end
end
local byAge = copy(staff)
table.sort(byAge, ascending(function(e) return e.age end))
local bySalary = copy(staff)
table.sort(bySalary, ascending(function(e) return e.salary end))

for i = 1, 3 do
  local e = byDeptThenSalary[i]
  print(e.dept .. " " .. e.name .. " " .. fmt(e.salary))
end
print(byNameAge[1].name .. " " .. byNameAge[#byNameAge].name .. " " .. byNameAge[6001].id)
print(byAge[1].age .. " " .. byAge[12000].age .. " " .. byAge[1235].id)
print(fmt(bySalary[1].salary) .. " " .. fmt(bySalary[12000].salary) .. " " .. bySalary[101].id)

for _, d in ipairs(depts) do
  local pay = {}
  for _, e in ipairs(staff) do if e.dept == d then pay[#pay + 1] = e.salary end end
  table.sort(pay)
  print(d .. " " .. fmt(pay[#pay // 2 + 1]))
end
