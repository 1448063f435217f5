// A photo pager: a paging UIScrollView of zoomable pages. Page index from contentOffset;
// double-tap zoom-to-rect math (scale from the rect, offset clamped, content centred when
// smaller than the bounds); the tapped photo point must stay under the finger's target.
let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "window")
let pager = UIScrollView(frame: window.bounds, name: "pager")
window.addSubview(pager)
let pageCount = 12
let photoSizes: [CGSize] = [CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032),
                            CGSize(width: 1200, height: 1200), CGSize(width: 640, height: 1136)]
var zoomers: [UIScrollView] = []
var photos: [UIImageView] = []
for i in 0..<pageCount {
    let zoomer = UIScrollView(frame: CGRect(x: CGFloat(i) * 390, y: 0, width: 390, height: 844), name: "zoomer\(i)")
    pager.addSubview(zoomer)
    let size = photoSizes[i % photoSizes.count]
    let photo = UIImageView(frame: CGRect(origin: .zero, size: size), name: "photo\(i)")
    photo.layer.anchorPoint = .zero
    photo.center = .zero
    zoomer.addSubview(photo)
    zoomers.append(zoomer)
    photos.append(photo)
}

func minScale(_ i: Int) -> CGFloat {
    let size = photos[i].bounds.size
    return min(390 / size.width, 844 / size.height)
}

// what UIScrollView does on setZoomScale, then the usual "centre the content" fix
func setZoom(_ i: Int, _ scale: CGFloat) {
    let photo = photos[i]
    let zoomer = zoomers[i]
    photo.transform = CGAffineTransform(scaleX: scale, y: scale)
    let contentSize = photo.frame.size
    let dx = max(0, (zoomer.bounds.width - contentSize.width) / 2)
    let dy = max(0, (zoomer.bounds.height - contentSize.height) / 2)
    photo.center = CGPoint(x: dx, y: dy)
}

func zoom(_ i: Int, to rect: CGRect) {
    let zoomer = zoomers[i]
    let lo = minScale(i), hi = lo * 8
    let scale = min(max(min(zoomer.bounds.width / rect.width, zoomer.bounds.height / rect.height), lo), hi)
    setZoom(i, scale)
    let content = photos[i].frame
    let maxX = max(0, content.maxX - zoomer.bounds.width)
    let maxY = max(0, content.maxY - zoomer.bounds.height)
    let x = min(max(rect.midX * scale - zoomer.bounds.width / 2, 0), maxX)
    let y = min(max(rect.midY * scale - zoomer.bounds.height / 2, 0), maxY)
    zoomer.contentOffset = CGPoint(x: x, y: y)
}

for i in 0..<pageCount { setZoom(i, minScale(i)) }

var seed = 8.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}

var pageSum = 0, drift: CGFloat = 0, offsetSum = CGPoint.zero, scaleSum: CGFloat = 0, onPhoto = 0
var zoomedIn = Array(repeating: false, count: pageCount)
for swipe in 0..<4000 {
    let target = CGFloat(rand(Int(pager.bounds.width) * (pageCount - 1)))
    pager.contentOffset = CGPoint(x: target, y: 0)
    let width = pager.bounds.width
    let page = min(max(Int((pager.contentOffset.x + width / 2) / width), 0), pageCount - 1)
    pageSum += page
    // snap
    pager.contentOffset = CGPoint(x: CGFloat(page) * width, y: 0)
    let zoomer = zoomers[page], photo = photos[page]
    // double tap somewhere on screen
    let tap = CGPoint(x: CGFloat(20 + rand(350)), y: CGFloat(60 + rand(720)))
    let inZoomer = zoomer.convert(tap, from: window)
    let onImage = photo.convert(tap, from: window)
    if photo.bounds.contains(onImage) { onPhoto += 1 }
    if zoomedIn[page] {
        setZoom(page, minScale(page))
        zoomer.contentOffset = .zero
    } else {
        let scale = minScale(page) * 4
        let size = CGSize(width: zoomer.bounds.width / scale, height: zoomer.bounds.height / scale)
        let rect = CGRect(x: onImage.x - size.width / 2, y: onImage.y - size.height / 2,
                          width: size.width, height: size.height)
        zoom(page, to: rect)
        // where did the tapped photo point go, on screen?
        let after = photo.convert(onImage, to: window)
        let screenCenter = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        drift += hypot(after.x - screenCenter.x, after.y - screenCenter.y)
    }
    zoomedIn[page] = !zoomedIn[page]
    offsetSum = offsetSum + zoomer.contentOffset + inZoomer * 0.001
    scaleSum += photo.transform.a
}
print("pages=\(pageSum) onPhoto=\(onPhoto) zoomedNow=\(zoomedIn.filter { $0 }.count)")
print("drift=\(String(format: "%.4f", drift)) scale=\(String(format: "%.6f", scaleSum))")
print("offsets=\(offsetSum)")
print("photo5=\(photos[5].frame) in window=\(photos[5].convert(photos[5].bounds, to: window))")
