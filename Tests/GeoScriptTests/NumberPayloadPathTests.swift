import Testing
@testable import GeoScript

/// A Number stored into a slot known to hold a Number writes its payload alone
/// (`storeNumber`: an argument pushed above the stack top by `argumentOffset` or
/// `argumentLocal`, an in-place store after its tag test), and a lent function's argument slot
/// is dropped by zeroing its tag word (`forgetAsNumber`). The paths that do so, the ones that
/// must not (a computed argument, a captured function), the values and the errors.
struct NumberPayloadPathTests {
    typealias Shape = CompilerPathTests.Shape

    static let visitor = """
        func visit(n, step) {
          var total = 0
          for i in 0..<n { total += i }
          var k = 0
          k += n
          let a = step(n - 1, step)
          return total + a + k
        }
        """
    static let captured = "func run(n) {\n  let inc = { x in x + 1 }\n  let g = { y in inc(y) }\n  return g(n) + inc(n)\n}\n"

    static let takes: [Shape] = [
        Shape(name: "a function passed on from a parameter (lent)", source: CompilerPathTests.fibMethod, site: "me",
              path: "argumentLocal"),
        Shape(name: "a parameter minus a constant pushed as a Number", source: CompilerPathTests.fibMethod, site: "n - 1",
              path: "argumentOffset"),
        Shape(name: "a local declared from a parameter, stored by its block", source: CompilerPathTests.fibMethodLogged,
              site: "var result = n", path: "storeByBlock"),
        Shape(name: "a function passed on, visitor style", source: visitor, site: "step", path: "argumentLocal"),
        Shape(name: "a local updated in a loop", source: visitor, site: "total +=", path: "updateLocal"),
        Shape(name: "a local updated by a parameter", source: visitor, site: "k +=", path: "updateLocal"),
        Shape(name: "a local declared from a Number", source: visitor, site: "var k = 0", path: "storeByBlock"),
    ]

    static let sides = """
        func sides(n) {
          var r = []
          if n < 2 { r.append(1) }
          if 2 > n { r.append(2) }
          if n <= 2 { r.append(3) } else { r.append(-3) }
          if 2 >= n { r.append(4) }
          if n == 2 { r.append(5) }
          if 2 != n { r.append(6) }
          if n > 2 { r.append(7) }
          if 2 < n { r.append(8) } else { r.append(-8) }
          return r
        }
        var g = 1
        func pair(a, b) {
          if a < b { return -1 }
          return 1
        }
        if g < 3 { g = 4 }
        """

    static let ifs: [Shape] = [
        Shape(name: "a parameter against a constant", source: CompilerPathTests.fibMethod, site: "n >= 2", path: "ifLocalNumber"),
        Shape(name: "a constant against a parameter", source: sides, site: "2 > n", path: "ifLocalNumber"),
        Shape(name: "a parameter against a constant, with an else", source: sides, site: "n <= 2", path: "ifLocalNumber"),
        Shape(name: "a nested fib's test", source: CompilerPathTests.fib, site: "n < 2", path: "ifLocalNumber"),
    ]

    static let ifsAvoiding: [Shape] = [
        Shape(name: "two locals", source: sides, site: "a < b", path: "ifLocalNumber"),
        Shape(name: "a global against a constant", source: sides, site: "g < 3", path: "ifLocalNumber"),
    ]

    static let avoids: [Shape] = [
        Shape(name: "a computed argument is no local read", source: "func twice(f, x) { return f(f(x)) }\n", site: "f(x)",
              path: "argumentLocal"),
        Shape(name: "a captured function is no local of the caller", source: captured, site: "inc", path: "argumentLocal"),
        Shape(name: "a call's result declared is stored by its own code", source: visitor, site: "a", path: "storeLocal"),
    ]

    @Test(arguments: takes) func eachShapeTakesItsPath(_ shape: Shape) throws {
        #expect(try CompilerPathTests().paths(shape.source, shape.site).contains(shape.path), "\(shape.name)")
    }

    @Test(arguments: ifs) func eachIfTakesItsPath(_ shape: Shape) throws {
        let paths = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(paths.contains(shape.path) && paths.contains("inlineCondition"), "\(shape.name): \(paths)")
    }

    @Test(arguments: ifsAvoiding) func eachOtherIfReadsItsPlacesWhenRun(_ shape: Shape) throws {
        let paths = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(!paths.contains(shape.path) && paths.contains("inlineCondition"), "\(shape.name): \(paths)")
    }

