import GeoCore

/// The virtual clock, the recorder of `animate` blocks and the presentation of views
/// (docs/language.md): one per interpreter.
///
/// As in UIKit, an `animate` block changes the model at once. While it runs, whoever writes a
/// view property first calls `willChange(_:_:)` (or `willSetComponent(_:_:to:)` for one
/// transform component); the animator keeps the value presented at that moment (for center
/// and bounds, the model value) as the from-value, and when the block ends it makes a track
/// from there to the model value for every property that changed. `presentation(of:at:)`
/// then shows what is on screen at any time: an animation presents its from-values before its delay has passed, its in-flight
/// values during its duration and the model after it. A newer animation of center or bounds
/// adds to the ones in flight, as UIKit's have since iOS 8 (`AnimationKey.isAdditive`): it
/// goes from the old model value to the new one, and what is shown is the model plus every
/// in-flight animation's offset from its own end. A newer animation of any other property
/// starts from the value presented when it was made and replaces the older one for that
/// property; a whole-transform animation replaces earlier component animations of the
/// view's transform, and a component animation overrides its one component of whatever the
/// whole transform presents.
public final class Animator {
    /// The clock, in seconds; starts at 0 and moves only by `wait`. (Unchecked for
    /// exclusivity: read by presentations, and no access of it overlaps another.)
    @exclusivity(unchecked) public internal(set) var now: Double = 0

    public init() {}

    /// Advances the clock by `seconds` (≥ 0).
    public func wait(_ seconds: Double) throws(AnimationError) {
        guard seconds.isFinite, seconds >= 0 else {
            throw AnimationError(
                "wait needs a time of zero or more seconds, not \(NumberFormat.exact.string(seconds))")
        }
        now += seconds
    }

    // MARK: Recording

    /// One `animate` block being recorded. A transaction is used again by the next block at
    /// its depth (`begin`, `end`): its lists keep their storage, so a block makes none.
    final class Transaction {
        @exclusivity(unchecked) var duration: Double, delay: Double
        /// Touched (view, key) pairs in first-touch order, with their from-values.
        /// (Unchecked for exclusivity, as the other recording state: touched on every view
        /// write of a block, and no access of it overlaps another.)
        /// `shift`: for an additive key, what blocks nested in this one changed it by (their
        /// tracks' `to − from`, summed), left out of this block's own track.
        @exclusivity(unchecked) var touched: [Touch] = []
        /// (A struct, not a tuple: an array of tuples copies and destroys its elements through
        /// the runtime's generic tuple witnesses.)
        struct Touch {
            let view: View
            let key: AnimationKey
            let from: AnimatableValue
            var shift: AnimatableValue?
        }
        /// The (view, key) of each of `touched`, at the same index: plain data searched in
        /// place while the block has touched few (no hashing, no dictionary made).
        @exclusivity(unchecked) var ids: [ViewKey] = []
        /// The index in `touched` of each (view, key), once more than `searched` are touched.
        @exclusivity(unchecked) var index: [ViewKey: Int] = [:]
        /// Values assigned to transform components (the model keeps only their reduced form).
        @exclusivity(unchecked) var componentTargets: [ViewKey: AnimatableValue] = [:]

        /// Up to this many touched pairs are found by searching `ids`; beyond, by `index`
        /// (so a block that touches n properties costs O(n), not O(n²)).
        static let searched = 16

        init(duration: Double, delay: Double) {
            self.duration = duration
            self.delay = delay
        }

        /// Starts recording a block with this timing (its curve is the animate call's, given
        /// to `commit`: a curve is costly to copy).
        func begin(duration: Double, delay: Double) {
            self.duration = duration
            self.delay = delay
        }

        /// Forgets what the block touched (the views and values it holds), keeping the lists'
        /// storage for the next block unless it grew large.
        func end() {
            if touched.capacity > Transaction.kept {
                touched = []
                ids = []
            } else {
                // Element by element, from the last: what the block touched and nothing else
                // (`removeAll(keepingCapacity: true)` goes through the generic
                // `replaceSubrange`, ~300 instructions a block for one or two pairs).
                while !touched.isEmpty { touched.removeLast() }
                while !ids.isEmpty { ids.removeLast() }
            }
            if !index.isEmpty { index = [:] }
            if !componentTargets.isEmpty { componentTargets = [:] }
        }

        /// The most touched pairs whose storage a transaction keeps between blocks.
        static let kept = 64

        /// Whether `id` has been touched in this block.
        func contains(_ id: ViewKey) -> Bool {
            if ids.count > Transaction.searched { return index[id] != nil }
            return ids.withUnsafeBufferPointer { $0.contains(id) }
        }

        /// Records the first touch of `id` (not yet touched) with its view and from-value.
        func touch(_ id: ViewKey, _ view: View, _ key: AnimationKey, from: AnimatableValue) {
            let n = ids.count
            if n == Transaction.searched {
                for (i, known) in ids.enumerated() { index[known] = i }
            }
            if n >= Transaction.searched { index[id] = n }
            ids.append(id)
            touched.append(Touch(view: view, key: key, from: from, shift: nil))
        }

