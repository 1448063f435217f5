-- Lua twin of dijkstra.geo (nodes numbered from 0 as in geo; arrays 1-based)
local width, height = 70, 70
local seed = 4242
local function random(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end

local elevation = {}
for i = 0, width * height - 1 do elevation[i] = random(10) end

local heap = {}

local function less(a, b)
  return a.dist < b.dist or (a.dist == b.dist and a.node < b.node)
end

local function push(item)
  heap[#heap + 1] = item
  local child = #heap
  while child > 1 do
    local parent = child // 2
    if not less(heap[child], heap[parent]) then break end
    heap[child], heap[parent] = heap[parent], heap[child]
    child = parent
  end
end

local function pop()
  local n = #heap
  if n == 0 then return nil end
  local top = heap[1]
  heap[1] = heap[n]
  heap[n] = nil
  n = n - 1
  local parent = 1
  while true do
    local left = 2 * parent
    local right = left + 1
    local smallest = parent
    if left <= n and less(heap[left], heap[smallest]) then smallest = left end
    if right <= n and less(heap[right], heap[smallest]) then smallest = right end
    if smallest == parent then break end
    heap[parent], heap[smallest] = heap[smallest], heap[parent]
    parent = smallest
  end
  return top
end

local function shortestPaths(source)
  local dist, prev = {}, {}
  for i = 0, width * height - 1 do dist[i] = 1000000000; prev[i] = -1 end
  local pops = 0
  dist[source] = 0
  heap = {{dist = 0, node = source}}
  while true do
    local item = pop()
    if not item then break end
    pops = pops + 1
    local d, node = item.dist, item.node
    if d <= dist[node] then
      local r, col = node // width, node % width
      local neighbours = {}
      if r > 0 then neighbours[#neighbours + 1] = node - width end
      if r < height - 1 then neighbours[#neighbours + 1] = node + width end
      if col > 0 then neighbours[#neighbours + 1] = node - 1 end
      if col < width - 1 then neighbours[#neighbours + 1] = node + 1 end
      for _, nxt in ipairs(neighbours) do
        local nd = d + 1 + math.abs(elevation[nxt] - elevation[node])
        if nd < dist[nxt] then
          dist[nxt] = nd
          prev[nxt] = node
          push({dist = nd, node = nxt})
        end
      end
    end
  end
  return dist, prev, pops
end

local sources = {0, width - 1, width * height // 2 + width // 2, width * (height - 1)}
for _, source in ipairs(sources) do
  local dist, prev, pops = shortestPaths(source)
  local target = width * height - 1 - source
  local steps, node = 0, target
  while node ~= source do
    node = prev[node]
    steps = steps + 1
  end
  local farthest, total = 0, 0
  for i = 0, width * height - 1 do
    if dist[i] > farthest then farthest = dist[i] end
    total = total + dist[i]
  end
  print(string.format("from %d: to %d = %d in %d steps, farthest %d, sum %d, pops %d",
    source, target, dist[target], steps, farthest, total, pops))
end
