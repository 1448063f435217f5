/// An error from building or running an animation with bad input: a negative duration,
/// an unknown curve name, a spring with no mass. The message names the value and says
/// what is allowed.
public struct AnimationError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    /// The name of the parameter whose value is wrong (`"duration"`, `"x1"`), when one is.
    public var parameter: String?
    public init(_ message: String, parameter: String? = nil) {
        self.message = message
        self.parameter = parameter
    }
    public var description: String { message }
}
