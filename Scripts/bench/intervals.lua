-- Lua twin of intervals.geo
local seed = 7
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end

local intervals = {}
for id = 0, 7999 do
  local start = rand(100000)
  local length = 1 + rand(60)
  intervals[#intervals + 1] = {start, start + length, id}
end

local sortedIvs = {}
for i, v in ipairs(intervals) do sortedIvs[i] = v end
table.sort(sortedIvs, function(a, b)
  if a[1] ~= b[1] then return a[1] < b[1] end
  if a[2] ~= b[2] then return a[2] > b[2] end
  return a[3] < b[3]
end)

local merged = {}
for _, iv in ipairs(sortedIvs) do
  local s, e = iv[1], iv[2]
  local last = merged[#merged]
  if last and s <= last[2] then
    last[2] = math.max(last[2], e)
  else
    merged[#merged + 1] = {s, e}
  end
end
local covered = 0
for _, m in ipairs(merged) do covered = covered + (m[2] - m[1]) end
local widest, disjoint = 0, true
for i = 1, #merged - 1 do
  local g = merged[i + 1][1] - merged[i][2]
  if g > widest then widest = g end
  if not (merged[i][2] < merged[i + 1][1]) then disjoint = false end
end
print(string.format("merged=%d covered=%d widestGap=%d disjoint=%s", #merged, covered, widest, tostring(disjoint)))

local events = {}
for _, iv in ipairs(intervals) do
  events[#events + 1] = {iv[1], 1}
  events[#events + 1] = {iv[2], -1}
end
table.sort(events, function(a, b)
  if a[1] ~= b[1] then return a[1] < b[1] end
  return a[2] < b[2]
end)
local open, rooms, busiest = 0, 0, 0
for _, ev in ipairs(events) do
  open = open + ev[2]
  if open > rooms then rooms = open; busiest = ev[1] end
end
print(string.format("rooms=%d at=%d", rooms, busiest))

local function find(t)
  local lo, hi = 1, #merged
  while lo <= hi do
    local mid = (lo + hi) // 2
    local m = merged[mid]
    if t < m[1] then hi = mid - 1
    elseif t >= m[2] then lo = mid + 1
    else return mid - 1 end
  end
  return nil
end
local hits, hitSum = 0, 0
for _ = 1, 100000 do
  local t = rand(100000)
  local k = find(t)
  if k then hits = hits + 1; hitSum = hitSum + k end
end
print(string.format("hits=%d hitSum=%d", hits, hitSum))

local byLen = {}
for i, v in ipairs(intervals) do byLen[i] = v end
table.sort(byLen, function(a, b)
  local la, lb = a[2] - a[1], b[2] - b[1]
  if la ~= lb then return la > lb end
  return a[1] < b[1]
end)
local ids = {}
for i = 1, 5 do ids[i] = tostring(byLen[i][3]) end
local anyLong, shortCount = false, 0
for _, iv in ipairs(intervals) do
  if iv[2] - iv[1] >= 60 then anyLong = true end
  if iv[2] - iv[1] < 10 then shortCount = shortCount + 1 end
end
print(string.format("longest=%s anyLong=%s short=%d", table.concat(ids, ","), tostring(anyLong), shortCount))
