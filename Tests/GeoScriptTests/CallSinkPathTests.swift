import Testing
@testable import GeoScript

/// A script call whose value a statement stores into a local (path `storeCall`: `let a =
/// f(n)`, `x = g(x, y)`) or returns (path `returnCall`: `return f(n - 1)`) has the store or
/// the return made by the call's own code, for every callee path and argument count. The
/// shapes that take the paths, the ones that must not, the values and the errors.
struct CallSinkPathTests {
    typealias Shape = CompilerPathTests.Shape

    static let source = """
        func sq(n) { return n * n }
        func fibParam(n, step) {
          var result = n
          if n > 1 {
            let a = step(n - 1, step)
            result = a + step(n - 2, step)
          }
          return result
        }
        func ack(m, n) {
          if m == 0 { return n + 1 } else if n == 0 { return ack(m - 1, 1) }
          return ack(m - 1, ack(m, n - 1))
        }
        func area(width, height) { return width * height }
        var held = { x in x + 100 }
        func kinds(k) {
          let fs = [sq, { x in x - 1 }]
          let inc = { x in x + 1 }
          let viaCapture = { y in
            let z = inc(y)
            return z >= 0 ? z : -z
          }
          var out = [k]
          out = sq(k)
          let e = fs[1](k)
          let l = area(width: k, height: 2)
          let g = held(k)
          let c = viaCapture(k)
          let m = max(k, 1)
          let p = sq(k) + 1
          var r = [e, l, g, c, m, p, out, e + l + g + c]
          return r
        }
        func viaList(fs, k) { return fs[0](k) }
        func viaHeld(k) { return held(k) }
        func viaNested(k) {
          func twice(x) { return x * 2 }
          return twice(k)
        }
        func viaComputed(k) { return [sq][0](k) + 0 }
        func maker() { return sq }
        func viaMade(k) { return maker()(k) }
        func capturedResult(n) {
          var kept = sq(n)
          let read = { kept + 1 }
          return read()
        }
        var top = 0
        top = sq(3)
        func viaParam(f, k) {
          let a = f(k)
          return a * a
        }
        """

    static let takes: [Shape] = [
        Shape(name: "a parameter called, its result declared", source: source, site: "a", path: "storeCall"),
        Shape(name: "a global function's result assigned to a local", source: source, site: "out", path: "storeCall"),
        Shape(name: "a list element called, its result declared", source: source, site: "e", path: "storeCall"),
        Shape(name: "a labelled call's result declared", source: source, site: "l", path: "storeCall"),
        Shape(name: "a var global's function called, its result declared", source: source, site: "g", path: "storeCall"),
        Shape(name: "a captured function called in a closure, its result declared", source: source, site: "z", path: "storeCall"),
        Shape(name: "a local closure called, its result declared", source: source, site: "c", path: "storeCall"),
        Shape(name: "a recursive call returned from an else-if branch", source: source, site: "return ack(m - 1, 1)", path: "returnCall"),
        Shape(name: "a call of a call returned", source: source, site: "return ack(m - 1, ack(m, n - 1))", path: "returnCall"),
        Shape(name: "an element of a parameter's list called and returned", source: source, site: "return fs[0](k)", path: "returnCall"),
        Shape(name: "a var global's function returned", source: source, site: "return held(k)", path: "returnCall"),
        Shape(name: "a nested function's result returned", source: source, site: "return twice(k)", path: "returnCall"),
        Shape(name: "a computed callee's result returned", source: source, site: "return maker()(k)", path: "returnCall"),
        Shape(name: "a closure's call returned", source: source, site: "return read()", path: "returnCall"),
    ]

    static let avoids: [Shape] = [
        Shape(name: "a built-in's result is no script call", source: source, site: "m", path: "storeCall"),
        Shape(name: "a call plus one is stored by the operator", source: source, site: "p", path: "storeCall"),
        Shape(name: "a list is no call", source: source, site: "r", path: "storeCall"),
        Shape(name: "a captured local is a cell, not a slot", source: source, site: "kept", path: "storeCall"),
        Shape(name: "a global is no local slot", source: source, site: "top", path: "storeCall"),
        Shape(name: "a call plus a Number returned by the operator", source: source, site: "return [sq][0](k) + 0", path: "returnCall"),
        Shape(name: "a Number returned", source: source, site: "return n * n", path: "returnCall"),
    ]

