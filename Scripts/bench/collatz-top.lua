-- Lua twin of collatz-top.geo (Lua's top-level locals).
local best = 0
local bestStart = 0
local n = 0
local count = 0
local s = 1
while s < 60000 do
  n = s
  count = 0
  while n ~= 1 and count <= 1000 do
    if n % 2 == 0 then
      n = n / 2
    else
      n = 3 * n + 1
    end
    count = count + 1
  end
  if count > 1000 then count = -1 end
  if count > best then
    best = count
    bestStart = s
  end
  s = s + 1
end
print(bestStart, best)
