import GeoCore
import GeoViews
import GeoAnimation
import Synchronization

/// One view of a scene, as the live view's data contract describes it (docs/live-view.md).
public struct SceneView: Sendable, Equatable {
    /// Unique within the scene: the view's name, or a generated `view#N` (see `SceneNames`).
    public var name: String
    public var frame: Rect
    public var bounds: Rect
    public var center: Point
    public var anchorPoint: Point
    public var transform: Transform
    /// The matrix from this view's bounds coordinates to its root's bounds coordinates.
    public var toRoot: Transform
    public var hidden: Bool
    public var alpha: Double
    public var interactive: Bool
    /// The view's `clipsToBounds`: its subviews are drawn (and hit) only inside its bounds.
    public var clipsToBounds: Bool
    /// 0 for a root.
    public var depth: Int
    /// Index of the superview in `SceneSnapshot.views`, or -1 for a root.
    public var parent: Int
    /// One past the index of the last view of this view's subtree (views are in pre-order).
    public var end: Int
}

/// One recorded animation, for the timeline.
public struct SceneAnimation: Sendable, Equatable {
    public var start: Double
    public var delay: Double
    public var duration: Double
    public var curve: String
    /// The animated properties, as `(view name, key)`: `("card", "transform")`.
    public var tracks: [(view: String, key: String)]

    public var begin: Double { start + delay }
    public var end: Double { start + delay + duration }

    public static func == (l: SceneAnimation, r: SceneAnimation) -> Bool {
        l.start == r.start && l.delay == r.delay && l.duration == r.duration && l.curve == r.curve
            && l.tracks.map(\.view) == r.tracks.map(\.view) && l.tracks.map(\.key) == r.tracks.map(\.key)
    }
}

/// An immutable picture of a session's view trees at one moment: every view's geometry in the
/// live view's contract, the recorded animations, and a private copy of the trees (with the
/// animations retargeted at it) that hit-tests and presentation samples run on — never the
/// live views, which go on changing on the interpreter's thread.
///
/// Built on the interpreter's thread; afterwards any thread may read it (the copy is behind a
/// lock, because even reading a `View` fills its caches).
public struct SceneSnapshot: Sendable {
    /// Increases with every published change.
    public private(set) var version: Int
    /// Every view, in pre-order: a root, then its subtree (subviews back to front), then the
    /// next root.
    public let views: [SceneView]
    /// Indices of the roots in `views`.
    public let roots: [Int]
    /// The recorded animations that move views of the scene, oldest first.
    public let animations: [SceneAnimation]
    /// The session's clock (`now`).
    public let now: Double
    /// A message to show instead of (or above) the scene: the last run's diagnostic.
    public let error: String?
    /// What geo is still running while the scene waits for it (a script that has not ended), or
    /// nil: the trees are the last ones published before it started.
    public private(set) var running: String?

    let model: SceneModel

    /// Copies the trees rooted at `roots` (duplicates and non-roots are reduced to their roots)
    /// and the animations of `animator` that concern them.
    public init(version: Int, roots given: [View], animator: Animator? = nil, names: SceneNames,
                error: String? = nil) {
        self.version = version
        self.error = error
        self.now = animator?.now ?? 0
        var seen = Set<ObjectIdentifier>()
        var rootViews: [View] = []
        for v in given {
            let r = v.window
            if seen.insert(ObjectIdentifier(r)).inserted { rootViews.append(r) }
        }
        var views: [SceneView] = []
        var copies: [View] = []
        var copyOf: [ObjectIdentifier: View] = [:]
        var indexOfCopy: [ObjectIdentifier: Int] = [:]
        var nameOf: [ObjectIdentifier: String] = [:]
        var unique = UniqueNames(capacity: 64)
        var rootIndices: [Int] = []
        let wantsMap = animator?.hasAnimations ?? false
        for root in rootViews {
            // (original, copy, depth, parent index, parent's toRoot)
            var stack: [(View, View, Int, Int, Transform)] = []
            let rootCopy = root.copyTree { original, copy in
                if wantsMap { copyOf[ObjectIdentifier(original)] = copy }
            }
            rootIndices.append(views.count)
            stack.append((root, rootCopy, 0, -1, .identity))
            while let (v, c, depth, parent, parentToRoot) = stack.popLast() {
                let index = views.count
                let toRoot = parent < 0 ? Transform.identity : v.transformToSuperview.concatenating(parentToRoot)
                let name = unique.claim(v.name ?? names.generatedName(for: v))
                views.append(SceneView(name: name, frame: v.frame, bounds: v.bounds, center: v.center,
                                       anchorPoint: v.anchorPoint, transform: v.transform, toRoot: toRoot,
                                       hidden: v.isHidden, alpha: v.alpha, interactive: v.isUserInteractionEnabled,
                                       clipsToBounds: v.clipsToBounds, depth: depth, parent: parent, end: index + 1))
                copies.append(c)
                indexOfCopy[ObjectIdentifier(c)] = index
                if wantsMap { nameOf[ObjectIdentifier(v)] = name }
                // Pushed front to back so they pop back to front (pre-order, subviews in order).
                let subs = v.subviews, copySubs = c.subviews
                var i = subs.count
                while i > 0 {
                    i -= 1
                    stack.append((subs[i], copySubs[i], depth + 1, index, toRoot))
                }
            }
        }
        // A subtree ends where its last descendant's does.
        for i in views.indices.reversed() where views[i].parent >= 0 {
            let p = views[i].parent
            if views[i].end > views[p].end { views[p].end = views[i].end }
        }
        self.views = views
        self.roots = rootIndices
        var animations: [SceneAnimation] = []
        var animatorCopy: Animator?
        if let animator, wantsMap {
            animatorCopy = animator.copy { copyOf[ObjectIdentifier($0)] }
            for a in animator.animations {
                let tracks = a.tracks.compactMap { t -> (view: String, key: String)? in
                    guard let n = nameOf[ObjectIdentifier(t.view)] else { return nil }
                    return (n, t.key.rawValue)
                }
                if tracks.isEmpty { continue }
                animations.append(SceneAnimation(start: a.startTime, delay: a.delay, duration: a.duration,
                                                 curve: SceneSnapshot.curveText(a.curve), tracks: tracks))
            }
        }
        self.animations = animations
        model = SceneModel(SceneModel.State(copies: copies, indexOfCopy: indexOfCopy, animator: animatorCopy))
    }

    /// The same scene as version `version`, saying that geo is running `running` (nil: nothing).
    public func marked(version: Int, running: String?) -> SceneSnapshot {
        var copy = self
        copy.version = version
        copy.running = running
        return copy
    }

    /// The index in `views` of the view called `name`.
    public func index(of name: String) -> Int? {
        views.firstIndex { $0.name == name }
    }
}

/// The snapshot's own copy of the trees, behind a lock.
final class SceneModel: Sendable {
    /// Reached only under the lock; the copies share nothing with the live trees (the
    /// compiler cannot see that the copying leaves no path between them, hence unchecked).
    struct State: @unchecked Sendable {
        /// Copies of `views`, index for index.
        var copies: [View]
        var indexOfCopy: [ObjectIdentifier: Int]
        var animator: Animator?
    }

    let state: Mutex<State>

    init(_ state: State) { self.state = Mutex(state) }
}

extension SceneSnapshot {
    /// A curve as geo shows it, without the quotes of a named one: `easeInOut`, `cubicBezier(…)`.
    static func curveText(_ curve: TimingCurve) -> String {
        let text = curve.formatted(.exact)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text
    }
}
