-- Lua twin of pqrec.geo (0-based indices kept, records as {priority, id}).
local heap = {}
local n = 0
local function before(a, b)
  return a[1] < b[1] or (a[1] == b[1] and a[2] < b[2])
end
local function push(task)
  heap[n] = task
  n = n + 1
  local i = n - 1
  while i > 0 do
    local parent = (i - 1) // 2
    if not before(heap[i], heap[parent]) then break end
    heap[i], heap[parent] = heap[parent], heap[i]
    i = parent
  end
end
local function pop()
  local top = heap[0]
  local last = heap[n - 1]
  heap[n - 1] = nil
  n = n - 1
  if n > 0 then
    heap[0] = last
    local i = 0
    while true do
      local l = 2 * i + 1
      local best = i
      if l < n and before(heap[l], heap[best]) then best = l end
      if l + 1 < n and before(heap[l + 1], heap[best]) then best = l + 1 end
      if best == i then break end
      heap[i], heap[best] = heap[best], heap[i]
      i = best
    end
  end
  return top
end
local seed = 11
local nextId = 0
local inOrder = 0
local checksum = 0
for burst = 0, 79 do
  for k = 0, 599 do
    seed = (seed * 75 + 74) % 65537
    push({seed % 100, nextId})
    nextId = nextId + 1
  end
  local prev = {-1, -1}
  while n > 200 do
    local t = pop()
    if not before(t, prev) then inOrder = inOrder + 1 end
    prev = t
    checksum = (checksum * 31 + t[1] + t[2]) % 1000003
  end
end
print(inOrder, checksum, n)
