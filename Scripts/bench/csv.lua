-- Lua twin of csv.geo: the same text (numbers shown as geo shows them, at most 4 decimals),
-- split with gmatch, fields kept in a list, totals in parallel lists by linear search.
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); if s == "-0" then s = "0" end; return s end
local function split(s, sep)
  local out = {}
  for piece in (s .. sep):gmatch("(.-)" .. sep) do out[#out + 1] = piece end
  return out
end
local regions = {"north", "south", "east", "west", "central"}
local items = {"pen", "ink", "pad", "clip", "tape", "glue"}
local parts = {"region,item,qty,price\n"}
for i = 0, 2999 do
  local r = regions[(i * 7) % 5 + 1]
  local it = items[(i * 11) % 6 + 1]
  local qty = (i * 13) % 40 + 1
  local price = ((i * 17) % 900 + 100) / 100
  parts[#parts + 1] = r .. "," .. it .. "," .. f(qty) .. "," .. f(price) .. "\n"
end
local text = table.concat(parts)
local names, totals, counts = {}, {}, {}
local rows, bad = 0, 0
for pass = 0, 2 do
  for line in text:gmatch("([^\n]+)") do
    local fields = split(line, ",")
    if #fields == 4 and fields[1] ~= "region" then
      local qty, price = tonumber(fields[3]), tonumber(fields[4])
      if qty == nil or price == nil then bad = bad + 1 else
        rows = rows + 1
        local k = nil
        for j = 1, #names do if names[j] == fields[1] then k = j; break end end
        if k == nil then
          names[#names + 1] = fields[1]; totals[#totals + 1] = 0; counts[#counts + 1] = 0
          k = #names
        end
        totals[k] = totals[k] + qty * price
        counts[k] = counts[k] + 1
      end
    end
  end
end
local best, lines = "", {}
for i, n in ipairs(names) do
  local line = n:upper() .. ": " .. counts[i] .. " rows, " .. f(totals[i])
  lines[#lines + 1] = line
  if line > best then best = line end
end
print(rows, bad, table.concat(lines, "; "), #best)
