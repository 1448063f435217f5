-- Lua twin of qsort.geo.
local function qsort(xs)
  if #xs <= 1 then return xs end
  local pivot = xs[1]
  local less, more = {}, {}
  for i = 2, #xs do
    local x = xs[i]
    if x < pivot then less[#less+1] = x else more[#more+1] = x end
  end
  local out = qsort(less)
  out[#out+1] = pivot
  local m = qsort(more)
  for i = 1, #m do out[#out+1] = m[i] end
  return out
end
local seed = 42
local function rand() seed = (seed * 16807) % 2147483647; return seed end
local data = {}
for i = 1, 200000 do data[#data+1] = rand() % 100000 end
local s = qsort(data)
print(s[1], s[#s], #s)
