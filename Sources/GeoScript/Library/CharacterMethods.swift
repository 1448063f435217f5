/// Swift's String is a collection of Characters, so the collection methods Swift code calls on
/// a list it calls on a string too: `s.map { … }`, `String(n).compactMap { Int(String($0)) }`,
/// `s.filter { $0 != " " }`, `s.allSatisfy { … }`, `s.reduce(0) { … }`, `s.sorted()`. Each is
/// the List method of that name and labels, run on the string's characters (one-character
/// strings), so it does exactly what the list's does; `filter` gives a String, as Swift's
/// `String.filter` does, and the rest what Swift's give (an Array of what the function
/// returned, an element, a Bool).
enum CharacterMethods {
    /// The List methods a String takes over, by name (each overload of the name that takes a
    /// function, and `sorted()`, `min()`, `max()`).
    /// (An array: a Set's type metadata cost every start ~100,000 instructions.)
    static let names = ["map", "filter", "compactMap", "flatMap", "reduce", "forEach", "allSatisfy",
                        "contains", "first", "last", "firstIndex", "lastIndex", "sorted", "min", "max", "count"]

    /// The String overloads made from `libraries`' List methods.
    static func lifting(_ libraries: [[Builtin]]) -> [Builtin] {
        // `contains(_:)`, `firstIndex(of:)` … compare elements: the String's own mean text.
        ListLibrary.lifted(libraries, onto: .string, names: names,
                           admits: { _, takesFunction, params in takesFunction || params.isEmpty },
                           doc: { name, signature in "As a List's \(signature), over the characters" + (name == "filter" ? ", giving a String." : ".") },
                           elements: characters,
                           result: { value, name in try result(value, name == "filter") })
    }

    /// The string's characters as a List of one-character strings (`String.characterValues`,
    /// as `Array(s)` makes them).
    static func characters(_ s: Value) throws -> Value {
        .list(try s.string().characterValues)
    }

    /// `filter`'s list of characters joined back into a String.
    private static func result(_ value: Value, _ joins: Bool) throws -> Value {
        guard joins, case .list(let items) = value else { return value }
        return .string(try items.map { try $0.string() }.joined())
    }
}

extension CharacterMethods {
    /// Swift's Character properties on a one-character String (geo's character: `for c in s`,
    /// `Array(s)`, `s.first`): `c.isNumber`, `c.isLetter`, `c.wholeNumberValue` … — each
    /// Swift's own Character property, so a tokenizer's tests mean what they mean in Swift.
    /// On a longer string they are an error (Swift's String has none of them).
    static var properties: [Builtin] {
        propertyTests.enumerated().map { bit, property in
            let (name, what, test) = property
            return .property(name, on: .string, type: .bool, doc: "Whether the character is \(what) (Swift's Character.\(name)).",
                             get: { s, _ in
                                 if let b = asciiByte(s) { return .bool(ASCIIAnswers.shared.tests[b] & 1 << bit != 0) }
                                 return .bool(test(try character(s, name)))
                             })
        } + propertyValues.enumerated().map { k, property in
            let (name, doc, value) = property
            return .property(name, on: .string, type: .kinds("Number or nil", .number, .nil), doc: doc,
                             get: { s, _ in
                                 if let b = asciiByte(s) {
                                     let x = ASCIIAnswers.shared.values[k][b]
                                     return x < 0 ? .nil : .number(Double(x))
                                 }
                                 return try value(character(s, name)).map { .number(Double($0)) } ?? .nil
                             })
        }
    }

