-- Linked lists as pairs {value, next} ending in nil: built, walked with nil checks, reversed,
-- searched (nil when absent) and merged.
local function cons(v, rest) return {v, rest} end
local function fromRange(a, b)
  local list = nil
  local i = b - 1
  while i >= a do
    list = cons(i, list)
    i = i - 1
  end
  return list
end
local function length(list)
  local n, node = 0, list
  while node ~= nil do n = n + 1; node = node[2] end
  return n
end
local function reverse(list)
  local out, node = nil, list
  while node ~= nil do out = cons(node[1], out); node = node[2] end
  return out
end
local function find(list, pred)
  local node = list
  while node ~= nil do
    if pred(node[1]) then return node[1] end
    node = node[2]
  end
  return nil
end
local function merge(a, b)
  if a == nil then return b end
  if b == nil then return a end
  if a[1] <= b[1] then return cons(a[1], merge(a[2], b)) end
  return cons(b[1], merge(a, b[2]))
end
local function sum(list)
  if list == nil then return 0 end
  return list[1] + sum(list[2])
end
local total = 0
for round = 0, 99 do
  local evens = fromRange(0, 300)
  local odds = reverse(reverse(fromRange(round, 300 + round)))
  local merged = merge(evens, odds)
  total = total + length(merged) + sum(merged)
  local hit = find(merged, function(x) return x > 250 + round and x % 7 == 3 end)
  if hit ~= nil then total = total + hit end
  local miss = find(merged, function(x) return x < 0 end)
  if miss == nil then total = total + 1 end
end
print(total)
