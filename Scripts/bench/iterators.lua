-- Iterators / generators with captured state: a range iterator, a filter over an iterator,
-- a Fibonacci generator; consumed by while loops until nil.
local function range(a, b)
  local i = a
  return function()
    if i >= b then return nil end
    local v = i
    i = i + 1
    return v
  end
end
local function filtered(next, keep)
  return function()
    local v = next()
    while v ~= nil and not keep(v) do v = next() end
    return v
  end
end
local function fibs()
  local a, b = 0, 1
  return function()
    local v = a
    local t = a + b
    a = b
    b = t % 1000000
    return v
  end
end
local total = 0
for round = 0, 3 do
  local it = filtered(range(0, 50000), function(x) return x % 3 == 0 or x % 5 == 0 end)
  local v = it()
  while v ~= nil do
    total = total + v
    v = it()
  end
end
print(total)
local f = fibs()
local s = 0
for i = 0, 99999 do s = (s + f()) % 1000003 end
print(s)
