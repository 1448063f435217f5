-- Lua twin of langton-fn.geo (locals in a function).
local function run()
  local W, H = 80, 60
  local grid = {}
  for i = 0, W * H - 1 do grid[i] = 0 end
  local dx = {0, 1, 0, -1}
  local dy = {-1, 0, 1, 0}
  local x, y, dir, black = 40, 30, 0, 0
  for step = 0, 1199999 do
    local i = y * W + x
    if grid[i] == 0 then
      dir = (dir + 1) % 4
      grid[i] = 1
      black = black + 1
    else
      dir = (dir + 3) % 4
      grid[i] = 0
      black = black - 1
    end
    x = (x + dx[dir + 1] + W) % W
    y = (y + dy[dir + 1] + H) % H
  end
  print("black " .. black .. " at " .. x .. "," .. y .. " facing " .. dir)
  local rowsum = 0
  for r = 0, H - 1 do
    local line = 0
    for c = 0, W - 1 do
      line = line * 3 % 1000003 + grid[r * W + c]
    end
    rowsum = (rowsum + line) % 1000003
  end
  print(rowsum)
end
run()
