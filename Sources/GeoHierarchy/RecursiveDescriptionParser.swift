/// Reading UIKit's `recursiveDescription`, as LLDB prints it for
/// `po view.value(forKey: "recursiveDescription")!` (a Swift frame), `po [view recursiveDescription]`
/// (an Objective-C frame) or `expression -l objc -O -- [(UIView *)0x… recursiveDescription]`.
///
/// One view per line, `<ClassName: 0xADDRESS; key = value; key = value; …>`, nested by a
/// prefix of `   | ` per level; the older one-line form, where views follow each other on a
/// line separated by runs of `|` (one `|` per level), is read too: a view's depth is the
/// number of `|` before its `<`. iOS 3 nested by blanks alone (`   <UIScroller: …>`): in a dump
/// with no bars, a view is under the last view indented less than it. Lines that do not start (after blanks and bars) with `<` —
/// `(lldb) po …`, `Printing description of …`, blank lines — are skipped, unless they carry
/// nesting bars, which only a view line does (HOURecursiveDescription's name of the instance
/// variable that holds the view, between the bars and the `<`, is kept: `   | _myButton <UIButton: …>`).
/// The first view may follow other text on its line
/// (a log's timestamp, LLDB's `(UIView *) $1 = 0x… `, Swift's `- some : `): it starts at the
/// first `<ClassName: 0x…` that a `; frame = (` follows.
///
/// Entries: `frame = (x y; w h)` (required of the first view; a later view whose class
/// overrides description and prints none is read at (0 0; 0 0) with a warning), `transform = [a, b, c, d, tx, ty]`,
/// `anchorPoint = (x, y)` (printed when not (0.5, 0.5), as for SwiftUI's views), `alpha = N`,
/// `hidden = YES`, `userInteractionEnabled = NO`, `clipsToBounds = YES`, `tag = N`,
/// `text = '…'` (which may hold `;` and `'`: it ends at the quote followed by `; key =`,
/// `; key:` or the view's `>`), and a scroll view's `contentOffset: {x, y}` (its
/// bounds.origin). Every other entry (`opaque = NO`, `layer = <CALayer: 0x…>`,
/// `animations = { … }`, `contentSize: {w, h}`, …) is kept as text in `dumpAttributes`, and
/// so is what some classes print after their closing `>` (UIVisualEffectView's ` effect=none`).
/// A layer that no view owns is printed among its views as `<CALayer: 0x…> (layer)`, with no
/// frame: it is skipped, with its sublayers. A UITextView's `_UITextContainerView` prints its
/// description inside a second `<…>` (`<<_UITextContainerView: 0x…; frame = …>> minSize = …>`):
/// the inner one is the view, and the text after it is kept. A Swift class's mangled runtime
/// name (`_TtC5MyApp9PhotoCell`) is read as Swift writes it (`MyApp.PhotoCell`: SwiftRuntimeName).
///
/// Refused with an error that says what to print instead: an array of views (`po view.subviews`:
/// Swift's `▿ 2 elements` / `  - 0 : <…>`, Objective-C's `<__NSArrayM 0x…>(`, NSLog's `(` /
/// `"<…>",`), a layer's description (`po view.layer`), `_printHierarchy`, `_autolayoutTrace`.
extension RecursiveDescription {
    /// How to print a dump in LLDB, for the notes of errors. `recursiveDescription` is a
    /// private Objective-C method: Swift does not see it, so `po view.recursiveDescription()`
    /// fails in a Swift frame ("value of type 'UIView' has no member"), while key-value coding
    /// reaches it from Swift, and an Objective-C expression calls it from any frame.
    public static let howToPrint = "print the views with their frames in LLDB: po view.value(forKey: \"recursiveDescription\")! in a Swift frame, po [view recursiveDescription] in an Objective-C one"

    /// How Swift's `dump` (and LLDB's `po` of a Swift value) starts a value's first line: `▿ `.
    static let swiftDumpMark = Array("▿ ".utf8)

    /// The note of an error at a line that ends too soon.
    static let cutShort = "is the line cut short? LLDB prints each view on one line, ending in '>'"

    /// Whether `text` ends inside a view's `text = '…'`: UIKit prints a label's line breaks as
    /// they are, so a label of two paragraphs puts an empty line into the dump, and the lines
    /// after it are still the label's. (The REPL, which ends a pasted dump at an empty line,
    /// goes on then.) Only the last view's line and those after it are read.
    public static func endsInsideText(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let whole = DumpParser(bytes: bytes)
        var last = 0
        var start = 0
        while start < bytes.count {
            if whole.startsView(at: start) { last = start }
            while start < bytes.count, bytes[start] != UInt8(ascii: "\n") { start += 1 }
            start += 1
        }
        var parser = DumpParser(bytes: Array(bytes[last...]))
        do {
            _ = try parser.run()
            return false
        } catch {
            return parser.textRanToTheEnd
        }
    }

    /// Where a view's description (`<ClassName: 0x…` with a `; frame = (` after it) starts in
    /// `line` (one line, a byte offset), after whatever text comes first — as the dump's first
    /// view may follow a log's timestamp, LLDB's typed result or Swift's `- some : `; nil if none.
    public static func viewStart(inLine line: String) -> Int? {
        var parser = DumpParser(bytes: Array(line.utf8))
        parser.lineEnd = parser.bytes.count
        return parser.viewAfterPrefix(from: 0)
    }

    /// The tree a dump describes. Throws a `HierarchyError` at the first mistake.
    public static func parse(_ text: String) throws(HierarchyError) -> ImportedHierarchy {
        try parse(Array(text.utf8))
    }

    /// The tree a dump (UTF-8 bytes) describes. Throws a `HierarchyError` at the first mistake.
    public static func parse(_ bytes: [UInt8]) throws(HierarchyError) -> ImportedHierarchy {
        var parser = DumpParser(bytes: bytes)
        return try parser.run()
    }
}

/// One view's line, as read.
struct ViewLine {
    var start = 0
    /// The dump's line the view starts on.
    var line = 0
    var className = ""
    var address: String?
    var frame: Rect?
    var transform = Transform.identity
    /// What reading the line assumed (a `transform3D`'s perspective left out, a frame of
    /// `nan`), for warnings.
    var notes: [String] = []
    /// UIKit prints it when it is not (0.5, 0.5): SwiftUI's views have (0, 0).
    var anchorPoint = Point(x: 0.5, y: 0.5)
    var contentOffset: Point?
    var alpha = 1.0
    var hidden = false
    var interactive = true
    var clips = false
    var tag: Int?
    var text: String?
    /// `baseClass = UIScrollView`: the UIKit class of an app's or a framework's subclass (kept
    /// among the attributes too, where it was written).
    var baseClass: String?
    var attributes: [String] = []
}

