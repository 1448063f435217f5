/// The geometry built-ins (docs/language.md, "Geometry"): the constructors of Point, Size, Rect and
/// Transform, the transform makers, `identity`, `near`, and the members of the four kinds.
///
/// The bindings are thin: every geometric fact lives in GeoCore; these declarations only name
/// it, check it and convert it to and from `Value`.
enum GeometryLibrary {
    static var builtins: [Builtin] {
        constructors + makers + nearFunctions + pointMembers + sizeMembers + rectMembers + transformMembers
    }

    // MARK: Constructors

    static func makePoint(_ x: Double, _ y: Double) -> Value { .point(Point(x: x, y: y)) }
    static func makeSize(_ width: Double, _ height: Double) -> Value { .size(Size(width: width, height: height)) }

    static var constructors: [Builtin] {
        [
            .pairFunction("Point", [.arg("x", .number), .arg("y", .number)],
                          doc: "A point (x, y); the literal (x, y) is the same.", makePoint),
            .pairFunction("Point", [.label("x", .number), .label("y", .number)],
                          doc: "A point, with CGPoint's labels.", makePoint),
            .pairFunction("Size", [.arg("width", .number), .arg("height", .number)],
                          doc: "A size (width, height); a 2-tuple converts where a Size is expected.", makeSize),
            .pairFunction("Size", [.label("width", .number), .label("height", .number)],
                          doc: "A size, with CGSize's labels.", makeSize),
            .rectFunction("Rect", [.arg("x", .number), .arg("y", .number), .arg("width", .number), .arg("height", .number)],
                          doc: "A rectangle (x, y, width, height); the literal (x, y, w, h) is the same.",
                          { x, y, w, h in Rect(x: x, y: y, width: w, height: h) }),
            .rectFunction("Rect", [.label("x", .number), .label("y", .number),
                                   .label("width", .number), .label("height", .number)],
                          doc: "A rectangle, with CGRect's labels.",
                          { x, y, w, h in Rect(x: x, y: y, width: w, height: h) }),
            .partsFunction("Rect", [.label("origin", .point), .label("size", .size)],
                           doc: "A rectangle from its origin and size.", { o, s in Rect(origin: o, size: s) }),
            .matrixFunction("Transform", [.arg("a", .number), .arg("b", .number), .arg("c", .number),
                                          .arg("d", .number), .arg("tx", .number), .arg("ty", .number)],
                            doc: "The affine transform x' = a*x + c*y + tx, y' = b*x + d*y + ty (CGAffineTransform).",
                            { a, b, c, d, tx, ty in Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }),
            .matrixFunction("Transform", [.label("a", .number), .label("b", .number), .label("c", .number),
                                          .label("d", .number), .label("tx", .number), .label("ty", .number)],
                            doc: "An affine transform, with CGAffineTransform's labels.",
                            { a, b, c, d, tx, ty in Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }),
            .function("Transform", [.label("scale", .size).defaulting(.size(Size(width: 1, height: 1))),
                                    .label("shear", .number).defaulting(.number(0)),
                                    .label("rotation", .number).defaulting(.number(0)),
                                    .label("translation", .point).defaulting(.point(.zero))],
                      doc: "The transform scale · shear · rotation · translation (CGAffineTransformComponents).",
                      .f4 { s, k, r, t, _ in
                          .transform(Transform(scale: try s.size(), shear: try k.number(),
                                               rotation: try r.number(), translation: try t.point()))
                      }),
        ]
    }

    // MARK: Transform makers

    static var makers: [Builtin] {
        [
            .constant("identity", .transform(.identity), doc: "The identity transform (CGAffineTransformIdentity)."),
            .transformFunction("translation", [.arg("tx", .number), .arg("ty", .number)],
                               doc: "A translation by (tx, ty) (CGAffineTransformMakeTranslation).",
                               { x, y, _ in Transform(translationX: x, y: y) }),
            .transformFunction("scale", [.arg("sx", .number), .arg("sy", .number)],
                               doc: "A scale by sx horizontally and sy vertically (CGAffineTransformMakeScale).",
                               { x, y, _ in Transform(scaleX: x, y: y) }),
            .transformFunction("scale", [.arg("s", .number)],
                               doc: "A uniform scale by s in both directions.",
                               { k, _, _ in Transform(scaleX: k, y: k) }),
            .transformFunction("rotation", [.arg("angle", .number)],
                               doc: "A rotation by angle radians, clockwise on screen (CGAffineTransformMakeRotation).",
                               { angle, _, ctx in
                                   AngleCheck.warnIfDegrees(angle, ctx) { "rotation(\($0))" }
                                   return Transform(rotationAngle: angle)
                               }),
            .transformFunction("shear", [.arg("sx", .number), .arg("sy", .number)],
                               doc: "A shear x' = x + sx*y, y' = sy*x + y, i.e. Transform(1, sy, sx, 1, 0, 0).",
                               { x, y, _ in Transform(shearX: x, y: y) }),
        ]
    }

