-- Lua twin of viewtree.geo: nodes as tables with a frame (x, y, w, h), a bounds origin and a
-- parent; a leaf's origin in the root is the sum up the chain of frame origin minus the
-- parent's bounds origin (computed twice, as the geo program climbs and converts).
local root = {x = 0, y = 0, w = 2187, h = 900, bx = 0, by = 0, subs = {}}
local function grow(parent, depth)
  if depth == 0 then return 1 end
  local w = parent.w / 3
  local count = 1
  for k = 0, 2 do
    local child = {x = k * w + 1, y = 2, w = w - 2, h = parent.h - 4, bx = 0, by = 0, subs = {}, parent = parent}
    parent.subs[#parent.subs + 1] = child
    count = count + grow(child, depth - 1)
  end
  return count
end
local nodes = grow(root, 6)
local function originInRoot(v)
  local px, py = 0, 0
  local node = v
  while node.parent ~= nil do
    local up = node.parent
    px = px + node.x - up.bx
    py = py + node.y - up.by
    node = up
  end
  return px, py
end
local leaves, agree, sumx, sumy = 0, 0, 0, 0
local function walk(v)
  if #v.subs == 0 then
    leaves = leaves + 1
    local px, py = originInRoot(v)
    local qx, qy = originInRoot(v)
    if math.abs(px - qx) <= 1e-9 and math.abs(py - qy) <= 1e-9 then agree = agree + 1 end
    sumx = sumx + px
    sumy = sumy + qy
    return
  end
  for _, s in ipairs(v.subs) do walk(s) end
end
for pass = 0, 11 do
  for k, branch in ipairs(root.subs) do
    branch.bx, branch.by = pass * 3 + (k - 1), pass * 2 - (k - 1)
  end
  walk(root)
end
print(nodes, leaves, agree, string.format("%.4f", sumx):gsub("%.?0+$", ""), sumy)
