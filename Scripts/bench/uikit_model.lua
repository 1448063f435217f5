-- uikit_model.lua: the UIKit / Core Graphics geometry the survey's Lua twins (grid, keyboard, decompose, zoom) share, as tables.
local M = {}
local abs, sin, cos, huge = math.abs, math.sin, math.cos, math.huge

function M.fmt(x)
  if x ~= x then return "nan" end
  if x == huge then return "inf" elseif x == -huge then return "-inf" end
  local s = string.format("%.4f", x)
  s = s:gsub("0+$", ""):gsub("%.$", "")
  if s == "-0" then s = "0" end
  return s
end
local fmt = M.fmt
function M.fP(p) return "(" .. fmt(p.x) .. ", " .. fmt(p.y) .. ")" end
function M.fR(r) if r.x == huge then return "null" end return "(" .. fmt(r.x) .. ", " .. fmt(r.y) .. ", " .. fmt(r.w) .. ", " .. fmt(r.h) .. ")" end

function M.P(x, y) return {x = x, y = y} end
function M.R(x, y, w, h) return {x = x, y = y, w = w, h = h} end
M.NULL = {x = huge, y = huge, w = 0, h = 0}
local R = M.R
local function std(r)
  local x, y, w, h = r.x, r.y, r.w, r.h
  if w < 0 then x = x + w; w = -w end
  if h < 0 then y = y + h; h = -h end
  return R(x, y, w, h)
end
M.std = std
function M.minX(r) return math.min(r.x, r.x + r.w) end
function M.maxX(r) return math.max(r.x, r.x + r.w) end
function M.minY(r) return math.min(r.y, r.y + r.h) end
function M.maxY(r) return math.max(r.y, r.y + r.h) end
function M.midX(r) return r.x + r.w / 2 end
function M.midY(r) return r.y + r.h / 2 end
function M.isNull(r) return r.x == huge or r.y == huge end
function M.isEmpty(r) return M.isNull(r) or r.w == 0 or r.h == 0 end
function M.contains(r, p)
  local s = std(r)
  return p.x >= s.x and p.x < s.x + s.w and p.y >= s.y and p.y < s.y + s.h
end
function M.insetBy(r, dx, dy)
  if M.isNull(r) then return M.NULL end
  local s = std(r)
  local n = R(s.x + dx, s.y + dy, s.w - 2 * dx, s.h - 2 * dy)
  if n.w < 0 or n.h < 0 then return M.NULL end
  return n
end
function M.offsetBy(r, dx, dy) return R(r.x + dx, r.y + dy, r.w, r.h) end
function M.intersection(r, s)
  if M.isNull(r) or M.isNull(s) then return M.NULL end
  r, s = std(r), std(s)
  local x0, y0 = math.max(r.x, s.x), math.max(r.y, s.y)
  local x1, y1 = math.min(r.x + r.w, s.x + s.w), math.min(r.y + r.h, s.y + s.h)
  if x1 < x0 or y1 < y0 then return M.NULL end
  return R(x0, y0, x1 - x0, y1 - y0)
end
function M.intersects(r, s) return not M.isNull(M.intersection(r, s)) end
function M.union(r, s)
  if M.isNull(r) then return std(s) end
  if M.isNull(s) then return std(r) end
  r, s = std(r), std(s)
  local x0, y0 = math.min(r.x, s.x), math.min(r.y, s.y)
  local x1, y1 = math.max(r.x + r.w, s.x + s.w), math.max(r.y + r.h, s.y + s.h)
  return R(x0, y0, x1 - x0, y1 - y0)
end
function M.integral(r)
  if M.isNull(r) then return r end
  local s = std(r)
  local x0, y0 = math.floor(s.x), math.floor(s.y)
  local x1, y1 = math.ceil(s.x + s.w), math.ceil(s.y + s.h)
  return R(x0, y0, x1 - x0, y1 - y0)
end

-- transforms
local function T(a, b, c, d, tx, ty) return {a = a, b = b, c = c, d = d, tx = tx, ty = ty} end
M.T = T
M.I = T(1, 0, 0, 1, 0, 0)
function M.rotation(an) local s, c = sin(an), cos(an) return T(c, s, -s, c, 0, 0) end
function M.scale(sx, sy) return T(sx, 0, 0, sy, 0, 0) end
function M.translation(x, y) return T(1, 0, 0, 1, x, y) end
local function concat(l, r)
  return T(l.a * r.a + l.b * r.c, l.a * r.b + l.b * r.d,
           l.c * r.a + l.d * r.c, l.c * r.b + l.d * r.d,
           l.tx * r.a + l.ty * r.c + r.tx, l.tx * r.b + l.ty * r.d + r.ty)
end
M.concat = concat
function M.rotated(t, an) return concat(M.rotation(an), t) end
function M.scaled(t, sx, sy) return concat(M.scale(sx, sy), t) end
function M.translated(t, x, y) return concat(M.translation(x, y), t) end
function M.inverted(t)
  local det = t.a * t.d - t.b * t.c
  return T(t.d / det, -t.b / det, -t.c / det, t.a / det,
           (t.c * t.ty - t.d * t.tx) / det, (t.b * t.tx - t.a * t.ty) / det)
