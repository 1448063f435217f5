-- Lua twin of heap.geo (1-based heap: parent i // 2, children 2i and 2i + 1).
local heap = {}
local function push(x)
    heap[#heap + 1] = x
    local i = #heap
    while i > 1 do
        local parent = i // 2
        if heap[parent] <= heap[i] then break end
        local t = heap[parent]
        heap[parent] = heap[i]
        heap[i] = t
        i = parent
    end
end
local function pop()
    local top = heap[1]
    local last = table.remove(heap)
    local n = #heap
    if n > 0 then
        heap[1] = last
        local i = 1
        while true do
            local l = 2 * i
            local r = l + 1
            local m = i
            if l <= n and heap[l] < heap[m] then m = l end
            if r <= n and heap[r] < heap[m] then m = r end
            if m == i then break end
            local t = heap[m]
            heap[m] = heap[i]
            heap[i] = t
            i = m
        end
    end
    return top
end
local seed = 7
local sorted = 0
local checksum = 0
for round = 0, 5 do
    for k = 0, 2999 do
        seed = (seed * 1103 + 12345) % 65536
        push(seed)
    end
    local previous = -1
    while #heap > 0 do
        local x = pop()
        if x >= previous then sorted = sorted + 1 end
        previous = x
        checksum = (checksum + x) % 1000003
    end
end
print(sorted, checksum)
