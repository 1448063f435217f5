-- Takeuchi's function: recursion with three parameters, called from nested for loops.
local function tak(x, y, z)
  if y < x then
    return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
  end
  return z
end
local sum = 0
for a = 0, 3 do
  for b = 0, 3 do
    sum = sum + tak(18 + a, 12 + b, 6)
  end
end
print(sum)
