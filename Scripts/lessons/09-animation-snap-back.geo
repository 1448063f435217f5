// Lesson 9: snapping a canvas back into place, and why a 360° turn does not spin
//
// UIView.animate changes the MODEL at once; what you SEE (the presentation) moves there over
// the duration. geo keeps a virtual clock: `now` starts at 0 and only `wait(seconds)` moves it;
// `v.presentation()` is a snapshot of what is on screen at `now`.

let screen = View(frame: (0, 0, 400, 800), name: "screen")
let canvas = View(frame: (50, 100, 300, 400), name: "canvas")
screen.addSubview(canvas)
let home = canvas.center
print("animate changes the MODEL at once; what you SEE (the presentation) moves there over the duration.")
print("geo keeps a virtual clock: `now` starts at 0 and only wait(seconds) moves it; v.presentation() is a")
print("snapshot of what is on screen at `now`.")
print("")

// The user pinched and turned the canvas about a point between the fingers.
canvas.pinch(scale: 1.5, at: (150, 250))
canvas.rotate(by: 40deg, at: (150, 250))
print("after the gestures: scale \(canvas.transform.scale), rotation \(degrees(canvas.transform.rotation))°, center \(canvas.center)")

let moved = canvas.center
print("Let go: the canvas snaps back, fast at first and settling gently (curve \"easeOut\").")

// Let go: the canvas snaps back, fast at first and settling gently ("easeOut").
let snap = animate(duration: 0.4, curve: "easeOut") {
    canvas.transform = identity
    canvas.center = home
}
print("the model is already home: \(canvas.transform), center \(canvas.center)")
print("the screen has not moved yet: rotation \(degrees(canvas.presentation().transform.rotation))°")
print(snap)

// Half-way in time, easeOut = cubicBezier(0, 0, 0.58, 1) is already 68% of the way.
wait(0.2)
let p = snap.progress(at: now)
let shown = canvas.presentation()
print("at t = \(now): progress \(p)  <- half the time, but easeOut = cubicBezier(0, 0, 0.58, 1) is 68% there")
print("  rotation \(degrees(shown.transform.rotation))°, scale \(shown.transform.scale), center \(shown.center)")
// A transform animates by decomposition: angle, scale, shear and translation each lerped...
assert(near(shown.transform.rotation, lerp(40deg, 0, p)))
assert(near(shown.transform.scale, lerp(Size(1.5, 1.5), Size(1, 1), p)))
assert(near(shown.center, lerp(moved, home, p)))
// ...not by lerping the six matrix entries, which would shrink the canvas mid-turn:
let from = canvas.presentation(at: 0).transform
let matrixLerp = Transform(lerp(from.a, 1, p), lerp(from.b, 0, p), lerp(from.c, 0, p), lerp(from.d, 1, p), 0, 0)
print("  a transform animates by decomposition: rotation, scale and center each move by that progress;")
print("  a lerp of the six matrix numbers would shrink the canvas mid-turn, to scale \(matrixLerp.scale)")
assert(matrixLerp.scale.width < shown.transform.scale.width)

// Hit-testing uses the model, as in UIKit: a tap lands where the canvas is going, not where it is drawn.
assert(screen.hitTest((60, 110)) == canvas)
print("Hit-testing uses the model, as in UIKit: a tap at (60, 110) finds \(screen.hitTest((60, 110)).name), where the canvas is going")

wait(0.2)
print("at t = \(now) the animation is over: \(canvas.presentation().transform), center \(canvas.presentation().center)")
assert(canvas.presentation().transform == identity)

// A full turn. rotation(360deg) is the identity matrix (up to 2.4e-16), and a whole transform
// takes the short way round — so animating to it does nothing at all.
let wheel = View(frame: (100, 600, 100, 100), name: "wheel")
screen.addSubview(wheel)
animate(duration: 1, curve: "linear") {
    wheel.transform = rotation(360deg)
}
wait(0.5)
print("rotation(360deg) is the identity matrix (up to 2.4e-16), and a whole transform takes the short way")
print("round, so animating to it does nothing at all:")
print("transform = rotation(360deg), half-way: \(wheel.presentation().transform)")
assert(near(wheel.presentation().transform, identity))
wait(0.5)

// Assigning the rotation COMPONENT animates that number instead (Core Animation's
// transform.rotation.z key path): 0 → 2π, a full spin.
let spin = animate(duration: 1, curve: "linear") {
    wheel.transform.rotation = 360deg
}
print("Assigning the rotation COMPONENT animates that number instead (Core Animation's")
print("transform.rotation.z key path): 0 to 2 pi, a full spin.")
print(spin.table(4))
wait(0.25)
print("transform.rotation = 360deg, a quarter in: \(wheel.presentation().transform)")
assert(near(wheel.presentation().transform, rotation(90deg)))

// An exact half turn is ambiguous; geo goes the way browsers do (Chromium's quaternion rule):
// identity → rotation(180deg) passes through +90°.
assert(near(interpolate(identity, rotation(180deg), 0.5), rotation(90deg)))
print("An exact half turn could go either way; geo goes the way browsers do (Chromium's rule), through +90deg:")
print("identity → rotation(180deg) half-way: \(interpolate(identity, rotation(180deg), 0.5))")

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a number of degrees) and run the lesson again: it tells you
// whether geo agrees, and explains when it does not.
let guess1 = nil   // degrees shown half-way through animating transform = rotation(90deg), linear
let guess2 = nil   // degrees shown half-way through animating transform = rotation(270deg), linear
let guess3 = nil   // degrees shown half-way through animating transform.rotation = 270deg, linear

exercise(1, "A view animates transform = rotation(90deg) for 1 s, linear. What rotation, in degrees, shows half-way?", guess: guess1) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    animate(duration: 1, curve: "linear") { v.transform = rotation(90deg) }
    return explain(degrees(v.presentation(at: now + 0.5).transform.rotation))
}
exercise(2, "The same with transform = rotation(270deg). What rotation, in degrees, shows half-way?", guess: guess2) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    animate(duration: 1, curve: "linear") { v.transform = rotation(270deg) }
    return explain(degrees(v.presentation(at: now + 0.5).transform.rotation))
}
exercise(3, "And with transform.rotation = 270deg (the component)? What rotation, in degrees, shows half-way?", guess: guess3) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    animate(duration: 1, curve: "linear") { v.transform.rotation = 270deg }
    return explain(degrees(v.presentation(at: now + 0.5).transform.rotation))
}
