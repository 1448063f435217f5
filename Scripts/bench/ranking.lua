-- Twin of ranking.geo: {name, score} pairs sorted by comparator functions on two keys.
local syllables = {"ka", "lo", "mi", "ne", "ru", "sa", "to", "vi"}
local seed = 99
local function rand(m)
  seed = (seed * 16807) % 2147483647
  return seed % m
end
local function makeName()
  return syllables[rand(8) + 1] .. syllables[rand(8) + 1] .. syllables[rand(8) + 1]
end
local function show(p) return '["' .. p[1] .. '", ' .. p[2] .. ']' end

local players = {}
for _ = 1, 1500 do players[#players + 1] = {makeName(), rand(500)} end

local function copy(t) local c = {} for i, v in ipairs(t) do c[i] = v end return c end
local byScore = copy(players)
table.sort(byScore, function(a, b)
  if b[2] ~= a[2] then return b[2] < a[2] end
  return a[1] < b[1]
end)
print(show(byScore[1]) .. " " .. show(byScore[2]) .. " " .. show(byScore[#byScore]))

local byName = copy(players)
table.sort(byName, function(a, b)
  if a[1] ~= b[1] then return a[1] < b[1] end
  return a[2] > b[2]
end)
print(show(byName[1]) .. " " .. show(byName[701]))

local board = {}
local tops = ""
for batch = 0, 29 do
  for i = 0, 39 do board[#board + 1] = {makeName(), (batch * 37 + i * 11) % 1000} end
  table.sort(board, function(a, b)
    if a[2] ~= b[2] then return a[2] > b[2] end
    return a[1] < b[1]
  end)
  for i = #board, 201, -1 do board[i] = nil end
  if batch % 10 == 9 then
    tops = tops .. board[1][1] .. ":" .. board[1][2] .. " " .. board[3][1] .. ":" .. board[3][2] .. " "
  end
end
print(tops)

local spans = {}
for _ = 1, 3000 do
  local s = rand(1000)
  spans[#spans + 1] = {x = s, y = s + rand(50) + 1}
end
local ordered = copy(spans)
table.sort(ordered, function(a, b)
  if a.x ~= b.x then return a.x < b.x end
  return a.y < b.y
end)
local merged, finish = 0, -1
for _, p in ipairs(ordered) do
  if p.x > finish then merged = merged + 1; finish = p.y elseif p.y > finish then finish = p.y end
end
print("(" .. ordered[1].x .. ", " .. ordered[1].y .. ") (" .. ordered[3000].x .. ", " .. ordered[3000].y .. ") " .. merged)