private extension UInt8 {
    static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), semicolon = UInt8(ascii: ";")
    static let colon = UInt8(ascii: ":"), equals = UInt8(ascii: "="), bar = UInt8(ascii: "|")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), quote = UInt8(ascii: "'")
    static let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    var isBlank: Bool { self == .space || self == .tab }

    /// A character of an instance variable's name (`_myButton`, `contentView`): letters,
    /// digits, `_` and `$` (Swift's `$__lazy_storage_$_header`).
    var isIvarCharacter: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F || self == 0x24
    }

    /// A character of an entry's key: letters, digits, `_` and `.` (`bounds.origin`).
    var isKeyCharacter: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F || self == 0x2E
    }

    /// What closes a bracket opened by this byte, or nil.
    var closer: UInt8? {
        switch self {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        case UInt8(ascii: "{"): return UInt8(ascii: "}")
        case .lt: return .gt
        default: return nil
        }
    }

    var isCloser: Bool {
        self == UInt8(ascii: ")") || self == UInt8(ascii: "]") || self == UInt8(ascii: "}") || self == .gt
    }
}

struct DumpParser {
    let bytes: [UInt8]
    /// The current line: its number, first byte and end (before `\r\n` or `\n`).
    var line = 0
    var lineStart = 0
    var lineEnd = 0
    /// The last view seen at each depth below the first view's.
    var ancestors: [View] = []
    /// The blanks before each of `ancestors` on its line (iOS 3 nested views by blanks alone).
    var ancestorIndents: [Int] = []
    /// Whether a view so far was nested by bars: then blanks alone do not nest.
    var sawBars = false
    var baseDepth = 0
    var root: View?
    var count = 0
    var warnings: [HierarchyWarning] = []
    var names = ViewNames()
    /// The line of Swift's `dump` seen before the first view (`▿ 3 elements`), if any.
    var swiftDumpLine: Range<Int>?
    /// Whether a view's `text = '…` was still open where the dump ends.
    var textRanToTheEnd = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var lines = 1
        for b in bytes where b == .newline { lines += 1 }
        names.reserve(lines)
    }

    mutating func run() throws(HierarchyError) -> ImportedHierarchy {
        try refuseOtherDumps()
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != .newline { end += 1 }
            line += 1
            lineStart = start
            lineEnd = end > start && bytes[end - 1] == .cr ? end - 1 : end
            try readLine()
            // A label's text with line breaks carries its view over the next lines: go on
            // after the line the view ended on.
            var after = max(lineEnd, end)
            while after < bytes.count, bytes[after] != .newline { after += 1 }
            if after >= bytes.count { break }
            start = after + 1
        }
        guard let root else {
            throw HierarchyError(offset: 0, length: 0,
                                 message: "no views in the dump: expected lines like '<UIView: 0x7f8a1c40a2b0; frame = (0 0; 375 667); layer = <CALayer: 0x6000>>'",
                                 notes: [RecursiveDescription.howToPrint])
        }
        return ImportedHierarchy(root: root, viewCount: count, warnings: warnings)
    }

    /// LLDB's other dumps of a screen, met before any view's line: `_printHierarchy` (view
    /// controllers, `<MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…>`) and
    /// `_autolayoutTrace` (`UIWindow:0x…` nested by bars) print no frames — an error naming the
    /// dump, at its first such line, saying which one to print instead.
    func refuseOtherDumps() throws(HierarchyError) {
        let advice = RecursiveDescription.howToPrint
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != .newline { end += 1 }
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            let text = line.drop { $0 == " " || $0 == "\t" || $0 == "|" }
            if text.hasPrefix("<") {
                if text.contains(">, state: ") {
                    throw HierarchyError(offset: start + (line.utf8.count - text.utf8.count), length: text.utf8.count,
                                         message: "this is _printHierarchy's dump of view controllers: it has no frames",
                                         notes: [advice])
                }
                return   // a view's line (or text geo reports as it reads it)
            }
            let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if !name.isEmpty, text.dropFirst(name.count).hasPrefix(":0x") {
                throw HierarchyError(offset: start + (line.utf8.count - text.utf8.count), length: name.utf8.count,
                                     message: "this is _autolayoutTrace's dump: it has no frames", notes: [advice])
            }
            start = end + 1
        }
    }

    // MARK: Lines

    mutating func readLine() throws(HierarchyError) {
        var i = lineStart
        var depth = 0
        while i < lineEnd {
            if bytes[i] == .bar {
                depth += 1
            } else if bytes[i] == 0xC2, i + 1 < lineEnd, bytes[i + 1] == 0xA0 {
                // U+00A0: a dump copied from a web page may be indented with no-break spaces.
                i += 1
            } else if !bytes[i].isBlank {
                break
            }
            i += 1
        }
        let indent = i - lineStart
        // HOURecursiveDescription ("pimping recursiveDescription") prints the name of the
        // instance variable that holds a view between its bars and its `<`:
        // `   | _myButton <UIRoundedRectButton: 0x…; frame = …>`. Kept, and written back there.
        var ivar: String?
        if depth > 0, i < lineEnd, bytes[i] != .lt, let at = viewAfterIvarName(at: i) {
            var nameEnd = i
            while bytes[nameEnd].isIvarCharacter { nameEnd += 1 }
            ivar = text(i, nameEnd)
            i = at
        }
        if i >= lineEnd || bytes[i] != .lt {
            // The dump's first view may follow text on its line: NSLog's or Xcode's timestamp
            // (`2024-03-11 14:02:17.512+0100 MyApp[812:345] <UIView: 0x…`), LLDB's typed result
            // (`(UIView *) $1 = 0x0a034690 <UIView: 0x…`), Swift's optional (`  - some : <UIView…`)
            // or gdb's echo of the command before a one-line dump. Later views too, when their
            // bars follow the text (each line quoted `> `, or stamped by a log): the bars right
            // before the `<` nest them. A log line that shows a whole view after the dump (UIKit's
            // `Table view: <UITableView: 0x…; frame = …>`) has no bars: skipped.
            var bars = 0
            if depth == 0, let at = viewAfterPrefix(from: i) {
                var k = at
                while k > i, bytes[k - 1].isBlank || bytes[k - 1] == .bar {
                    if bytes[k - 1] == .bar { bars += 1 }
                    k -= 1
                }
                if root == nil, let element = arrayElement(i..<k) {
                    try refuseArray(element)
                }
                if root == nil || bars > 0 {
                    i = at
                    depth = bars
                } else if nextLineNestsAView() {
                    // Another dump, stamped like the first: its views would join this tree.
                    throw error(at: at, "a second root view: this view starts another dump (line \(self.line))",
                                notes: ["paste one recursiveDescription at a time"])
                }
            }
            if i >= lineEnd || bytes[i] != .lt {
                if root == nil, depth == 0, bytes[i..<lineEnd].starts(with: RecursiveDescription.swiftDumpMark) {
                    swiftDumpLine = i..<lineEnd   // `▿ 3 elements`, before an array's
                }
                try skipLine(at: i, depth: depth)
                return
            }
        }
        if root == nil, depth == 0, isObjectiveCArray(from: i) { try refuseArray(.objectiveC) }
        try readViews(from: i, depth: depth, indent: indent, ivar: ivar)
    }

    /// How an array of views was printed.
    enum ArrayForm {
        /// Swift's `po view.subviews`: `▿ 2 elements`, then `  - 0 : <UILabel: 0x…; …>` per element.
        case swift
        /// Objective-C's: `<__NSArrayM 0x…>(`, then `<UILabel: 0x…; …>,` per element, then `)`.
        case objectiveC
        /// An NSArray's description (NSLog, `print`): `(`, then `    "<UILabel: 0x…; …>",` per element.
        case quoted
    }

    /// The array form whose element prefix (the text before the first view on its line) is `prefix`, or nil.
    func arrayElement(_ prefix: Range<Int>) -> ArrayForm? {
        if prefix.count == 1, bytes[prefix.lowerBound] == UInt8(ascii: "\""), previousLineEnds(with: UInt8(ascii: "(")) {
            return .quoted
        }
        // `- 0 :`
        var k = prefix.lowerBound
        guard k < prefix.upperBound, bytes[k] == UInt8(ascii: "-") else { return nil }
        k += 1
        while k < prefix.upperBound, bytes[k].isBlank { k += 1 }
        let digits = k
        while k < prefix.upperBound, bytes[k] >= 0x30, bytes[k] <= 0x39 { k += 1 }
        guard k > digits else { return nil }
        while k < prefix.upperBound, bytes[k].isBlank { k += 1 }
        return k + 1 == prefix.upperBound && bytes[k] == .colon ? .swift : nil
    }

    /// Whether the line before the current one ends (before any blanks) with `byte`.
    func previousLineEnds(with byte: UInt8) -> Bool {
        var k = lineStart - 1
        while k > 0, bytes[k - 1].isBlank || bytes[k - 1] == .cr { k -= 1 }
        return k > 0 && bytes[k - 1] == byte
    }

    /// Whether the current line, from `i` (a `<`), is Objective-C's `<__NSArrayM 0x…>(`.
    func isObjectiveCArray(from i: Int) -> Bool {
        var k = i + 1
        while k < lineEnd, bytes[k].isKeyCharacter { k += 1 }
        guard k > i + 1, k + 3 < lineEnd, bytes[k] == .space, bytes[k + 1] == UInt8(ascii: "0"), bytes[k + 2] == UInt8(ascii: "x") else { return false }
        k += 3
        while k < lineEnd, bytes[k].isKeyCharacter { k += 1 }
        guard k + 1 < lineEnd, bytes[k] == .gt, bytes[k + 1] == UInt8(ascii: "(") else { return false }
        k += 2
        while k < lineEnd, bytes[k].isBlank { k += 1 }
        return k == lineEnd
    }

    /// Refuses an array of views (`po view.subviews`, `po UIApplication.shared.windows`): each
    /// element is one view's description, without its subviews, so it is no tree — and reading
    /// its first element alone would drop the others without a word. The error is at the
    /// array's first line and counts its views.
    func refuseArray(_ form: ArrayForm) throws(HierarchyError) {
        // The array's first line: Swift's `▿ N elements`, Objective-C's `<__NSArrayM 0x…>(`, or the element's.
        var at = lineStart
        while at < lineEnd, bytes[at].isBlank { at += 1 }
        var length = lineEnd - at
        if form == .swift, let header = swiftDumpLine { (at, length) = (header.lowerBound, header.count) }
        // Its views: the lines from here on that start (after blanks) with an element's `<`.
        var count = 0
        var start = lineStart
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != .newline { end += 1 }
            var k = start
            while k < end, bytes[k].isBlank { k += 1 }
            switch form {
            case .swift:
                if bytes[k..<end].starts(with: Array("- ".utf8)), bytes[k..<end].contains(.lt) { count += 1 }
            case .objectiveC:
                if k < end, bytes[k] == .lt, k != at { count += 1 }
                if k < end, bytes[k] == UInt8(ascii: ")") { start = bytes.count; continue }
            case .quoted:
                if bytes[k..<end].starts(with: Array("\"<".utf8)) { count += 1 }
            }
            start = end + 1
        }
        let views = count == 1 ? "1 view" : "\(count) views"
        let printed = form == .quoted ? "as NSLog prints an NSArray" : "as po view.subviews prints it"
        throw error(at: at, length: max(1, length),
                    "this is an array of \(views) (\(printed)), not a view's tree: each element is one view's description, without its subviews",
                    notes: ["print the tree of their superview instead (of each window, for UIApplication.shared.windows)",
                            RecursiveDescription.howToPrint])
    }

    /// A line that holds no view: LLDB's (or blank) is skipped; one with nesting bars is an error.
    mutating func skipLine(at i: Int, depth: Int) throws(HierarchyError) {
        if depth == 0, root != nil, isEllipsis(i..<lineEnd) {
            // `...` where whoever posted the dump cut lines out: the views after it go under the
            // view above it, which may not be their superview — said, since their places in the
            // window then differ from the app's.
            warnings.append(HierarchyWarning(line: line, offset: i, viewName: "'" + String(decoding: bytes[i..<lineEnd], as: UTF8.self).filter { $0 != " " && $0 != "\t" } + "'",
                                             message: "lines were cut from the dump here: the views after it are read as nested where their bars put them, under views above the cut that may not be their superviews"))
            return
        }
        // A line of LLDB's (or blank): skipped. Nesting bars belong to view lines only.
        guard depth > 0, i < lineEnd else { return }
        // `_autolayoutTrace` nests `•UIView:0x…` / `*UILabel:0x…'text'` under the same bars,
        // with no frames at all.
        let isTrace = bytes[i] == UInt8(ascii: "*") || bytes[i...].starts(with: [0xE2, 0x80, 0xA2])
        // Otherwise most likely a view whose class overrides `description` (or `debugDescription`):
        // UIKit prints that text in the view's place.
        throw error(at: i, "expected a view '<ClassName: 0x…; frame = (…); …>' after the nesting bars",
                    notes: isTrace ? ["this looks like _autolayoutTrace's output, which has no frames", RecursiveDescription.howToPrint]
                        : ["does this view's class override description? UIKit prints that text in its place: remove the override, or write the line as '<ClassName: 0x…; frame = (x y; width height)>' with the view's frame"])
    }

    /// Whether the bytes are an ellipsis alone (`...`, `…`, `[...]`, `(…)`), blanks aside.
    func isEllipsis(_ range: Range<Int>) -> Bool {
        var dots = 0
        var k = range.lowerBound
        while k < range.upperBound {
            let b = bytes[k]
            if b == UInt8(ascii: ".") {
                dots += 1
            } else if b == 0xE2, k + 2 < range.upperBound, bytes[k + 1] == 0x80, bytes[k + 2] == 0xA6 {
                dots += 3
                k += 2
            } else if !(b.isBlank || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "(") || b == UInt8(ascii: ")") || b == .cr) {
                return false
            }
            k += 1
        }
        return dots >= 3
    }

    /// Where `<ClassName: 0x…` starts on the current line at or after `from`, or nil.
    func viewAfterPrefix(from: Int) -> Int? {
        // Where the line's last `; frame = (` starts, found once: a `<` before it is followed by
        // one (a line of many `<`s is read in one pass, not one pass per `<`).
        var lastFrame = lineEnd - 1
        while lastFrame >= from, !isKey(lastFrame..<min(lastFrame + 11, lineEnd), "; frame = (") { lastFrame -= 1 }
        guard lastFrame >= from else { return nil }
        var at = from
        while at < lastFrame {
            if bytes[at] == .lt {
                // The class name, then `:` and an address.
                var i = classNameEnd(from: at + 1)
                if i > at + 1, i < lineEnd, bytes[i] == .colon {
                    i += 1
                    while i < lineEnd, bytes[i].isBlank { i += 1 }
                    // A view's description, not a log line that names one (`Attempt to present
                    // <MyApp.Controller: 0x…> on …`): its frame follows.
                    if i + 1 < lineEnd, bytes[i] == UInt8(ascii: "0"), bytes[i + 1] == UInt8(ascii: "x"), i <= lastFrame {
                        // (A wrapped description's `<<`: from its outer `<`.)
                        return at > from && bytes[at - 1] == .lt ? at - 1 : at
                    }
                }
            }
            at += 1
        }
        return nil
    }

    /// Reads the views of the current line from `start` (a `<`): one, or several in the one-line style.
    /// `ivar`: the name HOURecursiveDescription printed before the first view's `<`, if any.
    mutating func readViews(from start: Int, depth startDepth: Int, indent: Int, ivar: String? = nil) throws(HierarchyError) {
        var i = start
        var depth = startDepth
        var ivar = ivar
        while true {
            var view = ViewLine()
            if let name = ivar {
                view.attributes.append(RecursiveDescription.ivarMark + name)
                ivar = nil
            }
            i = try readView(at: i, into: &view)
            // Some classes print more after their `>`: UIVisualEffectView ` effect=none`,
            // _UIBarBackgroundShadowView ` clientRequestedContentView effect=none`,
            // _UINavigationBarContentView ` layout=0x…`. Kept as text, like unknown entries.
            i = trailer(from: i, into: &view)
            // A sublayer that no view owns is printed among the views, with no frame:
            // `<GGLOpenGLESLayer: 0x6000000adc20> (layer)` (MapKit's). geo has no layers: skipped.
            if view.frame != nil || view.attributes.last != RecursiveDescription.trailerMark + "(layer)" {
                try add(view, depth: depth, indent: indent)
            }
            // The one-line style: another view after a run of bars.
            while i < lineEnd, bytes[i].isBlank { i += 1 }
            if i >= lineEnd { return }
            guard bytes[i] == .bar else {
                throw error(at: i, length: lineEnd - i, "unexpected text after the view's closing '>'",
                            notes: ["each view is one '<…>'; several on a line are separated by '|' (one per nesting level)"])
            }
            depth = 0
            while i < lineEnd, bytes[i].isBlank || bytes[i] == .bar {
                if bytes[i] == .bar { depth += 1 }
                i += 1
            }
            guard i < lineEnd, bytes[i] == .lt else {
                throw error(at: i, "expected a view '<ClassName: 0x…; …>' after the nesting bars")
            }
        }
    }

    /// Reads the text a view's description adds after its closing `>` (up to the line's end,
    /// or to the `|` run before the next view of the one-line style) into its attributes,
    /// marked with `RecursiveDescription.trailerMark`; returns where that text ends.
    func trailer(from start: Int, into view: inout ViewLine) -> Int {
        var i = start
        while i < lineEnd, bytes[i].isBlank { i += 1 }
        let textStart = i
        var end = lineEnd
        while i < lineEnd {
            if bytes[i] == .bar {
                var k = i
                while k < lineEnd, bytes[k].isBlank || bytes[k] == .bar { k += 1 }
                if k < lineEnd, bytes[k] == .lt {
                    end = i
                    break
                }
            }
            i += 1
        }
        if textStart == end { return start }
        var textEnd = end
        while textEnd > textStart, bytes[textEnd - 1].isBlank { textEnd -= 1 }
        if textEnd > textStart { view.attributes.append(RecursiveDescription.trailerMark + text(textStart, textEnd)) }
        return end
    }

    /// Builds the view and puts it under the last view one level up.
    /// `indent`: the blanks before it on its line; they nest it (iOS 3's form, `   <UIView: …>`)
    /// when no view of the dump so far was nested by bars.
    mutating func add(_ line: ViewLine, depth: Int, indent: Int) throws(HierarchyError) {
        var line = line
        let frame: Rect
        if let printed = line.frame {
            frame = printed
        } else {
            if line.attributes.contains(where: { $0.hasPrefix("position = CGPoint") || $0.hasPrefix("bounds = CGRect") }) {
                // `po view.layer` (or a crash's `CALayerInvalidGeometry` reason): CALayer's
                // debugDescription, `<CALayer:0x…; position = CGPoint (187.5 406); bounds = CGRect (0 0; 375 812); …>`.
                throw error(at: line.start, length: line.className.utf8.count + 1,
                            "this is a layer's description (as po view.layer prints it), not a view's: a layer prints its position and bounds, and no frame",
                            notes: [RecursiveDescription.howToPrint])
            }
            // UIView's description prints the frame; a class that overrides description prints
            // what it likes — UIKit's own UISwipeActionPullView prints `<UISwipeActionPullView:
            // 0x…; cellEdge = UIRectEdgeLeft, actions = <NSArray: 0x…>>`.
            guard root != nil else {
                // The first view: every other view is placed from it.
                throw error(at: line.start, length: line.className.utf8.count + 1,
                            "\(line.className) has no 'frame = (x y; width height)', and it is the dump's first view: geo places every other view from it",
                            notes: ["a view whose class overrides description may print no frame (UIKit's UISwipeActionPullView does so): print the tree from its superview, or add its frame = (x y; width height) to this line",
                                    RecursiveDescription.howToPrint])
            }
            // Inside the tree: kept in its place, so its subviews nest under it, at (0 0; 0 0).
            frame = Rect(x: 0, y: 0, width: 0, height: 0)
            line.notes.append("its line prints no 'frame = (x y; width height)' (its class overrides description, as UIKit's UISwipeActionPullView does): read as (0 0; 0 0), so no touch hits it or its subviews; its size and place are unknown, and so are its subviews' places in the window (they are placed from its superview's origin)")
        }
        let level: Int
        if root == nil {
            baseDepth = depth
            level = 0
        } else if depth == 0, !sawBars, indent > ancestorIndents[0] {
            // Nested by blanks alone: under the last view indented less.
            var k = ancestors.count
            while k > 1, ancestorIndents[k - 1] >= indent { k -= 1 }
            level = k
        } else {
            level = depth - baseDepth
            if level <= 0, depth == 0, indent > ancestorIndents[0] {
                // Indented by blanks alone among views nested by bars: an edited (elided) paste.
                throw error(at: line.start, "this view is indented but has no '|' bars, while the views above are nested by bars (line \(self.line))",
                            notes: ["each nested view's line starts with one '   | ' per level; was the dump edited here? put the bars back, or delete the line"])
            }
            if level <= 0 {
                throw error(at: line.start, "a second root view: this view is not nested under the first view of the dump (line \(self.line))",
                            notes: ["paste one recursiveDescription at a time; a view's children are indented by one more '   | ' than it"])
            }
            if level > ancestors.count {
                throw error(at: line.start, "this view is nested \(level) levels deep, but the view above it is only \(ancestors.count - 1) deep",
                            notes: ["a child is indented by one more '   | ' than its parent; is a line missing above?"])
            }
        }
        let view = View()
        let (size, center, warning) = DumpGeometry.solve(frame: frame, transform: line.transform, anchorPoint: line.anchorPoint)
        guard size.width.isFinite, size.height.isFinite, center.x.isFinite, center.y.isFinite else {
            throw error(at: line.start, length: line.className.utf8.count + 1,
                        "\(line.className)'s frame and transform give no finite bounds: the numbers are too extreme for UIKit to have printed them")
        }
        view.transform = line.transform
        view.anchorPoint = line.anchorPoint
        view.bounds = Rect(origin: line.contentOffset ?? .zero, size: size)
        view.center = center
        view.alpha = line.alpha
        view.isHidden = line.hidden
        view.isUserInteractionEnabled = line.interactive
        view.clipsToBounds = line.clips
        view.setDumpRecord(className: line.className, address: line.address, tag: line.tag,
                           text: line.text, attributes: line.attributes, baseClassName: line.baseClass,
                           printedContentOffset: line.contentOffset != nil)
        view.name = names.unique(ViewNames.base(className: line.className, text: line.text, tag: line.tag))
        if let name = view.name {
            for message in line.notes + [warning].compactMap({ $0 }) {
                warnings.append(HierarchyWarning(line: line.line, offset: line.start, viewName: name, message: message))
            }
        }
        if level == 0 {
            root = view
        } else {
            ancestorIndents.removeLast(ancestors.count - level)
            ancestors.removeLast(ancestors.count - level)
            if let parent = ancestors.last {
                do { try parent.addSubview(view) } catch {
                    throw self.error(at: line.start, "cannot add this view: \(error.message)")
                }
            }
        }
        ancestors.append(view)
        ancestorIndents.append(indent)
        if depth > 0 { sawBars = true }
        count += 1
    }

    // MARK: A view

    /// Reads `<ClassName: 0xADDRESS; key = value; …>` starting at `i` (a `<`); returns the
    /// index after its `>`.
    mutating func readView(at start: Int, into view: inout ViewLine) throws(HierarchyError) -> Int {
        view.start = start
        view.line = line
        // UITextView's `_UITextContainerView` wraps UIView's description in its own:
        // `<<_UITextContainerView: 0x…; frame = (…); layer = <CALayer: 0x…>> minSize = {0, 0},
        // maxSize = {…}, textContainer = <NSTextContainer: …>; exclusionPaths = 0x…; lineBreakMode = 0>`
        // (iOS 7 to 26): the view is the inner `<…>`, and the rest up to the outer `>` is kept.
        let wrapped = start + 1 < lineEnd && bytes[start + 1] == .lt
        let nameStart = start + (wrapped ? 2 : 1)
        var i = classNameEnd(from: nameStart)
        guard i > nameStart else {
            throw error(at: i, "expected a class name after '<', as in '<UIView: 0x7f8a1c40a2b0; frame = (0 0; 375 667); …>'")
        }
        // A Swift class's mangled runtime name (`_TtC5MyApp9PhotoCell`) as Swift writes it (`MyApp.PhotoCell`).
        let className = text(nameStart, i)
        view.className = SwiftRuntimeName.readable(className) ?? className
        if i < lineEnd, bytes[i] == .colon {
            i += 1
            while i < lineEnd, bytes[i].isBlank { i += 1 }
            let addressStart = i
            while i < lineEnd, bytes[i] != .semicolon, bytes[i] != .gt, !bytes[i].isBlank { i += 1 }
            if i > addressStart { view.address = text(addressStart, i) }
        }
        while true {
            while i < lineEnd, bytes[i].isBlank { i += 1 }
            guard i < lineEnd else { throw unclosed(view) }
            if bytes[i] == .gt { return wrapped ? try wrapperEnd(from: i + 1, into: &view) : i + 1 }
            if bytes[i] == .semicolon { i += 1; continue }
            let keyStart = i
            while i < lineEnd, bytes[i].isKeyCharacter { i += 1 }
            guard i > keyStart else {
                throw error(at: i, "expected 'key = value', ';' or the view's closing '>' here, found '\(character(at: i))'",
                            notes: cutNotes(at: i))
            }
            let key = keyStart..<i
            while i < lineEnd, bytes[i].isBlank { i += 1 }
            guard i < lineEnd else { throw unclosed(view) }
            let separator = bytes[i]
            guard separator == .equals || separator == .colon else {
                throw error(at: i, "expected '=' or ':' after '\(text(key.lowerBound, key.upperBound))', found '\(character(at: i))'",
                            notes: cutNotes(at: i))
            }
            i += 1
            while i < lineEnd, bytes[i].isBlank { i += 1 }
            let valueStart = i
            var valueEnd: Int
            if i < lineEnd, bytes[i] == .quote {
                valueEnd = try quotedEnd(from: i)
                i = valueEnd
            } else {
                valueEnd = try plainEnd(from: i, view)
                i = valueEnd
                // iOS 4's last entry could stand before the '>' with a blank: `frame = (0 0; 54 54) >`.
                while valueEnd > valueStart, bytes[valueEnd - 1].isBlank { valueEnd -= 1 }
            }
            try interpret(key, separator: separator, value: valueStart..<valueEnd, into: &view)
        }
    }

    /// The end (after the outer `>`) of what a wrapped description adds after its inner view's
    /// `>`, from `start`; that text is kept, marked with `RecursiveDescription.wrapperMark`.
    func wrapperEnd(from start: Int, into view: inout ViewLine) throws(HierarchyError) -> Int {
        var i = start
        var angles = 0
        while i < lineEnd {
            if bytes[i] == .lt {
                angles += 1
            } else if bytes[i] == .gt {
                if angles == 0 { break }
                angles -= 1
            }
            i += 1
        }
        guard i < lineEnd else { throw unclosed(view) }
        var textStart = start, textEnd = i
        while textStart < textEnd, bytes[textStart].isBlank { textStart += 1 }
        while textEnd > textStart, bytes[textEnd - 1].isBlank { textEnd -= 1 }
        view.attributes.append(RecursiveDescription.wrapperMark + text(textStart, textEnd))
        return i + 1
    }

    /// The end of the class name starting at `start` (after a `<`): the `:`, `;`, blank or `>`
    /// after it. A class name may be generic (`Host<Content, Style>`): `<…>` nest in it.
    func classNameEnd(from start: Int) -> Int {
        var i = start
        var angles = 0
        while i < lineEnd {
            let b = bytes[i]
            if b == .lt {
                angles += 1
            } else if b == .gt {
                if angles == 0 { break }
                angles -= 1
            } else if angles == 0, b == .colon || b == .semicolon || b.isBlank {
                break
            }
            i += 1
        }
        return i
    }

    /// Stores a known entry in `view`, or keeps it as text.
    func interpret(_ key: Range<Int>, separator: UInt8, value: Range<Int>,
                   into view: inout ViewLine) throws(HierarchyError) {
        let equals = separator == .equals
        if equals, isKey(key, "frame") {
            if isNonFinite(value) {
                // `frame = (nan nan; nan nan)`, `(0 0; inf 20)`: what UIKit prints for a broken
                // layout, in the dump of the one debugging it. The rest of the tree is read.
                view.frame = Rect(x: 0, y: 0, width: 0, height: 0)
                view.notes.append("UIKit printed its frame as \(text(value.lowerBound, value.upperBound)), not finite numbers (a broken layout: a division by zero, an unsatisfiable constraint): read as (0 0; 0 0), so no touch hits it and its subviews are placed from its superview's origin")
                return
            }
            let n = try numbers(value, open: "(", close: ")", count: 4, what: "frame", shape: "(x y; width height)")
            view.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3]).standardized
        } else if equals, isKey(key, "transform") {
            let n = try numbers(value, open: "[", close: "]", count: 6, what: "transform", shape: "[a, b, c, d, tx, ty]")
            view.transform = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
        } else if equals, isKey(key, "transform3D") {
            // A layer's CATransform3D, row by row (`[m11, m12, m13, m14; m21, …; m41, m42, m43,
            // m44]`). The view's own plane (z = 0) goes to x·m11 + y·m21 + m41, x·m12 + y·m22 +
            // m42, over w = x·m14 + y·m24 + m44: an affine transform when m14 = m24 = 0
            // (CATransform3DIsAffine's test, for the plane), whatever m34's perspective does to
            // the sublayers' depth.
            let m = try numbers(value, open: "[", close: "]", count: 16, what: "transform3D",
                                shape: "[m11, m12, m13, m14; m21, m22, m23, m24; m31, m32, m33, m34; m41, m42, m43, m44]")
            let w = m[15] == 0 ? 1 : m[15]
            view.transform = Transform(a: m[0] / w, b: m[1] / w, c: m[4] / w, d: m[5] / w, tx: m[12] / w, ty: m[13] / w)
            if m[3] != 0 || m[7] != 0 || m[15] == 0 {
                view.notes.append("its transform3D has a perspective in the view's own plane (m14, m24 or m44), which geo's 2D transforms cannot show: the affine part [a, b, c, d, tx, ty] = \(RecursiveDescription.transformText(view.transform)) is used")
            }
        } else if equals, isKey(key, "anchorPoint") {
            let n = try numbers(value, open: "(", close: ")", count: 2, what: "anchorPoint", shape: "(x, y)")
            view.anchorPoint = Point(x: n[0], y: n[1])
        } else if isKey(key, "contentOffset") {
            let n = try numbers(value, open: "{", close: "}", count: 2, what: "contentOffset", shape: "{x, y}")
            view.contentOffset = Point(x: n[0], y: n[1])
        } else if equals, isKey(key, "alpha") {
            view.alpha = try number(value, what: "alpha")
        } else if equals, isKey(key, "hidden") {
            view.hidden = try flag(value, what: "hidden")
        } else if equals, isKey(key, "userInteractionEnabled") {
            view.interactive = try flag(value, what: "userInteractionEnabled")
        } else if equals, isKey(key, "clipsToBounds") {
            view.clips = try flag(value, what: "clipsToBounds")
        } else if equals, isKey(key, "tag") {
            let t = text(value.lowerBound, value.upperBound)
            guard let n = Int(t) else {
                throw error(at: value.lowerBound, length: value.count, "tag should be a whole number, not '\(t)'")
            }
            view.tag = n
        } else if equals, isKey(key, "text") {
            if value.count >= 2, bytes[value.lowerBound] == .quote, bytes[value.upperBound - 1] == .quote {
                var t = text(value.lowerBound + 1, value.upperBound - 1)
                if t.utf8.contains(.cr) { t = t.replacingCRLF() }
                view.text = t
            } else {
                view.text = text(value.lowerBound, value.upperBound)
            }
        } else {
            if equals, isKey(key, "baseClass"), !value.isEmpty { view.baseClass = text(value.lowerBound, value.upperBound) }
            view.attributes.append(text(key.lowerBound, value.upperBound))
        }
    }

    /// Whether the key's bytes spell `name`.
    func isKey(_ key: Range<Int>, _ name: StaticString) -> Bool {
        guard key.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            var i = key.lowerBound
            for b in expected {
                if bytes[i] != b { return false }
                i += 1
            }
            return true
        }
    }

    /// The end of a value that is not quoted: the `;` or `>` after it at bracket depth 0.
    func plainEnd(from start: Int, _ view: ViewLine) throws(HierarchyError) -> Int {
        var open: [(closer: UInt8, at: Int)] = []
        var i = start
        while i < lineEnd {
            let b = bytes[i]
            if let closer = b.closer {
                open.append((closer, i))
            } else if b.isCloser {
                guard let last = open.last else {
                    if b == .gt { return i }
                    throw error(at: i, "'\(character(at: i))' closes nothing: there is no opening bracket before it in this entry")
                }
                guard last.closer == b else {
                    throw error(at: i, "'\(character(at: i))' does not match the '\(character(at: last.at))' at column \(column(last.at)), which needs '\(Character(Unicode.Scalar(last.closer)))'")
                }
                open.removeLast()
            } else if b == .semicolon, open.isEmpty {
                return i
            }
            i += 1
        }
        if let last = open.last {
            throw error(at: last.at, "'\(character(at: last.at))' is never closed: the line ends before its '\(Character(Unicode.Scalar(last.closer)))'",
                        notes: [RecursiveDescription.cutShort])
        }
        throw unclosed(view)
    }

    /// The end (after the closing quote) of a quoted text starting at `quote`. The text may
    /// hold `'` and `;`: it ends at the first quote followed by `; key =`, `; key:` or the
    /// view's closing `>` (then the line's end or a `|`).
    mutating func quotedEnd(from quote: Int) throws(HierarchyError) -> Int {
        var p = quote + 1
        while true {
            while p < lineEnd {
                if bytes[p] == .quote, closesText(p) { return p + 1 }
                p += 1
            }
            // UIKit prints a label's line breaks as they are: the text goes on on the next
            // line, unless that line is a view's own (it starts with bars and '<') or there is none.
            var next = lineEnd
            while next < bytes.count, bytes[next] != .newline { next += 1 }
            guard next < bytes.count else {
                textRanToTheEnd = true
                break
            }
            guard !startsView(at: next + 1) else { break }
            var end = next + 1
            while end < bytes.count, bytes[end] != .newline { end += 1 }
            line += 1
            lineEnd = end > next + 1 && bytes[end - 1] == .cr ? end - 1 : end
            p = next + 1
        }
        throw error(at: quote, "this text has no closing quote",
                    notes: ["text = '…' ends with a quote followed by '; next = …' or by the view's '>'"])
    }

    /// Whether the next line holds a view nested by bars.
    func nextLineNestsAView() -> Bool {
        var k = lineEnd
        while k < bytes.count, bytes[k] != .newline { k += 1 }
        return (viewLine(at: k + 1)?.bars ?? 0) > 0
    }

    /// Whether the line starting at `i` holds a view: blanks and bars, then `<` (or, after
    /// bars, an instance variable's name and `<`).
    func startsView(at i: Int) -> Bool {
        viewLine(at: i) != nil
    }

    /// The `<` of the view the line starting at `i` holds after its blanks and bars (and, after
    /// bars, an instance variable's name), and how many bars come first; nil if no view.
    func viewLine(at i: Int) -> (lt: Int, bars: Int)? {
        var k = i
        var bars = 0
        while k < bytes.count, bytes[k].isBlank || bytes[k] == .bar {
            if bytes[k] == .bar { bars += 1 }
            k += 1
        }
        if k < bytes.count, bytes[k] == .lt { return (k, bars) }
        if bars > 0, let at = viewAfterIvarName(at: k) { return (at, bars) }
        return nil
    }

    /// Where the view's `<` is when the text at `i` is an instance variable's name, blanks, then
    /// `<` (HOURecursiveDescription's `_myButton <UIRoundedRectButton: 0x…`); nil otherwise.
    func viewAfterIvarName(at i: Int) -> Int? {
        guard i < bytes.count, bytes[i].isIvarCharacter, !(bytes[i] >= 0x30 && bytes[i] <= 0x39) else { return nil }
        var k = i + 1
        while k < bytes.count, bytes[k].isIvarCharacter { k += 1 }
        let nameEnd = k
        while k < bytes.count, bytes[k].isBlank { k += 1 }
        return k > nameEnd && k < bytes.count && bytes[k] == .lt ? k : nil
    }

    func closesText(_ p: Int) -> Bool {
        var k = p + 1
        guard k < lineEnd else { return false }
        if bytes[k] == .gt {
            k += 1
            while k < lineEnd, bytes[k].isBlank { k += 1 }
            return k >= lineEnd || bytes[k] == .bar || bytes[k] == .gt
        }
        guard bytes[k] == .semicolon else { return false }
        k += 1
        while k < lineEnd, bytes[k].isBlank { k += 1 }
        let keyStart = k
        while k < lineEnd, bytes[k].isKeyCharacter { k += 1 }
        guard k > keyStart else { return false }
        while k < lineEnd, bytes[k].isBlank { k += 1 }
        return k < lineEnd && (bytes[k] == .equals || bytes[k] == .colon)
    }

    // MARK: Values

    /// `count` numbers between `open` and `close`, separated by blanks, `,` or `;`.
    func numbers(_ value: Range<Int>, open: Unicode.Scalar, close: Unicode.Scalar, count: Int, what: String,
                 shape: String) throws(HierarchyError) -> [Double] {
        guard value.count >= 2, bytes[value.lowerBound] == UInt8(ascii: open), bytes[value.upperBound - 1] == UInt8(ascii: close) else {
            throw error(at: value.lowerBound, length: max(1, value.count), "\(what) should look like \(shape)")
        }
        var result: [Double] = []
        result.reserveCapacity(count)
        var i = value.lowerBound + 1
        let end = value.upperBound - 1
        while i < end {
            let b = bytes[i]
            if b.isBlank || b == UInt8(ascii: ",") || b == .semicolon { i += 1; continue }
            let tokenStart = i
            while i < end, !bytes[i].isBlank, bytes[i] != UInt8(ascii: ","), bytes[i] != .semicolon { i += 1 }
            guard result.count < count else {
                throw error(at: tokenStart, length: i - tokenStart, "\(what) has more than \(count) numbers; it should look like \(shape)")
            }
            result.append(try number(tokenStart..<i, what: what))
        }
        guard result.count == count else {
            throw error(at: value.lowerBound, length: value.count, "\(what) has \(result.count) numbers, not \(count); it should look like \(shape)")
        }
        return result
    }

    /// Whether a frame's value is four of `%g`'s numbers of which one at least is `nan` or
    /// `inf` (`(nan nan; nan nan)`).
    func isNonFinite(_ value: Range<Int>) -> Bool {
        guard value.count >= 2, bytes[value.lowerBound] == UInt8(ascii: "("), bytes[value.upperBound - 1] == UInt8(ascii: ")") else { return false }
        let inside = text(value.lowerBound + 1, value.upperBound - 1)
        let words = inside.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\t" }).map { $0.lowercased() }
        let special: Set<String> = ["nan", "-nan", "inf", "-inf", "+inf"]
        guard words.count == 4, words.contains(where: special.contains) else { return false }
        return words.allSatisfy { special.contains($0) || Double($0) != nil }
    }

    /// A finite number as `%g` prints it (`-14.5`, `223.205`, `1e+03`).
    func number(_ range: Range<Int>, what: String) throws(HierarchyError) -> Double {
        let token = text(range.lowerBound, range.upperBound)
        var plausible = !range.isEmpty
        for i in range {
            let b = bytes[i]
            let digit = b >= 0x30 && b <= 0x39
            if !(digit || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
                 || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")) {
                plausible = false
                break
            }
        }
        guard plausible, let x = Double(token), x.isFinite else {
            let found = range.isEmpty ? "nothing" : "'\(token)'"
            // `%g` of a broken layout's NaN or infinity: real, but no place geo can give a view.
            let lower = token.lowercased()
            let notANumber = ["nan", "-nan", "inf", "-inf", "+inf"].contains(lower)
            throw error(at: range.lowerBound, length: max(1, range.count),
                        "\(what) holds \(found) where a number should be (numbers look like 12, -14.5, 223.205, 1e+03)",
                        notes: notANumber ? ["the app's layout gave this view a \(what) that is not a finite number, and geo cannot place it: fix the layout, or edit the number (e.g. to 0) on this line to read the rest of the tree"] : [])
        }
        return x
    }

    func flag(_ value: Range<Int>, what: String) throws(HierarchyError) -> Bool {
        switch text(value.lowerBound, value.upperBound) {
        case "YES", "1", "true": return true
        case "NO", "0", "false": return false
        case let other:
            throw error(at: value.lowerBound, length: max(1, value.count), "\(what) should be YES or NO, not '\(other)'")
        }
    }

    // MARK: Helpers

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<to], as: UTF8.self)
    }

    /// The character at byte `i` (all its UTF-8 bytes: `…`, not the first of its three).
    func character(at i: Int) -> String {
        guard i < lineEnd else { return "the end of the line" }
        let lead = bytes[i]
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return String(decoding: bytes[i..<min(i + count, lineEnd)], as: UTF8.self)
    }

    /// A chat client or a terminal that cuts a long line ends it with `…`: then the note that says so.
    func cutNotes(at i: Int) -> [String] {
        character(at: i) == "…" ? [RecursiveDescription.cutShort] : []
    }

    /// 1-based column (in characters) of byte `i` on the current line.
    func column(_ i: Int) -> Int {
        String(decoding: bytes[lineStart..<i], as: UTF8.self).count + 1
    }

    func unclosed(_ view: ViewLine) -> HierarchyError {
        error(at: lineEnd, length: 0,
              "the line ends before the closing '>' of the \(view.className) that starts at column \(column(view.start))",
              notes: [RecursiveDescription.cutShort])
    }

    func error(at offset: Int, length: Int = 1, _ message: String, notes: [String] = []) -> HierarchyError {
        HierarchyError(offset: offset, length: length, message: message, notes: notes)
    }
}

/// Geo names for imported views: the class name, then ` 'text'` when there is text and
/// ` tag=N` when there is a tag; ` #2`, ` #3`, … in tree order for names already taken.
struct ViewNames {
    private var taken: Set<String> = []
    private var next: [String: Int] = [:]

    mutating func reserve(_ count: Int) { taken.reserveCapacity(count) }

    static func base(className: String, text: String?, tag: Int?) -> String {
        var name = className
        if let text, !text.isEmpty { name += " '" + text + "'" }
        if let tag { name += " tag=\(tag)" }
        return name
    }

    mutating func unique(_ base: String) -> String {
        if taken.insert(base).inserted { return base }
        var n = next[base] ?? 2
        var name = base + " #\(n)"
        while !taken.insert(name).inserted {
            n += 1
            name = base + " #\(n)"
        }
        next[base] = n + 1
        return name
    }
}

private extension String {
    /// Line breaks as `\n` (a CRLF dump's text).
    func replacingCRLF() -> String {
        var out = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if previousCR, scalar != "\n" { out.unicodeScalars.append("\r") }
            previousCR = scalar == "\r"
            if !previousCR { out.unicodeScalars.append(scalar) }
        }
        if previousCR { out.unicodeScalars.append("\r") }
        return out
    }
}
