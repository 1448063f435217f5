-- Ackermann's function A(2, n) and A(3, n) (twin of ackermann.geo).
local function ack(m, n)
  if m == 0 then
    return n + 1
  elseif n == 0 then
    return ack(m - 1, 1)
  end
  return ack(m - 1, ack(m, n - 1))
end
local total = 0
for i = 0, 39 do total = total + ack(2, i) end
print(total)
print(ack(3, 8))
