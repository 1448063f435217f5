/// The compiled code of a script function (filled in by the compiler).
final class FunctionCode {
}
