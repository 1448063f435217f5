/// UIKit Swift source that builds a geo view tree.
///
/// The default style sets exactly what geo holds, in the order that needs no care:
/// `UIView()`, then `layer.anchorPoint` (when not (0.5, 0.5)), `bounds`, `center`,
/// `transform` (when not the identity), `alpha`, `isHidden`, `isUserInteractionEnabled`,
/// `clipsToBounds` and `tag` (when not the defaults), then `addSubview` on its superview,
/// depth-first in subview order. Numbers are printed as Swift's shortest text that reads
/// back as the same Double (`0.5`, `223.20508075688772`), so the code rebuilds the tree bit
/// for bit. The `frames` style writes `UIView(frame:)` instead — readable layout code, lossy
/// for a transformed view (the frame is its bounding box), which a comment then says.
public enum SwiftExport {
    public enum Style: String, CaseIterable, Sendable {
        /// bounds, center, anchorPoint and transform: exact.
        case exact
        /// `UIView(frame:)`: what one writes by hand; loses transforms.
        case frames
    }

    /// The source for `view`'s tree in `style`; the root's variable is the first `let`.
    public static func source(for view: View, style: Style = .exact) -> String {
        var names = SwiftNames()
        var ids: [ObjectIdentifier: String] = [:]
        var out = "import UIKit\n"
        view.forEachInTree { v in
            let id = names.unique(for: v)
            ids[ObjectIdentifier(v)] = id
            out += "\n"
            if let className = v.className {
                let name = v.name ?? className
                let details = (name == className ? [] : [className]) + (v.address.map { [$0] } ?? [])
                out += "// " + comment(name) + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")") + "\n"
            } else if let name = v.name, name != id {
                out += "// " + comment(name) + "\n"
            }
            switch style {
            case .exact: exact(v, id, into: &out)
            case .frames: frames(v, id, into: &out)
            }
            flags(v, id, into: &out)
            if v !== view, let parent = v.superview, let parentID = ids[ObjectIdentifier(parent)] {
                out += parentID + ".addSubview(" + id + ")\n"
            }
            return true
        }
        return out
    }

    static func exact(_ v: View, _ id: String, into out: inout String) {
        out += "let \(id) = UIView()\n"
        if v.anchorPoint != Point(x: 0.5, y: 0.5) {
            out += "\(id).layer.anchorPoint = \(point(v.anchorPoint))\n"
        }
        out += "\(id).bounds = \(rect(v.bounds))\n"
        out += "\(id).center = \(point(v.center))\n"
        if !v.transform.isIdentity {
            out += "\(id).transform = \(transform(v.transform))\n"
        }
    }

    static func frames(_ v: View, _ id: String, into out: inout String) {
        if !v.transform.isIdentity {
            out += "// lossy: the transform \(transform(v.transform)) is left out, so this is only its frame\n"
            out += "// (the bounding box); swift(v) writes bounds, center and transform exactly\n"
        }
        out += "let \(id) = UIView(frame: \(rect(v.frame)))\n"
        if v.bounds.origin != .zero {
            out += "\(id).bounds.origin = \(point(v.bounds.origin))\n"
        }
    }

    static func flags(_ v: View, _ id: String, into out: inout String) {
        if v.alpha != 1 { out += "\(id).alpha = \(number(v.alpha))\n" }
        if v.isHidden { out += "\(id).isHidden = true\n" }
        if !v.isUserInteractionEnabled { out += "\(id).isUserInteractionEnabled = false\n" }
        if v.clipsToBounds { out += "\(id).clipsToBounds = true\n" }
        if let tag = v.tag { out += "\(id).tag = \(tag)\n" }
    }

    /// Swift's shortest text for `x` that reads back as `x`, without a `.0` on whole numbers
    /// (but `-0.0` keeps its sign, which the integer literal `-0` would lose).
    public static func number(_ x: Double) -> String {
        if x.isInfinite { return x < 0 ? "-.infinity" : ".infinity" }
        if x.isNaN { return ".nan" }
        if x == 0 { return x.sign == .minus ? "-0.0" : "0" }
        var text = x.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    static func rect(_ r: Rect) -> String {
        "CGRect(x: \(number(r.origin.x)), y: \(number(r.origin.y)), width: \(number(r.size.width)), height: \(number(r.size.height)))"
    }

    static func transform(_ t: Transform) -> String {
        "CGAffineTransform(a: \(number(t.a)), b: \(number(t.b)), c: \(number(t.c)), d: \(number(t.d)), tx: \(number(t.tx)), ty: \(number(t.ty)))"
    }

    /// A name for a comment: one line.
    static func comment(_ s: String) -> String {
        String(s.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}

/// Swift identifiers from geo names: `UIButton 'Tap me'` → `uiButtonTapMe`, `UIView #2` →
/// `uiView2`, unique within one export.
struct SwiftNames {
    private var taken: Set<String> = []

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "await", "async", "any", "some", "consume", "copy", "discard", "each", "borrowing", "consuming",
    ]

    mutating func unique(for view: View) -> String {
        let base = SwiftNames.identifier(view.name ?? view.className ?? "view")
        if taken.insert(base).inserted { return base }
        var n = 2
        while !taken.insert(base + "_\(n)").inserted { n += 1 }
        return base + "_\(n)"
    }

    /// lowerCamelCase from the letters and digits of `name` (at most six words): ASCII ones and
    /// the other letters Swift accepts in identifiers (`é`, `ü`, `漢字`, `Ω`), so a view named in
    /// another script keeps its name.
    static func identifier(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            let isWordCharacter = scalar.isASCII
                ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                : isSwiftIdentifierLetter(scalar) || (!current.isEmpty && isSwiftCombiningMark(scalar))
            if isWordCharacter {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.prefix(6))
        guard let first = words.first else { return "view" }
        var result = lowerLeadingCapitals(first)
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let c = result.unicodeScalars.first, ("0"..."9").contains(c) { result = "view" + result }
        if keywords.contains(result) { result += "View" }
        return result
    }

    /// A letter or digit outside ASCII that Swift accepts anywhere in an identifier: Unicode
    /// letters and numbers within the ranges of "identifier-head" in The Swift Programming
    /// Language's Lexical Structure (punctuation and symbols in those ranges, such as `·` or
    /// emoji, separate words instead).
    static func isSwiftIdentifierLetter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return false }
        return swiftIdentifierHeadRanges.contains { $0.contains(scalar.value) }
    }

    /// A combining mark Swift accepts after an identifier's first character (`e` + U+0301).
    static func isSwiftCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// identifier-head's non-ASCII ranges (The Swift Programming Language, Lexical Structure).
    static let swiftIdentifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]

    /// `UIButton` → `uiButton`, `URL` → `url`, `Card` → `card`.
    static func lowerLeadingCapitals(_ word: String) -> String {
        let chars = Array(word)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        if run == 0 { return word }
        // Keep the last capital of a run that starts a lowercase word ("UIButton": "UI" + "Button").
        let lowered = run == chars.count || run == 1 ? run : run - 1
        return String(chars[..<lowered]).lowercased() + String(chars[lowered...])
    }
}