    // MARK: near

    static var nearFunctions: [Builtin] {
        [
            .function("near", [.arg("a", .any), .arg("b", .any)],
                      doc: "Whether a and b are equal to within 1e-9, number by number (geometry element-wise).",
                      .f2 { a, b, _ in .bool(try near(a, b, tolerance: 1e-9)) }),
            .function("near", [.arg("a", .any), .arg("b", .any), .arg("tolerance", .number)],
                      doc: "Whether a and b are equal to within tolerance, number by number (geometry element-wise).",
                      .f3 { a, b, t, _ in
                          let tolerance = try t.number()
                          guard tolerance >= 0 else {
                              throw RuntimeError("near(_:_:_:) needs a tolerance of 0 or more, not "
                                  + NumberFormat.exact.string(tolerance))
                          }
                          return .bool(try near(a, b, tolerance: tolerance))
                      }),
        ]
    }

    /// Tolerant equality: numbers and the fields of geometry within `tolerance` (rects compared
    /// standardised, all null rects equal), lists element by element, a Point and a Size by
    /// their two numbers; every other kind (views, strings, nil, …) exactly as `==`. Comparing
    /// numbers or geometry of different kinds is an error, since it is always a mistake.
    static func near(_ a: Value, _ b: Value, tolerance: Double) throws -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)):
            return x == y || abs(x - y) <= tolerance
        case let (.point(p), .point(q)):
            return p.isApproximatelyEqual(to: q, tolerance: tolerance)
        case let (.size(s), .size(t)):
            return s.isApproximatelyEqual(to: t, tolerance: tolerance)
        case let (.point(p), .size(s)), let (.size(s), .point(p)):
            return Point(x: s.width, y: s.height).isApproximatelyEqual(to: p, tolerance: tolerance)
        case let (.rect(r), .rect(s)):
            return r.value.isApproximatelyEqual(to: s.value, tolerance: tolerance)
        case let (.transform(t), .transform(u)):
            return t.value.isApproximatelyEqual(to: u.value, tolerance: tolerance)
        case let (.list(xs), .list(ys)):
            guard xs.count == ys.count else { return false }
            for i in xs.indices where !(try near(xs[i], ys[i], tolerance: tolerance)) { return false }
            return true
        default:
            if isMeasure(a) || a.kind == .list, isMeasure(b) || b.kind == .list {
                throw RuntimeError("near cannot compare \(RuntimeError.describeBriefly(a)) with "
                    + "\(RuntimeError.describeBriefly(b)): they are different kinds of value")
            }
            return a.isIdentical(to: b)
        }
    }

    /// Numbers and geometry: the kinds `near` compares with a tolerance.
    private static func isMeasure(_ v: Value) -> Bool {
        switch v {
        case .number, .point, .size, .rect, .transform: return true
        default: return false
        }
    }

    // MARK: Point and Size

    static var pointMembers: [Builtin] {
        [
            .property("x", on: .point, type: .number, doc: "The x coordinate.",
                      get: { p, _ in .number(try p.point().x) },
                      set: { p, new, _ in var v = try p.point(); v.x = try new.number(); p = .point(v) }),
            .property("y", on: .point, type: .number, doc: "The y coordinate.",
                      get: { p, _ in .number(try p.point().y) },
                      set: { p, new, _ in var v = try p.point(); v.y = try new.number(); p = .point(v) }),
            .geometryMethod("applying", [.arg("transform", .transform)],
                            doc: "The point mapped by the transform (CGPointApplyAffineTransform); the same as p * t.",
                            PointApplying.self),
        ]
    }

    static var sizeMembers: [Builtin] {
        [
            .property("width", on: .size, type: .number, doc: "The width (may be negative).",
                      get: { s, _ in .number(try s.size().width) },
                      set: { s, new, _ in var v = try s.size(); v.width = try new.number(); s = .size(v) }),
            .property("height", on: .size, type: .number, doc: "The height (may be negative).",
                      get: { s, _ in .number(try s.size().height) },
                      set: { s, new, _ in var v = try s.size(); v.height = try new.number(); s = .size(v) }),
            .geometryMethod("applying", [.arg("transform", .transform)],
                            doc: "The size mapped by the transform's linear part, sign kept (CGSizeApplyAffineTransform).",
                            SizeApplying.self),
        ]
    }

    // MARK: Rect

    static var rectMembers: [Builtin] {
        var members: [Builtin] = [
            .property("origin", on: .rect, type: .point, doc: "The origin as stored (assignable).",
                      get: { r, _ in .point(try r.rect().origin) },
                      set: { r, new, _ in var v = try r.rect(); v.origin = try new.point(); r = .rect(v) }),
            .property("size", on: .rect, type: .size, doc: "The size as stored, possibly negative (assignable).",
                      get: { r, _ in .size(try r.rect().size) },
                      set: { r, new, _ in var v = try r.rect(); v.size = try new.size(); r = .rect(v) }),
            .property("standardized", on: .rect, type: .rect,
                      doc: "The same rectangle with a non-negative width and height (CGRectStandardize).",
                      get: { r, _ in .rect(try r.rect().standardized) }),
            .property("isEmpty", on: .rect, type: .bool,
                      doc: "Whether the width or height is zero, or the rectangle is null (CGRectIsEmpty).",
                      get: { r, _ in .bool(try r.rect().isEmpty) }),
            .property("isNull", on: .rect, type: .bool,
                      doc: "Whether this is the null rectangle, as disjoint intersections return (CGRectIsNull).",
                      get: { r, _ in .bool(try r.rect().isNull) }),
            .property("isInfinite", on: .rect, type: .bool,
                      doc: "Whether this is Core Graphics' infinite rectangle, CGRect.infinite (CGRectIsInfinite).",
                      get: { r, _ in .bool(try r.rect().isInfinite) }),
            .property("integral", on: .rect, type: .rect,
                      doc: "The smallest rectangle of whole numbers containing this one: origin rounded down, far edges up (CGRectIntegral).",
                      get: { r, _ in .rect(try r.rect().integral) }),
            .method("divided", on: .rect, [.label("atDistance", .number), .label("from", .string)],
                    doc: "[slice, remainder]: the rectangle cut by a line at the distance from the edge .minXEdge, .maxXEdge, .minYEdge or .maxYEdge (CGRectDivide); let (slice, rest) = r.divided(…) takes them apart.",
                    .f3 { r, distance, edgeName, _ in
                        let name = try edgeName.string("an edge")
                        guard let edge = Rect.Edge(rawValue: name) else {
                            throw RuntimeError("unknown edge \"\(name)\": use .minXEdge, .maxXEdge, .minYEdge or .maxYEdge")
                        }
                        let (slice, remainder) = try r.rect().divided(atDistance: try distance.number(), from: edge)
                        return .list([.rect(slice), .rect(remainder)])
                    }),
            .geometryTest("contains", [.arg("point", .point)],
                            doc: "Whether the point is inside: min edges in, max edges out (CGRectContainsPoint).",
                            RectContainsPoint.self),
            .geometryTest("contains", [.arg("rect", .rect)],
                            doc: "Whether the other rectangle lies wholly inside (CGRectContainsRect).",
                            RectContainsRect.self),
            .geometryTest("intersects", [.arg("rect", .rect)],
                            doc: "Whether the rectangles overlap or touch (CGRectIntersectsRect).",
                            RectIntersects.self),
            .rectMethod("intersection", .arg("rect", .rect),
                        doc: "The overlap; the null rectangle when disjoint (CGRectIntersection).",
                        RectIntersection.self),
            .rectMethod("union", .arg("rect", .rect),
                        doc: "The smallest rectangle containing both; a null one is ignored (CGRectUnion).",
                        RectUnion.self),
            .rectMethod("insetBy", [.label("dx", .number), .label("dy", .number)],
                        doc: "The rectangle shrunk by dx on the left and right, dy on the top and bottom (CGRectInset).",
                        { r, dx, dy, _ in r.insetBy(dx: try dx.number(), dy: try dy.number()) }),
            .rectMethod("offsetBy", [.label("dx", .number), .label("dy", .number)],
                        doc: "The rectangle moved by (dx, dy) (CGRectOffset).",
                        { r, dx, dy, _ in r.offsetBy(dx: try dx.number(), dy: try dy.number()) }),
            .rectMethod("applying", .arg("transform", .transform),
                        doc: "The bounding box of the four transformed corners (CGRectApplyAffineTransform); r * t.",
                        RectApplying.self),
        ]
        // Read-only numbers, as CGRect's (assign through origin and size instead).
        for number in RectNumber.allCases {
            members.append(.property(number.rawValue, on: .rect, type: .number, doc: number.doc,
                                     get: { r, _ in .number(number.of(try r.rect())) }))
        }
        return members
    }

    /// A geometry value's Number members (`p.x`, `s.width`, `r.midY`, `t.tx`) read with no
    /// Value built, for a parent computing on Numbers (`a.y > p.y`, `r.width * r.height`):
    /// exactly what each kind's getter gives; nil for a receiver of any other kind (whose
    /// member, or its error, the getter gives).
    enum NumberMember {
        case x, y, width, height
        case rect(RectNumber)
        case a, b, c, d, tx, ty
        /// Swift's tuple part `.0` … `.7` (`pt.1`, `heap[i].0`), whichever kind the receiver
        /// turns out to be: a Point's x, y, a Size's width, height, a Rect's x, y, width and
        /// height as stored; a list's element when it is a Number, read where the list lies
        /// (`MemberRead`: here it would cost every member's read a call's saved registers).
        case part(Position)

        /// A tuple part's position. (An enum of one byte, as `RectNumber` is: with an `Int`
        /// the member took nine bytes and its switch registers that every member's read in
        /// place then saved and restored.)
        enum Position: Int {
            case first, second, third, fourth, fifth, sixth, seventh, eighth
        }

        /// The member named `name` when some kind has it as a Number, else nil.
        init?(_ name: String) {
            if let k = Records.position(name), let position = Position(rawValue: k) {
                self = .part(position)
                return
            }
            switch name {
            case "x": self = .x
            case "y": self = .y
            case "width": self = .width
            case "height": self = .height
            case "a": self = .a
            case "b": self = .b
            case "c": self = .c
            case "d": self = .d
            case "tx": self = .tx
            case "ty": self = .ty
            default:
                guard let r = RectNumber(rawValue: name) else { return nil }
                self = .rect(r)
            }
        }

        @inline(__always) func of(_ v: borrowing Value) -> Double? {
            switch v {
            case .point(let p):
                switch self {
                case .x, .part(.first): return p.x
                case .y, .part(.second): return p.y
                default: return nil
                }
            case .size(let s):
                switch self {
                case .width, .part(.first): return s.width
                case .height, .part(.second): return s.height
                default: return nil
                }
            case .rect(let box):
                switch self {
                case .x, .part(.first): return RectNumber.x.of(box.value)
                case .y, .part(.second): return RectNumber.y.of(box.value)
                case .width: return RectNumber.width.of(box.value)
                case .height: return RectNumber.height.of(box.value)
                case .part(.third): return box.value.size.width
                case .part(.fourth): return box.value.size.height
                case .rect(let r): return r.of(box.value)
                default: return nil
                }
            case .transform(let box):
                let t = box.value
                switch self {
                case .a: return t.a
                case .b: return t.b
                case .c: return t.c
                case .d: return t.d
                case .tx: return t.tx
                case .ty: return t.ty
                default: return nil
                }
            default:
                return nil
            }
        }

        /// Where a transform keeps this member (`t.tx`), or nil when a transform has none
        /// (a parent reading it from a transform computed unboxed: `UnboxedMember`; `of`
        /// above, inlined into every member read, is left as it was, a switch on the Value).
        var transformKey: KeyPath<Transform, Double>? {
            switch self {
            case .a: \.a
            case .b: \.b
            case .c: \.c
            case .d: \.d
            case .tx: \.tx
            case .ty: \.ty
            default: nil
            }
        }
    }

    /// A rect's read-only numbers. (An enum switched on, not a table of `(Rect) -> Double`
    /// closures: a closure read from an array is called through a reabstraction thunk, and
    /// `r.width` is read in many a loop.)
    /// (Its raw value is the member's name: naming a case by interpolating it, `"\(number)"`,
    /// would reflect on it through `Mirror` at every start — 1.5 M instructions, a fifth of
    /// `geo -e 'print(1)'`.)
    enum RectNumber: String, CaseIterable {
        case x, y, width, height, minX, midX, maxX, minY, midY, maxY

        @inline(__always) func of(_ r: Rect) -> Double {
            switch self {
            case .x: r.origin.x
            case .y: r.origin.y
            case .width: r.width
            case .height: r.height
            case .minX: r.minX
            case .midX: r.midX
            case .maxX: r.maxX
            case .minY: r.minY
            case .midY: r.midY
            case .maxY: r.maxY
            }
        }

        var doc: String {
            switch self {
            case .x: "The origin's x as stored (read-only: assign origin.x)."
            case .y: "The origin's y as stored (read-only: assign origin.y)."
            case .width: "The width of the standardised rectangle (read-only: assign size.width)."
            case .height: "The height of the standardised rectangle (read-only: assign size.height)."
            case .minX: "The smallest x (CGRectGetMinX)."
            case .midX: "The x of the centre (CGRectGetMidX)."
            case .maxX: "The largest x (CGRectGetMaxX)."
            case .minY: "The smallest y (CGRectGetMinY)."
            case .midY: "The y of the centre (CGRectGetMidY)."
            case .maxY: "The largest y (CGRectGetMaxY)."
            }
        }
    }

    // MARK: Transform

    static var transformMembers: [Builtin] {
        var members: [Builtin] = [
            .transformMethod("translatedBy", [.label("x", .number), .label("y", .number)],
                             doc: "The transform with a translation applied before it (CGAffineTransformTranslate).",
                             { t, x, y, _ in t.translatedBy(x: try x.number(), y: try y.number()) }),
            .transformMethod("scaledBy", [.label("x", .number), .label("y", .number)],
                             doc: "The transform with a scale applied before it (CGAffineTransformScale).",
                             { t, x, y, _ in t.scaledBy(x: try x.number(), y: try y.number()) }),
            .transformMethod("rotated", [.label("by", .number)],
                             doc: "The transform with a rotation (radians) applied before it (CGAffineTransformRotate).",
                             { t, a, _, ctx in
                                 let angle = try a.number()
                                 AngleCheck.warnIfDegrees(angle, ctx) { "rotated(by: \($0))" }
                                 return t.rotated(by: angle)
                             }),
            .transformMethod("concatenating", .arg("transform", .transform),
                             doc: "This transform followed by the other (CGAffineTransformConcat); the same as t * u.",
                             TransformConcatenating.self),
            .transformMethod("inverted", [],
                             doc: "The inverse transform; an error for a singular one (determinant 0).",
                             { t, _, _, _ in try t.inverted() }),
            .property("isIdentity", on: .transform, type: .bool, doc: "Whether it is exactly the identity.",
                      get: { t, _ in .bool(try t.transform().isIdentity) }),
            .property("determinant", on: .transform, type: .number,
                      doc: "a*d - b*c: how areas scale; negative for a reflection, 0 when singular.",
                      get: { t, _ in .number(try t.transform().determinant) }),
            .property("scale", on: .transform, type: .size,
                      doc: "The scale component (CGAffineTransformComponents); assigning keeps the others.",
                      get: { t, _ in .size(try t.transform().components.scale) },
                      set: { t, new, ctx in
                          try setComponent(.scale, of: &t, to: new, ctx) { $0.scale = try new.size() }
                      }),
            .property("shear", on: .transform, type: .number,
                      doc: "The horizontal shear component; assigning keeps the others.",
                      get: { t, _ in .number(try t.transform().components.shear) },
                      set: { t, new, ctx in
                          try setComponent(.shear, of: &t, to: new, ctx) { $0.shear = try new.number() }
                      }),
            .property("rotation", on: .transform, type: .number,
                      doc: "The rotation component in radians, in (-pi, pi]; assigning keeps the others.",
                      get: { t, _ in .number(try t.transform().components.rotation) },
                      set: { t, new, ctx in
                          AngleCheck.warnIfDegrees(try new.number(), ctx) { "transform.rotation = \($0)" }
                          try setComponent(.rotation, of: &t, to: new, ctx) { $0.rotation = try new.number() }
                      }),
            .property("translation", on: .transform, type: .point,
                      doc: "The translation component (tx, ty); assigning keeps the linear part.",
                      get: { t, _ in .point(try t.transform().translation) },
                      set: { t, new, ctx in
                          try setComponent(.translation, of: &t, to: new, ctx) { $0.translation = try new.point() }
                      }),
        ]
        members += [
            numberPart("a", on: .transform, doc: "The x scale/rotation entry: x' = a*x + c*y + tx.",
                       { t, v in if let v { t.a = v }; return t.a }, read: { try $0.transform() }, make: Value.transform),
            numberPart("b", on: .transform, doc: "The y entry from x: y' = b*x + d*y + ty.",
                       { t, v in if let v { t.b = v }; return t.b }, read: { try $0.transform() }, make: Value.transform),
            numberPart("c", on: .transform, doc: "The x entry from y: x' = a*x + c*y + tx.",
                       { t, v in if let v { t.c = v }; return t.c }, read: { try $0.transform() }, make: Value.transform),
            numberPart("d", on: .transform, doc: "The y scale/rotation entry: y' = b*x + d*y + ty.",
                       { t, v in if let v { t.d = v }; return t.d }, read: { try $0.transform() }, make: Value.transform),
            numberPart("tx", on: .transform, doc: "The horizontal translation.",
                       { t, v in if let v { t.tx = v }; return t.tx }, read: { try $0.transform() }, make: Value.transform),
            numberPart("ty", on: .transform, doc: "The vertical translation.",
                       { t, v in if let v { t.ty = v }; return t.ty }, read: { try $0.transform() }, make: Value.transform),
        ]
        return members
    }

    /// The assignable Number `name` of a value of `kind` (a transform's `a`…`ty`, a Point's,
    /// Size's or Rect's tuple parts `.0`…): `part` reads it from (and, given a Number, writes it
    /// into) what `read` takes from the value, which `make` makes anew after a write. Read as a
    /// parent computing on Numbers reads it (`NumberMember`) when it has it. (A closure, not a
    /// key path: each key path written in the library was instantiated at every start, some
    /// 12,000 instructions apiece.)
    static func numberPart<G>(_ name: String, on kind: ValueKind, doc: String,
                              _ part: @escaping @Sendable (inout G, Double?) -> Double,
                              read: @escaping @Sendable (Value) throws -> G, make: @escaping @Sendable (G) -> Value) -> Builtin {
        let member = NumberMember(name)
        return .property(name, on: kind, type: .number, doc: doc,
                         get: { v, _ in
                             if let x = member?.of(v) { return .number(x) }
                             var g = try read(v)
                             return .number(part(&g, nil))
                         },
                         set: { v, new, _ in
                             var g = try read(v)
                             _ = part(&g, try new.number())
                             v = make(g)
                         })
    }

    /// Sets one component of a transform value and remembers the assignment, so that when the
    /// transform is then written back to a view (`card.transform.rotation = 720deg`) the views
    /// library reports the component (`"transform.rotation"`) and the value assigned.
    static func setComponent(_ component: ViewProperties, of t: inout Value, to new: Value, _ ctx: RuntimeContext,
                             _ change: (inout Transform) throws -> Void) throws {
        var v = try t.transform()
        try change(&v)
        t = .transform(v)
        // Only an animation or a hook needs to know; skip the bookkeeping otherwise.
        if ctx.recorder != nil || ctx.viewWillChange != nil {
            ctx.viewWrites.componentAssigned(component, value: new, result: v)
        }
    }
}

