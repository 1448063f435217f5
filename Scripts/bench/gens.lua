-- Closures as objects: counters and accumulators made by functions, called through lists.
local function makeCounter(step)
  local count = 0
  return function() count = count + step; return count end
end
local function makeAverager()
  local total, n = 0, 0
  return function(x)
    total = total + x
    n = n + 1
    return total / n
  end
end
local counters = {}
for s = 1, 5 do counters[#counters + 1] = makeCounter(s) end
local avg = makeAverager()
local last = 0
for i = 0, 199999 do
  local c = counters[i % 5 + 1]
  last = avg(c())
end
print(last)
