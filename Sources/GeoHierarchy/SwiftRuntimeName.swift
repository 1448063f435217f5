/// The readable name of a Swift class whose Objective-C runtime name is mangled, as UIKit's
/// descriptions print it: `_TtC5MyApp9PhotoCell` is `MyApp.PhotoCell`.
///
/// Swift gives a class that Objective-C sees a runtime name. A top-level class of a module gets
/// `Module.Class`; a nested, private or generic one gets `_Tt` and the type in Swift's older
/// mangling, which this reads (the format is Swift's docs/ABI/Mangling.rst, "Old Mangling"):
///
/// - a nominal type is `C` (class), `V` (struct) or `O` (enum), its context and its name;
///   the context is a module or another nominal type (`_TtCC5MyApp18FeedViewController10HeaderView`
///   is `MyApp.FeedViewController.HeaderView`);
/// - a name is its length and its characters (`9PhotoCell`), or `P`, a file's private
///   discriminator and the name (`P33_2A7C…13ShimmerButton`: the name is `ShimmerButton`), or
///   `L`, an index and the name (a local type);
/// - `s` is the module Swift, `So` Objective-C's (whose classes are written without a module);
///   `Sa` `Sb` `Sd` `Sf` `Si` `SS` `Su` `Sq` … are Array, Bool, Double, Float, Int, String, UInt,
///   Optional …; `S_`, `S0_`, `S1_` … stand for the first, second, third … module or nominal
///   type already written (each is counted once it is complete);
/// - `G`, a nominal type, then one list of arguments per level of nesting, outermost first, each
///   ended by `_`, is a generic type applied to them
///   (`_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_` is
///   `SwiftUI._UIHostingView<MyApp.ContentView>`).
///
/// Anything else (a type inside a function or an extension, a name with non-ASCII characters,
/// an operator) gives nil: the name is kept as printed.
public enum SwiftRuntimeName {
    /// `name` demangled when it is one of Swift's `_Tt…` runtime names of a type, else nil.
    public static func readable(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.count > 3, bytes[0] == UInt8(ascii: "_"), bytes[1] == UInt8(ascii: "T"),
              bytes[2] == UInt8(ascii: "t") else { return nil }
        var reader = Reader(bytes: bytes, at: 3)
        guard let type = reader.type(), reader.at == bytes.count else { return nil }
        return type
    }

    /// A module, or a nominal type: the module it is in and its names, outermost first.
    private struct Entity {
        var module: String
        var names: [String] = []
        var isModule: Bool { names.isEmpty }

        /// `Module.Outer.Inner`, with each level's generic arguments; Objective-C's classes
        /// (module `__C`) without their module.
        func written(arguments: [[String]] = []) -> String {
            var parts = module == "__C" ? [] : [module]
            for (k, name) in names.enumerated() {
                let args = k < arguments.count ? arguments[k] : []
                parts.append(args.isEmpty ? name : name + "<" + args.joined(separator: ", ") + ">")
            }
            return parts.joined(separator: ".")
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var at: Int
        var substitutions: [Entity] = []
        var depth = 0

        init(bytes: [UInt8], at: Int) {
            self.bytes = bytes
            self.at = at
        }

        mutating func next(_ c: Unicode.Scalar) -> Bool {
            guard at < bytes.count, bytes[at] == UInt8(ascii: c) else { return false }
            at += 1
            return true
        }

        /// A type: a bound generic type or a nominal one, written out.
        mutating func type() -> String? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { return nil }
            if next("G") {
                guard let base = nominal() else { return nil }
                var arguments: [[String]] = []
                for _ in base.names {
                    var list: [String] = []
                    while !next("_") {
                        guard at < bytes.count, let argument = type() else { return nil }
                        list.append(argument)
                    }
                    arguments.append(list)
                }
                return base.written(arguments: arguments)
            }
            return nominal()?.written()
        }

