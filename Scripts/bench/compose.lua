local function compose(f, g) return function(x) return g(f(x)) end end
local function adder(k) return function(x) return x + k end end
local function multiplier(k) return function(x) return x * k end end
local function curry(f) return function(a) return function(b) return f(a, b) end end end
local function twice(f) return compose(f, f) end
local function makeCounter(start)
  local n = start
  return function() n = n + 1; return n end
end
local addMod = function(a, b) return (a + b) % 1000 end
local curried = curry(addMod)
local pipeline = {adder(3), multiplier(2), twice(adder(1)), function(x) return x % 977 end}
local all = function(x) return x end
for _, f in ipairs(pipeline) do all = compose(all, f) end
local total = 0
local counter = makeCounter(10)
for i = 0, 39999 do
  total = total + all(i)
  total = curried(total)(i)
  if i % 4 == 0 then total = total + counter() % 7 end
end
local square = function(x) return x * x end
local inc = adder(1)
local sq1 = compose(square, inc)
local s = 0
for i = 0, 39999 do s = (s + sq1(i % 100) + twice(inc)(i % 10)) % 100003 end
print(total, s, counter())
