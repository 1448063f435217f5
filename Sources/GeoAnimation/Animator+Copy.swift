import GeoCore

// MARK: Copies for reading elsewhere

extension Animator {
    /// Whether any animation has been recorded.
    public var hasAnimations: Bool { !views.isEmpty }

    /// Every recorded animation once, in the order they were made.
    public var animations: [Animation] {
        var seen = Set<ObjectIdentifier>()
        var result: [(Int, Animation)] = []
        for entries in views.values {
            for list in entries.byKey {
                for e in list where seen.insert(ObjectIdentifier(e.animation)).inserted {
                    result.append((e.serial, e.animation))
                }
            }
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// An animator with the same clock and the same recorded animations, retargeted at other
    /// views: `counterpart(v)` is the view that stands for `v` (nil drops `v`'s animations).
    /// With views from `View.copyTree`, the copy presents the copied trees exactly as this
    /// animator presents the originals, and shares no mutable state with it.
    public func copy(mapping counterpart: (View) -> View?) -> Animator {
        let copy = Animator()
        copy.now = now
        copy.nextSerial = nextSerial
        var copiedAnimations: [ObjectIdentifier: Animation] = [:]
        let placeholder = View()
        func copied(_ animation: Animation) -> Animation {
            if let done = copiedAnimations[ObjectIdentifier(animation)] { return done }
            let tracks = animation.tracks.map { t in
                AnimationTrack(view: counterpart(t.view) ?? placeholder, key: t.key, from: t.from, to: t.to, modelAfter: t.modelAfter)
            }
            let a = Animation(duration: animation.duration, delay: animation.delay, curve: animation.curve,
                              startTime: animation.startTime, tracks: tracks)
            copiedAnimations[ObjectIdentifier(animation)] = a
            return a
        }
        for entries in views.values {
            guard let target = counterpart(entries.view) else { continue }
            let e = ViewEntries(view: target)
            for (key, list) in entries.byKey.enumerated() {
                e.set(list.map { Entry(animation: copied($0.animation), track: $0.track, serial: $0.serial) }, at: key)
            }
            copy.add(e)
        }
        return copy
    }
}