        /// `C`/`V`/`O`, a context and a name; or a substitution that stands for a nominal type.
        mutating func nominal() -> Entity? {
            if next("S") {
                guard let entity = substitution(), !entity.isModule else { return nil }
                return entity
            }
            guard next("C") || next("V") || next("O") else { return nil }
            guard var entity = context(), let name = declName() else { return nil }
            entity.names.append(name)
            substitutions.append(entity)
            return entity
        }

        /// A module, or the nominal type a nested type is in.
        mutating func context() -> Entity? {
            if next("S") { return substitution() }
            if next("s") { return Entity(module: "Swift") }
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
                return nominal()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let name = identifier() else { return nil }
                let module = Entity(module: name)
                substitutions.append(module)
                return module
            default:
                return nil   // a function, an extension, a generic context: not read
            }
        }

    /// `S` and a letter: Objective-C's module (`So`, and `SC`, the Clang importer's), or a type of Swift's.
    static let known: [UInt8: (String, String)] = [
            UInt8(ascii: "o"): ("__C", ""), UInt8(ascii: "C"): ("__C", ""),
            UInt8(ascii: "a"): ("Swift", "Array"), UInt8(ascii: "b"): ("Swift", "Bool"),
            UInt8(ascii: "c"): ("Swift", "UnicodeScalar"), UInt8(ascii: "d"): ("Swift", "Double"),
            UInt8(ascii: "f"): ("Swift", "Float"), UInt8(ascii: "i"): ("Swift", "Int"),
            UInt8(ascii: "S"): ("Swift", "String"), UInt8(ascii: "u"): ("Swift", "UInt"),
            UInt8(ascii: "q"): ("Swift", "Optional"), UInt8(ascii: "Q"): ("Swift", "ImplicitlyUnwrappedOptional"),
            UInt8(ascii: "V"): ("Swift", "UnsafeRawPointer"), UInt8(ascii: "v"): ("Swift", "UnsafeMutableRawPointer"),
            UInt8(ascii: "P"): ("Swift", "UnsafePointer"), UInt8(ascii: "p"): ("Swift", "UnsafeMutablePointer"),
            UInt8(ascii: "R"): ("Swift", "UnsafeBufferPointer"), UInt8(ascii: "r"): ("Swift", "UnsafeMutableBufferPointer"),
        ]

        /// What follows an `S`: a known module or type, or an index into `substitutions`.
        mutating func substitution() -> Entity? {
            guard at < bytes.count else { return nil }
            if let (module, name) = Reader.known[bytes[at]] {
                at += 1
                return Entity(module: module, names: name.isEmpty ? [] : [name])
            }
            // `_` is 0; `N_` is N + 1.
            var index = 0
            if !next("_") {
                guard let n = natural(), next("_") else { return nil }
                index = n + 1
            }
            return index < substitutions.count ? substitutions[index] : nil
        }

        /// A declaration's name: an identifier, a private one (`P` discriminator name) or a local one (`L` index name).
        mutating func declName() -> String? {
            if next("P") {
                guard identifier() != nil else { return nil }
            } else if next("L") {
                if !next("_") {
                    guard natural() != nil, next("_") else { return nil }
                }
            }
            return identifier()
        }

        /// Its length in digits, then its characters (ASCII: a punycoded `X…` or an operator's `o…` is not read).
        mutating func identifier() -> String? {
            guard let length = natural(), length > 0, at + length <= bytes.count else { return nil }
            let name = bytes[at..<(at + length)]
            guard name.allSatisfy({ $0 < 0x80 }) else { return nil }
            at += length
            return String(decoding: name, as: UTF8.self)
        }

        mutating func natural() -> Int? {
            let start = at
            var n = 0
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), at - start < 9 {
                n = n * 10 + Int(bytes[at] - UInt8(ascii: "0"))
                at += 1
            }
            return at > start ? n : nil
        }
    }
}
