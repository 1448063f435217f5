#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's `recursiveDescription` format: reading it (RecursiveDescriptionParser.swift) and
/// writing it for a geo tree, so `parse(describe(v))` rebuilds `v`'s tree with the same
/// frames (to the format's six significant digits) and a geo tree can be diffed against an
/// app's dump.
public enum RecursiveDescription {
    /// The tree under `view` as UIKit prints it: one line per view, depth-first in subview
    /// order, nested by `   | ` per level; numbers as `%g` prints them.
    ///
    /// Each line is `<Class: 0xADDRESS; frame = (x y; w h); …>` with the entries UIKit prints
    /// when they differ from the defaults (transform, alpha, hidden, userInteractionEnabled,
    /// clipsToBounds, tag, text), then the imported view's other entries as they were, and
    /// `contentOffset: {x, y}` when bounds.origin is not zero (or a scroll view's contentSize
    /// follows it). A view made in geo is a
    /// `UIView` with a made-up address numbered in tree order (UIKit would show the object's
    /// memory address). `anchorPoint = (x, y)` is written when it is not (0.5, 0.5), as UIKit
    /// does (SwiftUI's views print `anchorPoint = (0, 0)`), so the center reads back too.
    public static func describe(_ view: View) -> String {
        var out = ""
        var stack: [(View, Int)] = [(view, 0)]
        var index = 0
        while let (v, depth) = stack.popLast() {
            index += 1
            if !out.isEmpty { out += "\n" }
            for _ in 0..<depth { out += "   | " }
            line(v, index: index, into: &out)
            for child in v.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        return out
    }

    static func line(_ v: View, index: Int, into out: inout String) {
        // A wrapped description (UITextView's `_UITextContainerView`) opens with a second `<`.
        let wrapper = v.dumpAttributes.first { $0.hasPrefix(wrapperMark) }
        // HOURecursiveDescription's instance variable name, before the `<`.
        if let ivar = v.dumpAttributes.first(where: { $0.hasPrefix(ivarMark) }) { out += ivar.dropFirst(ivarMark.count) + " " }
        if wrapper != nil { out += "<" }
        out += "<" + (v.className ?? "UIView") + ": "
        out += v.address ?? ("0x" + String(0x6000_0000_0000 + 0x10 * index, radix: 16))
        // UIKit's order: frame, a label's text, clipsToBounds, transform, anchorPoint, alpha, hidden, the
        // other flags (opaque, autoresize), userInteractionEnabled, tag, gestureRecognizers,
        // layer; a scroll view's colon-form entries last.
        out += "; frame = " + frameText(v.frame)
        if let text = v.text { out += "; text = '" + text + "'" }
        if v.clipsToBounds { out += "; clipsToBounds = YES" }
        if !v.transform.isIdentity { out += "; transform = " + transformText(v.transform) }
        let anchor = v.anchorPoint
        if anchor != Point(x: 0.5, y: 0.5) { out += "; anchorPoint = (" + g(anchor.x) + ", " + g(anchor.y) + ")" }
        if v.alpha != 1 { out += "; alpha = " + g(v.alpha) }
        if v.isHidden { out += "; hidden = YES" }
        var colonForm: [String] = []
        var wroteFlags = false
        func writeFlags() {
            if !v.isUserInteractionEnabled { out += "; userInteractionEnabled = NO" }
            if let tag = v.tag { out += "; tag = \(tag)" }
            wroteFlags = true
        }
        var trailers: [Substring] = []
        for entry in v.dumpAttributes {
            if entry.hasPrefix(trailerMark) {
                trailers.append(entry.dropFirst(trailerMark.count))
                continue
            }
            if entry.hasPrefix(wrapperMark) || entry.hasPrefix(ivarMark) { continue }
            if isColonForm(entry) {
                colonForm.append(entry)
                continue
            }
            if !wroteFlags, entry.hasPrefix("gestureRecognizers ") || entry.hasPrefix("layer ") || entry.hasPrefix("animations ") {
                writeFlags()
            }
            out += "; " + entry
        }
        if !wroteFlags { writeFlags() }
        let origin = v.bounds.origin
        // A scroll view prints its contentOffset before its contentSize and insets, zero too;
        // another view's `key: value` entry (a UISlider's `value: 0.5`) has none before it.
        if origin != .zero || v.printedContentOffset
            || colonForm.contains(where: { $0.hasPrefix("contentSize:") || $0.hasPrefix("adjustedContentInset:") }) {
            out += "; contentOffset: {" + g(origin.x) + ", " + g(origin.y) + "}"
        }
        for entry in colonForm { out += "; " + entry }
        out += ">"
        if let wrapper { out += " " + wrapper.dropFirst(wrapperMark.count) + ">" }
        for entry in trailers { out += " " + entry }
    }

    /// Marks an entry that the dump printed after the view's closing `>` (UIVisualEffectView's
    /// `effect=none`): it is written back there.
    static let trailerMark = "> "

    /// Marks what a wrapped description prints between its inner view's `>` and its own
    /// (`<<_UITextContainerView: 0x…; …>> minSize = {0, 0}, …; lineBreakMode = 0>`): it is
    /// written back there.
    static let wrapperMark = ">> "

    /// Marks the name of the instance variable that holds the view, which HOURecursiveDescription
    /// prints between the nesting bars and the view's `<` (`   | _myButton <UIButton: 0x…; …>`):
    /// it is written back there.
    static let ivarMark = "< "

    /// `key: value` rather than `key = value` (a scroll view's contentSize, insets).
    static func isColonForm(_ entry: String) -> Bool {
        for ch in entry.utf8 {
            if ch == UInt8(ascii: "=") || ch == UInt8(ascii: " ") { return false }
            if ch == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// `(x y; w h)`, as UIKit prints a frame.
    static func frameText(_ r: Rect) -> String {
        "(" + g(r.minX) + " " + g(r.minY) + "; " + g(r.width) + " " + g(r.height) + ")"
    }

    /// `[a, b, c, d, tx, ty]`, as UIKit prints a transform.
    static func transformText(_ t: Transform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(g).joined(separator: ", ") + "]"
    }

    /// `x` as C's `printf("%g")` prints it: six significant digits, trailing zeros dropped,
    /// an exponent below 1e-4 and from 1e6 on (`1e+06`) — what UIKit's descriptions use.
    public static func g(_ x: Double) -> String {
        // Whole numbers below 1e6 print as integers (`375`, `-0`): the common case, without
        // the cost of a C variadic call.
        if x == x.rounded(), abs(x) < 999_999.5 {
            return x == 0 ? (x.sign == .minus ? "-0" : "0") : String(Int(x))
        }
        var buffer = [CChar](repeating: 0, count: 48)
        let n = buffer.withUnsafeMutableBufferPointer { b in
            withVaList([x]) { vsnprintf(b.baseAddress, 48, "%g", $0) }
        }
        let length = max(0, min(Int(n), 47))
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
