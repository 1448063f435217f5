-- Lua twin of sieve-top.geo (Lua's top-level locals, as a Lua programmer writes them; 1-based).
local n = 200000
local total = 0
local composite = {}
local count = 0
local i = 0
local j = 0
for round = 0, 9 do
  composite = {}
  for k = 0, n - 1 do composite[#composite + 1] = false end
  count = 0
  i = 2
  while i < n do
    if not composite[i + 1] then
      count = count + 1
      j = i * i
      while j < n do
        composite[j + 1] = true
        j = j + i
      end
    end
    i = i + 1
  end
  total = total + count
end
print(total)