        /// A nested block's additive track of `id` changed it by `to − from`: when this block
        /// has touched `id`, its own track leaves that change out (`shift`).
        func nestedChange(_ id: ViewKey, from: AnimatableValue, to: AnimatableValue) {
            let found = ids.count > Transaction.searched ? index[id] : ids.withUnsafeBufferPointer { $0.firstIndex(of: id) }
            guard let i = found, let change = AnimatableValue.sum(to, from, negated: true) else { return }
            touched[i].shift = touched[i].shift.map { AnimatableValue.sum($0, change) ?? change } ?? change
        }
    }

    struct ViewKey: Hashable {
        let view: ObjectIdentifier
        let key: AnimationKey
    }

    /// The blocks being recorded, innermost last: the first `depth`; those after them are
    /// ended, kept for the next blocks. (Unchecked for exclusivity: read on every view write
    /// of a block, and no access of them overlaps another.)
    @exclusivity(unchecked) private var transactions: [Transaction] = []
    @exclusivity(unchecked) private var depth = 0

    /// Whether an `animate` block is running (so property changes are being recorded).
    public var isRecording: Bool { depth > 0 }

    /// The innermost block being recorded.
    private var recording: Transaction? { depth > 0 ? transactions[depth - 1] : nil }

    /// Runs `body` as an `animate` block: every view property it changes (reported through
    /// `willChange`) animates from its presented value (center and bounds: its model value,
    /// added to what is in flight) to its new model value, starting
    /// `delay` seconds from `now`, for `duration` seconds, eased by `curve`.
    ///
    /// Throws for a negative or non-finite duration or delay, and rethrows `body`'s errors (the
    /// changes already made stay in the model, unanimated).
    public func animate(
        duration: Double, delay: Double = 0, curve: consuming TimingCurve = .easeInOut, _ body: () throws -> Void
    ) throws -> Animation {
        guard duration.isFinite, duration >= 0 else {
            throw AnimationError(
                "animate needs a duration of zero or more seconds, not \(NumberFormat.exact.string(duration))",
                parameter: "duration")
        }
        guard delay.isFinite, delay >= 0 else {
            throw AnimationError(
                "animate needs a delay of zero or more seconds, not \(NumberFormat.exact.string(delay))",
                parameter: "delay")
        }
        let transaction: Transaction
        if depth < transactions.count {
            transaction = transactions[depth]
            transaction.begin(duration: duration, delay: delay)
        } else {
            transaction = Transaction(duration: duration, delay: delay)
            transactions.append(transaction)
        }
        depth += 1
        defer { transaction.end() }
        do {
            try body()
        } catch {
            depth -= 1
            throw error
        }
        depth -= 1
        return commit(transaction, curve: curve)
    }

    /// Reports that `view`'s property `path` (`"center"`, `"frame"`, `"transform.rotation"`,
    /// `"frame.origin.x"`, …) is about to change. Outside an `animate` block it does nothing;
    /// inside it records the from-values at the first touch. Properties that do not animate
    /// (`name`, `isHidden`, …) are ignored; read-only or unknown ones throw.
    public func willChange(_ view: View, _ path: String) throws(AnimationError) {
        guard isRecording else { return }
        for key in try AnimationKey.keys(forProperty: path) { willChange(view, key) }
    }

    /// Reports that `view`'s `key` is about to change (see `willChange(_:_:)`).
    public func willChange(_ view: View, _ key: AnimationKey) {
        // The innermost transaction and the view's entries borrowed where the animator keeps
        // them (`transactions`, `slots`), not retained: a recorded write touches neither list.
        guard depth > 0 else { return }
        let transaction = transactions.withUnsafeBufferPointer {
            UnsafeRawPointer($0.baseAddress.unsafelyUnwrapped + (depth - 1)).load(as: Unmanaged<Transaction>.self)
        }
        transaction._withUnsafeGuaranteedRef { transaction in
            let id = ViewKey(view: ObjectIdentifier(view), key: key)
            if transaction.contains(id) { return }
            let from: AnimatableValue
            if key.isAdditive {
                // From the model (the offset it adds is old model − new model).
                from = view.animatableValue(key)
            } else if let entries = unretainedEntries(of: view) {
                from = entries._withUnsafeGuaranteedRef { presentedValue(of: view, $0, key, at: now) }
            } else {
                from = view.animatableValue(key)
            }
            transaction.touch(id, view, key, from: from)
        }
    }

    /// Reports that one component of `view`'s transform is being set to `value` (a number for
    /// `.rotation` and `.shear`, a size for `.scale`, a point for `.translation`). The
    /// component then animates as that value, so `rotation = 720deg` spins twice even though
    /// the model's transform reads back a rotation of 0.
    public func willSetComponent(_ view: View, _ key: AnimationKey, to value: AnimatableValue) {
        guard key.isTransformComponent, let transaction = recording else { return }
        willChange(view, key)
        transaction.componentTargets[ViewKey(view: ObjectIdentifier(view), key: key)] = value
    }

