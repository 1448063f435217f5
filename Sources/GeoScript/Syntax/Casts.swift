import GeoViews

/// Swift's type-casting operators, as geo reads them: `x as T`, `x as? T`, `x as! T`, `x is T`.
/// geo's values carry their kinds (a list holds any value, as Swift's `[Any]` does), so a cast
/// checks the kind the value has against the type named and never converts: `x as! String` is
/// `x` when it is a String and an error at the `as!` otherwise, `x as? String` is `x` or nil,
/// `x is String` a Bool, and `x as CGFloat` (Swift's coercion, checked when Swift compiles) is
/// `x` when it already is one and an error saying how to convert when it is not.
enum CastOp: String {
    case coerce = "as", optional = "as?", forced = "as!", test = "is"
}

/// The type a cast names, by what geo can tell of a value.
/// (Only the cases that hold a type are indirect: a type of the `simpleTypes` table lives
/// inline in it, not in a box its payload's spare bits tag — a pointer LeakSanitizer cannot
/// follow, so it reported the table's boxes as leaked.)
enum CastType: CustomStringConvertible, Sendable {
    /// `Any`, `AnyObject`: every value.
    case any
    /// A kind of value: `Double` / `CGFloat` (a Number), `String`, `Bool`, `CGPoint`, ….
    case kind(ValueKind, name: String)
    /// `Int` and Swift's other integer types: a Number that is whole.
    case whole(name: String)
    /// `Character`: a String of one character.
    case character
    /// `UIView` (nil: any view) or a view class (`UILabel`, a class of a pasted dump): a View
    /// whose className is that class or one of its subclasses.
    case view(className: String?)
    /// `[T]`: a List whose every element is a T.
    indirect case list(CastType)
    /// `[K: V]`: a Dictionary whose every key is a K and every value a V.
    indirect case dictionary(CastType, CastType)
    /// `Set<T>`: a Set whose every element is a T.
    indirect case set(CastType)
    /// `(A) -> B`: a Function.
    case function(text: String)
    /// `T?`: a T, or nil.
    indirect case optional(CastType)
    /// `(start: Int, end: Int)`: a labelled tuple with these labels, in this order.
    case record([String])
    /// `(String, Int)`: an unlabelled tuple whose parts are not all numbers (those are Points
    /// and Rects) — a List of as many elements, each of its part's type.
    indirect case tuple([CastType])

