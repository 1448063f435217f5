-- Lua twin of zoom.geo
-- The UIKit geometry model the survey's twins share (Scripts/bench/uikit_model.lua).
local U = dofile((arg[0]:match("^(.*)/") or ".") .. "/uikit_model.lua")
local R, P = U.R, U.P
local window = U.View(0, 0, 390, 844, "window")
local pager = U.View(0, 0, 390, 844, "pager")
U.add(window, pager)
local pageCount = 12
local photoSizes = {{4032, 3024}, {3024, 4032}, {1200, 1200}, {640, 1136}}
local zoomers, photos = {}, {}
for i = 0, pageCount - 1 do
  local zoomer = U.View(i * 390, 0, 390, 844, "zoomer")
  U.add(pager, zoomer)
  local size = photoSizes[i % #photoSizes + 1]
  local photo = U.View(0, 0, size[1], size[2], "photo")
  U.setAnchor(photo, 0, 0)
  photo.cx, photo.cy = 0, 0
  U.add(zoomer, photo)
  zoomers[i] = zoomer
  photos[i] = photo
end

local function minScale(i)
  local p = photos[i]
  return math.min(390 / p.bw, 844 / p.bh)
end

local function setZoom(i, scale)
  local photo, zoomer = photos[i], zoomers[i]
  photo.t = U.scale(scale, scale)
  local f = U.frame(photo)
  local dx = math.max(0, (zoomer.bw - f.w) / 2)
  local dy = math.max(0, (zoomer.bh - f.h) / 2)
  photo.cx, photo.cy = dx, dy
end

local function zoom(i, rect)
  local zoomer = zoomers[i]
  local lo = minScale(i)
  local hi = lo * 8
  local scale = math.min(math.max(math.min(zoomer.bw / rect.w, zoomer.bh / rect.h), lo), hi)
  setZoom(i, scale)
  local content = U.frame(photos[i])
  local maxX = math.max(0, U.maxX(content) - zoomer.bw)
  local maxY = math.max(0, U.maxY(content) - zoomer.bh)
  local x = math.min(math.max(U.midX(rect) * scale - zoomer.bw / 2, 0), maxX)
  local y = math.min(math.max(U.midY(rect) * scale - zoomer.bh / 2, 0), maxY)
  zoomer.bx, zoomer.by = x, y
end

for i = 0, pageCount - 1 do setZoom(i, minScale(i)) end

local seed = 8
local function rand(n)
  seed = (seed * 16807) % 2147483647
  return math.floor(seed) % n
end

local pageSum, drift, ox, oy, scaleSum, onPhoto = 0, 0, 0, 0, 0, 0
local zoomedIn = {}
for i = 0, pageCount - 1 do zoomedIn[i] = false end
for swipe = 0, 3999 do
  local target = rand(math.tointeger(pager.bw) * (pageCount - 1))
  pager.bx, pager.by = target, 0
  local width = pager.bw
  local page = math.min(math.max(math.floor((pager.bx + width / 2) / width), 0), pageCount - 1)
  pageSum = pageSum + page
  pager.bx, pager.by = page * width, 0
  local zoomer, photo = zoomers[page], photos[page]
  local tap = P(20 + rand(350), 60 + rand(720))
  local inZoomer = U.convertP(tap, window, zoomer)
  local onImage = U.convertP(tap, window, photo)
  if U.contains(U.bounds(photo), onImage) then onPhoto = onPhoto + 1 end
  if zoomedIn[page] then
    setZoom(page, minScale(page))
    zoomer.bx, zoomer.by = 0, 0
  else
    local scale = minScale(page) * 4
    local sw, sh = zoomer.bw / scale, zoomer.bh / scale
    local rect = R(onImage.x - sw / 2, onImage.y - sh / 2, sw, sh)
    zoom(page, rect)
    local after = U.convertP(onImage, photo, window)
    local cx, cy = U.midX(U.bounds(window)), U.midY(U.bounds(window))
    local ddx, ddy = after.x - cx, after.y - cy
    drift = drift + math.sqrt(ddx * ddx + ddy * ddy)
  end
  zoomedIn[page] = not zoomedIn[page]
  ox = ox + zoomer.bx + inZoomer.x * 0.001
  oy = oy + zoomer.by + inZoomer.y * 0.001
  scaleSum = scaleSum + photo.t.a
end
local zn = 0
for i = 0, pageCount - 1 do if zoomedIn[i] then zn = zn + 1 end end
print(string.format("pages=%d onPhoto=%d zoomedNow=%d", pageSum, onPhoto, zn))
print(string.format("drift=%.4f scale=%.6f", drift, scaleSum))
print("offsets=" .. U.fP(P(ox, oy)))
local p5 = photos[5]
print("photo5=" .. U.fR(U.frame(p5)) .. " in window=" .. U.fR(U.convertR(U.bounds(p5), p5, window)))