    /// (`curve` moved into the Animation: a curve's copy retains its name and its Bézier.)
    private func commit(_ transaction: Transaction, curve: consuming TimingCurve) -> Animation {
        // Each touch and each track read where its list keeps it (a copy of one retained its
        // view and copied both values, ~110 instructions a track).
        var tracks: [AnimationTrack] = []
        transaction.touched.withUnsafeBufferPointer { touches in
            for i in touches.indices {
                let touch = touches.baseAddress.unsafelyUnwrapped + i
                let view = touch.pointee.view, key = touch.pointee.key
                var assigned: AnimatableValue? = nil
                if !transaction.componentTargets.isEmpty {
                    assigned = transaction.componentTargets[ViewKey(view: ObjectIdentifier(view), key: key)]
                }
                let model = assigned ?? view.animatableValue(key)
                // An additive key's change by blocks nested in this one is theirs (`shift`).
                var to = model
                if let shift = touch.pointee.shift, let own = AnimatableValue.sum(model, shift, negated: true) { to = own }
                // An unchanged property needs no track, unless one is still in flight: then the
                // new, motionless track replaces it (the property stops where it is shown) —
                // except for an additive one, whose offset of nothing would change nothing.
                if to == touch.pointee.from && (key.isAdditive || !isAnimating(view, key, at: now)) { continue }
                if tracks.isEmpty { tracks.reserveCapacity(touches.count) }
                tracks.append(AnimationTrack(view: view, key: key, from: touch.pointee.from, to: to,
                                             modelAfter: to == model ? nil : model))
            }
        }
        // The blocks this one is nested in leave its additive changes out of theirs.
        if depth > 0 {
            for track in tracks where track.key.isAdditive {
                let id = ViewKey(view: ObjectIdentifier(track.view), key: track.key)
                for d in 0..<depth { transactions[d].nestedChange(id, from: track.from, to: track.to) }
            }
        }
        let animation = Animation(
            duration: transaction.duration, delay: transaction.delay, curve: curve, startTime: now, tracks: tracks)
        tracks.withUnsafeBufferPointer { made in
            for i in made.indices {
                let track = made.baseAddress.unsafelyUnwrapped + i
                register(Entry(animation: animation, track: i, serial: nextSerial), for: track.pointee.view, track.pointee.key)
                nextSerial += 1
            }
        }
        return animation
    }

    // MARK: What is on screen

    /// One track of one animation, as registered for its view and key.
    struct Entry {
        let animation: Animation
        let track: Int
        /// Creation order across all animations: later replaces earlier.
        let serial: Int
        /// The latest end of this entry's animation and those of the entries before it in its
        /// key's list (`ViewEntries` keeps it): an additive key's presentation looks no further
        /// back than the first entry whose `latestEnd` has passed.
        var latestEnd: Double
        /// The animation's start and end, kept beside it: a presentation compares them with no
        /// load through the animation.
        let startTime: Double
        let endTime: Double

