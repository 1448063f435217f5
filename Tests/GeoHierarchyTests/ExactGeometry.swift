// Compiled twice: into the tests, and by SwiftExportCompileTests into the fake UIKit module
// (together with GeoViews' sources, where `View` needs no import), so the program built
// from exported Swift prints its tree exactly as the test prints the original.
#if canImport(GeoViews)
import GeoViews
#endif

/// Each view's geometry and flags as exact bit patterns, one line per view in tree order.
public func exactGeometry(_ root: View) -> String {
    var lines: [String] = []
    root.forEachInTree { v in
        let numbers = [v.frame.origin.x, v.frame.origin.y, v.frame.size.width, v.frame.size.height,
                       v.bounds.origin.x, v.bounds.origin.y, v.bounds.size.width, v.bounds.size.height,
                       v.center.x, v.center.y, v.anchorPoint.x, v.anchorPoint.y,
                       v.transform.a, v.transform.b, v.transform.c, v.transform.d, v.transform.tx, v.transform.ty, v.alpha]
        lines.append(numbers.map { String($0.bitPattern, radix: 16) }.joined(separator: " ")
                     + " \(v.isHidden) \(v.isUserInteractionEnabled) \(v.clipsToBounds) \(v.subviews.count)")
        return true
    }
    return lines.joined(separator: "\n")
}
