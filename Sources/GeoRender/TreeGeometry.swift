/// The geometry of a view tree as a picture of it needs it: every view of the subtree rooted at
/// one view, in that view's own bounds coordinates.
///
/// A point `p` in a view's bounds coordinates is mapped into the root's with the product of
/// `transformToSuperview` up the chain (`p · local(w) · local(superview) · …`), so nothing
/// needs inverting except for the root's own frame box, which lives in the root's superview.
public struct TreeGeometry {
    /// One view of the tree, in pre-order (a view before its subviews, subviews back to front).
    public struct Item {
        /// Position in pre-order, from 1 (the root).
        public var number: Int
        /// 0 for the root, 1 for its subviews, …
        public var depth: Int
        /// The view's name, if it has one.
        public var name: String?
        /// Hidden, or inside a hidden view of the tree.
        public var isHidden: Bool
        /// The four corners of the bounds (top-left, top-right, bottom-right, bottom-left in
        /// the view's own coordinates), converted to the root's space: the true outline.
        public var outline: [Point]
        /// The four corners of the frame (the axis-aligned box in the superview) converted to
        /// the root's space; nil for a root whose transform cannot be inverted.
        public var frameBox: [Point]?
        /// The anchor point (where `center` is), in the root's space.
        public var anchor: Point
        /// The frame, in the superview's coordinates.
        public var frame: Rect
        /// The view's transform.
        public var transform: Transform

        /// Whether every coordinate of the outline, the frame box and the anchor is finite.
        public var isFinite: Bool {
            let points = outline + (frameBox ?? []) + [anchor]
            return points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }

        /// The name, or `View #n` for an unnamed view.
        public var label: String { name ?? "View #\(number)" }
    }

    /// The views, in pre-order.
    public var items: [Item]

    /// Collects the subtree rooted at `root` (iteratively, so a very deep tree is fine).
    public init(_ root: View) {
        var items: [Item] = []
        // (view, depth, view → root, superview → root, hidden)
        var stack: [(View, Int, Transform, Transform?, Bool)] = []
        let rootLocal = root.transformToSuperview
        stack.append((root, 0, .identity, try? rootLocal.inverted(), root.isHidden))
        while let (view, depth, toRoot, superToRoot, hidden) = stack.popLast() {
            let b = view.bounds
            let anchorInBounds = Point(x: b.origin.x + view.anchorPoint.x * b.size.width,
                                       y: b.origin.y + view.anchorPoint.y * b.size.height)
            let frame = view.frame
            items.append(Item(number: items.count + 1, depth: depth, name: view.name, isHidden: hidden,
                              outline: b.corners.map { $0.applying(toRoot) },
                              frameBox: superToRoot.map { m in frame.corners.map { $0.applying(m) } },
                              anchor: anchorInBounds.applying(toRoot),
                              frame: frame, transform: view.transform))
            for child in view.subviews.reversed() {
                stack.append((child, depth + 1, child.transformToSuperview.concatenating(toRoot), toRoot,
                              hidden || child.isHidden))
            }
        }
        self.items = items
    }

    /// The bounding box of every finite point drawn (outlines, anchors and, unless
    /// `includingFrameBoxes` is false, frame boxes), or nil when there is none.
    public func extent(includingFrameBoxes: Bool = true) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for item in items where item.isFinite {
            for p in item.outline + (includingFrameBoxes ? item.frameBox ?? [] : []) + [item.anchor] {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
