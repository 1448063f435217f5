import GeoCore
import GeoViews
import GeoAnimation
import GeoRender

/// A query the scene cannot answer, with a message for the user.
public struct SceneQueryError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}

// MARK: GET /hit

/// `root.hitTest(p)` answered on a snapshot.
public struct SceneHit: Sendable, Equatable {
    /// The hit view's scene name, or nil.
    public var name: String?
    /// The views the search visited, in order.
    public var path: [String]
    /// The text of `explain(root.hitTest(p))`.
    public var explanation: String
}

extension SceneSnapshot {
    /// geo's own `hitTest` at `point` in the root's bounds coordinates, on the snapshot's copy:
    /// the root called `root`, or the first root. Throws when there is no such root.
    public func hit(_ point: Point, root rootName: String? = nil) throws(SceneQueryError) -> SceneHit {
        let rootIndex: Int
        if let rootName {
            guard let i = roots.first(where: { views[$0].name == rootName }) else {
                throw SceneQueryError("no root view named '\(rootName)'")
            }
            rootIndex = i
        } else {
            guard let i = roots.first else { throw SceneQueryError("the scene has no views") }
            rootIndex = i
        }
        let rootLabel = views[rootIndex].name
        let names = views.map(\.name)
        return model.state.withLock { state in
            let root = state.copies[rootIndex]
            let (found, steps) = root.hitTestTrace(point)
            func name(_ v: View) -> String { state.indexOfCopy[ObjectIdentifier(v)].map { names[$0] } ?? "?" }
            let source = rootLabel + ".hitTest(" + point.formatted(.standard) + ")"
            let text = Explain.hitTest(point, in: root, source: source, format: .standard)
            return SceneHit(name: found.map(name), path: steps.map { name($0.view) }, explanation: text)
        }
    }
}

extension SceneHit {
    /// `{"name": NAME or null, "path": [NAME, …], "explanation": TEXT}`
    public func json() -> [UInt8] {
        var w = JSONWriter()
        w.raw("{\"name\":")
        if let name { w.string(name) } else { w.null() }
        w.raw(",\"path\":[")
        for (i, n) in path.enumerated() {
            if i > 0 { w.comma() }
            w.string(n)
        }
        w.raw("],\"explanation\":")
        w.string(explanation)
        w.byte(UInt8(ascii: "}"))
        return w.bytes
    }
}

// MARK: GET /frames

extension SceneSnapshot {
    /// The most samples one request may ask for.
    public static let maxSamples = 7_200
    /// The most (sample, view) pairs one request may ask for.
    public static let maxSampledValues = 2_000_000

    /// The times sampled from `from` to `to` at `fps` per second: `from + i / fps`, and `to`
    /// itself when that grid does not end on it.
    public static func sampleTimes(from: Double, to: Double, fps: Double) throws(SceneQueryError) -> [Double] {
        guard from.isFinite, to.isFinite, fps.isFinite else { throw SceneQueryError("from, to and fps must be finite numbers") }
        guard to >= from else { throw SceneQueryError("to must not be before from") }
        guard fps > 0 else { throw SceneQueryError("fps must be more than 0") }
        let steps = ((to - from) * fps + 1e-9).rounded(.down)
        guard steps < Double(maxSamples) else {
            throw SceneQueryError("too many samples: at most \(maxSamples) per request (lower fps or the range)")
        }
        var times = (0...Int(steps)).map { from + Double($0) / fps }
        if let last = times.last, to - last > 1e-9 { times.append(to) }
        return times
    }