// MARK: Kernels

// The work of the geometry methods that have a kernel (`KernelWork`: called directly by the
// kernel's code, with no closure between them).
enum PointApplying: KernelWork { static func work(_ p: Point, _ t: Transform) -> Value { .point(p.applying(t)) } }
enum SizeApplying: KernelWork { static func work(_ s: Size, _ t: Transform) -> Value { .size(s.applying(t)) } }
enum RectContainsPoint: KernelWork { static func work(_ r: Rect, _ p: Point) -> Bool { r.contains(p) } }
enum RectContainsRect: KernelWork { static func work(_ r: Rect, _ s: Rect) -> Bool { r.contains(s) } }
enum RectIntersects: KernelWork { static func work(_ r: Rect, _ s: Rect) -> Bool { r.intersects(s) } }
enum RectIntersection: KernelWork { static func work(_ r: Rect, _ s: Rect) -> Rect { r.intersection(s) } }
enum RectUnion: KernelWork { static func work(_ r: Rect, _ s: Rect) -> Rect { r.union(s) } }
enum RectApplying: KernelWork { static func work(_ r: Rect, _ t: Transform) -> Rect { r.applying(t) } }
enum TransformConcatenating: KernelWork {
    static func work(_ t: Transform, _ u: Transform) -> Transform { t.concatenating(u) }
}
