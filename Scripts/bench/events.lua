-- Event handlers as closures in a table keyed by name (Scripts/bench/events.geo).
local log = {}
local totals = {}
local handlers = {}
local clicks, lastDrag = 0, 0
handlers["click"] = function(n) clicks = clicks + n end
handlers["drag"] = function(n) lastDrag = n; totals["drag"] = (totals["drag"] or 0) + n end
handlers["key"] = function(n) if n % 100 == 0 then log[#log + 1] = "key " .. n end end
local function makeCounter(name)
  local count = 0
  return function(n)
    count = count + 1
    if count % 5000 == 0 then log[#log + 1] = name .. " #" .. count end
    totals[name] = (totals[name] or 0) + n % 7
  end
end
handlers["scroll"] = makeCounter("scroll")
handlers["zoom"] = makeCounter("zoom")
local kinds = {"click", "drag", "key", "scroll", "zoom", "hover"}
local seed = 11
for i = 0, 399999 do
  seed = (seed * 16807) % 2147483647
  local kind = kinds[seed % #kinds + 1]
  local h = handlers[kind]
  if h then h(i) else totals["unhandled"] = (totals["unhandled"] or 0) + 1 end
end
print("clicks " .. clicks .. " lastDrag " .. lastDrag .. " log " .. #log)
local ks = {}
for k in pairs(totals) do ks[#ks + 1] = k end
table.sort(ks)
for _, k in ipairs(ks) do print(k, totals[k]) end
print(log[#log - 2], log[#log - 1], log[#log])
