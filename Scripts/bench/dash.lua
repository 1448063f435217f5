-- A twin with plain tables: a widget has x, y, w, h, hidden; the content's scroll offset
-- shifts y; the screen test is the rect intersection.
local widgets = {}
for i = 0, 199 do
  local w = {x = (i % 3) * 130, y = (i // 3) * 90, w = 120, h = 40 + (i * 17) % 50, hidden = (i % 11 == 0)}
  widgets[#widgets + 1] = w
end
local function intersects(ax, ay, aw, ah, bx, by, bw, bh)
  return ax <= bx + bw and bx <= ax + aw and ay <= by + bh and by <= ay + ah
end
local function filter(xs, f) local r = {} for _, x in ipairs(xs) do if f(x) then r[#r + 1] = x end end return r end
local function map(xs, f) local r = {} for i, x in ipairs(xs) do r[i] = f(x) end return r end
local function reduce(xs, init, f) local a = init for _, x in ipairs(xs) do a = f(a, x) end return a end
local shown, area, tops = 0, 0, 0
for pass = 0, 299 do
  local oy = (pass * 13) % 4000
  local visible = filter(widgets, function(w) return not w.hidden and intersects(w.x, w.y - oy, w.w, w.h, 0, 0, 390, 844) end)
  shown = shown + #visible
  area = area + reduce(map(visible, function(w) return w.w * w.h end), 0, function(a, b) return a + b end)
  local order = {}
  for i, w in ipairs(visible) do order[i] = w end
  table.sort(order, function(a, b) return a.y < b.y end)
  if #order > 0 then tops = tops + (order[1].y - oy) end
end
print(shown, area, tops)
