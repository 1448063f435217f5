-- Lua twin of gallery.geo: cells as rects {x, y, w, h} (identity transforms, so a frame is
-- the rect set), the container's bounds size kept as two numbers.
local floor, max, min = math.floor, math.max, math.min
local cells = {}
for i = 0, 89 do cells[#cells + 1] = {x = 0, y = 0, w = 1, h = 1} end
local spacing = 4
local visible, area, heights = 0, 0, 0
local gw, gh = 320, 480
for pass = 0, 399 do
  gw, gh = 300 + (pass * 37) % 700, 480
  local cols = max(2, floor(gw / 110))
  local side = (gw - spacing * (cols + 1)) / cols
  for i = 0, #cells - 1 do
    local cell = cells[i + 1]
    local col = i % cols
    local row = floor(i / cols)
    local sx, sy = spacing + col * (side + spacing), spacing + row * (side + spacing)
    cell.x, cell.y, cell.w, cell.h = sx + 2, sy + 2, side - 4, side - 4
  end
  local last = cells[#cells]
  gh = last.y + last.h + spacing
  heights = heights + gh
  local vx, vy, vw, vh = 0, (pass * 53) % 600, gw, 480
  for _, c in ipairs(cells) do
    if c.x <= vx + vw and vx <= c.x + c.w and c.y <= vy + vh and vy <= c.y + c.h then
      visible = visible + 1
      local x0, y0 = max(c.x, vx), max(c.y, vy)
      local x1, y1 = min(c.x + c.w, vx + vw), min(c.y + c.h, vy + vh)
      area = area + (x1 - x0) * (y1 - y0)
    end
  end
end
local function round(x) return floor(x + 0.5) end
print(visible, round(area), round(heights))
