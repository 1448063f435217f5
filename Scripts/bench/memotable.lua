-- Twin of memotable.geo: Collatz chain lengths memoized in a table.
local memo = {[1] = 1}
local count = 1
local function chain(n)
  local known = memo[n]
  if known then return known end
  local nxt
  if n % 2 == 0 then nxt = n // 2 else nxt = 3 * n + 1 end
  local length = chain(nxt) + 1
  memo[n] = length
  count = count + 1
  return length
end
local best, bestStart = 0, 0
for start = 1, 150000 do
  local l = chain(start)
  if l > best then best = l; bestStart = start end
end
print(bestStart, best, count)
