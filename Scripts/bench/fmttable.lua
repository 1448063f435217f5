local names = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew"}
local seed = 7
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return seed % n
end
local function padRight(s, w)
  if #s >= w then return s end
  return s .. string.rep(" ", w - #s)
end
local function padLeft(s, w)
  if #s >= w then return s end
  return string.rep(" ", w - #s) .. s
end
local total = 0
local checksum = 0
for r = 0, 39999 do
  local name = names[rand(#names) + 1]
  local qty = rand(50) + 1
  local price = (rand(10000) + 1) / 100
  local line = string.format("%-12s %4d %9.2f", name, qty, price * qty)
  local line2 = padRight(name, 12) .. "|" .. padLeft(tostring(qty), 5) .. "|" .. padLeft(tostring(r), 7)
  checksum = checksum + #line + #line2
  if r % 10000 == 0 then
    print(line)
    print(line2)
  end
  total = total + qty * price
end
print(checksum, string.format("%.2f", total))
