// MARK: What a UIKit dump says about a view, and finding views by name or class

/// The parts of a view's line in UIKit's `recursiveDescription` that are not geometry: its
/// class, address, tag, text, and every other `key = value` entry, kept as text in order.
/// Immutable: a view that changes one of them gets a new record.
final class DumpRecord: Sendable {
    let className: String?
    let address: String?
    let tag: Int?
    let text: String?
    let attributes: [String]
    /// The UIKit class the dump printed as its base class (`baseClass = UIScrollView`), or nil.
    let baseClassName: String?
    /// Whether the dump printed the view's `contentOffset:`, as UIKit does for a UIScrollView.
    let printedContentOffset: Bool

    init(className: String?, address: String?, tag: Int?, text: String?, attributes: [String], baseClassName: String? = nil,
         printedContentOffset: Bool = false) {
        self.className = className
        self.address = address
        self.tag = tag
        self.text = text
        self.attributes = attributes
        self.baseClassName = baseClassName
        self.printedContentOffset = printedContentOffset
    }

    func with(className: String?? = nil, address: String?? = nil, tag: Int?? = nil, text: String?? = nil,
              attributes: [String]? = nil) -> DumpRecord {
        DumpRecord(className: className ?? self.className, address: address ?? self.address,
                   tag: tag ?? self.tag, text: text ?? self.text, attributes: attributes ?? self.attributes,
                   baseClassName: baseClassName, printedContentOffset: printedContentOffset)
    }
}

extension View {
    /// The UIKit class the view was imported as (`UIButton`, `MyApp.CardView`), or nil for a
    /// view made in geo.
    public var className: String? {
        get { _dump?.className }
        set { _dump = (_dump ?? View.emptyRecord).with(className: .some(newValue)) }
    }

    /// The address the dump printed (`0x7f8a1c40a2b0`), or nil.
    public var address: String? {
        get { _dump?.address }
        set { _dump = (_dump ?? View.emptyRecord).with(address: .some(newValue)) }
    }

    /// UIView's `tag` when the dump printed one (UIKit prints it only when it is not 0), or nil.
    public var tag: Int? {
        get { _dump?.tag }
        set { _dump = (_dump ?? View.emptyRecord).with(tag: .some(newValue)) }
    }

    /// The text a label, button or field showed in the dump (`text = '…'`), or nil.
    public var text: String? {
        get { _dump?.text }
        set { _dump = (_dump ?? View.emptyRecord).with(text: .some(newValue)) }
    }

    /// The dump's other entries of this view, as text in their order (`opaque = NO`,
    /// `layer = <CALayer: 0x…>`, `contentSize: {375, 1200}`); empty for a view made in geo.
    public var dumpAttributes: [String] {
        get { _dump?.attributes ?? [] }
        set { _dump = (_dump ?? View.emptyRecord).with(attributes: newValue) }
    }

    /// The UIKit class a dump printed as the view's base class (`<MyApp.PhotoCell: 0x…; baseClass
    /// = UICollectionViewCell; …>`: UIKit prints it for a subclass of its own classes), or nil.
    public var baseClassName: String? { _dump?.baseClassName }

    /// Whether the dump printed a `contentOffset:` for the view. UIKit's UIScrollView prints it,
    /// and so every subclass does — UIKit's private ones too (`_UIQueuingScrollView`,
    /// `UIFieldEditor`, `UITableViewWrapperView`), whose lines have no `baseClass =` — and no
    /// other view does: such a view is a UIScrollView whatever its class's name.
    public var printedContentOffset: Bool { _dump?.printedContentOffset ?? false }

    /// Sets what a dump said about the view in one step (an importer's fast path).
    public func setDumpRecord(className: String?, address: String?, tag: Int?, text: String?, attributes: [String],
                              baseClassName: String? = nil, printedContentOffset: Bool = false) {
        _dump = DumpRecord(className: className, address: address, tag: tag, text: text, attributes: attributes,
                           baseClassName: baseClassName, printedContentOffset: printedContentOffset)
    }

    private static let emptyRecord = DumpRecord(className: nil, address: nil, tag: nil, text: nil, attributes: [])

    /// The first view, depth-first in subview order starting with this one, whose name or
    /// class name is `key`: `find("UIButton 'Tap me'")` by name, `find("UIButton")` the first
    /// button, `find("CardView")` the first `MyApp.CardView` (`isClass(_:named:)`). Nil when
    /// there is none.
    public func find(_ key: String) -> View? {
        var found: View?
        forEachInTree { view in
            if view.matches(key) { found = view; return false }
            return true
        }
        return found
    }

    /// Every view, depth-first in subview order starting with this one, whose name or class
    /// name is `key`.
    public func findAll(_ key: String) -> [View] {
        var found: [View] = []
        forEachInTree { view in
            if view.matches(key) { found.append(view) }
            return true
        }
        return found
    }

    private func matches(_ key: String) -> Bool {
        if name == key || _dump?.baseClassName == key { return true }
        guard let className = _dump?.className else { return false }
        return View.isClass(className, named: key)
    }

    /// Whether the class a dump printed, `className`, is the class `key` names: the same name,
    /// or the name without its module, the types it is nested in or its generic arguments —
    /// `MyApp.CardView` is `CardView`, `MyApp.Feed.HeaderView` is `HeaderView` and
    /// `Feed.HeaderView`, `SwiftUI._UIHostingView<MyApp.Root>` is `_UIHostingView`.
    public static func isClass(_ className: String, named key: String) -> Bool {
        if className == key { return true }
        var plain = className
        if className.utf8.contains(UInt8(ascii: "<")) {
            // Without its `<…>`, which nest.
            plain = ""
            var angles = 0
            for c in className {
                if c == "<" { angles += 1 } else if c == ">" { angles = max(0, angles - 1) } else if angles == 0 { plain.append(c) }
            }
        }
        return plain == key || plain.hasSuffix("." + key)
    }

    /// Visits this view and its subtree depth-first in subview order (back to front, as
    /// `recursiveDescription` lists them) without recursion, until `visit` returns false.
    public func forEachInTree(_ visit: (View) -> Bool) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if !visit(view) { return }
            var i = view.subviews.count
            while i > 0 {
                i -= 1
                stack.append(view.subviews[i])
            }
        }
    }
}