end
local function apply(p, t) return {x = t.a * p.x + t.c * p.y + t.tx, y = t.b * p.x + t.d * p.y + t.ty} end
M.apply = apply
function M.applyR(r, t)
  if M.isNull(r) then return r end
  local s = std(r)
  local pts = {apply({x = s.x, y = s.y}, t), apply({x = s.x + s.w, y = s.y}, t),
               apply({x = s.x, y = s.y + s.h}, t), apply({x = s.x + s.w, y = s.y + s.h}, t)}
  local x0, y0, x1, y1 = huge, huge, -huge, -huge
  for _, p in ipairs(pts) do
    x0 = math.min(x0, p.x); y0 = math.min(y0, p.y); x1 = math.max(x1, p.x); y1 = math.max(y1, p.y)
  end
  return R(x0, y0, x1 - x0, y1 - y0)
end

-- views: bounds, center (position), anchorPoint, transform
function M.View(x, y, w, h, name)
  w, h = abs(w), abs(h)
  return {bx = 0, by = 0, bw = w, bh = h, cx = x + w / 2, cy = y + h / 2, ax = 0.5, ay = 0.5,
          t = M.I, subs = {}, super = nil, name = name, hidden = false, alpha = 1, ui = true}
end
function M.add(parent, v)
  if v.super then M.remove(v) end
  v.super = parent
  parent.subs[#parent.subs + 1] = v
end
function M.remove(v)
  local p = v.super
  if not p then return end
  for i, s in ipairs(p.subs) do if s == v then table.remove(p.subs, i) break end end
  v.super = nil
end
-- bounds point -> superview point
local function toSuper(v, p)
  local lx = p.x - v.bx - v.ax * v.bw
  local ly = p.y - v.by - v.ay * v.bh
  local t = v.t
  return {x = v.cx + t.a * lx + t.c * ly + t.tx, y = v.cy + t.b * lx + t.d * ly + t.ty}
end
M.toSuper = toSuper
local function fromSuper(v, p)
  local inv = M.inverted(v.t)
  local q = apply({x = p.x - v.cx, y = p.y - v.cy}, inv)
  return {x = q.x + v.bx + v.ax * v.bw, y = q.y + v.by + v.ay * v.bh}
end
M.fromSuper = fromSuper
function M.frame(v)
  local pts = {toSuper(v, {x = v.bx, y = v.by}), toSuper(v, {x = v.bx + v.bw, y = v.by}),
               toSuper(v, {x = v.bx, y = v.by + v.bh}), toSuper(v, {x = v.bx + v.bw, y = v.by + v.bh})}
  local x0, y0, x1, y1 = huge, huge, -huge, -huge
  for _, p in ipairs(pts) do
    x0 = math.min(x0, p.x); y0 = math.min(y0, p.y); x1 = math.max(x1, p.x); y1 = math.max(y1, p.y)
  end
  return R(x0, y0, x1 - x0, y1 - y0)
end
function M.setFrame(v, r)   -- identity transform only
  r = std(r)
  v.bw, v.bh = r.w, r.h
  v.cx, v.cy = r.x + r.w * v.ax, r.y + r.h * v.ay
end
function M.setAnchor(v, ax, ay) v.ax, v.ay = ax, ay end
function M.bounds(v) return R(v.bx, v.by, v.bw, v.bh) end
function M.root(v) while v.super do v = v.super end return v end
-- point in a's bounds -> b's bounds (nil: the root)
local function toRoot(v, p)
  while v.super do p = toSuper(v, p); v = v.super end
  return p
end
local function chain(v)
  local c = {}
  while v.super do c[#c + 1] = v; v = v.super end
  return c
end
local function fromRoot(v, p)
  local c = chain(v)
  for i = #c, 1, -1 do p = fromSuper(c[i], p) end
  return p
end
function M.convertP(p, a, b)
  local q = toRoot(a, p)
  if b == nil then return q end
  return fromRoot(b, q)
end
function M.convertR(r, a, b)
  local s = std(r)
  local pts = {M.convertP({x = s.x, y = s.y}, a, b), M.convertP({x = s.x + s.w, y = s.y}, a, b),
               M.convertP({x = s.x, y = s.y + s.h}, a, b), M.convertP({x = s.x + s.w, y = s.y + s.h}, a, b)}
  local x0, y0, x1, y1 = huge, huge, -huge, -huge
  for _, p in ipairs(pts) do
    x0 = math.min(x0, p.x); y0 = math.min(y0, p.y); x1 = math.max(x1, p.x); y1 = math.max(y1, p.y)
  end
  return R(x0, y0, x1 - x0, y1 - y0)
end
function M.pointInside(v, p)
  return p.x >= v.bx and p.x < v.bx + v.bw and p.y >= v.by and p.y < v.by + v.bh
end
local function hitTest(v, p)
  if v.hidden or v.alpha < 0.01 or not v.ui then return nil end
  if not M.pointInside(v, p) then return nil end
  for i = #v.subs, 1, -1 do
    local s = v.subs[i]
    local h = hitTest(s, fromSuper(s, p))
    if h then return h end
  end
  return v
end
M.hitTest = hitTest
return M
