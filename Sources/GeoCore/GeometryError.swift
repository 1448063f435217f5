/// An error from a geometry operation that has no answer, such as inverting a singular
/// transform. The message names the operation and the values involved.
public struct GeometryError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
