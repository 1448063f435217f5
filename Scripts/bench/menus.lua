-- Lua twin of menus.geo: the same tree as tables; hitTest descends from the window, skipping
-- hidden, faded (alpha < 0.01) and disabled views, subviews from the front (last) to the back.
local function view(x, y, w, h, name) return {x = x, y = y, w = w, h = h, name = name, subs = {}, alpha = 1, hidden = false, enabled = true} end
local function add(p, c) p.subs[#p.subs + 1] = c; c.parent = p end
local window = view(0, 0, 1024, 768, "window")
for m = 0, 3 do
  local panel = view(m * 256 + 8, 40, 240, 700, "panel")
  add(window, panel)
  for g = 0, 4 do
    local group = view(10, g * 136 + 10, 220, 126, "group")
    if (m + g) % 7 == 3 then group.hidden = true end
    add(panel, group)
    for b = 0, 5 do
      local button = view((b % 3) * 72 + 4, (b - b % 3) // 3 * 60 + 6, 64, 52, "button")
      if (m * 5 + g + b) % 9 == 4 then button.alpha = 0 end
      if (m + g * 2 + b) % 11 == 5 then button.enabled = false end
      add(group, button)
    end
  end
end
local function hitTest(v, x, y)
  if v.hidden or v.alpha < 0.01 or not v.enabled then return nil end
  if not (x >= 0 and x < v.w and y >= 0 and y < v.h) then return nil end
  for k = #v.subs, 1, -1 do
    local s = v.subs[k]
    local h = hitTest(s, x - s.x, y - s.y)
    if h then return h end
  end
  return v
end
local buttons, groups, panels, misses, depthSum, xs = 0, 0, 0, 0, 0, 0
for pass = 0, 399 do
  for i = 0, 399 do
    local tx, ty = (i * 37 + pass * 11) % 1024, (i * 91 + pass * 29) % 768
    local hit = hitTest(window, tx, ty)
    if hit == nil or hit == window then
      misses = misses + 1
    else
      local v, depth = hit, 0
      while v.parent ~= nil do depth = depth + 1; v = v.parent end
      depthSum = depthSum + depth
      if hit.name == "button" then buttons = buttons + 1; xs = xs + hit.x
      elseif hit.name == "group" then groups = groups + 1
      else panels = panels + 1 end
    end
  end
end
print(buttons, groups, panels, misses, depthSum, xs)
