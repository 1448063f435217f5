local n = 120
local m = {}
for i = 0, n - 1 do
  local row = {}
  for j = 0, n - 1 do row[#row + 1] = i * n + j end
  m[#m + 1] = row
end
for r = 0, 19 do
  local i = 0
  while i < n do
    local j = i + 1
    while j < n do
      local t = m[i + 1][j + 1]
      m[i + 1][j + 1] = m[j + 1][i + 1]
      m[j + 1][i + 1] = t
      j = j + 1
    end
    i = i + 1
  end
end
local s = 0
for i = 0, n - 2 do s = s + m[i + 1][i + 2] - m[i + 2][i + 1] end
print(tostring(m[1][2]) .. " " .. tostring(m[2][1]) .. " " .. tostring(s))
