/// Searching, splitting and counting on strings by their UTF-8 bytes where that finds exactly
/// what Swift's Character-based operations find (many times faster); any other text takes
/// the Character-based code.
///
/// Plain text is ASCII without "\r" (the one ASCII pair that forms a single character is
/// "\r\n"): its characters are its bytes. A plain needle is also searched for by its bytes in
/// a text that is not plain (a dash, an accented letter or a curly quote anywhere in it),
/// provided neither holds "\r" and the needle has no ";", "`" or "K" (U+037E, U+1FEF and
/// U+212A are canonically equivalent to them, so Swift's search would find those too). ASCII
/// bytes never occur inside a longer character's encoding, so every character match is a
/// byte match; a byte match is a character match when it starts and ends on character
/// boundaries (`bounded`): between two ASCII characters there is always one but in CR LF,
/// and most other characters beside it cannot join it. A match that might be joined (a
/// combining mark after it, a prepended one before) is left to the Character-based code
/// (the functions return nil).
enum PlainText {
    /// Runs `body` on the bytes of a text and of a non-empty needle when a byte search for the
    /// needle can stand for the Character search (see above), with whether the text is plain;
    /// nil otherwise, or when `body` returns nil (a match not on character boundaries).
    static func withSearchBytes<R>(_ hay: String, _ needle: String,
                                   _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, Bool) -> R?) -> R? {
        let result = needle.utf8.withContiguousStorageIfAvailable { n -> R? in
            var equivalents = false
            for b in n {
                if b >= 0x80 || b == 13 { return nil }
                if b == UInt8(ascii: ";") || b == UInt8(ascii: "`") || b == UInt8(ascii: "K") { equivalents = true }
            }
            let inHay = hay.utf8.withContiguousStorageIfAvailable { h -> R? in
                var plain = true
                for b in h {
                    if b == 13 { return nil }
                    if b >= 0x80 { plain = false }
                }
                if !plain && equivalents { return nil }
                return body(h, n, plain)
            }
            return inHay ?? nil
        }
        return result ?? nil
    }

    /// Whether the `n` bytes at `i` (an ASCII needle's match) lie between character
    /// boundaries: the character before cannot join the match (only a Prepend mark could,
    /// U+0600 and up) and the one after cannot join it (only an Extend mark, a SpacingMark
    /// or a ZWJ could, U+0300 and up). Certain for the text's ends, ASCII, U+0080–U+05FF
    /// before and U+0080–U+02FF after (two-byte encodings with leads up to D7 and CB), and
    /// the dashes, quotes and bullets U+2010–U+2027 (E2 80 90…A7) on either side; any
    /// other neighbour is left to the Character-based code.
    @inline(__always) static func bounded(_ h: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Bool {
        @inline(__always) func punctuation(_ k: Int) -> Bool {
            k >= 0 && k + 2 < h.count && h[k] == 0xE2 && h[k + 1] == 0x80 && h[k + 2] >= 0x90 && h[k + 2] <= 0xA7
        }
        let before = i == 0 || h[i - 1] < 0x80
            || (i >= 2 && h[i - 1] < 0xC0 && h[i - 2] >= 0xC2 && h[i - 2] <= 0xD7) || punctuation(i - 3)
        let end = i + n
        return before && (end == h.count || h[end] < 0xCC || punctuation(end))
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

    /// How many times a non-empty `needle` occurs in `hay` without overlaps; nil when the
    /// bytes cannot tell.
    static func occurrences(of needle: String, in hay: String) -> Int? {
        withSearchBytes(hay, needle) { h, n, plain in
            var count = 0
            var at = 0
            while let i = find(n, in: h, from: at) {
                if !plain && !bounded(h, i, n.count) { return nil }
                count += 1
                at = i + n.count
            }
            return count
        }
    }

    /// Whether a non-empty `needle` occurs in `hay`; nil when the bytes cannot tell.
    static func contains(_ needle: String, in hay: String) -> Bool? {
        withSearchBytes(hay, needle) { h, n, plain in
            guard let i = find(n, in: h, from: 0) else { return false }
            return plain || bounded(h, i, n.count) ? true : nil
        }
    }

    /// The pieces of `hay` between occurrences of a non-empty `separator` (empty pieces kept),
    /// room made for `capacity` of them at first; nil when the bytes cannot tell.
    static func split(_ hay: String, by separator: String, omittingEmpty: Bool = false, capacity: Int = 0) -> [String]? {
        withSearchBytes(hay, separator) { h, n, plain in
            var pieces: [String] = []
            pieces.reserveCapacity(capacity)
            var at = 0
            while let i = find(n, in: h, from: at) {
                if !plain && !bounded(h, i, n.count) { return nil }
                if i > at || !omittingEmpty { pieces.append(String(decoding: UnsafeBufferPointer(rebasing: h[at..<i]), as: UTF8.self)) }
                at = i + n.count
            }
            if at < h.count || !omittingEmpty { pieces.append(String(decoding: UnsafeBufferPointer(rebasing: h[at...]), as: UTF8.self)) }
            return pieces
        }
    }
}
