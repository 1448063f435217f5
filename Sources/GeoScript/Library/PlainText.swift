/// Searching, splitting and counting on strings whose characters are their bytes: ASCII
/// without "\r" (the one ASCII pair that forms a single character is "\r\n"). On such text
/// Swift's Character-based operations find exactly what a byte search finds, so the string
/// members search the UTF-8 bytes instead (many times faster); any other text takes the
/// Character-based code.
enum PlainText {
    /// Runs `body` on the bytes of `s` when every character of `s` is one byte; nil otherwise.
    static func withBytes<R>(_ s: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let result = s.utf8.withContiguousStorageIfAvailable { bytes -> R? in
            for b in bytes where b >= 0x80 || b == 13 { return nil }
            return body(bytes)
        }
        return result ?? nil
    }

    /// Runs `body` on the bytes of both strings when both are plain; nil otherwise.
    static func withBytes<R>(_ a: String, _ b: String,
                             _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let result = withBytes(a) { x in withBytes(b) { y in body(x, y) } }
        return result ?? nil
    }

    /// Where the first occurrence of a non-empty `needle` starts in `hay`, at or after `start`.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let n = needle.count
        guard n > 0, hay.count - start >= n else { return nil }
        let first = needle[0]
        var i = start
        while i <= hay.count - n {
            if hay[i] == first {
                var k = 1
                while k < n, hay[i + k] == needle[k] { k += 1 }
                if k == n { return i }
            }
            i += 1
        }
        return nil
    }

    /// How many times a non-empty `needle` occurs in `hay` without overlaps; nil unless both
    /// are plain.
    static func occurrences(of needle: String, in hay: String) -> Int? {
        withBytes(hay, needle) { h, n in
            var count = 0
            var at = 0
            while let i = find(n, in: h, from: at) {
                count += 1
                at = i + n.count
            }
            return count
        }
    }

    /// Whether a non-empty `needle` occurs in `hay`; nil unless both are plain.
    static func contains(_ needle: String, in hay: String) -> Bool? {
        withBytes(hay, needle) { h, n in find(n, in: h, from: 0) != nil }
    }

    /// The pieces of `hay` between occurrences of a non-empty `separator` (empty pieces kept);
    /// nil unless both are plain.
    static func split(_ hay: String, by separator: String) -> [String]? {
        withBytes(hay, separator) { h, n in
            var pieces: [String] = []
            var at = 0
            while let i = find(n, in: h, from: at) {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: h[at..<i]), as: UTF8.self))
                at = i + n.count
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: h[at...]), as: UTF8.self))
            return pieces
        }
    }
}
