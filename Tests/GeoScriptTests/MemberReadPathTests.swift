import Testing
@testable import GeoScript

/// A Number member read in place (`MemberRead`, `PointAxis.read`) — an operator's local
/// (`membersInPlace`, `member…`), a variable's number code (`memberLocal`, `memberGlobal`), an
/// element's (`memberElement`) —: a Point's coordinate and a Size's width and height loaded
/// after one compare of the Value's tag byte, a Rect's Number from its box after another, any
/// other value by the member's switch; the same values and errors as the member's own code.
extension CompilerPathTests {
    static let rectMemberShapes: [Shape] = [
        Shape(name: "a frame's edge and a constant", source: "func off(v) {\n  let f = v.frame\n  return f.maxX > 400 && f.minX < 0\n}\n",
              site: "f.maxX > 400", path: "memberAndNumber"),
        Shape(name: "a size's height over a constant", source: "func h(z) { return z.height / 2 }\n",
              site: "z.height / 2", path: "memberAndNumber"),
        Shape(name: "a constant less a rect's middle", source: "func m(r) { return 2 - r.midY }\n",
              site: "2 - r.midY", path: "numberAndMember"),
        Shape(name: "a rect's width by a size's height", source: "func a(r, s) { return r.width * s.height }\n",
              site: "r.width * s.height", path: "membersInPlace"),
        Shape(name: "an element rect's edge", source: "func f(rs, i) { return rs[i].maxY - 1 }\n",
              site: "rs[i].maxY", path: "memberElement"),
        Shape(name: "a global rect's middle", source: "let g = Rect(7, -3, -5, -4.5)\nvar s = 0\ns = g.midY * 2\n",
              site: "g.midY", path: "memberGlobal"),
    ]

    @Test(arguments: rectMemberShapes) func aRectsMemberIsReadInPlace(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Which tag byte each member is looked for under, and where.
    @Test func aMembersTagBytesAndOffsets() {
        #expect(PointAxis.layoutHolds && PointAxis.rectBoxHolds)
        #expect(Set([PointAxis.pointTag, PointAxis.sizeTag, PointAxis.rectTag]).count == 3)
        #expect(PointAxis.tag(.rect(RectBox(Rect(x: 1, y: 2, width: 3, height: 4)))) == PointAxis.rectTag)
        let x = PointAxis.read(.x), height = PointAxis.read(.height), maxY = PointAxis.read(.rect(.maxY)), tx = PointAxis.read(.tx)
        #expect(x.tag == PointAxis.pointTag && x.offset == 0 && x.rectTag == PointAxis.rectTag && x.rect == .x)
        #expect(x.sizeTag == -1 && x.listTag == -1)
        #expect(height.tag == PointAxis.sizeTag && height.offset == 8 && height.rectTag == PointAxis.rectTag && height.rect == .height)
        #expect(maxY.tag == -1 && maxY.rectTag == PointAxis.rectTag && maxY.rect == .maxY)
        #expect(tx.tag == -1 && tx.rectTag == -1)
        // A tuple part: `.0` and `.1` a Point's and a Size's at one offset, a Rect's x and y;
        // `.2` and `.3` a Rect's size as stored (by the member's switch); each a List's element.
        let first = PointAxis.read(.part(.first)), second = PointAxis.read(.part(.second)), third = PointAxis.read(.part(.third))
        #expect(first.tag == PointAxis.pointTag && first.sizeTag == PointAxis.sizeTag && first.offset == 0
                && first.rectTag == PointAxis.rectTag && first.rect == .x)
        #expect(second.tag == PointAxis.pointTag && second.sizeTag == PointAxis.sizeTag && second.offset == 8 && second.rect == .y
                && second.listTag == PointAxis.listTag && second.position == 1)
        #expect(third.tag == -1 && third.rectTag == -1 && third.listTag == PointAxis.listTag && third.position == 2)
    }

    /// Every Rect member (a rect of negative width and height, a zero one, an ordinary one) and
    /// a Size's read in place give what the member's own code gives on a call's result.
    @Test func aRectsMembersReadInPlaceKeepTheirValues() {
        let members = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
        let inPlace = members.map { "r.\($0) * 1" } + members.map { "rs[0].\($0) - 0" } + ["r.maxX > 1", "2 - r.midY", "r.width * s.height", "s.width / 1", "rs[1].height + 0"]
        let called = members.map { "id(r).\($0) * 1" } + members.map { "id(r).\($0) - 0" } + ["id(r).maxX > 1", "2 - id(r).midY", "id(r).width * id(s).height", "id(s).width / 1", "id(s).height + 0"]
        let (output, error, _) = langRun("""
            func id(v) { return v }
            func row(r, s) {
              let rs = [r, s]
              return [\(inPlace.joined(separator: ", "))]
            }
            func ref(r, s) { return [\(called.joined(separator: ", "))] }
            for pair in [[Rect(7, -3, -5, -4.5), Size(2, -3)], [Rect(1, 2, 3, 4), Size(0.5, 8)], [Rect(0, 0, 0, 0), Size(0, 1)]] {
              print(row(pair[0], pair[1]) == ref(pair[0], pair[1]), row(pair[0], pair[1])[6])
            }
            let g = Rect(7, -3, -5, -4.5)
            print(g.maxX * 1, g.midY - 0, g.width / 1)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "true 7\ntrue 4\ntrue 0\n7 -5.25 5\n", "\(output)")
        Self.expectLocatedErrors([
            ("func f(t) { return t.maxX > 1 }\nprint(f(identity))", "test.geo:1:22: error: no member 'maxX' on Transform"),
            ("func f(s) { return s.maxX * 2 }\nprint(f(Size(1, 2)))", "test.geo:1:22: error: no member 'maxX' on Size"),
            ("func f(p) { return p.width - 1 }\nprint(f((1, 2)))", "test.geo:1:22: error: no member 'width' on Point"),
            ("func f(xs) { return xs[0].minY + 1 }\nprint(f([Size(1, 2)]))", "test.geo:1:27: error: no member 'minY' on Size"),
            ("let t = (1, 2)\nprint(t.height * 2)", "test.geo:2:9: error: no member 'height' on Point"),
            ("func f(r) { return r.height < r.maxY }\nprint(f(Rect(0, 0, 1, 1)), f(4))", "test.geo:1:22: error: no member 'height' on Number"),
        ])
    }
}
