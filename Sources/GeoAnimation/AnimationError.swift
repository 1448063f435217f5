/// An error from building or running an animation with bad input: a negative duration,
/// an unknown curve name, a spring with no mass. The message names the value and says
/// what is allowed.
public struct AnimationError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
