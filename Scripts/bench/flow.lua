-- A flow layout: chips of varied sizes placed in rows that wrap at the container's width;
-- the container resized (about its center) pass after pass.
local max = math.max
local container = {x = 0, y = 0, w = 300, h = 1000}
local chips = {}
for i = 0, 119 do
  chips[#chips + 1] = {x = 0, y = 0, w = 30 + (i * 37) % 70, h = 20 + (i * 13) % 15}
end
local function layout(width, spacing)
  local x, y, rowHeight = 0, 0, 0
  for _, chip in ipairs(chips) do
    if x + chip.w > width then
      x = 0
      y = y + rowHeight + spacing
      rowHeight = 0
    end
    chip.x, chip.y = x, y
    x = x + chip.w + spacing
    rowHeight = max(rowHeight, chip.h)
  end
  return y + rowHeight
end
local total, right = 0, 0
for pass = 0, 7999 do
  local w = 200 + (pass * 7) % 400
  local cx = container.x + container.w / 2
  container.w = w
  container.x = cx - w / 2
  total = total + layout(container.w, 4)
  local last = chips[#chips]
  right = right + last.x + last.w
end
print(total, right, string.format("(%g, %g, %g, %g)", container.x, container.y, container.w, container.h))
