/// Rebuilding a view's bounds and center from what a dump shows: its frame and transform.
///
/// The dump gives `frame`, the bounding box of the bounds rectangle turned by `transform`
/// about the anchor point and placed at `center` (UIView's frame getter). The anchor point is
/// (0.5, 0.5), UIKit's default, unless the dump prints another (`anchorPoint = (0, 0)`, as for
/// SwiftUI's views). The middle of the bounds lands on `center + (tx, ty) + L·m`, where L is
/// the linear part (a, b, c, d) and m = ((0.5 − ax)·w, (0.5 − ay)·h) is that middle measured
/// from the anchor; that point is the frame's midpoint (the box of a turned rectangle is
/// centred on the rectangle's middle), which gives `center` once the size is known. The
/// bounding box of a w × h rectangle under L is
///
///     frameWidth  = |a|·w + |c|·h
///     frameHeight = |b|·w + |d|·h
///
/// which is solved for (w, h), whatever the anchor: the frame fixes where the turned
/// rectangle sits.
/// Under a 45° turn the two equations are the same one and the size is not determined; near
/// one, the dump's rounding to six significant digits makes it uncertain. Either way a
/// warning says what was assumed.
enum DumpGeometry {
    /// The relative rounding of a number printed with `%g` (six significant digits).
    static let printRounding = 5e-6

    /// Bounds size and center for a view whose dump shows `frame` and `transform`, with a
    /// warning when the frame does not determine the size or contradicts the transform.
    static func solve(frame f: Rect, transform t: Transform,
                      anchorPoint: Point = Point(x: 0.5, y: 0.5)) -> (size: Size, center: Point, warning: String?) {
        let solved = solveSize(frame: f, transform: t)
        let size = solved.size
        let mx = (0.5 - anchorPoint.x) * size.width, my = (0.5 - anchorPoint.y) * size.height
        let center = Point(x: f.midX - t.tx - (t.a * mx + t.c * my), y: f.midY - t.ty - (t.b * mx + t.d * my))
        return (size, center, solved.warning)
    }

    /// The bounds size whose turned bounding box is the frame, with a warning when the frame
    /// does not determine it or contradicts the transform.
    static func solveSize(frame f: Rect, transform t: Transform) -> (size: Size, warning: String?) {
        let width = f.width, height = f.height
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return (Size(width: width, height: height), nil)
        }
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let rowX = a + c, rowY = b + d
        let det = a * d - b * c
        // How much the dump's rounding can move the solution, relative to the frame: the
        // condition number of [[a, c], [b, d]] (infinity norm) times the rounding, for the
        // frame's numbers and the transform's together.
        let norm = max(rowX, rowY)
        let inverseNorm = det == 0 ? Double.infinity : max(d + c, b + a) / abs(det)
        let relativeError = 2 * printRounding * norm * inverseNorm
        let scale = max(width, height)
        var transformText: String { RecursiveDescription.transformText(t) }
        // The turn the transform makes, in whole degrees (45°, 135°, -45° …: where the frame
        // leaves the size undetermined).
        var turn: String { "\(Int((t.components.rotation * 180 / Double.pi).rounded()))°" }

        if norm == 0 || !(relativeError < 0.05) {
            // Not determined: assume a square, sized by the larger of the two equations.
            let side = max(rowX > 0 ? width / rowX : 0, rowY > 0 ? height / rowY : 0)
            let size = Size(width: side, height: side)
            let assumed = "assumed square bounds \(RecursiveDescription.g(side)) × \(RecursiveDescription.g(side))"
            let why = norm == 0
                ? "its transform \(transformText) flattens it to a point, so the frame says nothing of its size"
                : "under the transform \(transformText) (a \(turn) turn, or close to one) many bounds sizes give the frame \(RecursiveDescription.frameText(f))"
            return (size, "\(why); \(assumed) — set bounds to the real size if you know it")
        }
        var w = (d * width - c * height) / det
        var h = (a * height - b * width) / det
        let uncertainty = relativeError * scale
        var warning: String?
        if w < -uncertainty || h < -uncertainty {
            warning = "the frame \(RecursiveDescription.frameText(f)) cannot be the bounding box of any rectangle "
                + "under the transform \(transformText) (solving gives \(RecursiveDescription.g(w)) × \(RecursiveDescription.g(h))); "
                + "assumed \(RecursiveDescription.g(max(0, w))) × \(RecursiveDescription.g(max(0, h))) — is the line edited by hand?"
        } else if relativeError > 1e-3 {
            warning = "under the transform \(transformText), close to a \(turn) turn, the dump's six-digit rounding leaves "
                + "the bounds size uncertain by about ±\(RecursiveDescription.g(uncertainty)) points; "
                + "assumed \(RecursiveDescription.g(max(0, w))) × \(RecursiveDescription.g(max(0, h)))"
        }
        w = max(0, w)
        h = max(0, h)
        return (Size(width: w, height: h), warning)
    }
}
