import GeoCore

/// A view property that `animate` records (docs/language.md): one of the stored geometry
/// properties, `alpha`, or one component of the transform (Core Animation's
/// `transform.rotation.z`-style key paths), which animates as a number, size or point.
///
/// `frame` is not a key of its own: it is derived, so touching it records `bounds` and
/// `center` (see `AnimationKey.keys(forProperty:)`).
public enum AnimationKey: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case center
    case bounds
    case transform
    case anchorPoint
    case alpha
    case rotation = "transform.rotation"
    case scale = "transform.scale"
    case shear = "transform.shear"
    case translation = "transform.translation"

    /// The property path as scripts write it: `center`, `transform.rotation`.
    public var description: String { rawValue }

    // Equal and hashed by case, not by the raw value's text (which RawRepresentable's own
    // `==` and `hash(into:)` compare and hash: a String hash on every dictionary lookup of
    // the animator).
    public static func == (a: AnimationKey, b: AnimationKey) -> Bool { a.ordinal == b.ordinal }
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
    var ordinal: Int {
        switch self {
        case .center: 0
        case .bounds: 1
        case .transform: 2
        case .anchorPoint: 3
        case .alpha: 4
        case .rotation: 5
        case .scale: 6
        case .shear: 7
        case .translation: 8
        }
    }

    /// Whether an animation of this key adds to the ones in flight instead of replacing them,
    /// as UIKit's do since iOS 8 for a layer's position (a view's center) and bounds: UIKit adds
    /// a CABasicAnimation with `additive = 1`, from the old model value minus the new one to
    /// 0 (for bounds, two: `bounds.origin` and `bounds.size`), whether or not the options say
    /// `.beginFromCurrentState`. What is on screen is the model plus each in-flight
    /// animation's offset. (Transform, anchorPoint and alpha keep starting from what is shown.)
    public var isAdditive: Bool { self == .center || self == .bounds }

    /// Whether this is one component of the transform.
    public var isTransformComponent: Bool {
        switch self {
        case .rotation, .scale, .shear, .translation: return true
        default: return false
        }
    }

    /// Properties that can be written but do not animate: they change at once, also inside
    /// an `animate` block (as in UIKit).
    public static var immediateProperties: Set<String> { Set(immediateNames) }
    /// (Lists, not sets, behind them: the views library asks about every property at each
    /// start, and a `Set<String>` costs its type's metadata and a seeded hash there.)
    private static let immediateNames = ["name", "isHidden", "isUserInteractionEnabled", "clipsToBounds"]

    /// Properties that can never be written, so never animated.
    public static var readOnlyProperties: Set<String> { Set(readOnlyNames) }
    private static let readOnlyNames = ["superview", "subviews", "window"]

    /// The keys recorded when the property at `path` is about to change: `frame` records
    /// `bounds` and `center`; `transform.rotation` its component; `frame.origin.x` and other
    /// deeper paths the property they start with. Empty for properties that change at once.
    /// Throws for read-only and unknown properties.
    public static func keys(forProperty path: String) throws(AnimationError) -> [AnimationKey] {
        if let key = AnimationKey(rawValue: path) { return [key] }
        let parts = path.split(separator: ".", maxSplits: 2).map(String.init)
        guard let head = parts.first else { throw AnimationError("cannot animate an unnamed property") }
        if parts.count >= 2, head == "transform", let key = AnimationKey(rawValue: "transform." + parts[1]) {
            return [key]
        }
        switch head {
        case "frame": return [.bounds, .center]
        case "center", "bounds", "transform", "anchorPoint", "alpha":
            return [AnimationKey(rawValue: head) ?? .center]
        default:
            if immediateNames.contains(head) { return [] }
            if readOnlyNames.contains(head) {
                throw AnimationError("cannot animate '\(head)': it is a read-only property of a view")
            }
            throw AnimationError(
                "cannot animate '\(path)': animatable view properties are frame, bounds, center, transform "
                    + "(or transform.rotation, .scale, .shear, .translation), anchorPoint and alpha")
        }
    }
}

/// A value of an animated property.
public enum AnimatableValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case transform(Transform)

    public var description: String { formatted(.standard) }

    /// An additive key's values added (`a + b`), or subtracted (`a - b` when `negated`), as
    /// its presentation adds them (`AdditiveValue`); nil for other kinds.
    static func sum(_ a: AnimatableValue, _ b: AnimatableValue, negated: Bool = false) -> AnimatableValue? {
        switch (a, b) {
        case let (.point(p), .point(q)): return .point(negated ? p - q : p + q)
        case let (.rect(r), .rect(s)): return .rect(negated ? r - s : r + s)
        default: return nil
        }
    }

    /// The payload of each kind; nil for a value of another kind.
    var number: Double? { if case .number(let x) = self { x } else { nil } }
    var point: Point? { if case .point(let p) = self { p } else { nil } }
    var rect: Rect? { if case .rect(let r) = self { r } else { nil } }

    /// The value with numbers in `format`.
    public func formatted(_ format: NumberFormat) -> String {
        switch self {
        case .number(let x): return format.string(x)
        case .point(let p): return p.formatted(format)
        case .size(let s): return s.formatted(format)
        case .rect(let r): return r.formatted(format)
        case .transform(let t): return t.formatted(format)
        }
    }

    public static func == (l: AnimatableValue, r: AnimatableValue) -> Bool {
        switch (l, r) {
        case let (.number(a), .number(b)): return a == b
        case let (.point(a), .point(b)): return a == b
        case let (.size(a), .size(b)): return a == b
        case let (.rect(a), .rect(b)): return a.origin == b.origin && a.size == b.size
        case let (.transform(a), .transform(b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .number(let x): hasher.combine(0); hasher.combine(x)
        case .point(let p): hasher.combine(1); hasher.combine(p)
        case .size(let s): hasher.combine(2); hasher.combine(s)
        case .rect(let r): hasher.combine(3); hasher.combine(r.origin); hasher.combine(r.size)
        case .transform(let t): hasher.combine(4); hasher.combine(t)
        }
    }
}

// MARK: Reading and writing a view's properties by key

extension View {
    /// The model value of an animatable property.
    public func animatableValue(_ key: AnimationKey) -> AnimatableValue {
        switch key {
        case .center: return .point(center)
        case .bounds: return .rect(bounds)
        case .transform: return .transform(transform)
        case .anchorPoint: return .point(anchorPoint)
        case .alpha: return .number(alpha)
        case .rotation, .scale, .shear, .translation: return transform.components.value(key)
        }
    }
}

extension TransformComponents {
    /// One component as an animatable value (`.transform` gives the whole composed transform).
    func value(_ key: AnimationKey) -> AnimatableValue {
        switch key {
        case .rotation: return .number(rotation)
        case .scale: return .size(scale)
        case .shear: return .number(shear)
        case .translation: return .point(translation)
        default: return .transform(Transform(components: self))
        }
    }

    /// These components with one replaced by `value` (ignored when the kinds do not match).
    mutating func replace(_ key: AnimationKey, with value: AnimatableValue) {
        switch (key, value) {
        case (.rotation, .number(let x)): rotation = x
        case (.scale, .size(let s)): scale = s
        case (.shear, .number(let x)): shear = x
        case (.translation, .point(let p)): translation = p
        default: break
        }
    }
}
