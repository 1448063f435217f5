-- Lua twin of life-fn.geo (locals in a function).
local function run()
  local size = 40
  local grid = {}
  for y = 0, size - 1 do
    local row = {}
    for x = 0, size - 1 do row[#row + 1] = ((x * 7 + y * 13) % 5 == 0) and 1 or 0 end
    grid[#grid + 1] = row
  end
  for gen = 0, 39 do
    local nxt = {}
    for y = 0, size - 1 do
      local row = {}
      for x = 0, size - 1 do
        local n = 0
        for dy = -1, 1 do
          for dx = -1, 1 do
            if dx ~= 0 or dy ~= 0 then
              n = n + grid[(y + dy + size) % size + 1][(x + dx + size) % size + 1]
            end
          end
        end
        local alive = grid[y + 1][x + 1] == 1
        row[#row + 1] = ((alive and (n == 2 or n == 3)) or (not alive and n == 3)) and 1 or 0
      end
      nxt[#nxt + 1] = row
    end
    grid = nxt
  end
  local live = 0
  for _, row in ipairs(grid) do for _, c in ipairs(row) do live = live + c end end
  print(live)
end
run()
