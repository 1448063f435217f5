-- An accumulator passed through `reduce`: sums, a running maximum and a histogram list
-- carried in the accumulator, the combining closures capturing a scale.
local function reduce(xs, init, f)
  local acc = init
  for i = 1, #xs do acc = f(acc, xs[i]) end
  return acc
end
local xs = {}
for i = 0, 19999 do xs[#xs + 1] = (i * 7919) % 1000 end
local scale = 3
local total = 0
for round = 0, 4 do
  total = total + reduce(xs, 0, function(acc, x) return acc + x * scale end)
  local m = reduce(xs, 0, function(acc, x)
    if x > acc then return x end
    return acc
  end)
  total = total + m
end
print(total)
local hist = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
hist = reduce(xs, hist, function(h, x)
  local h2 = h
  local k = x // 100 + 1
  h2[k] = h2[k] + 1
  return h2
end)
print(hist[1], hist[6], hist[10])
