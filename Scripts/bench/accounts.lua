-- Lua twin of accounts.geo.
local function makeAccount(balance)
  local b = balance
  local function deposit(x) b = b + x; return b end
  local function withdraw(x) if x > b then return false end; b = b - x; return true end
  local function get() return b end
  return {deposit, withdraw, get}
end
local accounts = {}
for i = 0, 999 do accounts[#accounts+1] = makeAccount(i) end
local ok = 0
for round = 0, 599 do
  for _, a in ipairs(accounts) do
    a[1](round % 7)
    if a[2](round % 11) then ok = ok + 1 end
  end
end
local total = 0
for _, a in ipairs(accounts) do total = total + a[3]() end
print(ok, total)
