-- Closures as counters and accumulators: variables captured by closures, updated inside them.
local function makeCounter(step)
  local count = 0
  return function() count = count + step; return count end
end
local function makeAverager()
  local sum = 0
  local n = 0
  return function(x)
    sum = sum + x
    n = n + 1
    return sum / n
  end
end
local tick = makeCounter(1)
local tock = makeCounter(3)
local avg = makeAverager()
local last = 0
for i = 0, 1000000 - 1 do
  local a = tick()
  local b = tock()
  last = avg(a + b)
end
print(tick(), tock(), last)