    var description: String {
        switch self {
        case .any: "Any"
        case .kind(_, let name), .whole(let name): name
        case .character: "Character"
        case .view(let className): className ?? "UIView"
        case .list(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .set(let element): "Set<\(element)>"
        case .function(let text): text
        case .optional(let wrapped): "\(wrapped)?"
        case .record(let labels): "(" + labels.map { "\($0): _" }.joined(separator: ", ") + ")"
        case .tuple(let parts): "(" + parts.map(\.description).joined(separator: ", ") + ")"
        }
    }

    /// Whether `value` is one of this type.
    func matches(_ value: Value) -> Bool {
        switch (self, value) {
        case (.any, _): return true
        case (.optional, .nil): return true
        case (.optional(let wrapped), _): return wrapped.matches(value)
        case (.kind(let kind, _), _): return value.kind == kind
        case (.whole, .number(let x)): return x == x.rounded(.towardZero) && x.isFinite
        case (.character, .string(let s)): return s.count == 1
        case (.view(nil), .view): return true
        case (.view(let wanted?), .view(let v)):
            return CastType.isKind(v, of: wanted)
        case (.list(let element), .list(let items)): return items.allSatisfy(element.matches)
        case (.dictionary(let key, let value), .dictionary(let d)):
            return d.entries.allSatisfy { key.matches($0.key) && value.matches($0.value) }
        case (.set(let element), .set(let s)): return s.keys.allSatisfy(element.matches)
        case (.function, .function): return true
        case (.record(let labels), .dictionary(let d)): return d.isRecord && Records.labels(d) == labels
        case (.tuple(let parts), .list(let items)): return items.count == parts.count && zip(parts, items).allSatisfy { $0.matches($1) }
        default: return false
        }
    }

    /// Whether `view` is of view class `wanted`: by its class, or by the base class its dump
    /// printed (`baseClass = UIScrollView` for an app's or WebKit's subclass), or — a view whose
    /// dump printed its `contentOffset:`, as only a UIScrollView's does — as a UIScrollView
    /// (UIKit's private subclasses, `_UIQueuingScrollView`, `UIFieldEditor`, print no base class).
    static func isKind(_ view: View, of wanted: String) -> Bool {
        if let actual = view.className, isKind(actual, of: wanted) { return true }
        if let base = view.baseClassName, isKind(base, of: wanted) { return true }
        return view.printedContentOffset && isKind("UIScrollView", of: wanted)
    }

    /// Whether view class `actual` is `wanted` or a subclass of it: UIKit's classes that geo
    /// makes (`UILabel(frame:)`), their superclasses as UIKit declares them, and a dump's own
    /// classes by name (`MyApp.CardView` is a `CardView`).
    static func isKind(_ actual: String, of wanted: String) -> Bool {
        if View.isClass(actual, named: wanted) { return true }
        var c = actual
        while let parent = superclass[c] {
            if parent == wanted { return true }
            c = parent
        }
        return false
    }

    /// UIKit's view classes and their superclasses (UIKit's documentation of each class), up to
    /// UIView, which every view is.
    static let superclass: [String: String] = [
        "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIScrollView": "UIView",
        "UIStackView": "UIView", "UIVisualEffectView": "UIView", "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView", "UIWindow": "UIView", "UINavigationBar": "UIView",
        "UITabBar": "UIView", "UIToolbar": "UIView", "UITableViewCell": "UIView",
        "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
        "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
        "UIDatePicker": "UIControl", "UIPageControl": "UIControl",
        "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
    ]

    /// Whether this is one of Swift's Number types (`CGFloat`, `Int`, `Double` …).
    var isNumber: Bool {
        switch self {
        case .whole, .kind(.number, _): true
        default: false
        }
    }

    /// The type a simple name (no brackets) names, or nil when geo has no such type.
    static func named(_ name: String) -> CastType? {
        simpleTypes[name] ?? (superclass[name] != nil ? .view(className: name) : nil)
    }

    /// The simple names of geo's kinds, as Swift spells them (and as geo does).
    static let simpleTypes: [String: CastType] = {
        var table: [String: CastType] = ["Any": .any, "AnyObject": .any, "Character": .character,
                                         "UIView": .view(className: nil), "NSView": .view(className: nil),
                                         "View": .view(className: nil)]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
            table[name] = .whole(name: name)
        }
        let kinds: [(ValueKind, [String])] = [
            (.number, ["Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval", "NSNumber", "Number"]),
            (.bool, ["Bool"]), (.string, ["String", "Substring", "NSString"]),
            (.point, ["CGPoint", "Point"]), (.size, ["CGSize", "Size"]), (.rect, ["CGRect", "Rect"]),
            (.transform, ["CGAffineTransform", "Transform"]),
        ]
        for (kind, names) in kinds {
            for name in names { table[name] = .kind(kind, name: name) }
        }
        return table
    }()

    /// The shape a coercion gives a literal: a labelled tuple's, a list's of them.
    var shape: Parser.CollectionShape? {
        switch self {
        case .record(let labels): .record(labels, parts: [])
        case .list(let element): element.shape.map { .list($0) }
        default: nil
        }
    }

    /// Every simple name `named` knows (for "did you mean").
    static var knownNames: [String] { Array(simpleTypes.keys) + superclass.keys }
}

extension Parser {
    /// Swift's casting precedence, between `??` and ranges: `x as? Int ?? 0` is
    /// `(x as? Int) ?? 0`; `a ..< b as! [Int]` casts the range.
    mutating func parseCast() throws -> Expr {
        var expr = try parseRange()
        var links = 0
        while case .identifier(let word) = kind, word == "as" || word == "is" {
            try link(&links)
            let start = advance().span
            var op: CastOp = word == "is" ? .test : .coerce
            if op == .coerce, !current.spaceBefore {
                if check(.question) { op = .optional; _ = advance() }
                else if check(.bang) { op = .forced; _ = advance() }
            }
            let type = try parseCastType(after: op)
            let at = start.through(token(pos - 1).span)
            if op == .coerce, case .record(let labels) = type {
                // `(3, 10) as (start: Int, end: Int)`: Swift's coercion gives the tuple the
                // type's labels.
                expr = Parser.labelled(expr, labels)
            } else if op == .coerce, let shape = type.shape {
                // `[(1, 2)] as [Interval]`: a list literal's tuples given them (`conformed`).
                expr = Parser.conformedLiteral(expr, to: shape)
            }
            expr = Expr(kind: .cast(expr, op, type, at), span: expr.span.through(at))
        }
        return expr
    }

