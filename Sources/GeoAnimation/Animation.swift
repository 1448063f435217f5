import GeoCore

/// One animated property of one view: where it started and where it goes.
public struct AnimationTrack {
    /// The animated view.
    public let view: View
    /// The property (or transform component).
    public let key: AnimationKey
    /// The presented value when the animation was made; for an additive key
    /// (`AnimationKey.isAdditive`), the model value then.
    public let from: AnimatableValue
    /// The model value the block left (or, for a transform component, the value assigned).
    /// For an additive key (`AnimationKey.isAdditive`) changed by a block nested in this one
    /// too: the value before that block's change, as UIKit animates each write by the block it
    /// is made in; the model value this block left is then `modelAfter`.
    public let to: AnimatableValue
    /// The model value the block left, when it is not `to` (see `to`); else nil.
    public let modelAfter: AnimatableValue?
    /// For a whole-transform track, the decomposition made once.
    let transformPath: TransformInterpolation?

    init(view: View, key: AnimationKey, from: AnimatableValue, to: AnimatableValue, modelAfter: AnimatableValue? = nil) {
        self.view = view
        self.key = key
        self.from = from
        self.to = to
        self.modelAfter = modelAfter
        if case .transform(let a) = from, case .transform(let b) = to {
            transformPath = TransformInterpolation(from: a, to: b)
        } else {
            transformPath = nil
        }
    }

    /// The value at eased progress `p` (0 → `from`, 1 → `to`; other values extrapolate).
    public func value(atProgress p: Double) -> AnimatableValue {
        AnimationTrack.value(from, to, atProgress: p) { transformPath }
    }

    /// The value between `from` and `to` at eased progress `p`; `path` gives a whole-transform
    /// track's decomposition. (A track read in place gives its fields: a copy of the whole
    /// track retains its view and copies both values and the decomposition.)
    @inline(__always) static func value(_ from: AnimatableValue, _ to: AnimatableValue, atProgress p: Double,
                                        _ path: () -> TransformInterpolation?) -> AnimatableValue {
        switch (from, to) {
        case let (.number(a), .number(b)): return .number(lerp(a, b, p))
        case let (.point(a), .point(b)): return .point(lerp(a, b, p))
        case let (.size(a), .size(b)): return .size(lerp(a, b, p))
        case let (.rect(a), .rect(b)): return .rect(lerp(a, b, p))
        case let (.transform(a), .transform(b)):
            return .transform(path()?.transform(at: p) ?? interpolate(a, b, p))
        default:
            // Kinds never differ for one key; jump at half-way as a singular end would.
            return p < 0.5 ? from : to
        }
    }

    /// `card.center`, `card.transform.rotation` (an unnamed view shows as `view`).
    public var label: String { "\(view.name ?? "view").\(key)" }
}

/// A recorded `animate` call (docs/language.md): its timing and the tracks of every property it
/// changed. It starts `delay` seconds after `startTime` (the clock's `now` when it was made)
/// and lasts `duration` seconds.
///
/// The animation keeps its tracks as recorded; what is on screen when a newer animation
/// replaces one of its properties is the `Animator`'s business.
public final class Animation: CustomStringConvertible {
    /// Seconds from the start (after the delay) to the end.
    public let duration: Double
    /// Seconds between `startTime` and the start of the motion.
    public let delay: Double
    /// How progress follows time.
    public let curve: TimingCurve
    /// The clock time when `animate` was called.
    public let startTime: Double
    /// The animated properties, in the order they were first touched. (A constant: a
    /// presentation reads a track where the animation keeps it with no retain of the list,
    /// which a variable's read takes, since anything might replace the list meanwhile.)
    public let tracks: [AnimationTrack]

    init(duration: Double, delay: Double, curve: TimingCurve, startTime: Double, tracks: [AnimationTrack] = []) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.startTime = startTime
        self.tracks = tracks
    }

    /// When the motion starts: `startTime + delay`.
    public var beginTime: Double { startTime + delay }
    /// When the motion ends and the model is presented: `beginTime + duration`.
    public var endTime: Double { beginTime + duration }

    /// The eased progress at absolute clock time `t`: 0 up to `beginTime`, 1 from `endTime`
    /// on, the curve in between (a spring may overshoot).
    @inline(__always) public func progress(at t: Double) -> Double {
        if t == progressTime { return progressAtTime }
        return progressComputed(at: t)
    }

    /// `progress(at:)` at a time other than the last asked for (inlined, the cached answer
    /// is read with no call: a call needs the animation retained around it).
    @inline(never) func progressComputed(at t: Double) -> Double {
        let p = curve.progress(at: t - beginTime, duration: duration)
        progressTime = t
        progressAtTime = p
        return p
    }

    /// The time `progress(at:)` was last asked for, and its answer: the tracks of one
    /// animation (a frame animates bounds and center) are presented at one time in turn, and
    /// a curve (a Bézier solved by Newton's method, a spring) is not computed again for each.
    /// (Unchecked for exclusivity: no access of them overlaps another.)
    @exclusivity(unchecked) private var progressTime = Double.nan
    @exclusivity(unchecked) private var progressAtTime = 0.0

    /// Whether the motion has started but not ended at time `t`.
    public func isRunning(at t: Double) -> Bool { t >= beginTime && t < endTime }

    /// The value of `track` at absolute time `t`, by this animation alone.
    public func value(of track: AnimationTrack, at t: Double) -> AnimatableValue {
        track.value(atProgress: progress(at: t))
    }

    // MARK: The table

    /// A table of the animated properties at n + 1 evenly spaced times from `beginTime` to
    /// `endTime` (n ≥ 1): columns `time`, `progress` and one per track.
    public func table(_ n: Int, format: NumberFormat = .standard) -> String {
        let steps = max(n, 1)
        var rows: [[String]] = [["time", "progress"] + tracks.map(\.label)]
        for i in 0...steps {
            let t = i == steps ? endTime : beginTime + duration * Double(i) / Double(steps)
            let p = progress(at: t)
            rows.append([format.string(t), format.string(p)] + tracks.map { $0.value(atProgress: p).formatted(format) })
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var lines = [header(format)]
        if tracks.isEmpty { lines.append("(no property changed)") }
        for row in rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                if i > 0 { line += "  " }
                line += i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `Animation(duration: 0.5, delay: 0, curve: "easeInOut", start: 0)`.
    public func header(_ format: NumberFormat = .standard) -> String {
        "Animation(duration: \(format.string(duration)), delay: \(format.string(delay)), "
            + "curve: \(curve.formatted(format)), start: \(format.string(startTime)))"
    }

    /// The table at 5 evenly spaced times (what `print(a)` shows).
    public var description: String { table(4) }
}
