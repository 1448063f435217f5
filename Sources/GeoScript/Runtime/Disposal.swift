/// Destroys values without recursion. A list of a list of … (or a closure capturing a
/// closure capturing …) millions deep would otherwise be freed by nested deinitialisers and
/// overflow the native stack; here the lists and closures that nothing else holds are taken
/// apart from a worklist. Shared parts are only released (someone else still holds them).
enum Disposal {
    /// Drops `v` (the caller's last use of it).
    @inline(__always) static func dispose(_ v: Value) {
        switch v {
        case .list, .function:
            var x = v
            takeApart(&x)
        default:
            break
        }
    }

    /// Replaces the value at `p`, disposing the old one.
    @inline(__always) static func replace(_ p: UnsafeMutablePointer<Value>, with v: Value) {
        let old = p.move()
        p.initialize(to: v)
        if !old.isTrivial { dispose(old) }
    }

    @inline(never) static func takeApart(_ first: inout Value) {
        var work: [Value] = []  // allocated only when a nested list or closure is found
        var current = first
        first = .nil
        while true {
            switch current {
            case .list(let items):
                current = .nil
                var owned = items
                if isUnique(&owned) {
                    for item in owned {
                        switch item {
                        case .list, .function: work.append(item)
                        default: break
                        }
                    }
                }
                // Releasing `owned` now only drops elements the worklist does not hold.
            case .function(var fn):
                current = .nil
                if isKnownUniquelyReferenced(&fn) {
                    for i in 0..<fn.captureCount where isKnownUniquelyReferenced(&fn.captures[i]) {
                        let cell = fn.captures[i]
                        let value = cell.value
                        cell.value = .nil
                        if !value.isTrivial { work.append(value) }
                    }
                }
            default:
                break
            }
            guard let next = work.popLast() else { return }
            current = next
        }
    }

    /// Whether the array's storage is held only by `items` (reading it for writing would
    /// copy it otherwise; the copy is dropped at once).
    private static func isUnique(_ items: inout [Value]) -> Bool {
        guard !items.isEmpty else { return false }
        let before = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let after = items.withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
        return before == after
    }
}
