-- filter / map / reduce with function arguments over 100,000 elements.
local xs = {}
for i = 0, 99999 do xs[#xs + 1] = i end
local function filter(t, f) local r = {} for _, x in ipairs(t) do if f(x) then r[#r + 1] = x end end return r end
local function map(t, f) local r = {} for _, x in ipairs(t) do r[#r + 1] = f(x) end return r end
local function reduce(t, a, f) for _, x in ipairs(t) do a = f(a, x) end return a end
local total = 0
for round = 0, 4 do
  local evens = filter(xs, function(x) return x % 2 == 0 end)
  local squares = map(evens, function(x) return x * x % 1000 end)
  total = total + reduce(squares, 0, function(a, b) return a + b end)
end
print(total)
