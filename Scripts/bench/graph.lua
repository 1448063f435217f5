-- Twin of graph.geo: adjacency lists in a table of tables, components by an explicit stack
-- with a visited table, degrees counted, a BFS distance histogram from node 0.
local n = 6000
local adj = {}
local seed = 7
local function rand(m)
  seed = (seed * 16807) % 2147483647
  return seed % m
end
local function link(a, b)
  local l = adj[a]
  if l == nil then l = {}; adj[a] = l end
  l[#l + 1] = b
end
for _ = 1, 5200 do
  local a, b = rand(n), rand(n)
  if a ~= b then link(a, b); link(b, a) end
end

local visited = {}
local components, largest = 0, 0
for start = 0, n - 1 do
  if not visited[start] then
    components = components + 1
    local size = 0
    local stack = {start}
    visited[start] = true
    while #stack > 0 do
      local node = table.remove(stack)
      size = size + 1
      for _, nxt in ipairs(adj[node] or {}) do
        if not visited[nxt] then
          visited[nxt] = true
          stack[#stack + 1] = nxt
        end
      end
    end
    if size > largest then largest = size end
  end
end
print(components, largest)

local degreeCount = {}
for i = 0, n - 1 do
  local d = adj[i] and #adj[i] or 0
  degreeCount[d] = (degreeCount[d] or 0) + 1
end
local keys = {}
for k in pairs(degreeCount) do keys[#keys + 1] = k end
table.sort(keys)
local parts = {}
for _, k in ipairs(keys) do parts[#parts + 1] = k .. ":" .. degreeCount[k] end
print(table.concat(parts, " "))

local dist, reached = {[0] = 0}, 1
local queue, head = {0}, 1
while head <= #queue do
  local node = queue[head]
  head = head + 1
  for _, nxt in ipairs(adj[node] or {}) do
    if dist[nxt] == nil then
      dist[nxt] = dist[node] + 1
      reached = reached + 1
      queue[#queue + 1] = nxt
    end
  end
end
local hist = {}
for _, d in pairs(dist) do hist[d] = (hist[d] or 0) + 1 end
keys = {}
for k in pairs(hist) do keys[#keys + 1] = k end
table.sort(keys)
parts = {}
for _, k in ipairs(keys) do parts[#parts + 1] = tostring(hist[k]) end
print(reached, table.concat(parts, ","))
