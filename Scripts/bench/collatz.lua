-- The longest Collatz chain below a limit: a while loop over locals with %, / and an early
-- return.
local function steps(start)
  local n = start
  local count = 0
  while n ~= 1 do
    if n % 2 == 0 then
      n = n / 2
    else
      n = 3 * n + 1
    end
    count = count + 1
    if count > 1000 then return -1 end
  end
  return count
end
local best = 0
local bestStart = 0
for s = 1, 60000 - 1 do
  local c = steps(s)
  if c > best then
    best = c
    bestStart = s
  end
end
print(bestStart, best)
