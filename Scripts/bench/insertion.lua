-- Insertion sort in a function, with a compound while condition.
local function sort(xs)
  local a = {}
  for i = 1, #xs do a[i] = xs[i] end
  local i = 2
  while i <= #a do
    local key = a[i]
    local j = i - 1
    while j >= 1 and a[j] > key do
      a[j + 1] = a[j]
      j = j - 1
    end
    a[j + 1] = key
    i = i + 1
  end
  return a
end
local data = {}
local seed = 42
for _ = 1, 2000 do
  seed = (seed * 75 + 74) % 65537
  data[#data + 1] = seed % 10000
end
local s = sort(data)
print(s[1], s[1000], s[2000])
