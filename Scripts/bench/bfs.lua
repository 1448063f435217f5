-- Lua twin of bfs.geo (0-based grid rows and columns, queue of {row, col} pairs).
local H, W = 60, 80
local grid = {}
for r = 0, H - 1 do
  local row = {}
  for c = 0, W - 1 do
    local wall = (r * 7 + c * 13) % 11 == 0 or (r % 6 == 3 and c % 10 ~= 5)
    row[c] = wall and 1 or 0
  end
  grid[r] = row
end
local moves = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
local function bfs(sr, sc)
  local dist = {}
  for r = 0, H - 1 do
    local row = {}
    for c = 0, W - 1 do row[c] = -1 end
    dist[r] = row
  end
  local queue = {{sr, sc}}
  dist[sr][sc] = 0
  local head = 1
  local far = 0
  while head <= #queue do
    local cell = queue[head]
    head = head + 1
    local d = dist[cell[1]][cell[2]]
    if d > far then far = d end
    for _, m in ipairs(moves) do
      local r = cell[1] + m[1]
      local c = cell[2] + m[2]
      if r >= 0 and r < H and c >= 0 and c < W and grid[r][c] == 0 and dist[r][c] < 0 then
        dist[r][c] = d + 1
        queue[#queue + 1] = {r, c}
      end
    end
  end
  return {#queue, far}
end
local reached, farthest = 0, 0
for s = 0, 79 do
  local sr = (s * 17) % H
  local sc = (s * 29) % W
  if grid[sr][sc] == 0 then
    local res = bfs(sr, sc)
    reached = reached + res[1]
    farthest = farthest + res[2]
  end
end
print(reached, farthest)
