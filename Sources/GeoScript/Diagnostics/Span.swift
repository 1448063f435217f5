/// A range of a source file: the file's id, a byte offset and a length. Plain data (no class
/// reference), so the spans compiled code captures by the thousand cost no retain when copied.
/// Offsets are stored in 32 bits (a script is at most 64 MB; larger values are clamped).
struct Span: Sendable {
    /// The `SourceFile.id` of the file.
    let fileID: UInt64
    private var storedStart: UInt32
    private var storedLength: UInt32

    init(file: SourceFile, start: Int, length: Int) {
        self.init(fileID: file.id, start: start, length: length)
    }

    init(fileID: UInt64, start: Int, length: Int) {
        self.fileID = fileID
        self.storedStart = UInt32(clamping: start)
        self.storedLength = UInt32(clamping: length)
    }

    /// Byte offset of the first byte.
    var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    /// Length in bytes.
    var length: Int {
        get { Int(storedLength) }
        set { storedLength = UInt32(clamping: newValue) }
    }

    /// The file, for rendering (a table lookup: cold paths only). Whoever keeps the span past
    /// the code that made it must hold the file too (see `SourceFile`); a freed file reads as
    /// `SourceFile.unknown`.
    var file: SourceFile { SourceFile.resolve(fileID) ?? SourceFile.unknown }

    /// A span covering `self` through `other` (same file).
    func through(_ other: Span) -> Span {
        let end = max(start + length, other.start + other.length)
        return Span(fileID: fileID, start: start, length: end - start)
    }
}
