import GeoCore

/// Degrees given where radians are expected: `rotation(30)` turns the view 30 radians
/// (1718.9°), which is almost never what a script means. Every built-in that takes an angle
/// checks it here. It warns once per run at each place: the check cannot tell a literal from
/// a computed angle, and a loop's `rotation(Double(i) * 0.001)` meets whole numbers now and then.
enum AngleCheck {
    /// Warns when `angle` is a whole number of magnitude above 2π (30, 45, 90, 180, 360 …):
    /// a number of degrees written without `deg`. `spelling` renders the call with the number
    /// in it (`rotation(30)`, `rotated(by: 30)`).
    @inline(__always)
    static func warnIfDegrees(_ angle: Double, _ ctx: RuntimeContext, _ spelling: (String) -> String) {
        // The magnitude first: radians rarely exceed it, and it needs no call of libm's `round`.
        guard abs(angle) > 2 * Double.pi, angle.isFinite, angle == angle.rounded() else { return }
        warn(angle, ctx, spelling)
    }

    private static func warn(_ angle: Double, _ ctx: RuntimeContext, _ spelling: (String) -> String) {
        let n = NumberFormat.standard.string(angle)
        let degrees = NumberFormat(decimals: 1).string(angle * 180 / Double.pi)
        ctx.warnOncePerPlace("\(spelling(n)) is \(n) radians (\(degrees)°); write \(n)deg for degrees")
    }
}
