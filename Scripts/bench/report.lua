local regions = {"north", "south", "east", "west", "central"}
local products = {"bolts", "nuts", "washers", "screws", "rivets", "pins"}
local seed = 17
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local function num(x)
  if x == math.floor(x) then return string.format("%d", x) end
  local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", "")
  return s
end
local function ulen(s) return utf8.len(s) end
local totalLength, lineCount, checksum = 0, 0, 0
for page = 0, 199 do
  local lines = {}
  lines[#lines + 1] = "Page " .. num(page + 1) .. " of " .. num(200) .. " — " .. regions[page % 5 + 1]
  local sum = 0
  for r = 0, 39 do
    local region = regions[rand(5) + 1]
    local product = products[rand(6) + 1]
    local qty = rand(100) + 1
    local price = rand(5000) / 100
    local id = page * 40 + r
    sum = sum + qty
    lines[#lines + 1] = "#" .. num(id) .. " " .. region .. "/" .. product .. ": qty=" .. num(qty) .. " price=" .. num(price) .. " total=" .. num(qty * price) .. " [" .. num(r + 1) .. "/40]"
  end
  lines[#lines + 1] = "sum: " .. num(sum) .. ", average: " .. num(sum / 40)
  local text = table.concat(lines, "\n")
  totalLength = totalLength + ulen(text)
  local back = {}
  for piece in (text .. "\n"):gmatch("(.-)\n") do back[#back + 1] = piece end
  lineCount = lineCount + #back
  checksum = checksum + ulen(back[page % 40 + 2])
  if page == 7 then
    print(lines[1]); print(lines[4]); print(lines[42])
  end
end
print(totalLength, lineCount, checksum)
