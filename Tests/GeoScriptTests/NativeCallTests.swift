import GeoCore
import Testing
@testable import GeoScript

/// Which path calls of built-ins and callbacks from built-ins take (so a library call that
/// silently falls back to building arrays per call fails here), and that growing a list in
/// place does not copy it.
struct NativeCallPathTests {
    /// Every overload with its own labels, as a call site would bind it.
    static func everyOverload() -> [Overload] {
        let registry = Registry()
        var all: [Overload] = []
        for name in registry.globalNames {
            if case .functions(let overloads)? = registry.globals[name] { all += overloads }
        }
        for row in registry.members {
            for member in row { all += member?.methods ?? [] }
        }
        return all
    }

    @Test func everyFixedArityBuiltinIsCalledWithoutArrays() throws {
        let all = Self.everyOverload()
        #expect(all.count > 100)
        for o in all {
            let binding = try #require(o.bind(labels: o.params.map(\.label)), "\(o.signature)")
            var takesArray = false
            if case .fn = o.impl { takesArray = true }
            let expected = o.variadicIndex == nil && o.params.count <= NativeArguments.capacity && !takesArray
            #expect((NativeTarget(o, binding) != nil) == expected, "\(o.signature)")
        }
    }

    @Test func argumentsThatNeedNoConversionArePassedAsTheyAre() throws {
        func target(_ kind: ValueKind, _ name: String, _ labels: [String?]) throws -> NativeTarget {
            let registry = Registry()
            let member = try #require(registry.member(kind, registry.memberID(name)))
            let (o, b) = try #require(member.methods.lazy.compactMap { o in o.bind(labels: labels).map { (o, $0) } }.first)
            return try #require(NativeTarget(o, b))
        }
        // The methods of the layout and transform workloads.
        #expect(try target(.rect, "insetBy", ["dx", "dy"]).isPlain)
        #expect(try target(.rect, "applying", [nil]).isPlain)
        #expect(try target(.transform, "translatedBy", ["x", "y"]).isPlain)
        #expect(try target(.view, "addSubview", [nil]).isPlain)
        #expect(try target(.list, "append", [nil]).isPlain)
    }

