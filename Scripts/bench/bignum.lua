-- Big numbers as lists of decimal digits (least significant first): factorials and Fibonacci.
local function multiply(digits, n)
  local result = {}
  local carry = 0
  for _, d in ipairs(digits) do
    local x = d * n + carry
    result[#result + 1] = x % 10
    carry = x // 10
  end
  while carry > 0 do
    result[#result + 1] = carry % 10
    carry = carry // 10
  end
  return result
end

local function add(a, b)
  local result = {}
  local carry = 0
  for i = 1, math.max(#a, #b) do
    local s = (a[i] or 0) + (b[i] or 0) + carry
    result[#result + 1] = s % 10
    carry = s >= 10 and 1 or 0
  end
  if carry > 0 then result[#result + 1] = carry end
  return result
end

local function show(digits)
  local t = {}
  for i = #digits, 1, -1 do t[#t + 1] = tostring(digits[i]) end
  return table.concat(t)
end

local f = {1}
for n = 2, 900 do
  f = multiply(f, n)
  if n % 300 == 0 then
    local s = show(f)
    local sum = 0
    for _, d in ipairs(f) do sum = sum + d end
    print(n .. "! has " .. #f .. " digits, starts " .. s:sub(1, 20) .. ", digit sum " .. sum)
  end
end

local a, b = {0}, {1}
for _ = 1, 5000 do
  local c = add(a, b)
  a = b
  b = c
end
local s = show(a)
print("fib(5000) has " .. #a .. " digits, ends " .. s:sub(-12))
local zeros = 0
for _, d in ipairs(f) do if d == 0 then zeros = zeros + 1 end end
print("zeros in 900!: " .. zeros)