        init(animation: Animation, track: Int, serial: Int) {
            self.animation = animation
            self.track = track
            self.serial = serial
            startTime = animation.startTime
            endTime = animation.endTime
            latestEnd = endTime
        }
        /// `body` of the track, where the animation keeps it (a copy of a track retains its
        /// view and copies both values).
        @inline(__always) func withTrack<R>(_ body: (UnsafePointer<AnimationTrack>) -> R) -> R {
            animation.tracks.withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped + track) }
        }
        var from: AnimatableValue { withTrack { $0.pointee.from } }
        var to: AnimatableValue { withTrack { $0.pointee.to } }
    }

    /// The registered entries of one view, per key (by `AnimationKey.ordinal`: no hashing),
    /// in creation order.
    final class ViewEntries {
        let view: View
        /// One key's entries in creation order, the first `dropped` of them past the history
        /// kept (`list` leaves them out): each of those holds a copy of a later entry (so the
        /// animation it named is let go as soon as it leaves the history), and they are
        /// removed together once there are `Animator.historyLimit` of them — one move of the
        /// list per `historyLimit` registrations, where removing the first entry at each moved
        /// the whole list. (Side by side, so a presentation finds a key's kept entries with one
        /// more load.)
        struct KeyEntries {
            var all: [Entry] = []
            var dropped = 0
        }
        /// By key ordinal. Set only by `append` and `set`, which keep `keys` with it.
        @exclusivity(unchecked) private var stored = [KeyEntries](repeating: KeyEntries(), count: AnimationKey.allCases.count)
        /// The keys that have entries, as bits `1 << key.ordinal` (kept with `byKey`: asked on
        /// every presentation).
        @exclusivity(unchecked) private(set) var keys = 0
        /// Its index in the animator's `slots` (what `View.animationSlot` names).
        @exclusivity(unchecked) var slot = -1
        init(view: View) { self.view = view }

        /// Appends `entry` to the list of the key with this ordinal, keeping its last
        /// `Animator.historyLimit` entries. In place: a copy of the list taken out and stored
        /// back shares its buffer with `stored` while it is appended to, so every registration
        /// copied the whole history (up to `historyLimit` entries, each retained).
        func append(_ entry: Entry, at ordinal: Int) {
            var entry = entry
            let n = stored[ordinal].all.count
            if n > 0 { entry.latestEnd = Swift.max(entry.latestEnd, stored[ordinal].all[n - 1].latestEnd) }
            stored[ordinal].all.append(entry)
            let first = stored[ordinal].dropped
            if stored[ordinal].all.count - first > Animator.historyLimit {
                if first + 1 == Animator.historyLimit {
                    stored[ordinal].all.removeFirst(Animator.historyLimit)
                    stored[ordinal].dropped = 0
                } else {
                    // The entry leaving the history lets its animation go (the slot, never read
                    // again, holds the new entry's).
                    stored[ordinal].all[first] = entry
                    stored[ordinal].dropped = first + 1
                }
            }
            keys |= 1 << ordinal
        }

        /// The entries kept for the key with this ordinal, in creation order.
        @inline(__always) func list(_ ordinal: Int) -> ArraySlice<Entry> { stored[ordinal].all[stored[ordinal].dropped...] }

        /// Every key's kept entries (by ordinal).
        var byKey: [[Entry]] { stored.indices.map { Array(list($0)) } }

        /// The entries of the key with this ordinal where `stored` keeps them, neither list
        /// retained: valid until `append` or `set` next runs, which a presentation never calls
        /// (a list read whole was retained and released around each key presented, ~25
        /// instructions each, twice or more per presentation).
        @inline(__always) func listInPlace(_ ordinal: Int) -> UnsafeBufferPointer<Entry> {
            stored.withUnsafeBufferPointer { lists in
                let key = lists.baseAddress.unsafelyUnwrapped + ordinal
                let first = key.pointee.dropped
                return key.pointee.all.withUnsafeBufferPointer { all in
                    UnsafeBufferPointer(start: all.baseAddress.map { $0 + first }, count: all.count - first)
                }
            }
        }

        /// Puts `list` in place of the entries of the key with this ordinal.
        func set(_ list: [Entry], at ordinal: Int) {
            var list = list
            for i in list.indices.dropFirst() { list[i].latestEnd = Swift.max(list[i].endTime, list[i - 1].latestEnd) }
            stored[ordinal] = KeyEntries(all: list)
            if list.isEmpty { keys &= ~(1 << ordinal) } else { keys |= 1 << ordinal }
        }
    }

    /// (Unchecked for exclusivity, as `ViewEntries.stored`: read on every presentation, and no
    /// access of either overlaps another; a checked access costs a runtime call.) Set only by
    /// `add` and `replaceViews`, which keep `slots` with it.
    @exclusivity(unchecked) private(set) var views: [ObjectIdentifier: ViewEntries] = [:]
    /// The entries of `views`, each at its `slot`: a view's `animationSlot` names its entries
    /// here, so a presentation finds them with no hashing (checked: the entries' view is the view).
    @exclusivity(unchecked) private var slots: [ViewEntries] = []

    /// Registers `entries` for its view.
    func add(_ entries: ViewEntries) {
        entries.slot = slots.count
        slots.append(entries)
        views[ObjectIdentifier(entries.view)] = entries
        entries.view.animationSlot = entries.slot
    }

    /// Puts `entries` in place of every view's entries (the views' slots found again on use).
    private func replaceViews(_ entries: [ObjectIdentifier: ViewEntries]) {
        views = entries
        slots = Array(entries.values)
        for (i, e) in slots.enumerated() { e.slot = i }
    }

    /// The entries of `view`, found by its `animationSlot` when it names them, else looked up
    /// (and the slot set for next time).
    @inline(__always) func entries(of view: View) -> ViewEntries? {
        let slot = view.animationSlot
        if slot >= 0 && slot < slots.count {
            let entries = slots[slot]
            if entries.view === view { return entries }
        }
        return lookUpEntries(of: view)
    }

    @inline(never) private func lookUpEntries(of view: View) -> ViewEntries? {
        guard let entries = views[ObjectIdentifier(view)] else { return nil }
        view.animationSlot = entries.slot
        return entries
    }
    var nextSerial = 0
    /// Entries kept per view and key; older ones only matter for presentations of long ago.
    static let historyLimit = 256

    private func register(_ entry: Entry, for view: View, _ key: AnimationKey) {
        let entries: ViewEntries
        if let found = self.entries(of: view) {
            entries = found
        } else {
            entries = ViewEntries(view: view)
            add(entries)
        }
        entries.append(entry, at: key.ordinal)
    }

    // MARK: Checkpoints (a REPL's :undo)

    /// The clock and every registered animation at one moment.
    public struct Checkpoint {
        let now: Double
        let entries: [ObjectIdentifier: (view: View, byKey: [[Entry]])]
        let nextSerial: Int
    }

    /// The clock and the animations now, to put back with `restore(_:)`.
    public func checkpoint() -> Checkpoint {
        Checkpoint(now: now, entries: views.mapValues { ($0.view, $0.byKey) }, nextSerial: nextSerial)
    }

    /// Puts the clock and the animations back as they were at `checkpoint`: animations made
    /// since are forgotten, replaced ones present again. Not while an `animate` block runs.
    public func restore(_ checkpoint: Checkpoint) {
        guard !isRecording else { return }
        now = checkpoint.now
        nextSerial = checkpoint.nextSerial
        replaceViews(checkpoint.entries.mapValues { saved in
            let entries = ViewEntries(view: saved.view)
            for (key, list) in saved.byKey.enumerated() { entries.set(list, at: key) }
            return entries
        })
    }

    /// Whether nothing has happened since `checkpoint`: the same clock, no animation made.
    public func isUnchanged(since checkpoint: Checkpoint) -> Bool {
        now == checkpoint.now && nextSerial == checkpoint.nextSerial
    }

    /// Every view an animation has been registered for (the animator holds them).
    public var animatedViews: [View] { views.values.map(\.view) }

    /// Whether an animation of `view`'s `key` (or, for the transform, of any of its
    /// components) has not ended at `t`.
    public func isAnimating(_ view: View, _ key: AnimationKey, at t: Double) -> Bool {
        guard let entries = self.entries(of: view) else { return false }
        func animating(_ k: AnimationKey) -> Bool {
            guard let last = entries.list(k.ordinal).last else { return false }
            // An additive key's earlier animations run on beside the last (`latestEnd`).
            return t < (k.isAdditive ? last.latestEnd : last.endTime)
        }
        if key != .transform { return animating(key) }
        return animating(.transform) || animating(.rotation) || animating(.scale) || animating(.shear)
            || animating(.translation)
    }

    /// The animations (most recent last) that have a track for `view`.
    public func animations(of view: View) -> [Animation] {
        guard let entries = self.entries(of: view) else { return [] }
        var seen = Set<ObjectIdentifier>()
        var result: [(Int, Animation)] = []
        for key in AnimationKey.allCases {
            for e in entries.list(key.ordinal) where seen.insert(ObjectIdentifier(e.animation)).inserted {
                result.append((e.serial, e.animation))
            }
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A snapshot of `view` as presented at time `t` (default `now`): same superview, not one
    /// of its subviews, with the in-flight values of its animated properties, so `frame`,
    /// `convert` and the rest work on it.
    ///
    /// Its superview is the superview's presentation at `t` when the superview or a view above
    /// it (below the root) is presented otherwise than its model then — as a presentation
    /// layer's superlayer is the presentation tree's, so `convert` goes through what is on
    /// screen; else the superview itself. `withAncestors: false` leaves the superview as it is
    /// (for a caller that reads only the view's own geometry).
    public func presentation(of view: View, at t: Double? = nil, withAncestors: Bool = true) -> View {
        let time = t ?? now
        return snapshot(of: view, at: time, parent: withAncestors ? presentedSuperview(of: view, at: time) : nil)
    }

    /// `view`'s snapshot at `t` under `parent` (nil: its superview), made at once with the
    /// presented values (the model's where nothing animates).
    private func snapshot(of view: View, at t: Double, parent: View?) -> View {
        guard let entries = unretainedEntries(of: view) else { return view.presentationSnapshot(parent: parent) }
        let p = entries._withUnsafeGuaranteedRef { presentedGeometry(view, $0, at: t) }
        return view.presentationSnapshot(bounds: p.bounds, center: p.center, anchorPoint: p.anchorPoint,
                                         transform: p.transform, alpha: p.alpha, parent: parent)
    }

    /// The presentation at `t` of `view`'s superview, with those of the views above it down from
    /// the highest (below the root) presented otherwise than its model; nil when there is none
    /// (the superview as it is). Walked, not recursed: a tree may be deep.
    private func presentedSuperview(of view: View, at t: Double) -> View? {
        var depth = 0, highest = -1
        var above = view.superview
        while let s = above, s.hasSuperview {
            if isPresentedOtherwise(s, at: t) { highest = depth }
            depth += 1
            above = s.superview
        }
        guard highest >= 0 else { return nil }
        var chain: [View] = []
        chain.reserveCapacity(highest + 1)
        above = view.superview
        while chain.count <= highest, let s = above {
            chain.append(s)
            above = s.superview
        }
        var parent: View? = nil
        for s in chain.reversed() { parent = snapshot(of: s, at: t, parent: parent) }
        return parent
    }

    /// Whether `view` is presented at `t` otherwise than its model (geometry or opacity).
    private func isPresentedOtherwise(_ view: View, at t: Double) -> Bool {
        guard let entries = unretainedEntries(of: view) else { return false }
        let p = entries._withUnsafeGuaranteedRef { presentedGeometry(view, $0, at: t) }
        return !(p.bounds.origin == view.bounds.origin && p.bounds.size == view.bounds.size && p.center == view.center
                 && p.anchorPoint == view.anchorPoint && p.transform == view.transform && p.alpha == view.alpha)
    }

    /// The geometry and opacity of `view` as presented at time `t` (default `now`): what the
    /// snapshot `presentation(of:at:)` makes holds, with no view made.
    public func presentedGeometry(of view: View, at t: Double? = nil) -> PresentedGeometry {
        guard let entries = unretainedEntries(of: view) else { return PresentedGeometry(view) }
        return entries._withUnsafeGuaranteedRef { presentedGeometry(view, $0, at: t ?? now) }
    }

    /// `entries(of:)` not retained (the animator holds them in `slots` and `views`, and a
    /// presentation changes neither): read where `slots` keeps them, no retain and release.
    @inline(__always) private func unretainedEntries(of view: View) -> Unmanaged<ViewEntries>? {
        let slot = view.animationSlot
        if slot >= 0 && slot < slots.count {
            let entries = slots.withUnsafeBufferPointer {
                UnsafeRawPointer($0.baseAddress.unsafelyUnwrapped + slot).load(as: Unmanaged<ViewEntries>.self)
            }
            if entries._withUnsafeGuaranteedRef({ $0.view === view }) { return entries }
        }
        return lookUpEntries(of: view).map { Unmanaged.passUnretained($0) }
    }

    /// The model's values of `view` with those of the properties `entries` animate replaced by
    /// their presented ones, made at once (no copy of the model's values kept and changed). Each
    /// key's value is read from its track as the property's own type (`presented(in:at:_:_:)`):
    /// no `AnimatableValue` made.
    private func presentedGeometry(_ view: View, _ entries: ViewEntries, at time: Double) -> PresentedGeometry {
        // Only what has entries: found with no lookup, each key's list read where it lies.
        let keys = entries.keys
        func animated(_ key: AnimationKey) -> Bool { keys & (1 << key.ordinal) != 0 }
        @inline(__always) func shown<V>(_ key: AnimationKey, _ payload: (AnimatableValue) -> V?, _ mix: (V, V, Double) -> V) -> V? {
            self.presented(in: entries.listInPlace(key.ordinal), at: time, payload, mix)
        }
        var transform = view.transform
        if animated(.transform) || animated(.rotation) || animated(.scale) || animated(.shear) || animated(.translation),
           case .transform(let m) = presentedValue(of: view, entries, .transform, at: time) {
            transform = m
        }
        return PresentedGeometry(
            bounds: animated(.bounds) ? View.storedBounds(presentedAdditively(in: entries.listInPlace(AnimationKey.bounds.ordinal), at: time,
                                                                              model: view.bounds, { $0.rect }))
                : view.bounds,
            center: animated(.center) ? presentedAdditively(in: entries.listInPlace(AnimationKey.center.ordinal), at: time,
                                                            model: view.center, { $0.point })
                : view.center,
            anchorPoint: animated(.anchorPoint) ? shown(.anchorPoint, { $0.point }, { lerp($0, $1, $2) }) ?? view.anchorPoint
                : view.anchorPoint,
            transform: transform,
            alpha: animated(.alpha) ? shown(.alpha, { $0.number }, { lerp($0, $1, $2) }) ?? view.alpha : view.alpha)
    }

    /// The value of `view`'s `key` presented at time `t`.
    public func presentedValue(of view: View, _ key: AnimationKey, at t: Double) -> AnimatableValue {
        guard let entries = self.entries(of: view) else { return view.animatableValue(key) }
        return presentedValue(of: view, entries, key, at: t)
    }

    /// The same, from the view's entries.
    private func presentedValue(of view: View, _ entries: ViewEntries, _ key: AnimationKey, at t: Double) -> AnimatableValue {
        switch key {
        case .transform:
            return .transform(presentedTransform(of: view, entries, at: t))
        case .rotation, .scale, .shear, .translation:
            let whole = active(entries.list(AnimationKey.transform.ordinal), at: t)
            if let value = componentValue(entries.list(key.ordinal), after: whole?.serial, at: t) {
                return value
            }
            return presentedTransform(of: view, entries, at: t).components.value(key)
        case .center:
            return .point(presentedAdditively(in: entries.listInPlace(key.ordinal), at: t, model: view.center, { $0.point }))
        case .bounds:
            return .rect(presentedAdditively(in: entries.listInPlace(key.ordinal), at: t, model: view.bounds, { $0.rect }))
        case .anchorPoint, .alpha:
            return presentedValue(in: entries, key, at: t) ?? view.animatableValue(key)
        }
    }

    /// What an additive key's `list` (its entries in creation order) presents at `t`, as
    /// `payload` gives it from the tracks' values, `model` the view's model value. The latest
    /// entry made at or before `t` is as for any key — its from-value before its delay has
    /// passed, its value in flight, after it its to-value or the model when it is the latest —,
    /// moved by the model's difference from its to-value (a model set since, unanimated) and by
    /// the offset each earlier entry still in flight adds: `from − to` scaled by what is left of
    /// its progress (`lerp(from, to, p) − to`). Before the first entry, the first's from-value.
    @inline(__always) private func presentedAdditively<V: AdditiveValue>(in list: UnsafeBufferPointer<Entry>, at t: Double, model: V,
                                                                          _ payload: (AnimatableValue) -> V?) -> V {
        guard let base = list.baseAddress, !list.isEmpty else { return model }
        let last = list.count - 1
        var i = last
        while base[i].startTime > t {
            if i == 0 { return base[0].withTrack { payload($0.pointee.from) } ?? model }
            i -= 1
        }
        // The earlier entries still in flight, most of them passed at once by `latestEnd`.
        var offset = V.nothing, moved = false
        var j = i - 1
        while j >= 0, base[j].latestEnd > t {
            if t < base[j].endTime, let shown = Animator.offset(base + j, at: t, payload) {
                offset = offset + shown
                moved = true
            }
            j -= 1
        }
        let isLatest = i == last
        let latest = base + i
        if t >= latest.pointee.endTime {
            // The model at `t`: the view's when this is the latest entry, else the value its
            // block left (`modelAfter`, when a nested block changed it too; else its to-value).
            let then = isLatest ? model : latest.pointee.withTrack { $0.pointee.modelAfter.flatMap(payload) ?? payload($0.pointee.to) } ?? model
            return moved ? then + offset : then
        }
        let value = Unmanaged.passUnretained(latest.pointee.animation)._withUnsafeGuaranteedRef { animation -> V in
            let p = animation.progress(at: t)
            return animation.tracks.withUnsafeBufferPointer { tracks -> V in
                let track = tracks.baseAddress.unsafelyUnwrapped + latest.pointee.track
                guard let from = payload(track.pointee.from), let to = payload(track.pointee.to) else { return model }
                let value = V.mix(from, to, p)
                let then = isLatest ? model : track.pointee.modelAfter.flatMap(payload) ?? to
                // A model set since without animation, or changed by a nested block.
                return V.same(then, to) ? value : value + (then - to)
            }
        }
        return moved ? value + offset : value
    }

    /// What the entry at `e` (in flight at `t`) adds to an additive key's presentation:
    /// its value then minus its to-value.
    @inline(__always) static func offset<V: AdditiveValue>(_ e: UnsafePointer<Entry>, at t: Double, _ payload: (AnimatableValue) -> V?) -> V? {
        Unmanaged.passUnretained(e.pointee.animation)._withUnsafeGuaranteedRef { animation in
            animation.tracks.withUnsafeBufferPointer { tracks in
                let track = tracks.baseAddress.unsafelyUnwrapped + e.pointee.track
                guard let from = payload(track.pointee.from), let to = payload(track.pointee.to) else { return nil }
                return V.mix(from, to, animation.progress(at: t)) - to
            }
        }
    }

    /// The value `key`'s list in a view's `entries` presents at `t` (nil: the model's), for
    /// center, bounds, anchorPoint and alpha. Read where the entries lie (`listInPlace`): no
    /// copy of a list or an entry (each a retain and a release of what it holds).
    @inline(__always) private func presentedValue(in entries: ViewEntries, _ key: AnimationKey, at t: Double) -> AnimatableValue? {
        presentedValue(in: entries.listInPlace(key.ordinal), at: t)
    }

    /// Where a track is read (`presented(in:at:_:)`): its from-value, its to-value, or its
    /// value at an eased progress.
    enum TrackPoint {
        case from, to
        case at(Double)
    }

    /// The value `list` (one key's entries, in creation order) presents at `t`: the latest
    /// entry made at or before `t` decides (`presented(in:at:_:)`); before the first, its
    /// from-value. Nil for the model's value (no entry, or the latest one has ended).
    private func presentedValue(in list: UnsafeBufferPointer<Entry>, at t: Double) -> AnimatableValue? {
        presented(in: list, at: t) { track, point in Animator.value(track, point) }
    }

    /// `track`'s value at `point`.
    @inline(__always) static func value(_ track: UnsafePointer<AnimationTrack>, _ point: TrackPoint) -> AnimatableValue {
        switch point {
        case .from: return track.pointee.from
        case .to: return track.pointee.to
        case .at(let p): return AnimationTrack.value(track.pointee.from, track.pointee.to, atProgress: p) { track.pointee.transformPath }
        }
    }

    /// What `list` presents at `t` (as `presentedValue(in:at:)`) as `payload` gives it from
    /// the track's values when both are of its kind, `mix` between them in flight (the
    /// property's own lerp); else `payload` of the value `presentedValue` gives. Nil for the
    /// model's value.
    @inline(__always) private func presented<V>(in list: UnsafeBufferPointer<Entry>, at t: Double,
                                                _ payload: (AnimatableValue) -> V?, _ mix: (V, V, Double) -> V) -> V? {
        presented(in: list, at: t) { track, point in
            if let a = payload(track.pointee.from), let b = payload(track.pointee.to) {
                switch point {
                case .from: return a
                case .to: return b
                case .at(let p): return mix(a, b, p)
                }
            }
            return payload(Animator.value(track, point))
        }
    }

    /// `read` of the track that decides what `list` presents at `t`, and where: the latest
    /// entry made at or before `t` — its from-value before its delay has passed, its value in
    /// flight, after it its to-value, or nil (the model) when it is the latest —; before the
    /// first entry, the first's from-value. Nil for no entry. The entries, their animation and
    /// its tracks read where they lie (no copy of a list or an entry, no retain).
    @inline(__always) private func presented<V>(in list: UnsafeBufferPointer<Entry>, at t: Double,
                                                _ read: (UnsafePointer<AnimationTrack>, TrackPoint) -> V?) -> V? {
        guard let base = list.baseAddress, !list.isEmpty else { return nil }
        let last = list.count - 1
        var i = last
        while base[i].startTime > t {
            if i == 0 { return base[0].withTrack { read($0, .from) } }
            i -= 1
        }
        return self.read(base + i, isLatest: base[i].serial == base[last].serial, at: t, read)
    }

    /// The latest entry made at or before `t`.
    private func active(_ list: ArraySlice<Entry>, at t: Double) -> Entry? {
        for entry in list.reversed() where entry.startTime <= t { return entry }
        return nil
    }

    /// An entry's value at `t`: its from-value before its delay has passed, the in-flight value
    /// during its duration; after it, its to-value — or nil (the model) when it is the latest.
    private func value(of entry: Entry, isLatest: Bool, at t: Double) -> AnimatableValue? {
        withUnsafePointer(to: entry) { value(of: $0, isLatest: isLatest, at: t) }
    }

    /// The same, of the entry where it lies.
    private func value(of entry: UnsafePointer<Entry>, isLatest: Bool, at t: Double) -> AnimatableValue? {
        read(entry, isLatest: isLatest, at: t) { track, point in Animator.value(track, point) }
    }

    /// `read` of an entry's track where the entry's value at `t` lies: its to-value after the
    /// animation has ended — or nil (the model) when it is the latest —, else its value at the
    /// animation's progress. The animation borrowed, not retained; its tracks read where it
    /// keeps them.
    @inline(__always) private func read<V>(_ entry: UnsafePointer<Entry>, isLatest: Bool, at t: Double,
                                           _ read: (UnsafePointer<AnimationTrack>, TrackPoint) -> V?) -> V? {
        if t >= entry.pointee.endTime { return isLatest ? nil : entry.pointee.withTrack { read($0, .to) } }
        return Unmanaged.passUnretained(entry.pointee.animation)._withUnsafeGuaranteedRef { animation in
            // As `animation.value(of:at:)`, on the track where the animation keeps it.
            let p = animation.progress(at: t)
            return animation.tracks.withUnsafeBufferPointer { tracks in
                read(tracks.baseAddress.unsafelyUnwrapped + entry.pointee.track, .at(p))
            }
        }
    }

    /// The active component entry made after the whole-transform entry `wholeSerial`, if it
    /// still decides the component at `t`.
    private func componentValue(_ list: ArraySlice<Entry>, after wholeSerial: Int?, at t: Double) -> AnimatableValue? {
        guard let entry = active(list, at: t) else { return nil }
        if let wholeSerial, entry.serial < wholeSerial { return nil }
        return value(of: entry, isLatest: entry.serial == list[list.endIndex - 1].serial, at: t)
    }

    private func presentedTransform(of view: View, _ entries: ViewEntries, at t: Double) -> Transform {
        var base = view.transform
        let wholeList = entries.list(AnimationKey.transform.ordinal)
        let whole = active(wholeList, at: t)
        if let whole {
            if case .transform(let m)? = value(of: whole, isLatest: whole.serial == wholeList[wholeList.endIndex - 1].serial, at: t) {
                base = m
            }
        } else if let first = wholeList.first, case .transform(let m) = first.from {
            base = m
        }
        var components: TransformComponents?
        for key in [AnimationKey.scale, .shear, .rotation, .translation] {
            guard let value = componentValue(entries.list(key.ordinal), after: whole?.serial, at: t) else {
                continue
            }
            var c = components ?? base.components
            c.replace(key, with: value)
            components = c
        }
        return components.map { Transform(components: $0) } ?? base
    }
}

/// A view's geometry and opacity as presented (`Animator.presentedGeometry(of:at:)`): the
/// model's values, with those of its animated properties replaced by the presented ones.
public struct PresentedGeometry {
    /// As the view stores it (standardised).
    public var bounds: Rect
    public var center: Point
    public var anchorPoint: Point
    public var transform: Transform
    public var alpha: Double

    /// The model's values of `view`.
    public init(_ view: View) {
        self.init(bounds: view.bounds, center: view.center, anchorPoint: view.anchorPoint, transform: view.transform,
                  alpha: view.alpha)
    }

    init(bounds: Rect, center: Point, anchorPoint: Point, transform: Transform, alpha: Double) {
        self.bounds = bounds
        self.center = center
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.alpha = alpha
    }

    /// What the presentation's `frame` reads.
    public var frame: Rect { View.frame(bounds: bounds, center: center, anchorPoint: anchorPoint, transform: transform) }
}

/// The values of an additive key (`presentedAdditively`): mixed as a track mixes them, added
/// and subtracted part by part.
protocol AdditiveValue {
    /// Zero in each part.
    static var nothing: Self { get }
    static func mix(_ a: Self, _ b: Self, _ p: Double) -> Self
    /// Exactly the same parts (a rect's as stored, not standardised).
    static func same(_ a: Self, _ b: Self) -> Bool
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
}

extension Point: AdditiveValue {
    /// A center's: coordinate by coordinate.
    @inline(__always) static var nothing: Point { Point(x: 0, y: 0) }
    @inline(__always) static func mix(_ a: Point, _ b: Point, _ p: Double) -> Point { lerp(a, b, p) }
    @inline(__always) static func same(_ a: Point, _ b: Point) -> Bool { a == b }
}

extension Rect: AdditiveValue {
    /// Bounds': origin and size apart, as stored (UIKit's `bounds.origin` and `bounds.size`
    /// animations; a size offset may be negative).
    @inline(__always) static var nothing: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    @inline(__always) static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect { lerp(a, b, p) }
    @inline(__always) static func same(_ a: Rect, _ b: Rect) -> Bool { a.origin == b.origin && a.size == b.size }
    @inline(__always) static func + (a: Rect, b: Rect) -> Rect {
        Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.size.width + b.size.width, height: a.size.height + b.size.height)
    }
    @inline(__always) static func - (a: Rect, b: Rect) -> Rect {
        Rect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.size.width - b.size.width, height: a.size.height - b.size.height)
    }
}