    /// Presentation samples for playback: at each time, what geo's animator presents for every
    /// animated view (`presentation(at: t)`: transform, center, bounds, anchorPoint, alpha and the
    /// resulting frame) and the matrix to the root of every view that moves with them (the
    /// animated views and their subtrees). Computed on the snapshot's copy.
    ///
    ///     {"version": N, "times": [t, …], "views": {NAME: {"toRoot": [[a, b, c, d, tx, ty], …],
    ///      "transform": […], "frame": […], "center": […], "bounds": […], "anchorPoint": […],
    ///      "alpha": […]}, …}}
    ///
    /// Views that only move with an animated superview have `toRoot` alone.
    public func framesJSON(from: Double, to: Double, fps: Double) throws(SceneQueryError) -> [UInt8] {
        let times = try SceneSnapshot.sampleTimes(from: from, to: to, fps: fps)
        return try model.state.withLock { state throws(SceneQueryError) -> [UInt8] in
            var animated = [Bool](repeating: false, count: views.count)
            var moving = [Bool](repeating: false, count: views.count)
            var indices: [Int] = []
            if let animator = state.animator {
                for v in animator.animatedViews {
                    if let i = state.indexOfCopy[ObjectIdentifier(v)] { animated[i] = true }
                }
                for i in views.indices {
                    let p = views[i].parent
                    if animated[i] || (p >= 0 && moving[p]) {
                        moving[i] = true
                        indices.append(i)
                    }
                }
            }
            guard indices.count * times.count <= SceneSnapshot.maxSampledValues else {
                throw SceneQueryError("too many samples: \(indices.count) moving views × \(times.count) times "
                    + "(at most \(SceneSnapshot.maxSampledValues); lower fps or the range)")
            }
            // Per moving view (in `indices` order), per time.
            var toRoot = [[Transform]](repeating: [], count: indices.count)
            var presented = [[View]](repeating: [], count: indices.count)
            var slot = [Int](repeating: -1, count: views.count)
            for (k, i) in indices.enumerated() { slot[i] = k }
            for t in times {
                for (k, i) in indices.enumerated() {
                    let copy = state.copies[i]
                    let p = views[i].parent
                    let local: Transform
                    if animated[i], let animator = state.animator {
                        // (Its own geometry only: the parents' presentations are composed below.)
                        let shown = animator.presentation(of: copy, at: t, withAncestors: false)
                        presented[k].append(shown)
                        local = shown.transformToSuperview
                    } else {
                        local = copy.transformToSuperview
                    }
                    let parentToRoot: Transform
                    if p < 0 {
                        toRoot[k].append(.identity)
                        continue
                    } else if slot[p] >= 0 {
                        parentToRoot = toRoot[slot[p]][toRoot[slot[p]].count - 1]
                    } else {
                        parentToRoot = views[p].toRoot
                    }
                    toRoot[k].append(local.concatenating(parentToRoot))
                }
            }
            var w = JSONWriter(capacity: 128 + indices.count * times.count * 120)
            w.raw("{\"version\":"); w.int(version)
            w.raw(",\"times\":[")
            for (j, t) in times.enumerated() {
                if j > 0 { w.comma() }
                w.number(t)
            }
            w.raw("],\"views\":{")
            for (k, i) in indices.enumerated() {
                if k > 0 { w.comma() }
                w.string(views[i].name)
                w.raw(":{\"toRoot\":[")
                for (j, m) in toRoot[k].enumerated() {
                    if j > 0 { w.comma() }
                    w.transform(m)
                }
                w.byte(UInt8(ascii: "]"))
                if animated[i] {
                    let shown = presented[k]
                    w.raw(",\"transform\":["); list(shown, &w) { $1.transform($0.transform) }
                    w.raw("],\"frame\":["); list(shown, &w) { $1.rect($0.frame) }
                    w.raw("],\"center\":["); list(shown, &w) { $1.point($0.center) }
                    w.raw("],\"bounds\":["); list(shown, &w) { $1.rect($0.bounds) }
                    w.raw("],\"anchorPoint\":["); list(shown, &w) { $1.point($0.anchorPoint) }
                    w.raw("],\"alpha\":["); list(shown, &w) { $1.number($0.alpha) }
                    w.byte(UInt8(ascii: "]"))
                }
                w.byte(UInt8(ascii: "}"))
            }
            w.raw("}}")
            return w.bytes
        }
    }

    private func list(_ views: [View], _ w: inout JSONWriter, _ write: (View, inout JSONWriter) -> Void) {
        for (j, v) in views.enumerated() {
            if j > 0 { w.comma() }
            write(v, &w)
        }
    }
}
