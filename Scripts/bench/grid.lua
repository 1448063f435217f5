-- Lua twin of grid.geo
-- The UIKit geometry model the survey's twins share (Scripts/bench/uikit_model.lua).
local U = dofile((arg[0]:match("^(.*)/") or ".") .. "/uikit_model.lua")
local window = U.View(0, 0, 1024, 768, "window")
local collection = U.View(0, 0, 0, 0, "collection")
U.add(window, collection)
local sectionCounts = {7, 12, 5, 20, 9, 16, 3, 11, 14, 6}
local insetTop, insetLeft, insetBottom, insetRight = 10, 16, 24, 16
local interitem, lineSpacing, headerHeight, minItemWidth = 8, 12, 44, 96

local headers, cells = {}, {}
for s, n in ipairs(sectionCounts) do
  local header = U.View(0, 0, 0, 0, "header")
  U.add(collection, header)
  headers[s] = header
  local row = {}
  for i = 1, n do
    local cell = U.View(0, 0, 0, 0, "cell")
    U.add(collection, cell)
    row[i] = cell
  end
  cells[s] = row
end

local function round(x) if x >= 0 then return math.floor(x + 0.5) else return -math.floor(-x + 0.5) end end

local function layout(width, height)
  U.setFrame(collection, U.R(0, 0, width, height))
  local available = width - insetLeft - insetRight
  local perRow = math.max(1, math.floor((available + interitem) / (minItemWidth + interitem)))
  local itemWidth = math.floor((available - (perRow - 1) * interitem) / perRow)
  local itemHeight = round(itemWidth * 1.25)
  local y = 0
  for s, row in ipairs(cells) do
    U.setFrame(headers[s], U.R(0, y, width, headerHeight))
    y = y + headerHeight + insetTop
    for i0, cell in ipairs(row) do
      local i = i0 - 1
      local column = i % perRow
      local line = i // perRow
      local x = insetLeft + column * (itemWidth + interitem)
      U.setFrame(cell, U.R(x, y + line * (itemHeight + lineSpacing), itemWidth, itemHeight))
    end
    local lines = (#row + perRow - 1) // perRow
    y = y + lines * itemHeight + math.max(0, lines - 1) * lineSpacing + insetBottom
  end
  return y
end

local screens = {{320, 568}, {375, 667}, {390, 844}, {414, 896}, {768, 1024}, {1024, 768}, {834, 1194}}
local totalVisible, frameSum, pageSum, firstSum = 0, 0, 0, 0
local heights = {}
for pass = 0, 2 do
  for _, sc in ipairs(screens) do
    local w, h = sc[1], sc[2]
    local contentHeight = layout(w - pass * 2, h)
    heights[#heights + 1] = string.format("%.0f", contentHeight)
    local maxOffset = math.max(0, contentHeight - h)
    local offset = 0
    while offset <= maxOffset do
      collection.bx, collection.by = 0, offset
      local vr = U.bounds(collection)
      local visible, firstIndex = 0, -1
      for s, row in ipairs(cells) do
        if not (U.minY(U.frame(headers[s])) < U.maxY(vr)) then break end
        for i, cell in ipairs(row) do
          if U.intersects(U.frame(cell), vr) then
            visible = visible + 1
            if firstIndex < 0 then firstIndex = (s - 1) * 100 + (i - 1) end
          end
        end
      end
      totalVisible = totalVisible + visible
      firstSum = firstSum + firstIndex
      pageSum = pageSum + math.tointeger(round(collection.by / collection.bh))
      offset = offset + 23
    end
    local lastRow = cells[#cells]
    local last = lastRow[#lastRow]
    local inWindow = U.convertR(U.bounds(last), last, window)
    local f = U.frame(last)
    frameSum = frameSum + U.maxX(f) + U.maxY(f) + U.minY(inWindow)
  end
end
local h7 = {}
for i = 1, 7 do h7[i] = heights[i] end
print("heights=" .. table.concat(h7, ","))
print(string.format("visible=%d first=%d pages=%d", totalVisible, firstSum, pageSum))
print(string.format("frameSum=%.4f", frameSum))
local c = cells[4][6]
print("cell3.5 frame=" .. U.fR(U.frame(c)) .. " center=" .. U.fP({x = c.cx, y = c.cy}) ..
      " window=" .. U.fP(U.convertP({x = 0, y = 0}, c, window)))
