import GeoCore

// MARK: GET /scene

extension SceneSnapshot {
    /// The scene as the live view's `GET /scene` serves it (docs/live-view.md):
    ///
    ///     {"version": N, "now": t, "error": null, "running": null, "roots": [VIEW, …],
    ///      "animations": [ANIMATION, …], "server": ID}
    ///
    /// `"server"` only with a `server` id: the server that serves the scene.
    ///
    /// a VIEW being `{"name", "frame": [x, y, w, h], "bounds": [x, y, w, h], "center": [x, y],
    /// "anchorPoint": [x, y], "transform": [a, b, c, d, tx, ty], "toRoot": [a, b, c, d, tx, ty],
    /// "hidden", "alpha", "interactive", "clipsToBounds", "subviews": [VIEW, …]}`, plus `"components"` (scale,
    /// shear, rotation, translation) when the transform is not the identity.
    public func json(server: String? = nil) -> [UInt8] {
        var w = JSONWriter(capacity: 256 + views.count * 330)
        w.raw("{\"version\":")
        w.int(version)
        w.raw(",\"now\":")
        w.number(now)
        w.raw(",\"error\":")
        if let error { w.string(error) } else { w.null() }
        w.raw(",\"running\":")
        if let running { w.string(running) } else { w.null() }
        w.raw(",\"roots\":[")
        // Pre-order with subtree ends: open a view, write its subviews inside, close it when the
        // next view lies past its end.
        var open: [Int] = []
        for i in views.indices {
            while let top = open.last, views[top].end <= i {
                w.raw("]}")
                open.removeLast()
            }
            let v = views[i]
            if let top = open.last {
                if i != top + 1 { w.comma() }
            } else if i != 0 {
                w.comma()
            }
            writeView(v, &w)
            open.append(i)
        }
        for _ in open { w.raw("]}") }
        w.raw("],\"animations\":[")
        for (i, a) in animations.enumerated() {
            if i > 0 { w.comma() }
            w.raw("{\"start\":"); w.number(a.start)
            w.raw(",\"delay\":"); w.number(a.delay)
            w.raw(",\"duration\":"); w.number(a.duration)
            w.raw(",\"begin\":"); w.number(a.begin)
            w.raw(",\"end\":"); w.number(a.end)
            w.raw(",\"curve\":"); w.string(a.curve)
            w.raw(",\"tracks\":[")
            for (j, t) in a.tracks.enumerated() {
                if j > 0 { w.comma() }
                w.raw("{\"view\":"); w.string(t.view)
                w.raw(",\"key\":"); w.string(t.key)
                w.byte(UInt8(ascii: "}"))
            }
            w.raw("]}")
        }
        w.byte(UInt8(ascii: "]"))
        if let server {
            w.raw(",\"server\":")
            w.string(server)
        }
        w.byte(UInt8(ascii: "}"))
        return w.bytes
    }

    /// A VIEW without the closing `]}` of its subviews.
    private func writeView(_ v: SceneView, _ w: inout JSONWriter) {
        w.raw("{\"name\":"); w.string(v.name)
        w.raw(",\"frame\":"); w.rect(v.frame)
        w.raw(",\"bounds\":"); w.rect(v.bounds)
        w.raw(",\"center\":"); w.point(v.center)
        w.raw(",\"anchorPoint\":"); w.point(v.anchorPoint)
        w.raw(",\"transform\":"); w.transform(v.transform)
        w.raw(",\"toRoot\":"); w.transform(v.toRoot)
        if !v.transform.isIdentity, v.transform.isFinite {
            let c = v.transform.components
            w.raw(",\"components\":{\"scale\":"); w.size(c.scale)
            w.raw(",\"shear\":"); w.number(c.shear)
            w.raw(",\"rotation\":"); w.number(c.rotation)
            w.raw(",\"translation\":"); w.point(c.translation)
            w.byte(UInt8(ascii: "}"))
        }
        w.raw(",\"hidden\":"); w.bool(v.hidden)
        w.raw(",\"alpha\":"); w.number(v.alpha)
        w.raw(",\"interactive\":"); w.bool(v.interactive)
        w.raw(",\"clipsToBounds\":"); w.bool(v.clipsToBounds)
        w.raw(",\"subviews\":[")
    }
}