    /// Each comparison of a local with a constant on either side, with and without an else,
    /// against values on both sides of the constant, NaN and other kinds.
    @Test func ifsOfALocalAndAConstantKeepTheirMeaning() throws {
        let geo = Interpreter()
        try geo.run(Self.sides, file: "sides.geo")
        func list(_ xs: [Double]) -> Value { .list(xs.map { .number($0) }) }
        for _ in 0..<2 {
            #expect(try geo.evaluate("sides(1)").isIdentical(to: list([1, 2, 3, 4, 6, -8])))
            #expect(try geo.evaluate("sides(2)").isIdentical(to: list([3, 4, 5, -8])))
            #expect(try geo.evaluate("sides(3)").isIdentical(to: list([-3, 6, 7, 8])))
            #expect(try geo.evaluate("sides(0 / 0)").isIdentical(to: list([-3, 6, -8])))
            #expect(try geo.evaluate("pair(1, 2) + pair(2, 1)").isIdentical(to: .number(0)))
            #expect(try geo.evaluate("g").isIdentical(to: .number(4)))
        }
        do {
            _ = try geo.evaluate("sides(\"a\")")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("cannot compare a String (\"a\") and a Number (2) with '<'"), "\(error.message)")
            #expect(error.diagnostics.first?.line == 3, "\(error)")
            #expect(error.diagnostics.first?.column == 6, "\(error)")
        }
    }

    @Test(arguments: avoids) func eachShapeAvoidsThePath(_ shape: Shape) throws {
        #expect(try !CompilerPathTests().paths(shape.source, shape.site).contains(shape.path), "\(shape.name)")
    }

    /// A Number is its 8-byte payload under a zero tag word: a payload stored over a Number
    /// reads as the new Number, and a slot whose tag word is zeroed reads as a Number whatever
    /// its payload words held.
    @Test func aNumberIsItsPayloadUnderAZeroTag() {
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { slot.deallocate() }
        slot.initialize(to: .number(1))
        slot.storeNumber(-2.5)
        #expect(slot.pointee.isIdentical(to: .number(-2.5)))
        var fn = Function(native: "f", overloads: [])
        slot.initialize(to: .function(fn))
        slot.forgetAsNumber()
        guard case .number = slot.pointee else { Issue.record("not a Number: \(slot.pointee)"); return }
        // The slot's share of the function was forgotten, not released: given back here.
        Unmanaged.passUnretained(fn).release()
        #expect(isKnownUniquelyReferenced(&fn))
    }

    /// The values: functions lent through parameters many calls deep, Numbers pushed and stored
    /// over slots that held other kinds, callbacks handed functions by built-ins.
    @Test func valuesThroughThePaths() throws {
        let geo = Interpreter()
        try geo.run(CompilerPathTests.fibMethod + Self.visitor + "\n" + Self.captured + """

            func fibParam(n, step) {
              var result = n
              if n > 1 {
                let a = step(n - 1, step)
                result = a + step(n - 2, step)
              }
              return result
            }
            func kinds(n) {
              var out = []
              for i in 0..<n {
                var r = "text"
                if i % 2 == 0 { r = [i] }
                r = i
                var s = r
                s += 0.5
                out.append(s)
              }
              return out
            }
            func apply(fs, x) {
              var y = x
              for f in fs { y = f(y, f) }
              return y
            }
            func leaf(v, me) { return v * 2 }
            """)
        for _ in 0..<2 {
            #expect(try geo.evaluate("fib(fib, 20)").isIdentical(to: .number(6765)))
            #expect(try geo.evaluate("fibParam(20, fibParam)").isIdentical(to: .number(6765)))
            #expect(try geo.evaluate("visit(5, { m, s in m * 10 })").isIdentical(to: .number(10 + 40 + 5)))
            #expect(try geo.evaluate("run(4)").isIdentical(to: .number(10)))
            #expect(try geo.evaluate("kinds(3)").isIdentical(to: .list([.number(0.5), .number(1.5), .number(2.5)])))
            #expect(try geo.evaluate("apply([leaf, leaf, { v, me in v - 1 }], 3)").isIdentical(to: .number(11)))
            #expect(try geo.evaluate("[1, 2, 3].map { v in fib(fib, v + 5) }").isIdentical(to: .list([.number(8), .number(13), .number(21)])))
            #expect(try geo.evaluate("[leaf, leaf].map { f in f(4, f) }").isIdentical(to: .list([.number(8), .number(8)])))
        }
    }

    /// A wrong kind through the paths fails as before, at the same place.
    @Test func errorsKeepTheirTextAndPlace() throws {
        let geo = Interpreter()
        try geo.run(CompilerPathTests.fibMethod, file: "fib.geo")
        Self.expectErrors(geo, [
            ("fib(fib, \"a\")", "cannot compare a String (\"a\") and a Number (2) with '>='", 3, 6),
            ("fib(fib, [2])", "cannot compare a List", 3, 6),
            ("fib(4, 3)", "cannot call a Number (4); it is not a function", 3, 24),
        ])
        #expect(try geo.evaluate("fib(fib, 10)").isIdentical(to: .number(55)))
    }

    /// A function lent through thousands of calls, also held by a list and passed by a
    /// built-in, is neither freed early nor kept after its last holder lets it go.
    @Test func aLentFunctionIsFreedWithItsLastHolder() throws {
        try Self.expectFreedWithLastHolder(CompilerPathTests.fibMethod + """
            var keep = { me, n in n }
            func pass(f, n) {
              var t = 0
              for i in 0..<n { t += f(f, i) + fib(fib, 3) }
              let fs = [f, f]
              return t + fs.count + [1, 2].map { v in f(f, v) }.count
            }
            """, "pass(keep, 1000)", .number(499_500 + 2000 + 4))
    }

    /// Runs `source`, which declares the global function `keep`, then `call` (whose value is
    /// `value`): the function lives while `keep` holds it, and is freed once it does not.
    static func expectFreedWithLastHolder(_ source: String, _ call: String, _ value: Value) throws {
        let geo = Interpreter()
        try geo.run(source)
        weak var weakFunction: Function?
        do {
            guard case .function(let fn) = try geo.evaluate("keep") else { Issue.record("not a function"); return }
            weakFunction = fn
        }
        #expect(try geo.evaluate(call).isIdentical(to: value))
        #expect(weakFunction != nil)
        try geo.run("keep = nil")
        #expect(weakFunction == nil)
    }

    /// Calls of more than three arguments take the code for any count (`ArgumentsMany`), which
    /// pushes them one by one, and labelled calls of up to three the code for their count
    /// made for labels (`labelsCompared`): each argument still read in place.
    static let manyArguments = """
        func area(width, height) { return width * height }
        func four(a, b, c, d) { return [a, b, c, d] }
        func run(w, h) {
          let g = { x, y in x - y }
          var xs = [w]
          let out = [area(width: w - 1, height: h), area(width: w, height: h + 2), g(x: w, y: h), four(w - 1, h, xs, g(w, 1)), four(xs, w, h + 1, [h])]
          return out
        }
        func hanoi(n, from, to, via) {
          if n == 0 { return 0 }
          return hanoi(n - 1, from, via, to) + 1 + hanoi(n - 1, via, to, from)
        }
        """

    static let manyArgumentShapes: [Shape] = [
        Shape(name: "a labelled call's offset argument", source: manyArguments, site: "w - 1", path: "argumentOffset"),
        Shape(name: "a labelled call's local argument", source: manyArguments, site: "h", path: "argumentLocal"),
        Shape(name: "a labelled call", source: manyArguments, site: "area(width: w - 1, height: h)", path: "labelsCompared"),
        Shape(name: "a labelled call of a closure", source: manyArguments, site: "g(x: w, y: h)", path: "labelsCompared"),
        Shape(name: "four arguments, a local's", source: manyArguments, site: "xs", path: "argumentLocal"),
        Shape(name: "four arguments, an offset", source: manyArguments, site: "h + 1", path: "argumentOffset"),
        Shape(name: "four arguments, a local passed on", source: manyArguments, site: "from", path: "argumentLocal"),
    ]

    @Test(arguments: manyArgumentShapes) func eachArgumentOfAnyCountTakesItsPath(_ shape: Shape) throws {
        #expect(try CompilerPathTests().paths(Self.manyArguments, shape.site).contains(shape.path), "\(shape.name)")
    }

    @Test func argumentsOfAnyCountKeepTheirValuesAndErrors() throws {
        let geo = Interpreter()
        try geo.run(Self.manyArguments, file: "many.geo")
        let n = { (x: Double) in Value.number(x) }
        for _ in 0..<2 {
            #expect(try geo.evaluate("run(5, 3)").isIdentical(to: .list([
                n(12), n(25), n(2), .list([n(4), n(3), .list([n(5)]), n(4)]), .list([.list([n(5)]), n(5), n(4), .list([n(3)])]),
            ])))
            #expect(try geo.evaluate("hanoi(10, 0, 2, 1)").isIdentical(to: n(1023)))
        }
        Self.expectErrors(geo, [
            ("area(width: \"a\", height: 2)", "cannot apply '*' to a String (\"a\") and a Number (2)", 1, 35),
            ("area(wide: 1, height: 2)", "argument label 'wide:' does not match parameter 'width'", 1, 6),
            ("four(1, 2, 3)", "'four' takes 4 arguments", 1, 1),
        ])
    }

    /// Each call fails with a message starting with `message`, located at `line`:`column`.
    static func expectErrors(_ geo: Interpreter, _ errors: [(String, String, Int, Int)]) {
        for (call, message, line, column) in errors {
            do {
                _ = try geo.evaluate(call)
                Issue.record("expected an error from \(call)")
            } catch {
                #expect(error.message.hasPrefix(message), "\(call): \(error.message)")
                #expect(error.diagnostics.first?.line == line, "\(call): \(error)")
                #expect(error.diagnostics.first?.column == column, "\(call): \(error)")
            }
        }
    }
}
