-- Lua twin of bank.geo (0-based balances, closures in a table).
local balances = {}
for i = 0, 63 do balances[i] = 1000 end
local nb = 64
local rejected, moved = 0, 0
local ops = {
  function(i, amt) balances[i] = balances[i] + amt end,
  function(i, amt)
    if balances[i] >= amt then balances[i] = balances[i] - amt else rejected = rejected + 1 end
  end,
  function(i, amt) balances[i] = balances[i] - 1 end,
  function(i, amt) balances[i] = balances[i] + (balances[i] * 3 / 1000) // 1 end,
  function(i, amt)
    local j = (i + 7) % nb
    if balances[i] >= amt then
      balances[i] = balances[i] - amt
      balances[j] = balances[j] + amt
      moved = moved + amt
    else
      rejected = rejected + 1
    end
  end,
}
local seed = 99
local function nxt(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
for step = 0, 149999 do
  local op = ops[nxt(#ops) + 1]
  op(nxt(nb), 1 + nxt(500))
end
local total, mx, mn = 0, -math.huge, math.huge
for i = 0, nb - 1 do
  local b = balances[i]
  total = total + b
  if b > mx then mx = b end
  if b < mn then mn = b end
end
print(math.tointeger(total) or total, rejected, moved, math.tointeger(mx) or mx, math.tointeger(mn) or mn)
