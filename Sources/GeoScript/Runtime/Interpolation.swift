/// The code of a string interpolation, `"item \(i): \(p)"`: the pieces are appended as UTF-8
/// bytes to one buffer, kept between evaluations, and the string is made from it once.
/// Strings and Numbers are appended as they print without going through the general
/// `Value.formatted(_:)` (whole numbers digit by digit). The string limit is checked after
/// each piece, with the messages the general path gives.
final class Interpolation {
    enum Piece {
        case text([UInt8])
        case value(Eval)
    }

    let pieces: [Piece]
    let engine: EngineRef
    let context: RuntimeContext
    let span: Span
    /// The buffer of the last evaluation (taken while one runs: an evaluation nested in a
    /// piece of the same interpolation, through a recursive call, makes its own).
    @exclusivity(unchecked) private var spare: [UInt8] = []

    init(_ pieces: [Piece], engine: EngineRef, span: Span) {
        self.pieces = pieces
        self.engine = engine
        context = engine.context
        self.span = span
    }

    func eval(_ f: CallFrame) throws -> Value {
        let limit = context.limits.stringLength
        var bytes: [UInt8] = []
        swap(&bytes, &spare)
        bytes.removeAll(keepingCapacity: true)
        defer {
            // A buffer grown by a very long string is not kept.
            if bytes.capacity <= 4096 { swap(&bytes, &spare) }
        }
        for piece in pieces {
            switch piece {
            case .text(let s):
                bytes.append(contentsOf: s)
            case .value(let eval):
                let v = try eval(f)
                switch v {
                case .string(let s) where s.utf8.count <= limit:
                    bytes.append(contentsOf: s.utf8)
                case .number(let x):
                    if !Interpolation.appendWhole(x, context.format, to: &bytes) {
                        let s = context.format.string(x)
                        if s.utf8.count <= limit { bytes.append(contentsOf: s.utf8) } else { try appendFormatted(v, to: &bytes) }
                    }
                default:
                    try appendFormatted(v, to: &bytes)
                }
            }
            if bytes.count > limit {
                throw ScriptFailure(.limit, "string length limit exceeded (\(limit) bytes)", at: span)
            }
        }
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    /// Any other value, as print shows it (its own limit error when its text is too long).
    @inline(never) func appendFormatted(_ v: Value, to bytes: inout [UInt8]) throws {
        do { bytes.append(contentsOf: try v.formatted(context).utf8) } catch { throw engine.locate(error, span) }
    }

    /// Appends a whole number's digits, as `NumberFormat.string` shows it; false (nothing
    /// appended) for any other number.
    @inline(__always) static func appendWhole(_ x: Double, _ format: NumberFormat, to bytes: inout [UInt8]) -> Bool {
        guard let decimals = format.decimals, abs(x) < 1e15 else { return false }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let n = Int64(x)
        guard Double(n) == x, abs(x) * scale < 9_007_199_254_740_992 else { return false }
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        var digits: (UInt64, Int) = (0, 0)  // up to 15 digits, reversed, 4 bits each
        repeat {
            digits.0 = digits.0 << 4 | (m % 10)
            digits.1 += 1
            m /= 10
        } while m > 0
        for _ in 0..<digits.1 {
            bytes.append(UInt8(ascii: "0") + UInt8(digits.0 & 0xF))
            digits.0 >>= 4
        }
        return true
    }
}
