/// A mistake in a dump, at a byte range of the text given to `RecursiveDescription.parse`,
/// so the caller can show the line with a caret under it.
public struct HierarchyError: Error, Sendable, CustomStringConvertible {
    /// Byte offset of the mistake in the dump's UTF-8 text.
    public var offset: Int
    /// How many bytes it covers (at least 1 where there is text to underline).
    public var length: Int
    /// What is wrong and what to do.
    public var message: String
    /// Further explanation, one line each.
    public var notes: [String]

    public init(offset: Int, length: Int, message: String, notes: [String] = []) {
        self.offset = offset
        self.length = length
        self.message = message
        self.notes = notes
    }

    public var description: String { message }
}

/// Something the importer had to assume about one view (its bounds size under a transform
/// that does not determine it); the view is still built.
public struct HierarchyWarning: Sendable, CustomStringConvertible {
    /// The 1-based line of the dump the view is on.
    public var line: Int
    /// Byte offset of the view's `<` in the dump's UTF-8 text.
    public var offset: Int
    /// The view's geo name (`UIImageView tag=3`).
    public var viewName: String
    /// What was found and what was assumed.
    public var message: String

    public var description: String { "line \(line) (\(viewName)): \(message)" }
}

/// What `RecursiveDescription.parse` returns: the root view of the tree and what had to be
/// assumed on the way.
public struct ImportedHierarchy {
    /// The first view of the dump; every other view is in its subtree.
    public var root: View
    /// How many views the dump held.
    public var viewCount: Int
    /// One per view whose geometry the dump does not pin down exactly.
    public var warnings: [HierarchyWarning]
}
