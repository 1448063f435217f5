// A stand-in for the parts of UIKit that `SwiftExport` writes, built on GeoViews, so the
// tests can compile exported code unchanged (`import UIKit`) with swiftc on any machine and
// read back the tree it builds. Compiled by SwiftExportCompileTests together with
// Sources/GeoViews into a module named UIKit; not part of any SwiftPM target.
import GeoCore

public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias CGAffineTransform = Transform

/// The view's layer: only `anchorPoint`, which UIKit keeps there.
public final class CALayer {
    let view: View
    init(_ view: View) { self.view = view }
    public var anchorPoint: CGPoint {
        get { view.anchorPoint }
        set { view.anchorPoint = newValue }
    }
}

/// UIView's geometry and hierarchy, forwarding to a geo View.
open class UIView {
    /// The geo view this one drives.
    public let geoView: View
    public private(set) var subviews: [UIView] = []

    public init() { geoView = View() }
    public init(frame: CGRect) { geoView = View(frame: frame) }

    public var layer: CALayer { CALayer(geoView) }
    public var frame: CGRect {
        get { geoView.frame }
        set { geoView.frame = newValue }
    }
    public var bounds: CGRect {
        get { geoView.bounds }
        set { geoView.bounds = newValue }
    }
    public var center: CGPoint {
        get { geoView.center }
        set { geoView.center = newValue }
    }
    public var transform: CGAffineTransform {
        get { geoView.transform }
        set { geoView.transform = newValue }
    }
    public var alpha: CGFloat {
        get { geoView.alpha }
        set { geoView.alpha = newValue }
    }
    public var isHidden: Bool {
        get { geoView.isHidden }
        set { geoView.isHidden = newValue }
    }
    public var isUserInteractionEnabled: Bool {
        get { geoView.isUserInteractionEnabled }
        set { geoView.isUserInteractionEnabled = newValue }
    }
    public var clipsToBounds: Bool {
        get { geoView.clipsToBounds }
        set { geoView.clipsToBounds = newValue }
    }
    public var tag: Int {
        get { geoView.tag ?? 0 }
        set { geoView.tag = newValue }
    }

    public func addSubview(_ view: UIView) {
        do {
            try geoView.addSubview(view.geoView)
            subviews.append(view)
        } catch {
            print("addSubview failed: \(error.message)")
        }
    }
}
