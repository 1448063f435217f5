-- A grid of tiles laid out by setting each tile's bounds size and center (Lua twin of
-- tiles.geo: the frame computed by hand as Core Animation's, anchor (0.5, 0.5)).
local max = math.max
local tiles = {}
for i = 0, 47 do tiles[#tiles + 1] = {cx = 5, cy = 5, w = 10, h = 10} end
local function frame(t)
  local x0, y0 = -0.5 * t.w, -0.5 * t.h
  local x1, y1 = x0 + t.w, y0 + t.h
  local minx, maxx, miny, maxy = x0 + t.cx, x1 + t.cx, y0 + t.cy, y1 + t.cy
  return minx, miny, maxx - minx, maxy - miny
end
local extent, area = 0, 0
for pass = 0, 2499 do
  local cols = 3 + pass % 6
  local side = 1000 / cols
  local i = 0
  for _, tile in ipairs(tiles) do
    local col = i % cols
    local row = (i - col) / cols
    tile.w, tile.h = side - 6, side * 0.75
    tile.cx, tile.cy = col * side + side / 2, row * side * 0.8 + side / 2
    tile.cy = tile.cy + 2
    local x, y, w, h = frame(tile)
    extent = max(extent, y + h)
    area = area + tile.w * tile.h
    i = i + 1
  end
  local x, y, w, h = frame(tiles[#tiles])
  local x0 = frame(tiles[1])
  extent = extent + (x + w) - x0
end
print(string.format("%.17g %.17g", extent, area))