    @Test(arguments: takes) func eachShapeTakesItsPath(_ shape: Shape) throws {
        let paths = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(paths.contains(shape.path) && !paths.contains("returnValue"), "\(shape.name): \(paths)")
    }

    @Test(arguments: avoids) func eachShapeAvoidsThePath(_ shape: Shape) throws {
        #expect(try !CompilerPathTests().paths(shape.source, shape.site).contains(shape.path), "\(shape.name)")
    }

    /// The values through every callee path, stored over slots that held other kinds, and
    /// returned.
    @Test func valuesThroughThePaths() throws {
        let geo = Interpreter()
        try geo.run(Self.source, file: "sinks.geo")
        func numbers(_ xs: [Double]) -> [Value] { xs.map { .number($0) } }
        for _ in 0..<2 {
            #expect(try geo.evaluate("fibParam(20, fibParam)").isIdentical(to: .number(6765)))
            #expect(try geo.evaluate("ack(2, 3)").isIdentical(to: .number(9)))
            #expect(try geo.evaluate("kinds(3)").isIdentical(to: .list(numbers([2, 6, 103, 4, 3, 10, 9, 115]))))
            #expect(try geo.evaluate("viaList([sq], 5)").isIdentical(to: .number(25)))
            #expect(try geo.evaluate("viaList([{ x in [x] }], 5)").isIdentical(to: .list([.number(5)])))
            #expect(try geo.evaluate("viaHeld(1)").isIdentical(to: .number(101)))
            #expect(try geo.evaluate("viaNested(4)").isIdentical(to: .number(8)))
            #expect(try geo.evaluate("viaComputed(4) + viaMade(5)").isIdentical(to: .number(41)))
            #expect(try geo.evaluate("capturedResult(3)").isIdentical(to: .number(10)))
            #expect(try geo.evaluate("top").isIdentical(to: .number(9)))
        }
        // A held global replaced by the call it runs: the store after the call still works.
        try geo.run("func swap(k) {\n  held = { x in x }\n  return k\n}\nheld = swap\n")
        #expect(try geo.evaluate("viaHeld(7)").isIdentical(to: .number(7)))
        #expect(try geo.evaluate("viaHeld(8)").isIdentical(to: .number(8)))
    }

    /// A wrong kind through the paths fails as before, at the same place, and a failing
    /// callee's store leaves the frame as it found it.
    @Test func errorsKeepTheirTextAndPlace() throws {
        let geo = Interpreter()
        try geo.run(Self.source, file: "sinks.geo")
        NumberPayloadPathTests.expectErrors(geo, [
            ("fibParam(4, 3)", "cannot call a Number (3); it is not a function", 5, 13),
            ("fibParam(4, { n, s in n + \"a\" })", "cannot apply '+' to a Number (3) and a String (\"a\")", 1, 23),
            ("viaList([1], 2)", "cannot call a Number (1); it is not a function", 34, 30),
            ("viaList([sq], \"a\")", "cannot apply '*' to a String", 1, 21),
            ("fibParam(4, sq)", "'sq' takes 1 argument (n) but was given 2", 5, 13),
        ])
        #expect(try geo.evaluate("fibParam(10, fibParam)").isIdentical(to: .number(55)))
    }

    /// A value a call stores into a local is released with the frame, and a function returned
    /// through the path lives as long as its last holder.
    @Test func storedAndReturnedValuesAreFreed() throws {
        try NumberPayloadPathTests.expectFreedWithLastHolder("""
            var keep = { n in n }
            func pass(f) { return f }
            func hold(f, n) {
              var t = 0
              for i in 0..<n {
                let g = pass(f)
                t += g(i)
              }
              return t
            }
            """, "hold(keep, 100)", .number(4950))
    }
}
