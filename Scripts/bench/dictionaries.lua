-- Twin of dictionaries.geo: words counted in a table, a memo table of a recursion, a graph
-- as adjacency lists searched breadth-first with a visited table, words grouped by length.
local text = {}
for i = 0, 59999 do text[#text + 1] = "w" .. (i * 7919 % 1000) end
local counts, distinct = {}, 0
for _, w in ipairs(text) do
  if counts[w] == nil then distinct = distinct + 1; counts[w] = 0 end
  counts[w] = counts[w] + 1
end
local best, bestCount = "", 0
for w, n in pairs(counts) do
  if n > bestCount or (n == bestCount and w < best) then best = w; bestCount = n end
end
print(distinct, best, bestCount)

local memo = {}
local function paths(n)
  if n < 2 then return 1 end
  local known = memo[n]
  if known then return known end
  local r = (paths(n - 1) + paths(n - 2)) % 1000007
  memo[n] = r
  return r
end
local total = 0
for round = 0, 39 do
  memo = {}
  total = (total + paths(900 + round)) % 1000007
end
print(total)

local edges = {}
for i = 0, 2999 do
  local a = "n" .. i
  local list = edges[a]
  if list == nil then list = {}; edges[a] = list end
  list[#list + 1] = "n" .. ((i * 31 + 7) % 3000)
  list[#list + 1] = "n" .. ((i + 1) % 3000)
end
local reached = 0
for start = 0, 7 do
  local s = "n" .. start
  local visited, seen = { [s] = true }, 1
  local queue, head = { s }, 1
  while head <= #queue do
    local node = queue[head]
    head = head + 1
    for _, nxt in ipairs(edges[node] or {}) do
      if not visited[nxt] then visited[nxt] = true; seen = seen + 1; queue[#queue + 1] = nxt end
    end
  end
  reached = reached + seen
end
print(reached)

local byLength, lengths = {}, {}
for w in pairs(counts) do
  local k = #w
  if byLength[k] == nil then byLength[k] = {}; lengths[#lengths + 1] = k end
  local l = byLength[k]
  l[#l + 1] = w
end
table.sort(lengths)
print("[" .. table.concat(lengths, ", ") .. "]", #byLength[4])
