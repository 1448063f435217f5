-- Lua twin of scrolltaps.geo: the tap hit-tested as a view tree does it — the window, then the
-- list (the tap in its scrolled bounds coordinates), then its rows from the front (last) to the
-- back, the first whose frame contains the point — and converted into that row.
local W, H, top, listH, rowH, n = 375, 667, 64, 603, 44, 200
local rows = {}
for i = 0, n - 1 do rows[#rows + 1] = {x = 0, y = i * rowH, w = 375, h = rowH} end
local onRows, rowSum, sumx, sumy = 0, 0, 0, 0
local scroll = 0
for frame = 0, 599 do
  scroll = (frame * 37) % (#rows * rowH - listH)
  for t = 0, 39 do
    local x, y = 10 + (t * 97 + frame) % 360, (t * 53 + frame * 3) % 700
    if x >= 0 and x < W and y >= 0 and y < H and y >= top and y < top + listH then
      local lx, ly = x, y - top + scroll
      for k = #rows, 1, -1 do
        local r = rows[k]
        if lx >= r.x and lx < r.x + r.w and ly >= r.y and ly < r.y + r.h then
          onRows = onRows + 1
          rowSum = rowSum + r.y / rowH
          sumx = sumx + (lx - r.x)
          sumy = sumy + (ly - r.y)
          break
        end
      end
    end
  end
end
local function f(x) local s = string.format("%.4f", x):gsub("0+$", ""):gsub("%.$", ""); return s end
print(string.format("%d %s %s %s (0, %s, 375, 603)", onRows, f(rowSum), f(sumx), f(sumy), f(scroll)))
