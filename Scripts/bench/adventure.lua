-- Lua twin of adventure.geo
local seed = 20240
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end

local rooms = {"hall", "library", "cellar", "tower", "garden"}
local verbs = {"north", "south", "east", "west", "up", "down", "take", "drop", "look", "use"}
local itemNames = {"lamp", "key", "rope", "coin", "map"}
local roomItems = {{"lamp"}, {"key", "map"}, {"rope"}, {"coin"}, {}}
local inventory = {}
local room = "hall"
local score = 0
local moves, blocked, taken, dropped, used = 0, 0, 0, 0, 0
local visits = {0, 0, 0, 0, 0}
local lampOn = false

local function indexOf(t, x)
  for i = 1, #t do if t[i] == x then return i end end
  return nil
end
local function hasItem(name) return indexOf(inventory, name) ~= nil end

local function exitFrom(here, dir)
  if here == "hall" and dir == "north" then return "library"
  elseif here == "hall" and dir == "east" then return "garden"
  elseif here == "library" and dir == "south" then return "hall"
  elseif here == "library" and dir == "up" and hasItem("key") then return "tower"
  elseif (here == "library" or here == "garden") and dir == "down" then
    if lampOn then return "cellar" else return nil end
  elseif here == "cellar" and (dir == "up" or dir == "north") then return "hall"
  elseif here == "tower" and dir == "down" then return "library"
  elseif here == "garden" and dir == "west" then return "hall"
  end
  return nil
end

local function describe(s)
  if s < 0 then return "cursed"
  elseif s == 0 then return "novice"
  elseif s < 50 then return "wanderer"
  elseif s < 200 then return "explorer"
  else return "legend" end
end

local isMove = {north = true, south = true, east = true, west = true, up = true, down = true}

local function step(verb)
  local here = indexOf(rooms, room)
  if not here then return end
  if isMove[verb] then
    local nxt = exitFrom(room, verb)
    if nxt then
      room = nxt
      moves = moves + 1
      local k = indexOf(rooms, nxt)
      visits[k] = visits[k] + 1
      if nxt == "tower" and hasItem("map") then score = score + 5 end
    else
      blocked = blocked + 1
      score = score - 1
    end
  elseif verb == "take" then
    local ri = roomItems[here]
    local item = ri[1]
    if not item then score = score - 1; return end
    table.remove(ri, 1)
    inventory[#inventory + 1] = item
    taken = taken + 1
    score = score + (item == "coin" and 10 or 2)
  elseif verb == "drop" then
    if #inventory == 0 then return end
    local item = table.remove(inventory)
    local ri = roomItems[here]
    ri[#ri + 1] = item
    dropped = dropped + 1
    if item == "coin" and room == "tower" then score = score + 25 end
  elseif verb == "use" then
    local last = inventory[#inventory]
    if last == "lamp" then lampOn = not lampOn; used = used + 1
    elseif last == "rope" and room == "cellar" then score = score + 15; used = used + 1
    elseif last ~= nil then score = score + #last % 3
    else score = score - 2 end
  else
    score = score + #roomItems[here]
  end
end

local history = {}
local turns = 0
repeat
  local verb = verbs[rand(#verbs) + 1]
  step(verb)
  history[#history + 1] = room:sub(1, 1)
  turns = turns + 1
  if turns % 50 == 0 then
    local ri = roomItems[rand(#rooms) + 1]
    ri[#ri + 1] = itemNames[rand(#itemNames) + 1]
  end
until turns >= 100000

local longest, runs, i = 0, 0, 1
while i <= #history do
  local j = i
  local stop = false
  while j <= #history and history[j] == history[i] do
    j = j + 1
    if j - i > 500 then stop = true; break end
  end
  if stop then break end
  longest = math.max(longest, j - i)
  runs = runs + 1
  i = j
end
local pre = {}
for k = 1, math.min(6, #inventory) do pre[k] = inventory[k] end
print(string.format("room=%s score=%d rank=%s", room, score, describe(score)))
print(string.format("moves=%d blocked=%d taken=%d dropped=%d used=%d", moves, blocked, taken, dropped, used))
print(string.format("visits=[%s] inv=%d:%s", table.concat(visits, ", "), #inventory, table.concat(pre, ",")))
print(string.format("runs=%d longest=%d lamp=%s", runs, longest, tostring(lampOn)))