    /// The Character properties that are tests: name, what they test, Swift's property.
    static let propertyTests: [(String, String, @Sendable (Character) -> Bool)] = [
        ("isNumber", "a number (a digit, a fraction, a numeral)", { $0.isNumber }),
        ("isWholeNumber", "a digit with a whole number value", { $0.isWholeNumber }),
        ("isLetter", "a letter", { $0.isLetter }),
        ("isWhitespace", "a space, a tab or a line break", { $0.isWhitespace }),
        ("isNewline", "a line break", { $0.isNewline }),
        ("isUppercase", "upper case", { $0.isUppercase }),
        ("isLowercase", "lower case", { $0.isLowercase }),
        ("isCased", "a letter with cases", { $0.isCased }),
        ("isPunctuation", "punctuation", { $0.isPunctuation }),
        ("isSymbol", "a symbol", { $0.isSymbol }),
        ("isMathSymbol", "a mathematical symbol", { $0.isMathSymbol }),
        ("isCurrencySymbol", "a currency symbol", { $0.isCurrencySymbol }),
        ("isHexDigit", "a hexadecimal digit", { $0.isHexDigit }),
        ("isASCII", "ASCII", { $0.isASCII }),
    ]

    /// The Character properties that are values (a Number or nil): name, doc, Swift's property.
    static let propertyValues: [(String, String, @Sendable (Character) -> Int?)] = [
        ("wholeNumberValue", "The digit's value (\"7\" is 7), or nil.", { $0.wholeNumberValue }),
        ("hexDigitValue", "The hexadecimal digit's value (\"f\" is 15), or nil.", { $0.hexDigitValue }),
        ("asciiValue", "The ASCII code (\"A\" is 65), or nil.", { $0.asciiValue.map(Int.init) }),
    ]

    /// The character of a String of one ASCII character (one byte), else nil: the common case
    /// of the Character properties, answered from `ASCIIAnswers` with no Unicode table read.
    @inline(__always) static func asciiByte(_ v: Value) -> Int? {
        guard case .string(let s) = v else { return nil }
        let utf8 = s.utf8
        guard utf8.count == 1, let b = utf8.first, b < 0x80 else { return nil }
        return Int(b)
    }

    /// The answers of the Character properties for the 128 ASCII characters, each computed
    /// once, by Swift's own property (so they are Swift's answers by construction), the first
    /// time one is asked: `tests[c]` has bit k set when test k of `properties` holds for the
    /// character c; `values[k][c]` is value k's answer, -1 for nil.
    final class ASCIIAnswers: Sendable {
        static let shared = ASCIIAnswers()
        let tests: [UInt32]
        let values: [[Int16]]

        private init() {
            let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
            let work = CharacterMethods.propertyTests.map(\.2)
            tests = characters.map { c in
                var bits: UInt32 = 0
                for (k, test) in work.enumerated() where test(c) { bits |= 1 << k }
                return bits
            }
            values = CharacterMethods.propertyValues.map(\.2).map { value in characters.map { c in value(c).map { Int16($0) } ?? -1 } }
        }
    }

    /// Whether a value is a String of one character (geo's Character). One byte is one
    /// character (an ASCII one) with no walk of the characters.
    static func isCharacter(_ v: Value) -> Bool {
        guard case .string(let s) = v else { return false }
        let bytes = s.utf8.count
        if bytes <= 1 { return bytes == 1 }
        return s.index(after: s.startIndex) == s.endIndex
    }

    /// Swift's String of Characters (`String(chars)`, `String(chars.reversed())`): the
    /// characters' bytes one after the other — the String that `+=` of each makes, built once
    /// (`+=` of a Character at a time was ~600 instructions a character).
    static func joined(_ items: [Value]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count)
        for case .string(let s) in items { bytes.append(contentsOf: s.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Swift's `s.reversed()` as a String: an ASCII string's bytes reversed, each byte being
    /// one character — but a carriage return, which with a line feed after it is one
    /// character ("\r\n") —; any other string character by character, as Swift's
    /// `String(s.reversed())` (~870 instructions a character).
    static func reversed(_ s: String) -> String {
        var bytes = Array(s.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return String(s.reversed()) }
        bytes.reverse()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The one character of a String, for a Character property; an error for another length.
    static func character(_ s: Value, _ property: String) throws -> Character {
        let text = try s.string()
        guard let c = text.first, text.index(after: text.startIndex) == text.endIndex else {
            throw RuntimeError("'\(property)' is a Character's: the string has \(text.count) characters, not one",
                               notes: ["test each character: for c in s { … c.\(property) … }, or s.allSatisfy { $0.\(property) }"])
        }
        return c
    }
}