    /// The type after a cast operator: a name (`String`, `UILabel`, a dump's class), `[T]`,
    /// `Array<T>`, `Optional<T>`, a function type `(A) -> B`, a tuple `(A, B)` (a Point) or
    /// `(A, B, C, D)` (a Rect), each optionally followed by `?` or `!`.
    mutating func parseCastType(after op: CastOp) throws -> CastType {
        // `[[[…Int]]]`, `(((Int)))`: nested no deeper than any code.
        try enter()
        defer { leave() }
        let from = current.span.start
        var type: CastType
        switch kind {
        case .symbol(.lbracket):
            _ = advance()
            let element = try parseCastType(after: op)
            if match(.colon) {
                let value = try parseCastType(after: op)
                guard match(.rbracket) else { throw fail("expected ']' to end the dictionary type, found \(found)") }
                type = .dictionary(element, value)
            } else {
                guard match(.rbracket) else { throw fail("expected ']' to end the list type, found \(found)") }
                type = .list(element)
            }
        case .symbol(.lparen):
            let open = current.span.start
            _ = advance()
            var parts: [CastType] = []
            var labels: [String?] = []
            while !check(.rparen) {
                // A part's label, `(start: Int, end: Int)`.
                if case .identifier(let label) = kind, peekKind(1) == .symbol(.colon) {
                    _ = advance()
                    _ = advance()
                    labels.append(label)
                } else {
                    labels.append(nil)
                }
                parts.append(try parseCastType(after: op))
                if !match(.comma) { break }
            }
            guard match(.rparen) else { throw fail("expected ')' to end the type, found \(found)") }
            let names = labels.compactMap { $0 }
            let geometry: [[String]] = [["x", "y"], ["width", "height"], ["x", "y", "width", "height"]]
            if !names.isEmpty, !geometry.contains(names), !check(.arrow) {
                guard names.count == parts.count, parts.count > 1, Set(names).count == names.count else {
                    throw fail("a labelled tuple type labels every part, each with a label of its own: (start: Int, end: Int)")
                }
                type = .record(names)
            } else if match(.arrow) {
                _ = try parseCastType(after: op)
                let last = token(pos - 1).span
                let text = String(decoding: last.file.bytes[open..<last.start + last.length], as: UTF8.self)
                type = .function(text: text)
            } else if parts.count == 1 {
                type = parts[0]   // `(Int)` is `Int`
            } else if !parts.allSatisfy(\.isNumber) {
                type = .tuple(parts)
            } else if parts.count == 2 {
                type = .kind(.point, name: "CGPoint")   // (geo's pair of Numbers)
            } else if parts.count == 4 {
                type = .kind(.rect, name: "CGRect")
            } else {
                type = .tuple(parts)
            }
        case .identifier(let first) where first.first?.isUppercase == true:
            _ = advance()
            // A qualified name, `MyApp.PhotoCell` (a dump's Swift class) or `UIKit.UILabel`.
            var name = first
            var module: String?
            while check(.dot), !current.spaceBefore, case .identifier(let member) = peekKind(1), !token(pos + 1).spaceBefore {
                _ = advance()
                _ = advance()
                module = module == nil ? name : module
                name += "." + member
            }
            if let prefix = module, let last = name.split(separator: ".").last,
               ["UIKit", "Swift", "Foundation", "CoreGraphics"].contains(prefix), CastType.named(String(last)) != nil {
                name = String(last)
                module = nil
            }
            var arguments: [CastType] = []
            if check(.less), !current.spaceBefore {
                _ = advance()
                repeat { arguments.append(try parseCastType(after: op)) } while match(.comma)
                guard match(.greater) else { throw fail("expected '>' to end the type's arguments, found \(found)") }
            }
            switch (name, arguments.count) {
            case ("Array", 1), ("ArraySlice", 1): type = .list(arguments[0])
            case ("Optional", 1): type = .optional(arguments[0])
            case ("Dictionary", 2): type = .dictionary(arguments[0], arguments[1])
            case ("Set", 1): type = .set(arguments[0])
            case ("Set", 0): type = .set(.any)
            case (_, 0):
                if let known = CastType.named(name) {
                    type = known
                } else if module != nil {
                    type = .view(className: name)   // a dump's class, by its module and name
                } else if let near = Suggest.nearest(name, in: CastType.knownNames) {
                    error("geo has no type '\(name)'; did you mean '\(near)'?", at: token(pos - 1).span)
                    throw Bail()
                } else {
                    // A class of a pasted hierarchy (`CardView`): a view whose className says so.
                    type = .view(className: name)
                }
            default:
                error("geo has no generic type '\(name)<…>'", at: token(pos - 1).span,
                      notes: ["the types a cast can name: Int, Double, CGFloat, String, Bool, CGPoint, CGSize, CGRect, CGAffineTransform, UIView and its subclasses, [T], T?, Any"])
                throw Bail()
            }
        default:
            throw fail("expected a type after '\(op.rawValue)', found \(found)",
                       notes: ["a type is a name such as Int, String, CGPoint, UILabel or [CGRect]"])
        }
        // `T?` (the lexer reads a '?' after a name as a mark of Swift's types) and `T!`.
        if check(.bang), !current.spaceBefore { _ = advance(); type = .optional(type) }
        let last = token(pos - 1).span
        if lexer?.dropTypeMarks(from: from, to: last.start + last.length + 1) == true { type = .optional(type) }
        return type
    }
}
