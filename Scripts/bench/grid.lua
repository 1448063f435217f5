-- A matrix as a table of tables, updated by index in nested loops.
local function run(n)
  local m = {}
  for i = 0, n - 1 do
    local row = {}
    for j = 0, n - 1 do row[#row + 1] = 0 end
    m[#m + 1] = row
  end
  for step = 0, 3 do
    for i = 0, n - 1 do
      for j = 0, n - 1 do
        m[i + 1][j + 1] = m[i + 1][j + 1] + i * j % 7
        m[i + 1][j + 1] = m[i + 1][j + 1] + step
      end
    end
  end
  local total = 0
  for _, row in ipairs(m) do for _, x in ipairs(row) do total = total + x end end
  return total
end
print(run(200))
