-- Lua twin of jsonpp.geo (objects are tables with string keys, lists are sequences)
local seed = 99
local function roll(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end

local names = {"alpha", "bravo", "charlie", "delta", "echo", "fox\"trot", "golf", "hotel"}

local function makeNode(depth, id)
  local node = {}
  node.id = id
  node.name = names[roll(#names) + 1]
  node.active = roll(2) == 0
  local tags = {}
  for i = 1, roll(3) + 1 do tags[i] = "t" .. roll(50) end
  node.tags = tags
  node.size = roll(10000)
  if depth > 0 then
    local children = {}
    for i = 0, 2 + roll(3) - 1 do children[#children + 1] = makeNode(depth - 1, id * 10 + i) end
    node.children = children
  end
  return node
end

local function quoted(s)
  return '"' .. s:gsub('[\\"]', '\\%0') .. '"'
end

local function sortedKeys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys)
  return keys
end

local function pretty(value, indent)
  indent = indent or ""
  local kind = type(value)
  if kind == "boolean" or kind == "number" then
    return tostring(value)
  elseif kind == "string" then
    return quoted(value)
  elseif kind == "table" then
    local inner = indent .. "  "
    local items = {}
    if value[1] ~= nil then
      for i, v in ipairs(value) do items[i] = inner .. pretty(v, inner) end
      return "[\n" .. table.concat(items, ",\n") .. "\n" .. indent .. "]"
    end
    for _, k in ipairs(sortedKeys(value)) do
      items[#items + 1] = inner .. quoted(k) .. ": " .. pretty(value[k], inner)
    end
    return "{\n" .. table.concat(items, ",\n") .. "\n" .. indent .. "}"
  end
  return "null"
end

local function compact(value)
  if type(value) == "table" then
    local items = {}
    if value[1] ~= nil then
      for i, v in ipairs(value) do items[i] = compact(v) end
      return "[" .. table.concat(items, ",") .. "]"
    end
    for _, k in ipairs(sortedKeys(value)) do
      items[#items + 1] = quoted(k) .. ":" .. compact(value[k])
    end
    return "{" .. table.concat(items, ",") .. "}"
  elseif type(value) == "string" then
    return quoted(value)
  end
  return tostring(value)
end

local totalLength, totalLines, deepest, last = 0, 0, 0, ""
for round = 0, 5 do
  local doc = makeNode(5, round + 1)
  local text = pretty(doc)
  totalLength = totalLength + #text
  for line in text:gmatch("[^\n]+") do
    totalLines = totalLines + 1
    local spaces = #line:match("^ *")
    deepest = math.max(deepest, spaces // 2)
  end
  local small = compact(doc)
  totalLength = totalLength + #small
  last = small
end
print(string.format("characters: %d, lines: %d, deepest: %d", totalLength, totalLines, deepest))
print(last:sub(1, 120))
print(last:sub(-60))
