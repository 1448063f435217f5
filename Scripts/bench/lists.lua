-- Building a list, then map / filter / reduce / sorted over it.
local function map(t, f) local r = {} for i = 1, #t do r[i] = f(t[i]) end return r end
local function filter(t, f) local r = {} for i = 1, #t do if f(t[i]) then r[#r + 1] = t[i] end end return r end
local function reduce(t, acc, f) for i = 1, #t do acc = f(acc, t[i]) end return acc end
local function sorted(t) local r = {} for i = 1, #t do r[i] = t[i] end table.sort(r) return r end
local xs = {}
for i = 0, 199999 do xs[#xs + 1] = (i * 7919) % 10007 end
local doubled = map(xs, function(x) return x * 2 end)
local some = filter(doubled, function(x) return x % 4 == 2 end)
local total = reduce(some, 0, function(a, b) return a + b end)
local s = sorted(xs)
print(#xs, #some, total, s[1], s[100001], s[#s])
