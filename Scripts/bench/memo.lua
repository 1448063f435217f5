-- Lua twin of memo.geo (0-based cache tables).
local N = 300000
local cache = {}
for i = 0, N - 1 do cache[i] = 0 end
cache[1] = 1
local function chain(n)
  if n < N and cache[n] > 0 then return cache[n] end
  local nxt = n // 2
  if n % 2 == 1 then nxt = 3 * n + 1 end
  local len = chain(nxt) + 1
  if n < N then cache[n] = len end
  return len
end
local best, bestAt = 0, 0
for i = 1, N - 1 do
  local c = chain(i)
  if c > best then best = c; bestAt = i end
end
local K = 300
local parts = {}
for i = 0, (K + 1) * (K + 1) - 1 do parts[i] = -1 end
local function p(n, k)
  if n == 0 then return 1 end
  if n < 0 or k == 0 then return 0 end
  local at = n * (K + 1) + k
  if parts[at] >= 0 then return parts[at] end
  local v = (p(n - k, k) + p(n, k - 1)) % 1000000007
  parts[at] = v
  return v
end
local psum = 0
for n = 1, K do psum = (psum + p(n, n)) % 1000000007 end
print(best, bestAt, psum)