    @Test func aMethodSiteServesEveryReceiverKindItMeets() throws {
        // One site, receivers of two kinds in turn (each kind's targets are kept while the
        // site lives), nested in its own call through a closure.
        let geo = Interpreter()
        try geo.run("func has(x, y) { return x.contains(y) }\nfunc count(x) { return x.count }\n")
        #expect(try geo.evaluate("[has([1, 2], 1), has(\"ab\", \"b\"), has([3], 4), has(\"x\", \"y\")]")
            .isIdentical(to: .list([.bool(true), .bool(true), .bool(false), .bool(false)])))
        #expect(try geo.evaluate("[[\"a\", \"bc\"].map { s in has(s, \"c\") }, has([[1]].map { l in count(\"xyz\") + count(l) }, 4)]")
            .formatted(.standard) == "[[false, true], true]")
        #expect(throws: GeoError.self) { try geo.evaluate("has(1, 2)") }
        #expect(try geo.evaluate("has(\"q\", \"q\")").isIdentical(to: .bool(true)))
    }

    @Test func aSiteWithOnePlainTargetCallsItWithoutLookingFurther() throws {
        let geo = Interpreter()
        let registry = Registry()
        func site(_ name: String, _ labels: [String?]) throws -> BuiltinSite {
            guard case .functions(let overloads)? = registry.globals[name] else { throw RuntimeError("no \(name)") }
            let candidates = overloads.compactMap { o in o.bind(labels: labels).map { (o, $0) } }
            return BuiltinSite(engine: EngineRef(geo.engine), candidates: candidates, args: [], argSpans: [], span: Engine.nativeSpan)
        }
        #expect(try site("rotation", [nil]).path == .plain)
        #expect(try site("Rect", [nil, nil, nil, nil]).path == .plain)
        // Trailing defaults filled in: still plain; a parameter of either of two kinds taken as
        // it is (`String or nil`): plain; a default before a given argument: placed.
        #expect(try site("View", ["frame"]).path == .plain)
        #expect(try site("View", ["frame", "name"]).path == .plain)
        #expect(try site("View", ["name"]).path == .placing)
        #expect(try site("animate", ["duration", nil]).path == .placing)
        #expect(try geo.evaluate("View(frame: (1, 2, 3, 4)).name").isIdentical(to: .nil))
    }

    /// A method site calling `name` with `labels` (its receiver and arguments unused: for
    /// `resolve`).
    static func methodSite(_ geo: Interpreter, _ registry: Registry, _ name: String, _ labels: [String?]) -> MethodSite {
        MethodSite(engine: EngineRef(geo.engine), registry: registry, name: name, nameSpan: Engine.nativeSpan,
                   labels: labels, trailingClosure: false, place: nil, base: { _ in .nil },
                   args: labels.map { _ in EvalBox(eval: { _ in .nil }) },
                   argSpans: labels.map { _ in Engine.nativeSpan }, span: Engine.nativeSpan,
                   noMember: { _ in ScriptFailure(.runtime, "", at: Engine.nativeSpan) },
                   labelMismatch: { _ in ScriptFailure(.runtime, "", at: Engine.nativeSpan) })
    }

    @Test func aListAppendIsMadeInlineAndOtherListChangesThroughTheirChange() throws {
        // `xs.append(x)`: path `appending` (the element added where the list lies, however
        // the receiver is held — local, global, captured, element: `AppendInPlaceTests`);
        // the other mutating List methods and String's append: `mutating` — String's made
        // where the variable holds the text, as `s += c` is (`Overload.stringChange`, both
        // spellings: `s.append(c)`, `s.append(contentsOf: t)`).
        let geo = Interpreter()
        let registry = Registry()
        let append = Self.methodSite(geo, registry, "append", [nil])
        try append.resolve(.list([]))
        #expect(append.path == .appending && append.listMethod != nil)
        try append.resolve(.string(""))
        #expect(append.path == .mutating && append.listMethod?.takeUnretainedValue().stringChange != nil)
        let appendContents = Self.methodSite(geo, registry, "append", ["contentsOf"])
        try appendContents.resolve(.string(""))
        #expect(appendContents.path == .mutating && appendContents.listMethod?.takeUnretainedValue().stringChange != nil)
        for (name, labels) in [("insert", [nil, "at"]), ("append", ["contentsOf"]), ("removeLast", [])] as [(String, [String?])] {
            let site = Self.methodSite(geo, registry, name, labels)
            try site.resolve(.list([]))
            #expect(site.path == .mutating, "\(name)")
        }
    }

    @Test func transformMethodsReplaceATemporarysTransformInItsBox() throws {
        // The path: each transform-making method is chosen as `replacing` by its site.
        let geo = Interpreter()
        let registry = Registry()
        for (name, labels) in [("translatedBy", ["x", "y"]), ("scaledBy", ["x", "y"]), ("rotated", ["by"]),
                               ("concatenating", [nil]), ("inverted", [])] as [(String, [String?])] {
            let site = Self.methodSite(geo, registry, name, labels)
            try site.resolve(.transform(.identity))
            #expect(site.path == .replacingTransform && site.transformChange != nil, "\(name)")
        }
        // The box: kept when the value is its only holder, a new one when it is shared (and
        // the other holder keeps its transform).
        var v = Value.transform(Transform(rotationAngle: 0.5))
        guard case .transform(let before) = v else { Issue.record("not a transform"); return }
        withExtendedLifetime(before) {
            v.replaceTransform(with: Transform(rotationAngle: 0.5).translatedBy(x: 1, y: 2))
            guard case .transform(let replaced) = v else { Issue.record("not a transform"); return }
            #expect(replaced !== before && before.value == Transform(rotationAngle: 0.5))  // `before` holds the first box
        }
        let shared = v
        v.replaceTransform(with: try v.transform().scaledBy(x: 2, y: 2))
        #expect(try shared.transform() == Transform(rotationAngle: 0.5).translatedBy(x: 1, y: 2))
        #expect(try v.transform() == Transform(rotationAngle: 0.5).translatedBy(x: 1, y: 2).scaledBy(x: 2, y: 2))
        var alone = Value.transform(.identity)
        guard case .transform(let box) = alone else { Issue.record("not a transform"); return }
        let aloneID = ObjectIdentifier(box)
        _ = consume box
        alone.replaceTransform(with: Transform(translationX: 3, y: 4))
        guard case .transform(let same) = alone else { Issue.record("not a transform"); return }
        #expect(ObjectIdentifier(same) == aloneID && same.value == Transform(translationX: 3, y: 4))
        // A value of another kind becomes the transform.
        var other = Value.number(1)
        other.replaceTransform(with: .identity)
        #expect(try other.transform() == .identity)
    }

    @Test func transformMethodsNeverChangeAValueSomeoneElseHolds() throws {
        // Receivers held by a global, a local, a captured variable, a list element, a view, a
        // constant: each keeps its transform; temporaries chain.
        let geo = Interpreter()
        try geo.run("""
            var g = rotation(0.5)
            let k = translation(1, 2)
            let xs = [scale(2), identity]
            let v = View(frame: (0, 0, 10, 10))
            v.transform = rotation(0.25)
            func f() {
                var local = translation(5, 6)
                let moved = local.translatedBy(x: 1, y: 1)
                let add = { d in local.concatenating(translation(d, 0)) }
                let added = add(3)
                return [local, moved, added, local.inverted(), local]
            }
            let r = f()
            let g2 = g.rotated(by: 0.25).scaledBy(x: 2, y: 2)
            let k2 = k.translatedBy(x: 1, y: 1).inverted()
            let x2 = xs[0].concatenating(k)
            let v2 = v.transform.translatedBy(x: 9, y: 9)
            let i2 = identity.translatedBy(x: 7, y: 7)
            let chain = rotation(0.1).concatenating(g).translatedBy(x: 0.5, y: 0.25)
            """)
        func t(_ e: String) throws -> Transform { try geo.evaluate(e).transform() }
        #expect(try t("g") == Transform(rotationAngle: 0.5))
        #expect(try t("k") == Transform(translationX: 1, y: 2))
        #expect(try t("xs[0]") == Transform(scaleX: 2, y: 2))
        #expect(try t("v.transform") == Transform(rotationAngle: 0.25))
        #expect(try t("identity") == .identity)
        #expect(try t("i2") == Transform(translationX: 7, y: 7))
        #expect(try t("r[0]") == Transform(translationX: 5, y: 6) && t("r[4]") == Transform(translationX: 5, y: 6))
        #expect(try t("r[1]") == Transform(translationX: 6, y: 7))
        #expect(try t("r[2]") == Transform(translationX: 8, y: 6))
        #expect(try t("r[3]") == Transform(translationX: -5, y: -6))
        #expect(try t("g2") == Transform(rotationAngle: 0.5).rotated(by: 0.25).scaledBy(x: 2, y: 2))
        #expect(try t("k2") == Transform(translationX: 2, y: 3).inverted())
        #expect(try t("x2") == Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 1, y: 2)))
        #expect(try t("v2") == Transform(rotationAngle: 0.25).translatedBy(x: 9, y: 9))
        #expect(try t("chain") == Transform(rotationAngle: 0.1).concatenating(Transform(rotationAngle: 0.5)).translatedBy(x: 0.5, y: 0.25))
        // Errors are as before: a singular inverse, a wrong argument, degrees warned about.
        #expect(throws: GeoError.self) { try geo.run("let bad = scale(0).inverted()") }
        let error = #expect(throws: GeoError.self) { try geo.run("let bad = g.translatedBy(x: \"a\", y: 1)") }
        #expect(error?.description.contains("argument 'x:' of translatedBy(x:y:) must be a Number") == true, "\(String(describing: error))")
    }

    @Test func rectMethodsReplaceATemporarysRectInItsBox() throws {
        // The path: each rect-making method is chosen as `replacing` by its site.
        let geo = Interpreter()
        let registry = Registry()
        for (name, labels) in [("intersection", [nil]), ("union", [nil]), ("insetBy", ["dx", "dy"]),
                               ("offsetBy", ["dx", "dy"]), ("applying", [nil])] as [(String, [String?])] {
            let site = Self.methodSite(geo, registry, name, labels)
            try site.resolve(.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
            #expect(site.path == .replacingRect && site.rectChange != nil && site.transformChange == nil, "\(name)")
        }
        func box(_ v: Value) -> RectBox? {
            if case .rect(let b) = v { return b }
            return nil
        }
        let r1 = Rect(x: 1, y: 2, width: 3, height: 4), r2 = Rect(x: 0, y: 0, width: 2, height: 3)
        // A receiver held alone keeps its box.
        var alone = Value.rect(r1)
        let aloneID = box(alone).map(ObjectIdentifier.init)
        var none = Value.nil
        alone.replaceRect(with: r2, orInto: &none)
        #expect(try box(alone).map(ObjectIdentifier.init) == aloneID && alone.rect() == r2)
        // A shared receiver: the argument's box, when the argument is held alone.
        let receiver = Value.rect(r1)
        var shared = receiver
        var argument = Value.rect(r2)
        let argumentID = box(argument).map(ObjectIdentifier.init)
        shared.replaceRect(with: r1.union(r2), orInto: &argument)
        #expect(try box(shared).map(ObjectIdentifier.init) == argumentID && shared.rect() == r1.union(r2))
        #expect(try receiver.rect() == r1)
        // Both shared: a new box; every holder keeps its rect.
        var s2 = receiver
        var a2 = Value.rect(r2)
        let keptArgument = a2
        s2.replaceRect(with: r1.intersection(r2), orInto: &a2)
        #expect(box(s2) !== box(receiver) && box(s2) !== box(keptArgument))
        #expect(try s2.rect() == r1.intersection(r2) && receiver.rect() == r1 && keptArgument.rect() == r2)
        // A value of another kind becomes the rect.
        var other = Value.number(1)
        other.replaceRect(with: r1, orInto: &none)
        #expect(try other.rect() == r1)
    }

    @Test func rectMethodsNeverChangeAValueSomeoneElseHolds() throws {
        // Receivers and arguments held by a global, a let, a captured variable, a list element,
        // a view's frame: each keeps its rect; temporaries chain.
        let geo = Interpreter()
        try geo.run("""
            var g = Rect(0, 0, 10, 10)
            let k = Rect(5, 5, 10, 10)
            let xs = [Rect(1, 1, 2, 2), Rect(20, 20, 1, 1)]
            let v = View(frame: (0, 0, 40, 30))
            func cell(i) { return Rect(i, i, 4, 4) }
            func f() {
                var local = Rect(2, 2, 6, 6)
                let moved = local.offsetBy(dx: 1, dy: 1)
                let grow = { d in local.insetBy(dx: -d, dy: -d) }
                let grown = grow(1)
                let both = cell(3).union(local)
                return [local, moved, grown, both, local.intersection(cell(4)), local]
            }
            let r = f()
            let g2 = g.union(k).insetBy(dx: 1, dy: 1)
            let k2 = cell(2).intersection(k)
            let k3 = k.union(cell(30)).offsetBy(dx: 1, dy: 0)
            let x2 = xs[0].union(xs[1])
            let x3 = cell(0).union(xs[0])
            let v2 = v.frame.insetBy(dx: 5, dy: 5)
            let v3 = g.union(v.frame)
            let same = k.intersection(k)
            let t2 = cell(1).applying(scale(2)).union(cell(9))
            let chain = Rect(0, 0, 1, 1).union(cell(5)).intersection(cell(6)).offsetBy(dx: 1, dy: 1)
            """)
        func r(_ e: String) throws -> Rect { try geo.evaluate(e).rect() }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
        #expect(try r("g") == rect(0, 0, 10, 10))
        #expect(try r("k") == rect(5, 5, 10, 10))
        #expect(try r("xs[0]") == rect(1, 1, 2, 2) && r("xs[1]") == rect(20, 20, 1, 1))
        #expect(try r("v.frame") == rect(0, 0, 40, 30))
        #expect(try r("r[0]") == rect(2, 2, 6, 6) && r("r[5]") == rect(2, 2, 6, 6))
        #expect(try r("r[1]") == rect(3, 3, 6, 6))
        #expect(try r("r[2]") == rect(1, 1, 8, 8))
        #expect(try r("r[3]") == rect(2, 2, 6, 6))
        #expect(try r("r[4]") == rect(4, 4, 4, 4))
        #expect(try r("g2") == rect(1, 1, 13, 13))
        #expect(try r("k2") == rect(5, 5, 1, 1))
        #expect(try r("k3") == rect(6, 5, 29, 29))
        #expect(try r("x2") == rect(1, 1, 20, 20))
        #expect(try r("x3") == rect(0, 0, 4, 4))
        #expect(try r("v2") == rect(5, 5, 30, 20))
        #expect(try r("v3") == rect(0, 0, 40, 30))
        #expect(try r("same") == rect(5, 5, 10, 10))
        #expect(try r("t2") == rect(2, 2, 11, 11))
        #expect(try r("chain") == rect(7, 7, 3, 3))
        // Errors are as before: a wrong argument names the method and the type.
        let error = #expect(throws: GeoError.self) { try geo.run("let bad = g.union(1)") }
        #expect(error?.description.contains("must be a Rect") == true, "\(String(describing: error))")
        let inset = #expect(throws: GeoError.self) { try geo.run("let bad = cell(1).insetBy(dx: \"a\", dy: 1)") }
        #expect(inset?.description.contains("argument 'dx:' of insetBy(dx:dy:) must be a Number") == true, "\(String(describing: inset))")
    }

    @Test func aVariableAssignedAMethodOfItselfHandsItsBoxOver() throws {
        // `x = x.union(y)`: the box of a value the variable alone holds is reused — a global,
        // a local, a captured variable, rects and transforms.
        let geo = Interpreter()
        func boxID(_ e: String) throws -> ObjectIdentifier? {
            switch try geo.evaluate(e) {
            case .rect(let b): ObjectIdentifier(b)
            case .transform(let b): ObjectIdentifier(b)
            default: nil
            }
        }
        try geo.run("var b = Rect(0, 0, 2, 2)\nvar t = rotation(0.5)\n")
        let rectBox = try boxID("b"), transformBox = try boxID("t")
        try geo.run("b = b.union(Rect(1, 1, 2, 2))\nfor i in 0..<3 { t = t.translatedBy(x: 1, y: 0) }\n")
        #expect(try boxID("b") == rectBox && geo.evaluate("b").rect() == Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(try boxID("t") == transformBox
                && geo.evaluate("t").transform() == Transform(rotationAngle: 0.5).translatedBy(x: 3, y: 0))
        // In a function: the results are the same as without handing over.
        try geo.run("""
            func f() {
                var x = Rect(0, 0, 4, 4)
                for i in 0..<3 { x = x.insetBy(dx: 0.5, dy: 0.5) }
                var y = Rect(0, 0, 1, 1)
                let g = { y }
                y = y.offsetBy(dx: 2, dy: 2)
                return [x, y, g()]
            }
            """)
        #expect(try geo.evaluate("f()").formatted(.standard) == "[(1.5, 1.5, 1, 1), (2, 2, 1, 1), (2, 2, 1, 1)]")
    }

    @Test func handingOverNeverChangesAValueSomeoneElseHolds() throws {
        // Every other holder keeps its value: a let, a list, a closure's capture, a view; an
        // argument that reassigns the variable; an error leaves the variable as it was.
        let geo = Interpreter()
        try geo.run("""
            var x = Rect(0, 0, 2, 2)
            func swapIn() {
                x = Rect(9, 9, 1, 1)
                return Rect(0, 0, 1, 1)
            }
            x = x.union(swapIn())
            func f() {
                var y = Rect(0, 0, 2, 2)
                let keep = y
                let ys = [y]
                let show = { keep }
                y = y.union(Rect(1, 1, 2, 2))
                var t = rotation(0.5)
                let k = t
                t = t.translatedBy(x: 1, y: 0)
                return [y, keep, ys[0], show(), k == rotation(0.5), t == k]
            }
            let v = View(frame: (0, 0, 10, 10))
            var w = v.frame
            w = w.insetBy(dx: 1, dy: 1)
            var z = Rect(0, 0, 4, 4)
            """)
        #expect(try geo.evaluate("x").rect() == Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(try geo.evaluate("f()").formatted(.standard)
                == "[(0, 0, 3, 3), (0, 0, 2, 2), (0, 0, 2, 2), (0, 0, 2, 2), true, false]")
        #expect(try geo.evaluate("[v.frame, w]").formatted(.standard) == "[(0, 0, 10, 10), (1, 1, 8, 8)]")
        let error = #expect(throws: GeoError.self) { try geo.run("z = z.union(1)") }
        #expect(error?.description.contains("must be a Rect") == true, "\(String(describing: error))")
        #expect(try geo.evaluate("z").rect() == Rect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func typedGeometryGivesWhatGeoCoreGives() throws {
        // Transform and rect makers and methods chained (paths builtinTyped, methodTyped) and
        // stored over a variable (storeInPlace), on seeded random numbers: exactly GeoCore's
        // results, as the boxed paths give them (the same chain on a receiver in a local).
        let geo = Interpreter()
        try geo.run("""
            func typed(a, x, y, u, w, h) {
                var t = identity
                t = rotation(a).concatenating(u).translatedBy(x: x, y: y).scaledBy(x: w, y: h).rotated(by: x)
                let inv = translation(x, y).concatenating(scale(w, h)).inverted()
                var r = Rect(0, 0, 1, 1)
                r = Rect(x, y, w, h).insetBy(dx: 0.25, dy: h).offsetBy(dx: a, dy: 1).union(Rect(y, x, h, w)).applying(u)
                return [t, inv, r, Rect(x: x, y: y, width: w, height: h).intersection(Rect(y, x, h, w)),
                        Transform(x, a, h, w, y, a).concatenating(u), Transform(a: w, b: 0, c: a, d: h, tx: x, ty: y).inverted()]
            }
            func boxed(a, x, y, u, w, h) {
                let r0 = rotation(a)
                let t1 = r0.concatenating(u)
                let t2 = t1.translatedBy(x: x, y: y)
                let t3 = t2.scaledBy(x: w, y: h)
                let tr = translation(x, y)
                let t4 = tr.concatenating(scale(w, h))
                let q0 = Rect(x, y, w, h)
                let q1 = q0.insetBy(dx: 0.25, dy: h)
                let q2 = q1.offsetBy(dx: a, dy: 1)
                let q3 = q2.union(Rect(y, x, h, w))
                let q4 = Rect(x: x, y: y, width: w, height: h)
                let m = [Transform(x, a, h, w, y, a), Transform(a: w, b: 0, c: a, d: h, tx: x, ty: y)]
                return [t3.rotated(by: x), t4.inverted(), q3.applying(u), q4.intersection(Rect(y, x, h, w)), m[0].concatenating(u),
                        m[1].inverted()]
            }
            """)
        var rng = SeededRandom(seed: 44)
        for _ in 0..<50 {
            let a = Double.random(in: -3...3, using: &rng), x = Double.random(in: -50...50, using: &rng)
            let y = Double.random(in: -50...50, using: &rng), w = Double.random(in: 0.5...20, using: &rng)
            let h = Double.random(in: 0.5...20, using: &rng)
            let u = Transform(a: Double.random(in: -2...2, using: &rng), b: 0.5, c: -0.25, d: 1.5, tx: x, ty: y)
            geo["a"] = .number(a); geo["x"] = .number(x); geo["y"] = .number(y)
            geo["w"] = .number(w); geo["h"] = .number(h); geo["u"] = .transform(u)
            let t = Transform(rotationAngle: a).concatenating(u).translatedBy(x: x, y: y).scaledBy(x: w, y: h).rotated(by: x)
            let inv = try Transform(translationX: x, y: y).concatenating(Transform(scaleX: w, y: h)).inverted()
            let r = Rect(x: x, y: y, width: w, height: h).insetBy(dx: 0.25, dy: h).offsetBy(dx: a, dy: 1)
                .union(Rect(x: y, y: x, width: h, height: w)).applying(u)
            let both = Rect(x: x, y: y, width: w, height: h).intersection(Rect(x: y, y: x, width: h, height: w))
            let m = Transform(a: x, b: a, c: h, d: w, tx: y, ty: a).concatenating(u)
            let n = try Transform(a: w, b: 0, c: a, d: h, tx: x, ty: y).inverted()
            let expected = Value.list([.transform(t), .transform(inv), .rect(r), .rect(both), .transform(m), .transform(n)])
            #expect(try geo.evaluate("typed(a, x, y, u, w, h)").isIdentical(to: expected))
            #expect(try geo.evaluate("boxed(a, x, y, u, w, h)").isIdentical(to: expected))
        }
    }

    @Test func kernelsGiveWhatGeoCoreGives() throws {
        // Methods with a kernel (`MethodKernel`), their operands read in place (locals,
        // globals, elements of lists at local or constant indexes) or computed: exactly
        // GeoCore's results.
        let geo = Interpreter()
        try geo.run("""
            var rects = []
            var ts = []
            func all(r, s, p, t) {
                rects = [r, s]
                ts = [t]
                let q = p.applying(t)
                var out = [r.contains(p), r.contains(s), r.intersects(s), q, rects[0].contains(p), rects[1].contains(rects[0]),
                           s.intersects(rects[0]), p.applying(ts[0]), Size(2, 3).applying(ts[0]), rects[0].contains(p.applying(t))]
                for i in 0..<2 { out.append(rects[i].contains(p.applying(ts[0]))) }
                var inside = 0
                if r.contains(p) { inside += 1 }
                if !s.contains(q) { inside += 2 }
                out.append(inside)
                let local = [r, s]
                for i in 0..<2 { out.append(local[i].intersects(local[1 - i])) }
                return out
            }
            """)
        var rng = SeededRandom(seed: 9)
        for _ in 0..<60 {
            func n(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
            let r = Rect(x: n(-20...20), y: n(-20...20), width: n(-5...30), height: n(0...30))
            let s = Rect(x: n(-20...20), y: n(-20...20), width: n(0...30), height: n(-5...30))
            let p = Point(x: n(-25...25), y: n(-25...25))
            let t = Transform(a: n(-2...2), b: n(-1...1), c: n(-1...1), d: n(-2...2), tx: n(-9...9), ty: n(-9...9))
            geo["r"] = .rect(r); geo["s"] = .rect(s); geo["p"] = .point(p); geo["t"] = .transform(t)
            let q = p.applying(t)
            let expected = Value.list([.bool(r.contains(p)), .bool(r.contains(s)), .bool(r.intersects(s)), .point(q),
                                       .bool(r.contains(p)), .bool(s.contains(r)), .bool(s.intersects(r)), .point(q),
                                       .size(Size(width: 2, height: 3).applying(t)), .bool(r.contains(q)),
                                       .bool(r.contains(q)), .bool(s.contains(q)),
                                       .number((r.contains(p) ? 1 : 0) + (s.contains(q) ? 0 : 2)),
                                       .bool(r.intersects(s)), .bool(s.intersects(r))])
            #expect(try geo.evaluate("all(r, s, p, t)").isIdentical(to: expected))
        }
    }

    @Test func aKernelSiteMeetingOtherKindsFallsBackAndReportsAsBefore() throws {
        // One site, a rect receiver with a point, then a rect, then a point argument (the
        // kernel chosen again for each), receivers of other kinds, elements out of range and
        // arguments no overload accepts: the answers and errors of the path without a kernel.
        let geo = Interpreter()
        try geo.run("""
            let xs = [Rect(0, 0, 10, 10), (5, 5), Rect(1, 1, 2, 2), [1, 2], "ab", 3]
            func has(i, j) { return xs[i].contains(xs[j]) }
            func hasValue(a, b) { return a.contains(b) }
            """)
        #expect(try geo.evaluate("[has(0, 1), has(0, 2), has(0, 1), has(2, 0), has(2, 1)]").formatted(.standard)
            == "[true, true, true, false, false]")
        #expect(try geo.evaluate("[hasValue([1, 2], 2), hasValue(\"ab\", \"b\"), hasValue(xs[0], (1, 1)), hasValue(xs[0], xs[2])]")
            .formatted(.standard) == "[true, true, true, true]")
        #expect(try geo.evaluate("[has(3, 5), has(4, 4), has(0, 1)]").formatted(.standard) == "[false, true, true]")
        let badArgument = #expect(throws: GeoError.self) { try geo.evaluate("has(0, 5)") }
        #expect(badArgument?.description.contains("must be a Point, not a Number") == true, "\(String(describing: badArgument))")
        let outOfRange = #expect(throws: GeoError.self) { try geo.evaluate("has(9, 0)") }
        #expect(outOfRange?.description.contains("out of range") == true, "\(String(describing: outOfRange))")
        let noMember = #expect(throws: GeoError.self) { try geo.evaluate("has(1, 0)") }
        #expect(noMember?.description.contains("no member 'contains' on Point") == true, "\(String(describing: noMember))")
        #expect(try geo.evaluate("[has(0, 2), has(0, 1)]").formatted(.standard) == "[true, true]")
        // Every kernel method's overloads on its kind have their kernels.
        let registry = Registry()
        for (kind, name) in [(ValueKind.rect, "contains"), (.rect, "intersects"), (.point, "applying"), (.size, "applying")] {
            let site = Self.methodSite(geo, registry, name, [nil])
            let resolution = try #require(site.resolution(for: kind))
            #expect(!resolution.kernels.isEmpty && resolution.kernels.allSatisfy { $0 != nil }, "\(kind) \(name)")
        }
    }

    @Test func geometryNumberMembersGiveWhatTheirGettersGive() throws {
        // `p.x`, `s.width`, `r.minY`, `t.tx` … computed on as Numbers (number code): each
        // kind's getter's value; a receiver of another kind at the same site (a View, a list,
        // nil) gives the getter's answer or error, as before.
        let geo = Interpreter()
        try geo.run("""
            func numbers(p, s, r, t) {
                return [p.x + p.y * 2, s.width - s.height, r.x + r.y, r.width * r.height, r.minX + r.midX + r.maxX,
                        r.minY - r.midY - r.maxY, t.a + t.b + t.c + t.d, t.tx - t.ty, p.x < r.maxX, s.width > t.d]
            }
            func twice(v) { return v.width * 2 }
            let top = Rect(1, 2, -3, 4)
            let sum = top.width + top.minX
            """)
        var rng = SeededRandom(seed: 11)
        for _ in 0..<40 {
            func n(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
            let p = Point(x: n(-9...9), y: n(-9...9)), s = Size(width: n(-9...9), height: n(-9...9))
            let r = Rect(x: n(-9...9), y: n(-9...9), width: n(-9...9), height: n(-9...9))
            let t = Transform(a: n(-2...2), b: n(-1...1), c: n(-1...1), d: n(-2...2), tx: n(-9...9), ty: n(-9...9))
            geo["p"] = .point(p); geo["s"] = .size(s); geo["r"] = .rect(r); geo["t"] = .transform(t)
            let expected = Value.list([.number(p.x + p.y * 2), .number(s.width - s.height), .number(r.origin.x + r.origin.y),
                                       .number(r.width * r.height), .number(r.minX + r.midX + r.maxX),
                                       .number(r.minY - r.midY - r.maxY), .number(t.a + t.b + t.c + t.d), .number(t.tx - t.ty),
                                       .bool(p.x < r.maxX), .bool(s.width > t.d)])
            #expect(try geo.evaluate("numbers(p, s, r, t)").isIdentical(to: expected))
        }
        #expect(try geo.evaluate("[sum, twice(Size(2, 3)), twice(Rect(0, 0, -5, 1)), twice(Size(4, 1))]").formatted(.standard)
            == "[1, 4, 10, 8]")
        let view = #expect(throws: GeoError.self) { try geo.evaluate("twice(View(frame: (0, 0, 5, 5)))") }
        #expect(view?.description.contains("no member 'width' on View") == true, "\(String(describing: view))")
        let point = #expect(throws: GeoError.self) { try geo.evaluate("twice((1, 2))") }
        #expect(point?.description.contains("no member 'width' on Point") == true, "\(String(describing: point))")
        let none = #expect(throws: GeoError.self) { try geo.evaluate("twice(nil)") }
        #expect(none?.description.contains("no member 'width'") == true, "\(String(describing: none))")
        #expect(try geo.evaluate("twice(Size(1, 1))").formatted(.standard) == "2")
    }

    @Test func pointsAndSizesReadFromListsAreTheElements() throws {
        // Points and sizes read from lists at local indices (read inline, as Numbers and
        // Bools are: nothing to retain), in a function and at the top level, beside elements of
        // other kinds; an index out of range or not whole reports as before.
        let geo = Interpreter()
        try geo.run("""
            let xs = [(1, 2), Size(3, 4), 5, true, Rect(1, 1, 2, 2), "p", (6, 7)]
            func at(ys, i) { return ys[i] }
            var seen = []
            for i in 0..<xs.count { seen.append(xs[i]) }
            """)
        #expect(try geo.evaluate("[at(xs, 0), at(xs, 1), at(xs, 2), at(xs, 3), at(xs, 4), at(xs, 5), at(xs, 6)] == xs").formatted(.standard)
            == "true")
        #expect(try geo.evaluate("seen == xs").formatted(.standard) == "true")
        #expect(try geo.evaluate("type(at(xs, 1))").formatted(.standard) == "Size")
        let outOfRange = #expect(throws: GeoError.self) { try geo.evaluate("at(xs, 7)") }
        #expect(outOfRange?.description.contains("index 7 is out of range") == true, "\(String(describing: outOfRange))")
        let fraction = #expect(throws: GeoError.self) { try geo.evaluate("at(xs, 0.5)") }
        #expect(fraction?.description.contains("index 0.5 is not a whole number") == true, "\(String(describing: fraction))")
    }

    @Test func kernelsAsConditionsTestWhatTheirCallsGive() throws {
        // A kernel method as a condition (`MethodKernel.test`): rect tests give their Bool as
        // it is; a method of the same name on another kind (a list's, a string's contains), a
        // kernel giving a point or a rect (always true), an argument of another kind and an
        // element out of range take the call's path, with its answers and errors.
        let geo = Interpreter()
        try geo.run("""
            let xs = [Rect(0, 0, 10, 10), (5, 5), Rect(1, 1, 2, 2), [1, 2], "ab", 3, (20, 20), identity]
            func test(i, j) {
                if xs[i].contains(xs[j]) { return "yes" }
                return "no"
            }
            func both(i, j) { return xs[i].intersects(xs[j]) && !xs[j].contains(xs[i]) ? 1 : 0 }
            func moved(i, j) {
                if xs[i].applying(xs[j]) { return "true" }
                return "false"
            }
            var n = 0
            for i in 0..<3 {
                if xs[0].contains(xs[i]) { n += 1 }
                while !xs[2].contains(xs[i]) && n < 9 { n += 2 }
            }
            """)
        #expect(try geo.evaluate("[test(0, 1), test(0, 6), test(0, 2), test(2, 0), test(3, 5), test(4, 4), test(0, 1)]")
            .formatted(.standard) == #"["yes", "no", "yes", "no", "no", "yes", "yes"]"#)
        #expect(try geo.evaluate("[both(0, 2), both(2, 0), both(0, 0), moved(1, 7), moved(2, 7)]").formatted(.standard)
            == #"[1, 0, 0, "true", "true"]"#)
        #expect(try geo.evaluate("n").formatted(.standard) == "11")
        let badArgument = #expect(throws: GeoError.self) { try geo.evaluate("test(0, 5)") }
        #expect(badArgument?.description.contains("must be a Point, not a Number") == true, "\(String(describing: badArgument))")
        let outOfRange = #expect(throws: GeoError.self) { try geo.evaluate("test(9, 0)") }
        #expect(outOfRange?.description.contains("out of range") == true, "\(String(describing: outOfRange))")
        let noMember = #expect(throws: GeoError.self) { try geo.evaluate("test(1, 0)") }
        #expect(noMember?.description.contains("no member 'contains' on Point") == true, "\(String(describing: noMember))")
        #expect(try geo.evaluate("[test(0, 1), test(0, 2)]").formatted(.standard) == #"["yes", "yes"]"#)
    }

    @Test func rectAndTransformKernelsGiveWhatGeoCoreGivesAndChangeNoHeldValue() throws {
        // Kernels making a rect or a transform (`MethodKernel(replacing:)`): their operands read
        // in place or computed (temporaries whose box the result may take), chained, assigned
        // over their receiver (which keeps its own path): GeoCore's results, and no value that
        // a variable or list holds is changed.
        let geo = Interpreter()
        try geo.run("""
            func cell(x, y) { return Rect(x, y, 4, 3) }
            var kept = []
            func all(r, s, t, u) {
                let rs = [r, s]
                let a = r.intersection(s)
                let b = rs[0].union(cell(1, 2))
                let c = cell(2, 1).intersection(rs[1]).union(r.applying(t))
                let held = cell(0, 0)
                let d = r.union(held)
                var e = s
                e = e.union(r.intersection(cell(3, 3)))
                let m = t.concatenating(u).concatenating(t)
                kept = [held, rs]
                return [a, b, c, d, e, m, held, rs[0], rs[1], r, s]
            }
            """)
        var rng = SeededRandom(seed: 17)
        for _ in 0..<40 {
            func n(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
            let r = Rect(x: n(-20...20), y: n(-20...20), width: n(-5...30), height: n(0...30))
            let s = Rect(x: n(-20...20), y: n(-20...20), width: n(0...30), height: n(-5...30))
            let t = Transform(a: n(-2...2), b: n(-1...1), c: n(-1...1), d: n(-2...2), tx: n(-9...9), ty: n(-9...9))
            let u = Transform(a: n(-2...2), b: n(-1...1), c: n(-1...1), d: n(-2...2), tx: n(-9...9), ty: n(-9...9))
            geo["r"] = .rect(r); geo["s"] = .rect(s); geo["t"] = .transform(t); geo["u"] = .transform(u)
            func cell(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 4, height: 3) }
            let expected: [Value] = [
                .rect(r.intersection(s)), .rect(r.union(cell(1, 2))), .rect(cell(2, 1).intersection(s).union(r.applying(t))),
                .rect(r.union(cell(0, 0))), .rect(s.union(r.intersection(cell(3, 3)))),
                .transform(t.concatenating(u).concatenating(t)), .rect(cell(0, 0)), .rect(r), .rect(s), .rect(r), .rect(s),
            ]
            #expect(try geo.evaluate("all(r, s, t, u)").isIdentical(to: .list(expected)))
            #expect(try geo.evaluate("kept").isIdentical(to: .list([.rect(cell(0, 0)), .list([.rect(r), .rect(s)])])))
        }
    }

    @Test func aKernelReadsItsReceiverBeforeTheArgumentRuns() throws {
        // The receiver read in place is read before the argument's code runs (which here
        // replaces the list it came from); the argument after the receiver's code ran.
        let geo = Interpreter()
        try geo.run("""
            var cards = [Rect(0, 0, 10, 10)]
            func swapIn() {
                cards = [Rect(100, 100, 1, 1)]
                return (5, 5)
            }
            func swapOut() {
                cards = [(50, 50)]
                return Rect(0, 0, 60, 60)
            }
            let before = cards[0].contains(swapIn())
            let after = swapOut().contains(cards[0])
            """)
        #expect(try geo.evaluate("[before, after, cards]").formatted(.standard) == "[true, true, [(50, 50)]]")
        // A method without a kernel reads nothing in place.
        #expect(try !CompilerPathTests().paths("func f(t, s) { return t.rotated(by: s) }\n", "s").contains("readInPlace"))
        #expect(try !CompilerPathTests().paths("func f(r, s) { return r.insetBy(dx: s, dy: 1) }\n", "s").contains("readInPlace"))
    }

    @Test func aTransformStoredOverAVariableReusesOnlyABoxNoOneElseHolds() throws {
        // Path storeInPlace: a global's and a local's box written in place while the variable
        // alone holds it; a new box when a let, a list, a closure or the host holds it too;
        // any other old value (a Number, a rect for a transform) simply replaced.
        let geo = Interpreter()
        func boxID(_ e: String) throws -> ObjectIdentifier? { try geo.evaluate(e).boxID }
        try geo.run("var t = rotation(0.5)\nvar r = Rect(0, 0, 1, 1)\n")
        let transformBox = try boxID("t"), rectBox = try boxID("r")
        try geo.run("for i in 0..<3 { t = rotation(0.25).concatenating(t)\n r = Rect(i, i, 2, 2).offsetBy(dx: 1, dy: 0) }\n")
        #expect(try boxID("t") == transformBox && boxID("r") == rectBox)
        var turned = Transform(rotationAngle: 0.5)
        for _ in 0..<3 { turned = Transform(rotationAngle: 0.25).concatenating(turned) }
        #expect(try geo.evaluate("t").transform() == turned)
        #expect(try geo.evaluate("r").rect() == Rect(x: 3, y: 2, width: 2, height: 2))
        // Someone else holds it: their value is kept.
        let held = try geo.evaluate("t")
        try geo.run("""
            let keep = t
            let ts = [t]
            let show = { keep }
            t = translation(1, 2)
            func f() {
                var x = Rect(0, 0, 2, 2)
                let y = x
                let xs = [x]
                x = Rect(5, 5, 1, 1).insetBy(dx: 0.5, dy: 0.5)
                var n = 1
                n = rotation(1)
                var q = Rect(0, 0, 1, 1)
                q = scale(2)
                return [x, y, xs[0], n == rotation(1), q == scale(2)]
            }
            """)
        #expect(try geo.evaluate("[keep == ts[0], keep == show(), t == translation(1, 2)]").formatted(.standard) == "[true, true, true]")
        #expect(try geo.evaluate("keep").isIdentical(to: held) && held.transform() == turned)
        #expect(try geo.evaluate("f()").formatted(.standard) == "[(5.5, 5.5, 0, 0), (0, 0, 2, 2), (0, 0, 2, 2), true, true]")
        // A local declared in a loop holds the last round's value: written over in place.
        try geo.run("func g() {\n  var out = []\n  for i in 0..<3 {\n    let c = Rect(i, 0, 1, 1).insetBy(dx: 0.25, dy: 0.25)\n    out.append(c)\n  }\n  return out\n}\n")
        #expect(try geo.evaluate("g()").formatted(.standard) == "[(0.25, 0.25, 0.5, 0.5), (1.25, 0.25, 0.5, 0.5), (2.25, 0.25, 0.5, 0.5)]")
        // An error while computing the value leaves the variable as it was.
        let error = #expect(throws: GeoError.self) { try geo.run("t = rotation(1).concatenating(5)") }
        #expect(error?.description.contains("argument 1 of concatenating(_:) must be a Transform, not a Number (5)") == true,
                "\(String(describing: error))")
        #expect(try geo.evaluate("t == translation(1, 2)").isIdentical(to: .bool(true)))
        // A session snapshot (the REPL's :undo) holds the value too: restored, it is as it was.
        let snapshot = geo.snapshot()
        try geo.run("t = rotation(0.75).concatenating(t)")
        try geo.restore(snapshot)
        #expect(try geo.evaluate("t == translation(1, 2)").isIdentical(to: .bool(true)))
    }

    @Test func tupleLiteralsOfConstantsAreMadeOnceAndRectLiteralsAreTyped() throws {
        // A literal of constant Numbers is one value, made while compiling: shared, it is
        // never written (a store makes the variable its own box, which later stores reuse).
        let geo = Interpreter()
        try geo.run("var r = (0, 0, 1, 1)\nfunc lit() { return (0, 0, 1, 1) }\nfor i in 0..<2 { r = (i, i, 2, 2) }\n")
        let box = try geo.evaluate("r").boxID
        try geo.run("for i in 2..<4 { r = (i, i, 2, 2) }\nr = r.insetBy(dx: 0.5, dy: 0.5)\n")
        #expect(try geo.evaluate("r").boxID == box && geo.evaluate("r").rect() == Rect(x: 3.5, y: 3.5, width: 1, height: 1))
        #expect(try geo.evaluate("[lit(), lit() == (0, 0, 1, 1), (1, -2), (1, 2, 3, 4).union((0, 0, 1, 1))]").formatted(.standard)
                == "[(0, 0, 1, 1), true, (1, -2), (0, 0, 4, 6)]")
    }

    @Test func aLocalReceiverIsReadAsItWasBeforeTheArguments() throws {
        // A receiver read in place from its slot: an argument that changes the variable
        // (a mutating method) does not change the receiver the call sees, as in Swift.
        let geo = Interpreter()
        try geo.run("""
            func f() {
                var xs = [1, 2, 3]
                let had = xs.contains(xs.removeLast())
                var ys = [1]
                let n = ys.count
                ys.append(ys.count)
                return [had, xs, n, ys, ys.contains(1), ys.map { v in v * 2 }]
            }
            """)
        #expect(try geo.evaluate("f()").formatted(.standard) == "[true, [1, 2], 1, [1, 1], true, [2, 2]]")
    }

    @Test func aPropertySiteServesEveryReceiverKindItMeets() throws {
        // One `x.width` site meeting a rect, a size, a view's frame and a rect again, from a
        // local and a computed receiver; a kind without the property gets the same errors.
        let geo = Interpreter()
        try geo.run("func w(x) { return x.width }\nfunc h(x) { return [x][0].height }\n")
        #expect(try geo.evaluate("[w(Rect(0, 0, 3, 4)), w(Size(5, 6)), w(View(frame: (0, 0, 7, 8)).frame), w(Rect(1, 1, -2, 1))]")
            .formatted(.standard) == "[3, 5, 7, 2]")
        #expect(try geo.evaluate("[h(Rect(0, 0, 3, 4)), h(Size(5, 6)), h(Rect(0, 0, 1, 9))]").formatted(.standard) == "[4, 6, 9]")
        let missing = #expect(throws: GeoError.self) { try geo.evaluate("w(3)") }
        #expect(missing?.description.contains("no member 'width' on Number") == true, "\(String(describing: missing))")
        #expect(try geo.evaluate("w(Rect(0, 0, 2, 2))").isIdentical(to: .number(2)))
        try geo.run("func c(r) { return r.contains }\n")
        let method = #expect(throws: GeoError.self) { try geo.evaluate("c(Rect(0, 0, 1, 1))") }
        #expect(method?.description.contains("'contains' is a method of Rect; call it") == true, "\(String(describing: method))")
        // Every read-only number of a rect, as CGRect gives it (a negative width standardised).
        #expect(try geo.evaluate("[Rect(1, 2, -3, 4)].map { r in [r.x, r.y, r.width, r.height, r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY] }")
            .formatted(.standard) == "[[1, 2, 3, 4, -2, -0.5, 1, 2, 4, 6]]")
    }

    @Test func constantArgumentsArePassedAsTheyAre() throws {
        // Constants kept by the site, one to four of them, beside locals and computed values;
        // a constant of the wrong type gets the general path's error, at the argument.
        let geo = Interpreter()
        try geo.run("func f(r, d) { return [r.insetBy(dx: 1, dy: d), r.offsetBy(dx: d, dy: 2), Rect(0, 0, 4, d + 1), rotation(0).translatedBy(x: 3, y: d)] }\n")
        #expect(try geo.evaluate("f(Rect(0, 0, 10, 10), 2)").formatted(.standard)
                == "[(1, 2, 8, 6), (2, 2, 10, 10), (0, 0, 4, 3), \(Value.transform(Transform(translationX: 3, y: 2)).formatted(.standard))]")
        #expect(try geo.evaluate("[Rect(1, 2, 3, 4), Rect(0, 0, 1, 1).contains((0.5, 0.5)), max(1, 2), min(3, 2)]").formatted(.standard)
                == "[(1, 2, 3, 4), true, 2, 2]")
        let error = #expect(throws: GeoError.self) { try geo.run("let bad = Rect(0, 0, 1, 1).insetBy(dx: \"a\", dy: 1)") }
        #expect(error?.description.contains("argument 'dx:' of insetBy(dx:dy:) must be a Number, not a String") == true,
                "\(String(describing: error))")
        let nilError = #expect(throws: GeoError.self) { try geo.run("let bad = rotation(nil)") }
        #expect(nilError?.description.contains("rotation") == true, "\(String(describing: nilError))")
    }

    @Test func variadicCallsGatherIntoTheSitesArray() throws {
        // The same site nested in its own arguments (through a function), errors from the
        // implementation located at the call, a list argument, and a loop reusing the array.
        let geo = Interpreter()
        try geo.run("func m(a, b) { return max(a, b) }\n")
        #expect(try geo.evaluate("m(m(1, m(5, 2)), m(3, 4))").isIdentical(to: .number(5)))
        #expect(try geo.evaluate("[max([4, 9, 2]), min(3, -1, 2), max(0 / 0, 1)]").formatted(.standard) == "[9, -1, nan]")
        try geo.run("var s = 0\nfor i in 0..<1000 { s += max(i, 500) }\n")
        #expect(try geo.evaluate("s").isIdentical(to: .number(500 * 500 + 999 * 1000 / 2 - 499 * 500 / 2)))
        let error = #expect(throws: GeoError.self) { try geo.run("let q = m(1, \"a\")") }
        #expect(error?.description.contains("argument 2 of max must be a Number, not a String") == true, "\(String(describing: error))")
        #expect(throws: GeoError.self) { try geo.run("max()") }
    }

    @Test func minAndMaxOfTwoAreTheImplementationsAnswers() throws {
        // Paths builtinFold and builtinFoldNumbers: every pair of these values (signed zeros,
        // nan, infinities), from locals, constants and computed, in calls of two and of three,
        // gives what the implementation (min/max called through a value) gives; other values
        // get its errors.
        let geo = Interpreter()
        try geo.run("""
            func pair(a, b) { return [min(a, b), max(a, b), min(b, a), max(b, a), min(a, 0 - b), max(0 - b, a), min(a, b, 0 - a), max(b, 0 - a, a)] }
            let lo = min, hi = max
            func many(a, b) { return [lo(a, b), hi(a, b), lo(b, a), hi(b, a), lo(a, 0 - b), hi(0 - b, a), lo(a, b, 0 - a), hi(b, 0 - a, a)] }

            """)
        func numbers(_ v: Value) -> [Double] {
            guard case .list(let items) = v else { return [] }
            return items.compactMap { if case .number(let x) = $0 { return x }; return nil }
        }
        let values: [Double] = [0, -0.0, 1, -2.5, .nan, .infinity, -.infinity, 3]
        for a in values {
            for b in values {
                geo["a"] = .number(a)
                geo["b"] = .number(b)
                let two = numbers(try geo.evaluate("pair(a, b)")), three = numbers(try geo.evaluate("many(a, b)"))
                #expect(two.count == 8 && zip(two, three).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) },
                        "\(a), \(b): \(two) vs \(three)")
            }
        }
        #expect(try geo.evaluate("[max(1, 2), min(-0, 0), max(2, 0 / 0), max(0 / 0, 2)]").formatted(.standard) == "[2, 0, 2, nan]")
        // Path builtinPairNumbers on members of geometry values and of views' geometry, and the
        // value a parent computes on; any other value reported by the implementation.
        try geo.run("func sizes(h, s, v) { return [max(h, s.height), min(s.width, h) * 2, max(v.frame.maxY, h), min(h, v.center.x)] }\n")
        #expect(try geo.evaluate("sizes(3, Size(2, 5), View(frame: (1, 2, 3, 4)))").formatted(.standard) == "[5, 4, 6, 2.5]")
        let sizeError = #expect(throws: GeoError.self) { try geo.evaluate("sizes(3, (1, 2), nil)") }
        #expect(sizeError?.description.contains("no member 'height' on Point") == true, "\(String(describing: sizeError))")
        let viewError = #expect(throws: GeoError.self) { try geo.evaluate("sizes(3, Size(1, 2), 4)") }
        #expect(viewError?.description.contains("no member 'frame' on Number") == true, "\(String(describing: viewError))")
        let listError = #expect(throws: GeoError.self) { try geo.evaluate("sizes([1], Size(1, 2), View())") }
        #expect(listError?.description.contains("argument 1 of max must be a Number, not a List") == true, "\(String(describing: listError))")
        let error = #expect(throws: GeoError.self) { try geo.evaluate("pair(1, \"a\")") }
        #expect(error?.description.contains("argument 2 of min must be a Number, not a String") == true, "\(String(describing: error))")
        #expect(throws: GeoError.self) { try geo.evaluate("max([3, 1], 2)") }
        // Three or more: each argument evaluated once, in order, also when one is not a Number
        // (the implementation reports the first that is not).
        try geo.run("var calls = []\nfunc t(x) { calls.append(x); return x }\n")
        #expect(try geo.evaluate("[min(t(3), t(1), t(2)), max(t(4), t(6), t(5), t(0))]").formatted(.standard) == "[1, 6]")
        #expect(try geo.evaluate("calls").formatted(.standard) == "[3, 1, 2, 4, 6, 5, 0]")
        try geo.run("calls = []")
        let third = #expect(throws: GeoError.self) { try geo.evaluate("min(t(1), t(2), t(\"a\"), t(3), t([4]))") }
        #expect(third?.description.contains("argument 3 of min must be a Number, not a String") == true, "\(String(describing: third))")
        #expect(try geo.evaluate("calls").formatted(.standard) == "[1, 2, \"a\", 3, [4]]")
        let list = #expect(throws: GeoError.self) { try geo.evaluate("max(1, 2, [3])") }
        #expect(list?.description.contains("argument 3 of max must be a Number, not a List") == true, "\(String(describing: list))")
    }

    /// `min` and `max` are Swift's on every path: of two, `y < x ? y : x` and `y >= x ? y : x`
    /// (`max(4, nan)` is 4, `max(nan, 4)` nan, `max(0, -0)` -0); of more, folded from the left;
    /// a list's `min()` / `max()` as Swift's Sequence's (the first of equal ones: `[0, -0].max()`
    /// is 0) — each compared, bit for bit, with Swift's own answer for every pair and triple of
    /// signed zeros, nan, infinities and numbers, from locals (`builtinFoldNumbers`), computed
    /// arguments (`builtinFold`), the built-in called through a value, and the list's methods.
    @Test func minAndMaxAreSwifts() throws {
        let geo = Interpreter()
        try geo.run("""
            func id(x) { return x }
            let lo = min, hi = max
            func two(a, b) { return [min(a, b), max(a, b), min(id(a), id(b)), max(id(a), id(b)), lo(a, b), hi(a, b)] }
            func three(a, b, c) {
              return [min(a, b, c), max(a, b, c), min(id(a), b, id(c)), max(a, id(b), c), lo(a, b, c), hi(a, b, c),
                      [a, b, c].min()!, [a, b, c].max()!, min([a, b, c]), max([a, b, c])]
            }

            """)
        func numbers(_ v: Value) -> [Double] {
            guard case .list(let items) = v else { return [] }
            return items.compactMap { if case .number(let x) = $0 { return x }; return nil }
        }
        func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN) }
        let values: [Double] = [0, -0.0, 4, -2.5, .nan, .infinity, -.infinity]
        for a in values {
            for b in values {
                geo["a"] = .number(a)
                geo["b"] = .number(b)
                let got = numbers(try geo.evaluate("two(a, b)"))
                let swift = [Swift.min(a, b), Swift.max(a, b)]
                #expect(got.count == 6 && got.enumerated().allSatisfy { same($1, swift[$0 % 2]) }, "\(a), \(b): \(got) vs Swift's \(swift)")
                for c in values {
                    geo["c"] = .number(c)
                    let got = numbers(try geo.evaluate("three(a, b, c)"))
                    let swift = [Swift.min(a, b, c), Swift.max(a, b, c)]
                    let sequence = [[a, b, c].min()!, [a, b, c].max()!]
                    #expect(got.count == 10 && got.enumerated().allSatisfy { same($1, $0 < 6 ? swift[$0 % 2] : sequence[$0 % 2]) },
                            "\(a), \(b), \(c): \(got) vs Swift's \(swift), \(sequence)")
                }
            }
        }
        // Four or more, folded as Swift's variadic max(x, y, z, rest...) is.
        let (output, error, _) = langRun("""
            let n = 0 / 0
            print(max(4, n), max(n, 4), min(4, n), min(n, 4), max(1, n, 3, 2), min(1, n, 3, 0.5), max(n, 1, 2, 3))
            print(1 / max(0, -0), 1 / min(-0, 0), 1 / [0, -0].max()!, 1 / [-0, 0].min()!, [4, n].max()!, [n, 4].min()!)
            print(max("b", "a", "c"), min("b", "a"), ["b", "c", "a"].max()!)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "4 nan 4 nan 3 0.5 nan\n-inf -inf inf -inf 4 nan\nc a c\n", "\(output)")
    }

    @Test func aVariadicSiteKeepsNoArgumentAlive() throws {
        // The site's array is kept between calls, its elements are not: a view printed twice
        // through one site is freed when the script lets it go.
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("func show(x) { print(x) }\nvar v = View(frame: (0, 0, 1, 1), name: \"kept\")\nshow(v)\nshow(v)\n")
        weak var weakView: View?
        do {
            guard case .view(let view) = try geo.evaluate("v") else { Issue.record("not a view"); return }
            weakView = view
        }
        #expect(weakView != nil && out.contains("kept"))
        try geo.run("v = nil")
        #expect(weakView == nil)
    }

    @Test func aFailingCallbackFreesItsLocals() throws {
        // A callback's arguments are lent (`Engine.allLent`), its locals are its own: when the
        // callback fails, what its locals hold is freed with its frame.
        let geo = Interpreter()
        try geo.run("var v = View(frame: (0, 0, 1, 1), name: \"kept\")\n")
        weak var weakView: View?
        do {
            guard case .view(let view) = try geo.evaluate("v") else { Issue.record("not a view"); return }
            weakView = view
        }
        #expect(throws: GeoError.self) { try geo.run("let r = [1, 2].map { a in let mine = [v, a]; assert(false); return mine }") }
        #expect(throws: GeoError.self) { try geo.run("let s = [1, 2].sorted { a, b in let both = [v, a, b]; return both[5] }") }
        try geo.run("v = nil")
        #expect(weakView == nil)
    }

    @Test func overloadsToldApartByKindAreCalledDirectly() throws {
        // `r.contains(p)` / `r.contains(r2)`: two plain targets, the first that fits is called
        // with the arguments as they are; an argument neither accepts gets the general path's
        // error.
        let geo = Interpreter()
        try geo.run("func has(r, x) { return r.contains(x) }\nlet r = Rect(0, 0, 10, 10)\n")
        #expect(try geo.evaluate("[has(r, (5, 5)), has(r, (10, 5)), has(r, Rect(1, 1, 2, 2)), has(r, Rect(9, 9, 2, 2))]")
            .formatted(.standard) == "[true, false, true, false]")
        let registry = Registry()
        let member = try #require(registry.member(.rect, registry.memberID("contains")))
        let site = MethodSite(engine: EngineRef(geo.engine), registry: registry, name: "contains", nameSpan: Engine.nativeSpan,
                              labels: [nil], trailingClosure: false, place: nil, base: { _ in .nil }, args: [EvalBox(eval: { _ in .nil })],
                              argSpans: [Engine.nativeSpan], span: Engine.nativeSpan,
                              noMember: { _ in ScriptFailure(.runtime, "", at: Engine.nativeSpan) },
                              labelMismatch: { _ in ScriptFailure(.runtime, "", at: Engine.nativeSpan) })
        try site.resolve(.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(member.methods.count == 2 && site.targets.count == 2)
        #expect(site.path == .byKind)
        let error = #expect(throws: GeoError.self) { try geo.evaluate("has(r, 3)") }
        #expect(error?.description.contains("contains") == true, "\(String(describing: error))")
    }

    @Test func overloadsBeforeOneThatConvertsAreStillToldApartByKind() throws {
        // `lerp`: Number and Point overloads, then a Size one that converts a Point (so the
        // site once took the converting path for every call: ~870 instructions a Point lerp),
        // then Rect and Transform. The first overloads are tried by kind; what none of them
        // takes goes the converting way, in the candidates' order.
        let registry = Registry()
        guard case .functions(let overloads)? = registry.globals["lerp"] else { Issue.record("no lerp"); return }
        let geo = Interpreter()
        let args = (0..<3).map { _ in EvalBox(eval: { _ in .nil }) }
        let site = BuiltinSite(engine: EngineRef(geo.engine), candidates: Overload.candidates(overloads, labels: [nil, nil, nil], trailingClosure: false),
                               args: args, argSpans: Array(repeating: Engine.nativeSpan, count: 3), span: Engine.nativeSpan)
        #expect(site.targets.count == 5 && !site.targets[2].takesArgumentsAsTheyAre)
        #expect(site.path == .byKind)
        #expect(try geo.evaluate("[lerp(0, 10, 0.25), lerp((0, 0), (10, 20), 0.5), lerp(Size(0, 0), Size(4, 8), 0.5), lerp(Rect(0, 0, 2, 2), Rect(2, 2, 4, 4), 0.5)]")
            .formatted(.standard) == "[2.5, (5, 10), (2, 4), (1, 1, 3, 3)]")
        let error = #expect(throws: GeoError.self) { try geo.evaluate("lerp(identity, identity, 0.5)") }
        #expect(error?.description.contains("lerp does not blend transforms") == true, "\(String(describing: error))")
        let mismatch = #expect(throws: GeoError.self) { try geo.evaluate("lerp(\"a\", 1, 0.5)") }
        #expect(mismatch?.description.contains("lerp") == true, "\(String(describing: mismatch))")
    }

    @Test(arguments: [
        // A Point or Size maker of Numbers (Builtin.pairFunction): made with no call.
        ("let p = Point(1, 2)\n", "Point(1, 2)", "builtinTypedNumbers"),
        // A rect of a Point and a Size (Builtin.partsFunction): made of them with no call.
        ("let o = Rect(origin: (0, 0), size: (4, 4))\n", "Rect(origin: (0, 0), size: (4, 4))", "builtinRectParts"),
        // A transform or rect maker: computed unboxed (boxed where a value is needed).
        ("let r = Rect(0, 0, 4, 4)\n", "Rect(0, 0, 4, 4)", "builtinTyped"),
        ("let t = rotation(0.5)\n", "rotation(0.5)", "builtinTyped"),
        // Six arguments: more than the prepared path takes, typed all the same.
        ("let m = Transform(1, 0, 0, 1, 5, 2)\n", "Transform(1, 0, 0, 1, 5, 2)", "builtinTyped"),
        // A default filled in (name:) and a parameter that converts (String or nil).
        ("let v = View(frame: (0, 0, 4, 4))\n", "View(frame: (0, 0, 4, 4))", "builtinDirect"),
        ("let v = View(frame: (0, 0, 4, 4), name: \"a\")\n", "View(frame: (0, 0, 4, 4), name: \"a\")", "builtinDirect"),
        // Overloads told apart by argument count.
        ("let s = scale(2)\n", "scale(2)", "builtinTyped"),
        // Core Graphics' spellings of the makers, chosen by their labels: made as geo's are.
        ("func f(x) { return CGAffineTransform(translationX: x, y: 2) }\n", "CGAffineTransform(translationX: x, y: 2)", "builtinTyped"),
        ("func f(a) { return CGAffineTransform(rotationAngle: a) }\n", "CGAffineTransform(rotationAngle: a)", "builtinTyped"),
        ("func f(k) { return CGAffineTransform(scaleX: k, y: k) }\n", "CGAffineTransform(scaleX: k, y: k)", "builtinTyped"),
        // Variadic, converting nothing: gathered in the site's array.
        ("print(1, 2)\n", "print(1, 2)", "builtinVariadic"),
        // Two arguments or more of one with its work on two Numbers: folded over them.
        // Every operand with number code: computed on their Numbers (in a function, at the top
        // level, in a closure, swapped, three of them); an operand a call computes: the site's
        // fold, no list gathered.
        ("let m = max(1, 2, 3)\n", "max(1, 2, 3)", "builtinFoldNumbers"),
        ("func f(a, b, c) { return min(a + 1, b, c - 1, 7) }\n", "min(a + 1, b, c - 1, 7)", "builtinFoldNumbers"),
        ("func f(g, x) { return max(x, g(x), 1) }\n", "max(x, g(x), 1)", "builtinFold"),
        ("let m = max(1, 2)\n", "max(1, 2)", "builtinFoldNumbers"),
        ("func f(a, b) { return min(a, b + 1) }\n", "min(a, b + 1)", "builtinFoldNumbers"),
        ("func f(h, v) {\n  let size = v.bounds.size\n  return max(h, size.height)\n}\n", "max(h, size.height)", "builtinFoldNumbers"),
        ("var extent = 0\nlet v = View()\nextent = max(extent, v.frame.maxY)\n", "max(extent, v.frame.maxY)", "builtinFoldNumbers"),
        ("let g = { v, x in min(v.center.x * 2, x) }\n", "min(v.center.x * 2, x)", "builtinFoldNumbers"),
        ("func f(g, x) { return max(g(x), 1) }\n", "max(g(x), 1)", "builtinFold"),
        // A Number member of an element read in place has number code (path memberElement); of
        // a captured list's element, none: the site's pair.
        ("func f(xs) { return min(0, xs[0].width) }\n", "min(0, xs[0].width)", "builtinFoldNumbers"),
        ("func f(xs) {\n  let g = { min(0, xs[0].width) }\n  return g()\n}\n", "min(0, xs[0].width)", "builtinFold"),
        ("let m = min([1, 2])\n", "min([1, 2])", "builtinVariadic"),
        // A variadic's other parameters each given one argument of one kind: gathered too.
        ("let s = String(format: \"%d\", 3)\n", "String(format: \"%d\", 3)", "builtinVariadic"),
        ("func f(x) { return String(format: \"%5.1f%%\", x) }\n", "String(format: \"%5.1f%%\", x)", "builtinVariadic"),
        ("let g = { x in print(x, terminator: \"\") }\n", "print(x, terminator: \"\")", "builtinVariadic"),
        ("print(1, 2, separator: \",\")\n", "print(1, 2, separator: \",\")", "builtinVariadic"),
        ("let s = String(format: \"%%\")\n", "String(format: \"%%\")", "builtinVariadic"),
        // Not gathered: a parameter that converts (count: a whole Number), overloads by kind.
        ("let s = String(repeating: \"a\", count: 2)\n", "String(repeating: \"a\", count: 2)", "builtinDirect"),
    ])
    func builtinCallPaths(_ source: String, _ site: String, _ path: String) throws {
        let found = try CompilerPathTests().paths(source, site)
        #expect(found == [path], "'\(site)' took \(found)")
    }

    @Test func callbacksOfScriptClosuresGoStraightIntoTheirFrame() throws {
        let geo = Interpreter()
        let closure = try geo.evaluate("{ x in x * 2 }").function()
        #expect(Callback(closure, arity: 1, geo.context).isDirect)
        // A wrong count and a built-in take `RuntimeContext.call`, which reports them.
        #expect(!Callback(closure, arity: 2, geo.context).isDirect)
        let builtin = try geo.evaluate("sqrt").function()
        #expect(!Callback(builtin, arity: 1, geo.context).isDirect)
        // Behaviour through both paths.
        #expect(try geo.evaluate("[3, 1, 2].map { x in x * 2 }").isIdentical(to: .list([.number(6), .number(2), .number(4)])))
        #expect(try geo.evaluate("[4, 9].map(sqrt)").isIdentical(to: .list([.number(2), .number(3)])))
        #expect(try geo.evaluate("[1, 2, 3].reduce(0) { a, b in a + b }").isIdentical(to: .number(6)))
        #expect(try geo.evaluate("[1, 3, 2].sorted { a, b in a > b }").isIdentical(to: .list([.number(3), .number(2), .number(1)])))
    }

    /// A callback's arguments are lent (their bits copied, neither retained nor released):
    /// whatever keeps one copies it, and a copy changed is a copy, whether the built-in's list
    /// is the only holder of the argument or not.
    @Test func aCallbacksLentArgumentsKeepValueSemantics() throws {
        let geo = Interpreter()
        try geo.run("""
            var kept = []
            var last = nil
            let xs = [[1, 2], [3, 4], [5]]
            let ys = xs.map { a in
                var b = a
                b.append(9)
                kept.append(a)
                last = a
                return [a, b]
            }
            let counts = xs.map { a in { a.count } }.map { f in f() }
            let byCount = xs.sorted { a, b in a.count < b.count || (a.count == b.count && a[0] > b[0]) }
            let flat = xs.reduce([]) { acc, x in acc + x }
            let nested = xs.map { a in a.map { v in [v, a] } }
            let only = [[1, 2]].map { a in
                var c = a
                c[0] = 7
                return [a, c]
            }
            let found = xs.first(where: { a in a == [3, 4] })
            let some = xs.filter { a in a.contains(where: { v in v > 2 }) }
            let roots = [4, 9].map(sqrt)
            """)
        let expected: [(String, String)] = [
            ("xs", "[[1, 2], [3, 4], [5]]"), ("kept", "[[1, 2], [3, 4], [5]]"), ("last", "[5]"),
            ("ys", "[[[1, 2], [1, 2, 9]], [[3, 4], [3, 4, 9]], [[5], [5, 9]]]"), ("counts", "[2, 2, 1]"),
            ("byCount", "[[5], [3, 4], [1, 2]]"), ("flat", "[1, 2, 3, 4, 5]"),
            ("nested", "[[[1, [1, 2]], [2, [1, 2]]], [[3, [3, 4]], [4, [3, 4]]], [[5, [5]]]]"),
            ("only", "[[[1, 2], [7, 2]]]"), ("found", "[3, 4]"), ("some", "[[3, 4], [5]]"), ("roots", "[2, 3]"),
        ]
        for (name, text) in expected {
            #expect(try geo.evaluate(name).description == text, "\(name)")
        }
        // A callback that fails mid-sort: located in the closure, the lists it was lent intact.
        let error = #expect(throws: GeoError.self) { try geo.run("let bad = xs.sorted { a, b in a[1] < b[1] }\n") }
        #expect(error?.description.contains("1:33") == true, "\(String(describing: error))")
        #expect(error?.description.contains("out of range") == true, "\(String(describing: error))")
        #expect(try geo.evaluate("xs").description == "[[1, 2], [3, 4], [5]]")
        #expect(try geo.evaluate("kept").description == "[[1, 2], [3, 4], [5]]")
    }

    @Test func appendingInALoopGrowsTheListInPlace() throws {
        // Each distinct storage address is one copy or growth of the list; appending in place
        // grows it about log2(n) times, copying on every append would give n addresses.
        let geo = Interpreter()
        let seen = AddressLog()
        geo.register("probe", parameters: ["_ list"]) { args in
            if case .list(let items) = args[0] {
                seen.addresses.insert(items.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) })
            }
            return .nil
        }
        try geo.run("var xs = []\nfor i in 0..<2000 { xs.append(i); probe(xs) }\n"
            + "func fill(n) {\n  var ys = []\n  for i in 0..<n { ys.append(i); probe(ys) }\n  return ys.count\n}\nfill(2000)\n")
        #expect(seen.addresses.count < 60, "\(seen.addresses.count) distinct storages for 4,000 appends")
    }

    final class AddressLog: @unchecked Sendable {
        var addresses: Set<Int> = []
    }

    /// `sorted(by:)` and `sort(by:)` sort the elements' indices and lend the comparison the
    /// elements where the list lies: the same order (stable: equal keys keep their order), the
    /// same calls, and the list sorted stays intact whatever the function does to the variable
    /// that holds it (changes it, appends to it, lets it go), in every kind of caller.
    @Test func sortingByAFunctionKeepsOrderAndValueSemantics() throws {
        let geo = Interpreter()
        try geo.run("""
            var calls = 0
            let records = [[3, "c"], [1, "a"], [2, "b"], [1, "d"], [3, "e"], [2, "f"], [0, "g"]]
            let byKey = records.sorted(by: { a, b in
                calls += 1
                return a[0] < b[0]
            })
            var xs = [[5], [2], [9], [1], [7]]
            xs.sort(by: { a, b in
                xs = []
                return a[0] < b[0]
            })
            var ys = [[4], [8], [3]]
            ys.sort(by: { a, b in
                ys.append([0])
                ys[0][0] = 99
                return a[0] > b[0]
            })
            var kept = []
            let zs = [[2, [1]], [1, [2]]].sorted(by: { a, b in
                kept.append(a)
                return a[0] < b[0]
            })
            kept[0][1][0] = 50
            func inFunction(list) {
                var local = list
                local.sort(by: { a, b in a > b })
                return [list, local]
            }
            let both = inFunction([1, 3, 2])
            let one = [[1]].sorted(by: { a, b in a[0] < b[0] })
            let none = [].sorted(by: { a, b in a < b })
            let byBuiltin = [3, 1, 2].sorted(by: >)
            """)
        let expected: [(String, String)] = [
            ("byKey", "[[0, \"g\"], [1, \"a\"], [1, \"d\"], [2, \"b\"], [2, \"f\"], [3, \"c\"], [3, \"e\"]]"),
            ("records", "[[3, \"c\"], [1, \"a\"], [2, \"b\"], [1, \"d\"], [3, \"e\"], [2, \"f\"], [0, \"g\"]]"),
            ("xs", "[[1], [2], [5], [7], [9]]"), ("ys", "[[8], [4], [3]]"),
            ("zs", "[[1, [2]], [2, [1]]]"), ("both", "[[1, 3, 2], [3, 2, 1]]"), ("one", "[[1]]"), ("none", "[]"),
            ("byBuiltin", "[3, 2, 1]"),
        ]
        for (name, text) in expected {
            #expect(try geo.evaluate(name).description == text, "\(name)")
        }
        // The merge sort of 7 elements: the same comparisons as sorting the values so.
        let order = [3, 1, 2, 1, 3, 2, 0]
        var count = 0
        _ = ListLibrary.mergeSortedIndices(order.count) { i, j in count += 1; return order[i] < order[j] }
        #expect(try geo.evaluate("calls").description == "\(count)")
        #expect(try geo.evaluate("kept").description.hasPrefix("[[1, [50]]"))
        // A failing comparison: located in the closure, the list intact, the variable unchanged.
        try geo.run("var ws = [[1], [2, 3], [0]]\n")
        let error = #expect(throws: GeoError.self) { try geo.run("ws.sort(by: { a, b in a[1] < b[1] })\n") }
        #expect(error?.description.contains("1:32") == true, "\(String(describing: error))")
        #expect(try geo.evaluate("ws").description == "[[1], [2, 3], [0]]")
    }

    @Test func sortedKeepsEqualNumbersInOrder() throws {
        // 0 and -0 are equal: the stable sort keeps them as they came (1 / x tells them apart).
        let geo = Interpreter()
        #expect(try geo.evaluate("[0, -0, nan, 1, -1].sorted().map { x in 1 / x }")
            .formatted(.standard) == "[-1, inf, -inf, 1, nan]")
        #expect(try geo.evaluate("[\"b\", \"a\", \"c\"].sorted()").formatted(.standard) == "[\"a\", \"b\", \"c\"]")
    }
}

/// View writes: the property names reach a listener (and are built only when one listens);
/// the transform component a script assigned is found through the context's kept
/// `ViewWrites`, also after the library states were replaced (a session restore).
struct ViewWritePathTests {
    final class Log: @unchecked Sendable {
        var names: [String] = []
    }

    @Test func listenersHearEachWriteByName() throws {
        let geo = Interpreter()
        let log = Log()
        try geo.run("let v = View(frame: (0, 0, 10, 10))\nv.center = (1, 1)\n")
        geo.context.viewWillChange = { _, name in log.names.append(name) }
        try geo.run("v.transform.rotation = 0.5\nv.bounds = (0, 0, 4, 4)\n")
        geo.context.states = [:]
        try geo.run("v.transform.rotation = 0.25\nv.transform = identity\n")
        #expect(log.names == ["transform.rotation", "bounds", "transform.rotation", "transform"])
        geo.context.viewWillChange = nil
        try geo.run("v.center = (2, 2)\n")
        #expect(log.names.count == 4)
    }
}

/// A built-in held in a variable is called with its labels as a direct call is: they choose
/// the overload and fill the parameters (defaults and a trailing closure included).
struct BuiltinThroughVariableTests {
    func run(_ source: String) -> String {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        do { try geo.run(source, file: "v.geo") } catch { out += "error: \(error)" }
        return out
    }

    @Test func labelledArgumentsBindAsInADirectCall() {
        #expect(run("let s = stride\nfor i in s(from: 0, to: 6, by: 2) { print(i) }") == "0\n2\n4\n")
        #expect(run("let s = stride\nfor i in s(from: 0, through: 6, by: 3) { print(i) }") == "0\n3\n6\n")
        #expect(run("let m = max\nprint(m(2, 7))") == "7\n")
        #expect(run("let v = View(frame: (0, 0, 10, 10))\nlet a = animate\nlet x = a(duration: 2, curve: \"linear\") { v.center = (25, 5) }\n"
                    + "wait(1)\nprint(v.presentation().center, x.duration)") == "(15, 5) 2\n")
        #expect(run("let make = View\nlet v = make(frame: (1, 2, 3, 4), name: \"n\")\nprint(v.name, v.frame)") == "n (1, 2, 3, 4)\n")
    }

    @Test func wrongLabelsSayWhatTheBuiltinTakes() {
        let out = run("let s = stride\nfor i in s(from: 0, upTo: 3, by: 1) { print(i) }")
        #expect(out.hasPrefix("error: v.geo:2:10:"), "\(out)")
        #expect(out.contains("incorrect argument label 'upTo:' in stride; did you mean 'to:'?"), "\(out)")
        #expect(!out.contains("unlabelled"), "\(out)")
        let unlabelled = run("let s = stride\nprint(s(0, 3, 1))")
        #expect(unlabelled.contains("stride cannot be called with 3 unlabelled arguments"), "\(unlabelled)")
    }

    @Test func aScriptFunctionsLabelsAreStillItsParameterNames() {
        #expect(run("func f(a, b) { return a - b }\nlet g = f\nprint(g(a: 5, b: 1))") == "4\n")
        #expect(run("func f(a, b) { return a - b }\nlet g = f\nprint(g(x: 5, b: 1))").contains("argument label 'x:' does not match parameter 'a'"))
    }
}
