#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFormat

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
        // The template is read and the text written as UTF-8 bytes (the directives are ASCII;
        // any other byte is copied as it is); the message naming an argument is made only
        // for an error. A directive's C spec is the template's own bytes from its '%' to its
        // precision (flags, width and precision as written: the same meaning for snprintf as
        // rebuilding them), then "ll" for a whole number and the conversion, written into one
        // buffer for the whole call: no String is made per directive.
        var template = template
        return try template.withUTF8 { bytes in
            try withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 4) { spec in
                try format(bytes, spec, args, context)
            }
        }
    }

    private static func format(_ bytes: UnsafeBufferPointer<UInt8>, _ spec: UnsafeMutableBufferPointer<CChar>,
                               _ args: [Value], _ context: RuntimeContext) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var used = 0
        var i = 0
        let n = bytes.count
        @inline(__always) func peek() -> UInt8? { i < n ? bytes[i] : nil }
        while i < n {
            let c = bytes[i]
            i += 1
            guard c == UInt8(ascii: "%") else { out.append(c); continue }
            // flags, width, precision, length, conversion
            let directive = i - 1
            var leftAligned = false
            while let f = peek(), isFlag(f) {
                if f == UInt8(ascii: "-") { leftAligned = true }
                i += 1
            }
            let flagsEnd = i
            let width = digits(bytes, &i)
            var precision: Int?
            if peek() == UInt8(ascii: ".") {
                i += 1
                precision = digits(bytes, &i) ?? 0
            }
            let specEnd = i
            if let field = width, field > maxField { throw tooLarge(field) }
            if let field = precision, field > maxField { throw tooLarge(field) }
            // The bits of a negative number printed unsigned: C's int without a length, a
            // short with `h`, a char with `hh`, 64 with any other.
            var bits = 32
            while let l = peek(), isLength(l) {
                bits = l != UInt8(ascii: "h") ? 64 : bits == 16 ? 8 : 16
                i += 1
            }
            guard i < n else {
                let flags = String(decoding: UnsafeBufferPointer(rebasing: bytes[directive..<flagsEnd]), as: UTF8.self)
                throw RuntimeError("String(format:) ends in an unfinished directive '\(flags)': write '%%' for a percent sign")
            }
            let conversion = scalar(bytes, &i)
            if conversion == "%" { out.append(UInt8(ascii: "%")); continue }
            guard used < args.count else {
                throw RuntimeError("String(format:) has more directives than arguments: '%\(conversion)' is directive \(used + 1) but \(args.count) argument\(args.count == 1 ? " was" : "s were") given")
            }
            let arg = args[used]
            used += 1
            let argument = used
            func what() -> String { "argument \(argument) of String(format:) for '%\(conversion)'" }
            // The spec so far: '%', the flags, width and precision as the template has them.
            var end = specEnd - directive
            for k in 0..<end { spec[k] = CChar(bitPattern: bytes[directive + k]) }
            switch conversion {
            case "d", "i", "u", "x", "X", "o":
                let x = try arg.number(what())
                guard x.isFinite, x == x.rounded(.towardZero), abs(x) < 9.3e18 else {
                    throw RuntimeError("\(what()) must be a whole number, not \(NumberFormat.exact.string(x)): use '%.0f' to round, or trunc(x)")
                }
                var value = Int64(x)
                if conversion != "d" && conversion != "i", value < 0, bits < 64 {
                    // A negative number as an unsigned one: its two's complement in `bits`
                    // (Foundation's `%x` reads a C unsigned int: -3 is fffffffd; `%lx`
                    // ffff…fffd, `%hx` fffd), as C's printf.
                    value = Int64(UInt64(bitPattern: value) & (UInt64(1) << UInt64(bits) &- 1))
                }
                spec[end] = CChar(UInt8(ascii: "l"))
                spec[end + 1] = CChar(UInt8(ascii: "l"))
                end += 2
                spec[end] = CChar(UInt8(conversion.value))
                spec[end + 1] = 0
                cFormat(spec, value, into: &out)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let x = try arg.number(what())
                spec[end] = CChar(UInt8(conversion.value))
                spec[end + 1] = 0
                let start = out.count
                cFormat(spec, x, into: &out)
                pointDecimal(&out, from: start)
            case "@", "s":
                let text: String
                if case .string(let s) = arg { text = s } else { text = try arg.formatted(context) }
                pad(text, leftAligned: leftAligned, width: width, precision: precision, into: &out)
            default:
                throw RuntimeError("String(format:) has no directive '%\(conversion)': geo takes %d %i %u %x %X %o %f %F %e %E %g %G %a %A %@ %s and %%")
            }
            try context.checkStringLength(out.count)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func tooLarge(_ field: Int) -> RuntimeError {
        RuntimeError("a width or precision of \(field) in String(format:) is too large (at most \(maxField))")
    }

    /// A flag of a directive: `- + space 0 #`.
    private static func isFlag(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: " ") || b == UInt8(ascii: "0") || b == UInt8(ascii: "#")
    }

    /// A length modifier, accepted and ignored: `l h q L z j t`.
    private static func isLength(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"): true
        default: false
        }
    }

    /// The Unicode scalar whose UTF-8 bytes start at `i` (valid UTF-8: a String's), consumed.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Unicode.Scalar {
        let lead = bytes[i]
        if lead < 0x80 {
            i += 1
            return Unicode.Scalar(lead)
        }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(i + length, bytes.count)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
        i = end
        return text.unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Decimal digits at `i`, consumed (nil when there are none).
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Int? {
        var value: Int?
        while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 {
            value = min((value ?? 0) * 10 + Int(bytes[i] - 48), 1_000_000)
            i += 1
        }
        return value
    }

    /// Text for a `%s`/`%@` directive, appended to `out`: the precision cuts it to that many
    /// characters, the width pads it with spaces (on the right with `-`).
    private static func pad(_ text: String, leftAligned: Bool, width: Int?, precision: Int?, into out: inout [UInt8]) {
        guard width != nil || precision != nil else { out.append(contentsOf: text.utf8); return }
        var text = text
        var count = text.characterCount
        if let precision, count > precision {
            text = String(text.prefix(precision))
            count = precision
        }
        let fill = max((width ?? 0) - count, 0)
        if !leftAligned { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: fill)) }
        out.append(contentsOf: text.utf8)
        if leftAligned { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: fill)) }
    }

    /// The text written from `start` on with the C locale's decimal separator as a point: a
    /// host that set LC_NUMERIC (to a locale writing 3,14) must not change what a script prints,
    /// as Swift's `String(format:)` does not (it formats without a locale).
    private static func pointDecimal(_ out: inout [UInt8], from start: Int) {
        guard let conv = localeconv(), let separator = conv.pointee.decimal_point else { return }
        // The usual separator, ".", is seen without making a String.
        if separator[0] == 46 && separator[1] == 0 { return }
        let point = String(cString: separator)
        guard point.count == 1, let mark = point.first else { return }
        let text = String(decoding: out[start...], as: UTF8.self)
        out.removeSubrange(start...)
        out.append(contentsOf: String(text.map { $0 == mark ? "." : $0 }).utf8)
    }

    /// One C directive applied to one number by `snprintf` (called from C: `CFormat`, no
    /// va_list built with a dynamic cast of the argument), appended to `out`: into a buffer on
    /// the stack, or, for a longer text, one sized by the first call.
    private static func cFormat(_ spec: UnsafeMutableBufferPointer<CChar>, _ value: Double, into out: inout [UInt8]) {
        cFormat(spec, into: &out) { geo_format_double($0, $1, $2, value) }
    }

    private static func cFormat(_ spec: UnsafeMutableBufferPointer<CChar>, _ value: Int64, into out: inout [UInt8]) {
        cFormat(spec, into: &out) { geo_format_integer($0, $1, $2, CLongLong(value)) }
    }

    @inline(__always) private static func cFormat(_ spec: UnsafeMutableBufferPointer<CChar>, into out: inout [UInt8],
                                                  _ print: (UnsafeMutablePointer<CChar>?, Int, UnsafePointer<CChar>) -> Int32) {
        guard let spec = UnsafePointer(spec.baseAddress) else { return }
        let needed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { b -> Int32 in
            let needed = print(b.baseAddress, b.count, spec)
            if needed > 0 && needed < 128 {
                out.append(contentsOf: UnsafeRawBufferPointer(start: b.baseAddress, count: Int(needed)))
            }
            return needed
        }
        guard needed >= 128 else { return }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = buffer.withUnsafeMutableBufferPointer { b in print(b.baseAddress, b.count, spec) }
        out.append(contentsOf: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) })
    }
}
