import GeoCore

/// Core Graphics' own spellings, so code copied from Swift runs: `CGRect(x:y:width:height:)`,
/// `CGPoint(x:y:)`, `CGSize(width:height:)`, `CGAffineTransform(rotationAngle:)`,
/// `(translationX:y:)`, `(scaleX:y:)` and `(a:b:c:d:tx:ty:)`; the same initialisers on geo's
/// `Transform`. Each builds exactly what geo's own spelling builds (`Rect`, `Point`, `Size`,
/// `rotation`, `translation`, `scale`, `Transform`).
enum SwiftSpellingsLibrary {
    static var builtins: [Builtin] {
        // geo's own constructors that already take Core Graphics' labels, under CG's names.
        let aliases = ["Point": "CGPoint", "Size": "CGSize", "Rect": "CGRect", "Transform": "CGAffineTransform"]
        var list: [Builtin] = GeometryLibrary.builtins.compactMap { b in
            guard let swiftName = aliases[b.name], case .function(let o) = b.shape,
                  !o.params.isEmpty, o.params.allSatisfy({ $0.label != nil && $0.defaultValue == nil }) else { return nil }
            let doc = "Core Graphics' spelling of \(o.signature)."
            return Builtin(name: swiftName, target: .global, doc: doc, shape: .function(o.renamed(swiftName, doc: doc)))
        }
        // Swift's memberwise zero initializers, `CGRect()`, `CGPoint()`, `CGSize()`: .zero.
        list += [
            .function("CGRect", [], doc: "CGRect(): the zero rectangle, (0, 0, 0, 0).", .f0 { _ in .rect(.zero) }),
            .function("CGPoint", [], doc: "CGPoint(): the point (0, 0).", .f0 { _ in .point(.zero) }),
            .function("CGSize", [], doc: "CGSize(): the size (0, 0).", .f0 { _ in .size(Size(width: 0, height: 0)) }),
        ]
        // UIKit's `UIView(frame:)` and `UIView()`: geo's View (a UIView and its CALayer in one),
        // so Swift that makes views — geo's own `toSwift()` output too — runs as written.
        if case .function(let o) = ViewsLibrary.constructor.shape {
            let doc = "UIKit's spelling of \(o.signature): a view whose frame is frame."
            list.append(Builtin(name: "UIView", target: .global, doc: doc, shape: .function(o.renamed("UIView", doc: doc))))
        }
        // UIKit's views whose geometry is a UIView's (their frame is what the code sets; none
        // lays out its subviews): `UILabel(frame:)` is a View whose className says UILabel, as
        // a view imported from a dump has. Their text, images and colours are not geometry.
        for className in ["UILabel", "UIButton", "UIImageView", "UIScrollView", "UITextField", "UITextView", "UIControl"] {
            list.append(ViewsLibrary.viewConstructor(className, className: className))
        }
        for name in ["CGAffineTransform", "Transform"] {
            // Made as geo's own makers are (`transformFunction`): a call of Numbers makes the
            // transform with no call (path `builtinTyped`), as `rotation(a)` does.
            list += [
                .transformFunction(name, [.label("rotationAngle", .number)],
                                   doc: "A rotation by rotationAngle radians, as rotation(angle).",
                                   { angle, _, ctx in
                                       AngleCheck.warnIfDegrees(angle, ctx) { "\(name)(rotationAngle: \($0))" }
                                       return Transform(rotationAngle: angle)
                                   }),
                .transformFunction(name, [.label("translationX", .number), .label("y", .number)],
                                   doc: "A translation, as translation(tx, ty).",
                                   { x, y, _ in Transform(translationX: x, y: y) }),
                .transformFunction(name, [.label("scaleX", .number), .label("y", .number)],
                                   doc: "A scale, as scale(sx, sy).",
                                   { x, y, _ in Transform(scaleX: x, y: y) }),
            ]
        }
        return list
    }
}
