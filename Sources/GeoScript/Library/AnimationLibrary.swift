/// The animation built-ins (docs/language.md): `animate`, the clock (`now`, `wait`),
/// presentations, timing curves, the members of an animation, `interpolate` and `lerp`.
///
/// Each interpreter has one `Animator` (`context.state { Animator() }`). While an `animate`
/// block runs, `RuntimeContext.recorder` points at it, so every view write reported by the
/// views library (`ViewsLibrary.write`) records its from-value, with the animation keys the
/// write declared (`ViewProperties`); a transform component write
/// (`card.transform.rotation = 720deg`) arrives with its key and the assigned number, and
/// animates as that number.
enum AnimationLibrary {
    static var builtins: [Builtin] {
        clock + uikit + curves + animationMembers + mathematics
    }

    /// The interpreter's animator.
    static func animator(_ ctx: RuntimeContext) -> Animator { ctx.animator }

    /// A curve, or a String naming one (checked when used, so an unknown name gets a suggestion,
    /// located at the call). A built-in curve's name given as a constant, or as the default, is
    /// taken as its curve once, when the call is compiled; any other name stays a String.
    static var curveOrName: ParamType {
        var type = ParamType.kinds("Curve or curve name", .curve, .string)
        type.constant = { v in
            guard case .string(let name) = v, TimingCurve.names.contains(name) else { return nil }
            return (try? TimingCurve.named(name)).map(Value.curve)
        }
        return type
    }

    /// The curve `v` is or names; an unknown name is an error about parameter `curve:`
    /// (located at that argument where the call gives one).
    static func curve(_ v: Value) throws -> TimingCurve {
        switch v {
        case .curve(let c): return c
        case .string(let name):
            do { return try TimingCurve.named(name) } catch { throw RuntimeError(error.message, parameter: "curve") }
        default: throw RuntimeError.typeMismatch(expected: "Curve", got: v, what: "curve")
        }
    }

