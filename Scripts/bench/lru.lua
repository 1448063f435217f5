-- Lua twin of lru.geo
local seed = 2718
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end

local capacity = 48
local keys, sizes, expiry = {}, {}, {}
local hits, misses, evictions, expired, bytes = 0, 0, 0, 0, 0

local function indexOf(t, x)
  for i = 1, #t do if t[i] == x then return i end end
  return nil
end

local function get(key, now)
  local i = indexOf(keys, key)
  if not i then return nil end
  if expiry[i] <= now then
    table.remove(keys, i); bytes = bytes - table.remove(sizes, i); table.remove(expiry, i)
    expired = expired + 1
    return nil
  end
  local k, s, e = table.remove(keys, i), table.remove(sizes, i), table.remove(expiry, i)
  keys[#keys + 1] = k; sizes[#sizes + 1] = s; expiry[#expiry + 1] = e
  return s
end

local function put(key, size, now, ttl)
  local i = indexOf(keys, key)
  if i then
    table.remove(keys, i); bytes = bytes - table.remove(sizes, i); table.remove(expiry, i)
  end
  while #keys >= capacity do
    table.remove(keys, 1)
    bytes = bytes - table.remove(sizes, 1)
    table.remove(expiry, 1)
    evictions = evictions + 1
  end
  keys[#keys + 1] = key; sizes[#sizes + 1] = size; expiry[#expiry + 1] = now + ttl
  bytes = bytes + size
end

local timers = {}
local nextID = 0
local function schedule(at, kind, interval)
  local id = nextID
  nextID = nextID + 1
  local index = #timers + 1
  for i, t in ipairs(timers) do
    if t[1] > at or (t[1] == at and t[2] > id) then index = i; break end
  end
  table.insert(timers, index, {at, id, kind, interval})
end
schedule(0, 0, 0.016)
schedule(0.5, 1, 0.5)
schedule(0.25, 2, 0.3)
for k = 0, 19 do schedule(k * 0.37, 3, 0) end

local fired = {0, 0, 0, 0}
local now, purged, prefetched = 0.0, 0, 0
while timers[1] and timers[1][1] < 300 do
  local timer = table.remove(timers, 1)
  now = timer[1]
  local kind = timer[3]
  fired[kind + 1] = fired[kind + 1] + 1
  if kind == 0 then
    for _ = 1, 6 do
      local r = rand(1000)
      local n
      if r < 500 then n = rand(20)
      elseif r < 800 then n = 20 + rand(60)
      else n = 80 + rand(400) end
      local key = "img/" .. n
      if get(key, now) then
        hits = hits + 1
      else
        misses = misses + 1
        put(key, 1000 + (n * 37) % 9000, now, n < 20 and 30 or 5)
      end
    end
  elseif kind == 1 then
    local before = #keys
    local i = 1
    while i <= #keys do
      if expiry[i] <= now then
        table.remove(keys, i); bytes = bytes - table.remove(sizes, i); table.remove(expiry, i)
      else
        i = i + 1
      end
    end
    purged = purged + before - #keys
  elseif kind == 2 then
    local n = rand(20)
    if get("img/" .. n, now) == nil then
      put("img/" .. n, 1000 + (n * 37) % 9000, now, 30)
      prefetched = prefetched + 1
    end
  else
    schedule(now + 1.5, 3, 0)
  end
  if timer[4] > 0 then schedule(now + timer[4], timer[3], timer[4]) end
  if timer[3] == 3 and fired[4] > 400 then
    local kept = {}
    for _, t in ipairs(timers) do if t[3] ~= 3 then kept[#kept + 1] = t end end
    timers = kept
  end
end
print(string.format("hits=%d misses=%d ratio=%.4f", hits, misses, hits / (hits + misses)))
print(string.format("evictions=%d expired=%d purged=%d prefetched=%d", evictions, expired, purged, prefetched))
print(string.format("fired=[%s] pending=%d bytes=%d cached=%d", table.concat(fired, ", "), #timers, bytes, #keys))
local rec = {}
for i = #keys - 3, #keys do rec[#rec + 1] = keys[i] end
print(string.format("recent=%s now=%.3f", table.concat(rec, " "), now))
