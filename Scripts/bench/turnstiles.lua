-- A bank of turnstile / door state machines driven by a stream of events.
local transitions = {
  locked = {coin = "unlocked", push = "locked", kick = "alarm"},
  unlocked = {coin = "unlocked", push = "locked", kick = "alarm"},
  alarm = {reset = "locked", coin = "alarm", push = "alarm", kick = "alarm"},
}
local events = {"coin", "push", "push", "coin", "kick", "reset", "coin", "coin", "push"}

local states, coins, passes = {}, {}, {}
for i = 1, 64 do states[i] = "locked"; coins[i] = 0; passes[i] = 0 end
local visits = {}

local seed = 7
for step = 0, 999999 do
  seed = (seed * 16807) % 2147483647
  local m = seed % 64
  local event = events[(seed // 64) % #events + 1]
  local current = states[m + 1]
  local row = transitions[current]
  local nxt = row and row[event]
  if nxt then
    if current == "unlocked" and event == "push" then
      passes[m + 1] = passes[m + 1] + 1
    elseif event == "coin" then
      coins[m + 1] = coins[m + 1] + 1
    end
    states[m + 1] = nxt
    visits[nxt] = (visits[nxt] or 0) + 1
    if step % 250000 == 0 then
      print("step " .. step .. ": machine " .. m .. " " .. current .. " --" .. event .. "--> " .. nxt)
    end
  end
end

local totalCoins, totalPasses = 0, 0
for i = 1, 64 do
  totalCoins = totalCoins + coins[i]
  totalPasses = totalPasses + passes[i]
end
print("coins " .. totalCoins .. ", passes " .. totalPasses)
local keys = {}
for k in pairs(visits) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do print(k .. ": " .. visits[k]) end
local alarmed = 0
for _, s in ipairs(states) do if s == "alarm" then alarmed = alarmed + 1 end end
print("machines in alarm: " .. alarmed)