    /// `body`'s result; an AnimationError it throws becomes an error about the parameter it
    /// names (located at that argument).
    @inline(__always) static func checked<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as AnimationError { throw RuntimeError(e) }
    }

    /// A finite number of seconds, or an error naming `what`.
    static func time(_ v: Value, _ what: String) throws -> Double {
        let t = try v.number(what)
        guard t.isFinite else { throw RuntimeError("\(what) must be a finite number of seconds, not \(NumberFormat.exact.string(t))") }
        return t
    }

    // MARK: animate, now, wait, presentation

    static var clock: [Builtin] {
        [
            .function("animate", [.label("duration", .number),
                                  .label("delay", .number).defaulting(.number(0)),
                                  .label("curve", curveOrName).defaulting(.string("easeInOut")),
                                  .arg("changes", .function)],
                      doc: "Runs the block, changing the model at once, and animates every view property it changed from what was on screen; returns the Animation.",
                      .f4 { duration, delay, curveValue, body, ctx in
                          .animation(try run(duration, delay, try curve(curveValue), body, ctx))
                      }),
            .global("now", doc: "The animation clock, in seconds (starts at 0; only wait moves it).") { ctx in
                .number(animator(ctx).now)
            },
            .function("wait", [.arg("seconds", .number)],
                      doc: "Advances the animation clock by a number of seconds (0 or more), running the completion blocks of UIView.animate whose animations end on the way.",
                      .f1 { s, ctx in
                          try wait(try s.number("seconds"), ctx)
                          return .nil
                      }),
            .presentationMethod([],
                    doc: "A snapshot of the view as it is on screen now: the in-flight values of its animations (not one of its superview's subviews; its superview is the superview's presentation while a view above it animates).",
                    .f1 { v, ctx in
                        let view = try v.view()
                        return .view(ctx.withAnimator { $0.presentation(of: view) })
                    }),
            .presentationMethod([.label("at", .number)],
                    doc: "A snapshot of the view as it is on screen at a time of the animation clock.",
                    .f2 { v, t, ctx in
                        .view(animator(ctx).presentation(of: try v.view(), at: try time(t, "the time of presentation(at:)")))
                    }),
        ]
    }

    /// Runs `body` (a Function of no argument) as an animation block: the model changes at once
    /// and every view property it changed animates from what was on screen (center and bounds:
    /// from the old model value, added to what is in flight).
    static func run(_ duration: Value, _ delay: Value, _ timing: TimingCurve, _ body: Value,
                    _ ctx: RuntimeContext) throws -> Animation {
        // The animator borrowed, and the curve moved into the animation (not copied into a
        // closure: a curve's copy retains its name and its Bézier).
        try ctx.withAnimator { animator in
            // The block called straight into its frame (`Callback`: no array, no trip through
            // the interpreter's call hook).
            let block = ctx.callback(try body.function(), arity: 0)
            let outer = ctx.recorder
            ctx.recorder = animator
            defer { ctx.recorder = outer }
            do {
                return try animator.animate(
                    duration: try duration.number("duration"), delay: try delay.number("delay"),
                    curve: timing
                ) { _ = try block() }
            } catch let e as AnimationError {
                throw RuntimeError(e)
            }
        }
    }

    /// Advances the clock by `seconds`, stopping at the end of each animation that has a
    /// completion block pending to run it then (the clock reading that end), in the order the
    /// animations end (in the order they were made when they end together).
    static func wait(_ seconds: Double, _ ctx: RuntimeContext) throws {
        let animator = ctx.animator
        guard seconds.isFinite, seconds >= 0 else { return try checked { try animator.wait(seconds) } }
        let target = animator.now + seconds
        let pending = ctx.interpreter?.engine.existingFunctionState(Completions.self)
        while let next = pending?.takeFirst(endingBy: target) {
            try checked { try animator.wait(max(0, next.time - animator.now)) }
            _ = try ctx.call(next.function, next.function.code?.parameterCount == 0 ? [] : [.bool(true)])
        }
        try checked { try animator.wait(max(0, target - animator.now)) }
    }

    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)` as geo's
    /// `animate`: the same recording, the curve from the options (UIKit's default is
    /// ease-in-ease-out, as geo's), and the completion run by `wait` when the clock reaches
    /// the animation's end (UIKit's `finished` is true: geo's animations always finish).
    static var uikit: [Builtin] {
        let optionsType = ParamType.kinds("An option or a list of options", .string, .list)
        let completionType = ParamType.kinds("Function or nil", .function, .nil)
        return [
            .function("UIView.animate", [.label("withDuration", .number),
                                         .label("delay", .number).defaulting(.number(0)),
                                         .label("options", optionsType).defaulting(.list([])),
                                         .label("animations", .function),
                                         .label("completion", completionType).defaulting(.nil)],
                      doc: "UIKit's animate(withDuration:delay:options:animations:completion:): animate(duration:delay:curve:) with the curve from options (.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear); completion runs when wait() reaches the animation's end.",
                      .fn { args, ctx in
                          let animation = try run(args[0], args[1], try curve(options: args[2]), args[3], ctx)
                          if case .function(let completion) = args[4] {
                              // Kept by the engine (see `Engine.functionState`).
                              ctx.interpreter?.engine.functionState { Completions() }.add(completion, at: animation.endTime)
                          }
                          return .animation(animation)
                      }),
            .function("UIView.animate", [.label("withDuration", .number), .label("delay", .number),
                                         .label("usingSpringWithDamping", .number), .label("initialSpringVelocity", .number),
                                         .label("options", optionsType).defaulting(.list([])), .label("animations", .function),
                                         .label("completion", completionType).defaulting(.nil)],
                      doc: "UIKit's spring animation: not modelled (geo's springs are SwiftUI's and Core Animation's).",
                      .fn { _, _ in
                          throw RuntimeError("geo does not model UIKit's usingSpringWithDamping: spring (its timing is not documented)",
                                             notes: ["write animate(duration: d, curve: spring(duration: d, bounce: 1 - damping)) { … } for SwiftUI's spring, or spring(mass:stiffness:damping:initialVelocity:) for Core Animation's"])
                      }),
        ]
    }

    /// The curve of UIKit's animation options: one option or a list of them. Options about
    /// the run loop and interaction are left aside; repeating, reversing and transitions are
    /// not geo's.
    static func curve(options: Value) throws -> TimingCurve {
        let items: [Value]
        switch options {
        case .list(let list): items = list
        case .string: items = [options]
        default: throw RuntimeError.typeMismatch(expected: "an option or a list of options", got: options, what: "options")
        }
        var name = "easeInOut"
        for item in items {
            guard case .string(let option) = item else {
                throw RuntimeError.typeMismatch(expected: "an option such as .curveEaseOut", got: item, what: "options")
            }
            switch option {
            case "curveEaseInOut": name = "easeInOut"
            case "curveEaseIn": name = "easeIn"
            case "curveEaseOut": name = "easeOut"
            case "curveLinear": name = "linear"
            case "allowUserInteraction", "beginFromCurrentState", "layoutSubviews", "allowAnimatedContent",
                 "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions",
                 "showHideTransitionViews", "preferredFramesPerSecondDefault", "preferredFramesPerSecond60",
                 "preferredFramesPerSecond30":
                continue
            case "repeat", "autoreverse":
                throw RuntimeError("geo does not model the option .\(option): an animation runs once, forward",
                                   notes: ["animate again after wait(duration) for another run; a transform component (card.transform.rotation = 720deg) turns more than once"],
                                   parameter: "options")
            default:
                let known = ["curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "allowUserInteraction", "beginFromCurrentState"]
                var message = "no animation option '.\(option)'"
                if let near = Suggest.nearest(option, in: known) { message += "; did you mean '.\(near)'?" }
                throw RuntimeError(message,
                                   notes: ["geo reads the curve options (.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear); transitions are not geometry"],
                                   parameter: "options")
            }
        }
        return try TimingCurve.named(name)
    }

    /// The completion blocks of `UIView.animate` not run yet, each with the clock time its
    /// animation ends, in the order they run: by that time, then in the order they were made.
    /// Kept sorted (a block is placed by a binary search; one made after the others, as a
    /// loop makes them, goes at the end) and taken from the front: n blocks cost O(n log n).
    final class Completions {
        private var items: [(time: Double, function: Function)] = []
        /// The first of `items` not taken yet.
        private var head = 0

        /// The blocks not run yet, in order (read and put back by a session's snapshots, as
        /// the animations are: `:undo`).
        var pending: [(time: Double, function: Function)] {
            get { Array(items[head...]) }
            set { items = newValue; head = 0 }
        }

        func add(_ function: Function, at time: Double) {
            // After every block that ends at or before `time`.
            var low = head, high = items.count
            while low < high {
                let mid = (low + high) / 2
                if items[mid].time <= time { low = mid + 1 } else { high = mid }
            }
            items.insert((time, function), at: low)
        }

        /// The block that runs first, when its animation ends by `limit`, taken out; else nil.
        func takeFirst(endingBy limit: Double) -> (time: Double, function: Function)? {
            guard head < items.count, items[head].time <= limit else { return nil }
            let first = items[head]
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            } else if head > 1024, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return first
        }
    }

    /// Reports a write of `view`'s property `path` to the animator while a block runs (a
    /// host's `RuntimeContext.willChange`). A property that does not animate changes at once;
    /// a read-only or unknown one is not the animator's business.
    static func record(_ animator: Animator, _ view: View, _ path: String) {
        guard let keys = try? AnimationKey.keys(forProperty: path) else { return }
        record(animator, view, keys, nil)
    }

    /// Reports a write of `view`'s properties with these animation keys (`ViewProperties`) to
    /// the animator while a block runs; `assigned` is the value a script assigned to the one
    /// transform component the write changes, which then animates as that value.
    static func record(_ animator: Animator, _ view: View, _ keys: [AnimationKey], _ assigned: Value?) {
        if let assigned, keys.count == 1, keys[0].isTransformComponent, let value = componentValue(assigned, keys[0]) {
            animator.willSetComponent(view, keys[0], to: value)
            return
        }
        for key in keys { animator.willChange(view, key) }
    }

    /// A script value assigned to a transform component, as the animator's value.
    static func componentValue(_ v: Value, _ key: AnimationKey) -> AnimatableValue? {
        switch (key, v) {
        case (.rotation, .number(let x)), (.shear, .number(let x)): return .number(x)
        case (.scale, .size(let s)): return .size(s)
        case (.scale, .point(let p)): return .size(Size(width: p.x, height: p.y))
        case (.scale, .number(let k)): return .size(Size(width: k, height: k))
        case (.translation, .point(let p)): return .point(p)
        default: return nil
        }
    }

    // MARK: Curves

    static var curves: [Builtin] {
        [
            .function("cubicBezier", [.arg("x1", .number), .arg("y1", .number), .arg("x2", .number), .arg("y2", .number)],
                      doc: "A timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2); x1 and x2 in 0…1.",
                      .f4 { x1, y1, x2, y2, _ in
                          try checked { .curve(try TimingCurve.cubicBezier(try x1.number(), try y1.number(), try x2.number(), try y2.number())) }
                      }),
            .function("steps", [.arg("n", .number)],
                      doc: "A timing curve of n equal jumps, the first after 1/n of the time (CSS jump-end).",
                      .f1 { n, _ in try checked { .curve(try TimingCurve.steps(try n.number("the number of steps"))) } }),
            .function("spring", [.label("duration", .number), .label("bounce", .number).defaulting(.number(0))],
                      doc: "SwiftUI's spring: perceptual duration in seconds; bounce 0 is critically damped, up to 1 bouncier, below 0 slower.",
                      .f2 { d, b, _ in try checked { .curve(try TimingCurve.spring(duration: try d.number(), bounce: try b.number())) } }),
            .function("spring", [.label("mass", .number).defaulting(.number(1)),
                                 .label("stiffness", .number).defaulting(.number(100)),
                                 .label("damping", .number).defaulting(.number(10)),
                                 .label("initialVelocity", .number).defaulting(.number(0))],
                      doc: "CASpringAnimation's spring (defaults 1, 100, 10, 0): the closed-form damped oscillator, time in seconds.",
                      .f4 { m, k, c, v, _ in
                          try checked {
                              .curve(try TimingCurve.spring(mass: try m.number(), stiffness: try k.number(),
                                                            damping: try c.number(), initialVelocity: try v.number()))
                          }
                      }),
            .method("progress", on: .curve, [.label("at", .number), .label("duration", .number)],
                    doc: "The eased progress t seconds into an animation of this duration (0 before, 1 from the duration on).",
                    .f3 { c, t, d, _ in try progress(c, t, d) }),
            // A curve given by name is a String (`"easeInOut"`, `.easeInOut`): it answers too.
            .method("progress", on: .string, [.label("at", .number), .label("duration", .number)],
                    doc: "For a curve's name (\"easeInOut\", \"linear\", …): the curve's eased progress t seconds into an animation of this duration.",
                    .f3 { c, t, d, _ in try progress(c, t, d) }),
        ]
    }

    /// `c.progress(at: t, duration: d)` for a curve or a curve's name.
    static func progress(_ c: Value, _ t: Value, _ d: Value) throws -> Value {
        let curve = try curve(c)
        let duration = try d.number("duration")
        guard duration.isFinite, duration >= 0 else {
            throw RuntimeError("duration must be zero or more seconds, not \(NumberFormat.exact.string(duration))")
        }
        return .number(curve.progress(at: try time(t, "the time of progress(at:duration:)"), duration: duration))
    }

    // MARK: Animation members

    static func animation(_ v: Value) throws -> Animation {
        if case .animation(let a) = v { return a }
        throw RuntimeError.typeMismatch(expected: "Animation", got: v, what: "value")
    }

    static var animationMembers: [Builtin] {
        [
            .property("duration", on: .animation, type: .number, doc: "Seconds from the start of the motion to its end.",
                      get: { a, _ in .number(try animation(a).duration) }),
            .property("delay", on: .animation, type: .number, doc: "Seconds between the animate call and the start of the motion.",
                      get: { a, _ in .number(try animation(a).delay) }),
            .property("curve", on: .animation, type: .kind(.curve), doc: "The timing curve.",
                      get: { a, _ in .curve(try animation(a).curve) }),
            .property("startTime", on: .animation, type: .number, doc: "The clock time (now) when animate was called.",
                      get: { a, _ in .number(try animation(a).startTime) }),
            .property("endTime", on: .animation, type: .number, doc: "The clock time when the motion ends: startTime + delay + duration.",
                      get: { a, _ in .number(try animation(a).endTime) }),
            .method("progress", on: .animation, [.label("at", .number)],
                    doc: "The eased progress at a time of the clock: 0 before the delay has passed, 1 after the duration.",
                    .f2 { a, t, _ in .number(try animation(a).progress(at: try time(t, "the time of progress(at:)"))) }),
            .method("table", on: .animation, [.arg("n", .number)],
                    doc: "The animated properties at n + 1 evenly spaced times, as a String table.",
                    .f2 { a, n, ctx in
                        let rows = try ViewsLibrary.integer(n, "the number of intervals of table(_:)")
                        guard rows >= 1, rows <= 10_000 else {
                            throw RuntimeError("table(_:) needs 1 to 10000 intervals, not \(rows)")
                        }
                        return .string(try animation(a).table(rows, format: ctx.format))
                    }),
        ]
    }

    // MARK: interpolate, lerp

    static var mathematics: [Builtin] {
        [
            .function("interpolate", [.arg("from", .transform), .arg("to", .transform), .arg("progress", .number)],
                      doc: "The transform part-way from one to another by decomposition (translation, rotation the short way, shear, scale); progress may lie outside 0…1.",
                      .f3 { a, b, p, _ in .transform(interpolate(try a.transform(), try b.transform(), try p.number())) }),
            .function("lerp", [.arg("from", .number), .arg("to", .number), .arg("progress", .number)],
                      doc: "(1 − progress)·from + progress·to, for numbers, points, sizes and rects.",
                      .f3 { a, b, p, _ in .number(lerp(try a.number(), try b.number(), try p.number())) }),
            .function("lerp", [.arg("from", .point), .arg("to", .point), .arg("progress", .number)],
                      doc: "Each coordinate lerped.",
                      .f3 { a, b, p, _ in .point(lerp(try a.point(), try b.point(), try p.number())) }),
            .function("lerp", [.arg("from", .size), .arg("to", .size), .arg("progress", .number)],
                      doc: "Each dimension lerped.",
                      .f3 { a, b, p, _ in .size(lerp(try a.size(), try b.size(), try p.number())) }),
            .function("lerp", [.arg("from", .rect), .arg("to", .rect), .arg("progress", .number)],
                      doc: "Origin and size lerped.",
                      .f3 { a, b, p, _ in .rect(lerp(try a.rect(), try b.rect(), try p.number())) }),
            .function("lerp", [.arg("from", .transform), .arg("to", .transform), .arg("progress", .number)],
                      doc: "Transforms do not lerp: use interpolate(from, to, progress).",
                      .f3 { _, _, _, _ in
                          throw RuntimeError(
                              "lerp does not blend transforms (a matrix lerp shrinks a quarter turn halfway); "
                                  + "use interpolate(from, to, progress), which interpolates by decomposition")
                      }),
        ]
    }
}
