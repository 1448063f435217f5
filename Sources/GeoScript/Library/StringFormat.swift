#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `String(format:_:)`, as Swift code writes it (`String(format: "%.2f", x)`): the C printf
/// conversions that make sense for geo's values (IEEE Std 1003.1, fprintf — the directives
/// Foundation's `String(format:)` also takes for numbers), each rendered by the C library's
/// `snprintf`, so the digits are exactly those Swift prints.
///
/// - `%d %i %u %x %X %o` take a whole number (geo's numbers are Doubles: 3.7 is an error, not
///   Swift's undefined garbage); `%f %F %e %E %g %G %a %A` any number;
/// - `%@` and `%s` take any value and write its display text (`%@` of a Point is `(1, 2)`);
/// - `%%` is a percent sign; flags `- + space 0 #`, a width and a precision work as in C;
///   length modifiers (`%ld`, `%lf`, `%lld`) are accepted and mean nothing here.
/// Arguments beyond the directives are ignored, as Foundation does.
enum StringFormat {
    /// The largest width or precision a directive may ask for (a bound on the text made).
    static let maxField = 1_000

    static func format(_ template: String, _ args: [Value], _ context: RuntimeContext) throws -> String {
        var out = ""
        var used = 0
        var chars = template.unicodeScalars[...]
        while let c = chars.popFirst() {
            guard c == "%" else { out.unicodeScalars.append(c); continue }
            // flags, width, precision, length, conversion
            var spec = "%"
            while let f = chars.first, "-+ 0#".unicodeScalars.contains(f) { spec.unicodeScalars.append(f); chars.removeFirst() }
            let width = digits(&chars)
            var precision: Int?
            if chars.first == "." {
                chars.removeFirst()
                precision = digits(&chars) ?? 0
            }
            for field in [width, precision] where (field ?? 0) > maxField {
                throw RuntimeError("a width or precision of \(field ?? 0) in String(format:) is too large (at most \(maxField))")
            }
            while let l = chars.first, "lhqLzjt".unicodeScalars.contains(l) { chars.removeFirst() }
            guard let conversion = chars.popFirst() else {
                throw RuntimeError("String(format:) ends in an unfinished directive '\(spec)': write '%%' for a percent sign")
            }
            if let width { spec += String(width) }
            if let precision { spec += "." + String(precision) }
            if conversion == "%" { out += "%"; continue }
            guard used < args.count else {
                throw RuntimeError("String(format:) has more directives than arguments: '%\(conversion)' is directive \(used + 1) but \(args.count) argument\(args.count == 1 ? " was" : "s were") given")
            }
            let arg = args[used]
            used += 1
            let what = "argument \(used) of String(format:) for '%\(conversion)'"
            switch conversion {
            case "d", "i", "u", "x", "X", "o":
                let x = try arg.number(what)
                guard x.isFinite, x == x.rounded(.towardZero), abs(x) < 9.3e18 else {
                    throw RuntimeError("\(what) must be a whole number, not \(NumberFormat.exact.string(x)): use '%.0f' to round, or trunc(x)")
                }
                let unsigned = "uxXo".unicodeScalars.contains(conversion)
                if unsigned && x < 0 {
                    throw RuntimeError("\(what) must not be negative, not \(NumberFormat.exact.string(x))")
                }
                out += cFormat(spec + "ll" + String(conversion), Int64(x))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                out += pointDecimal(cFormat(spec + String(conversion), try arg.number(what)))
            case "@", "s":
                out += pad(try arg.formatted(context), spec: spec, width: width, precision: precision)
            default:
                throw RuntimeError("String(format:) has no directive '%\(conversion)': geo takes %d %i %u %x %X %o %f %F %e %E %g %G %a %A %@ %s and %%")
            }
            try context.checkStringLength(out.utf8.count)
        }
        return out
    }

    /// Decimal digits at the front of `chars`, consumed (nil when there are none).
    private static func digits(_ chars: inout Substring.UnicodeScalarView) -> Int? {
        var value: Int?
        while let d = chars.first, d.value >= 48, d.value <= 57 {
            value = min((value ?? 0) * 10 + Int(d.value - 48), 1_000_000)
            chars.removeFirst()
        }
        return value
    }

    /// Text for a `%s`/`%@` directive: the precision cuts it to that many characters, the width
    /// pads it with spaces (on the right with `-`).
    private static func pad(_ text: String, spec: String, width: Int?, precision: Int?) -> String {
        var text = text
        if let precision, text.count > precision { text = String(text.prefix(precision)) }
        guard let width, text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return spec.contains("-") ? text + fill : fill + text
    }

    /// `text` with the C locale's decimal separator as a point: a host that set LC_NUMERIC
    /// (to a locale writing 3,14) must not change what a script prints, as Swift's
    /// `String(format:)` does not (it formats without a locale).
    private static func pointDecimal(_ text: String) -> String {
        guard let conv = localeconv(), let separator = conv.pointee.decimal_point else { return text }
        let point = String(cString: separator)
        guard point != ".", point.count == 1, let mark = point.first else { return text }
        return String(text.map { $0 == mark ? "." : $0 })
    }

    /// One C directive applied to one number by `snprintf` (the buffer is sized first).
    private static func cFormat(_ spec: String, _ value: some CVarArg) -> String {
        let needed = withVaList([value]) { vsnprintf(nil, 0, spec, $0) }
        guard needed > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = buffer.withUnsafeMutableBufferPointer { b in
            withVaList([value]) { vsnprintf(b.baseAddress, b.count, spec, $0) }
        }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
