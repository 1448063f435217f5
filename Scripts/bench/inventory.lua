-- A small inventory: warehouses holding stock per item (a dictionary of dictionaries), orders and restocks.
local function fmt(x)
  local s = string.format("%.4f", x)
  s = s:gsub("0+$", ""):gsub("%.$", "")
  if s == "-0" then s = "0" end
  return s
end
local items = {"bolt", "nut", "washer", "gear", "spring", "pulley", "chain", "hinge"}
local prices = {bolt = 0.25, nut = 0.1, washer = 0.05, gear = 4.5, spring = 1.2, pulley = 7.75, chain = 12.0, hinge = 3.3}
local sites = {"north", "south", "east", "west", "central"}

local stock = {}
for _, site in ipairs(sites) do
  stock[site] = {}
  for _, item in ipairs(items) do stock[site][item] = 50 end
end

local revenue = 0.0
local backorders, shippedBySite = {}, {}
local seed = 808
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end

for day = 0, 1999 do
  for _ = 1, 400 do
    local site = sites[rand(#sites) + 1]
    local item = items[rand(#items) + 1]
    local qty = 1 + rand(6)
    local have = (stock[site] and stock[site][item]) or 0
    if have >= qty then
      stock[site][item] = stock[site][item] - qty
      revenue = revenue + qty * prices[item]
      shippedBySite[site] = (shippedBySite[site] or 0) + qty
    else
      backorders[item] = (backorders[item] or 0) + qty - have
      stock[site][item] = 0
    end
  end
  for _, site in ipairs(sites) do
    local shelf = stock[site]
    for _, item in ipairs(items) do
      local count = shelf[item]
      if count < 10 then shelf[item] = count + 40 end
    end
  end
  if day % 500 == 0 then
    local total = 0
    for _, site in ipairs(sites) do for _, item in ipairs(items) do total = total + stock[site][item] end end
    print("day " .. day .. ": units on hand " .. total .. ", revenue " .. fmt(revenue))
  end
end
for _, site in ipairs(sites) do print(site .. " " .. (shippedBySite[site] or 0) .. " " .. stock[site]["gear"]) end
for _, item in ipairs(items) do print(item .. " " .. (backorders[item] or 0)) end
print(string.format("revenue %.2f", revenue))
