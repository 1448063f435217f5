-- A sieve of Eratosthenes on a list indexed by position: appends, then nested while loops
-- reading and writing elements by index.
local function primesBelow(n)
  local composite = {}
  for i = 0, n - 1 do composite[#composite + 1] = false end
  local count = 0
  local i = 2
  while i < n do
    if not composite[i + 1] then
      count = count + 1
      local j = i * i
      while j < n do
        composite[j + 1] = true
        j = j + i
      end
    end
    i = i + 1
  end
  return count
end
local total = 0
for round = 0, 9 do total = total + primesBelow(200000) end
print(total)
