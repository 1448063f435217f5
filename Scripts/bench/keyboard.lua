-- Lua twin of keyboard.geo
-- The UIKit geometry model the survey's twins share (Scripts/bench/uikit_model.lua).
local U = dofile((arg[0]:match("^(.*)/") or ".") .. "/uikit_model.lua")
local R, P = U.R, U.P
local window = U.View(0, 0, 390, 844, "window")
local presenter = U.View(0, 0, 390, 844, "presenter")
U.add(window, presenter)
local sheet = U.View(0, 47, 390, 797, "sheet")
U.add(window, sheet)
local scroll = U.View(0, 0, 390, 797, "scroll")
U.add(sheet, scroll)
local content = U.View(0, 0, 390, 0, "content")
U.add(scroll, content)

local fields, clears = {}, {}
local y = 20
for i = 0, 39 do
  local row = U.View(16, y, 358, 56, "row")
  U.add(content, row)
  local label = U.View(0, 0, 358, 18, "label")
  label.ui = false
  U.add(row, label)
  local field = U.View(0, 22, 358, 34, "field")
  U.add(row, field)
  local clear = U.View(330, 7, 20, 20, "clear")
  U.add(field, clear)
  fields[#fields + 1] = field
  clears[#clears + 1] = clear
  y = y + (i % 5 == 4 and 96 or 64)
end
do
  local f = U.frame(content)
  U.setFrame(content, R(f.x, f.y, f.w, y + 20))
end
local contentHeight = U.frame(content).h

local seed = 31
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end

local keyboardHeights = {0, 291, 336, 346, 260}
local insetSum, offsetSum, scrolled = 0, 0, 0
local enlargedHits, directHits, agree = 0, 0, 0
local fieldYSum = 0
for round = 0, 999 do
  local depth = round % 3
  local s = 1 - 0.04 * depth
  sheet.t = U.translated(U.scale(s, s), 0, -10 * depth)
  local kbHeight = keyboardHeights[round % #keyboardHeights + 1]
  local kbFrame = R(0, window.bh - kbHeight, window.bw, kbHeight)
  local kbInScroll = U.convertR(kbFrame, window, scroll)
  local overlap = U.intersection(U.bounds(scroll), kbInScroll)
  local bottomInset = U.isNull(overlap) and 0 or overlap.h
  insetSum = insetSum + bottomInset
  for k = round % 7, #fields - 1, 3 do
    local field = fields[k + 1]
    local fieldRect = U.convertR(U.bounds(field), field, scroll)
    local visible = U.bounds(scroll)
    visible.h = visible.h - bottomInset
    local inner = U.insetBy(visible, 0, 8)
    local containsR = not U.isNull(inner) and U.minX(fieldRect) >= U.minX(inner) and U.maxX(fieldRect) <= U.maxX(inner)
      and U.minY(fieldRect) >= U.minY(inner) and U.maxY(fieldRect) <= U.maxY(inner)
    if not containsR then
      local maxOffset = math.max(0, contentHeight + bottomInset - scroll.bh)
      local target = U.midY(fieldRect) - visible.h / 2
      target = math.min(math.max(target, 0), maxOffset)
      scroll.bx, scroll.by = 0, target
      scrolled = scrolled + 1
    end
    offsetSum = offsetSum + scroll.by
    fieldYSum = fieldYSum + U.convertP(P(0, 0), field, window).y
    local clear = clears[k + 1]
    local ciw = U.convertP(P(10, 10), clear, nil)
    for _ = 1, 4 do
      local tap = P(ciw.x + (rand(61) - 30), ciw.y + (rand(61) - 30))
      local loc = U.convertP(tap, window, clear)
      if U.contains(U.insetBy(U.bounds(clear), -12, -12), loc) then enlargedHits = enlargedHits + 1 end
      local hit = U.hitTest(window, tap)
      if hit == clear then directHits = directHits + 1 end
      if (hit == clear) == U.contains(U.bounds(clear), loc) then agree = agree + 1 end
    end
  end
end
print(string.format("insets=%.4f offsets=%.4f scrolled=%d", insetSum, offsetSum, scrolled))
print(string.format("fieldY=%.4f", fieldYSum))
print(string.format("enlarged=%d direct=%d agree=%d", enlargedHits, directHits, agree))
local c7 = clears[8]
print("sheet=" .. U.fR(U.frame(sheet)) .. " scroll=" .. U.fR(U.bounds(scroll)) .. " clear7=" .. U.fR(U.convertR(U.bounds(c7), c7, nil)))
