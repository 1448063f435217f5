// Lesson 10: why does my tap miss? Debugging a real app's view tree.
//
// Every tree so far was typed by hand. A real app's tree comes from the debugger: pause the app
// and ask UIKit to describe it,
//     (lldb) po view.value(forKey: "recursiveDescription")!           (in a Swift frame)
//     (lldb) po [view recursiveDescription]                           (in an Objective-C frame)
//     (lldb) expression -l objc -O -- [(UIView *)0x7f8a1c40a2b0 recursiveDescription]   (any frame)
// (recursiveDescription is a private Objective-C method: Swift does not see it, so
// `po view.recursiveDescription()` fails in a Swift frame; key-value coding reaches it)
// and save what it prints. hierarchy(file:) reads that text (LLDB's own lines are skipped) and
// rebuilds the tree with UIKit's geometry, so hitTest, convert and explain answer for the app.
// The dump beside this lesson is a checkout screen: a navigation bar, a scroll view scrolled
// down by 180 points, a product card with an "Add to cart" button and a rotated "NEW" badge,
// and a toast container over the lower part of the screen. The user taps the middle of the
// button, and nothing happens. (Paths are relative to the current directory: run the lesson
// from the repository's root, as `bash Scripts/tour.sh Scripts/lessons/10-debug-a-real-hierarchy.geo`.)

let app = hierarchy(file: "Scripts/lessons/10-debug-a-real-hierarchy.dump.txt")
print("A real app's tree, from the debugger: pause the app, run  po view.value(forKey: \"recursiveDescription\")!  in LLDB,")
print("save what it prints, and hierarchy(file:) rebuilds the tree with UIKit's geometry (LLDB's own lines")
print("are skipped). The user taps the middle of \"Add to cart\" on this checkout screen, and nothing happens.")
print("")

// Each view is named after its class, then its text and tag when it has them; find() looks a
// view up by that name, or by class (the first one, depth-first).
let scroll = app.find("UIScrollView")
let card = app.find("UIView tag=42")
let button = app.find("UIButton")
let badge = app.find("MyApp.BadgeView")
let toast = app.find("MyApp.ToastContainerView")
print("Each view is named after its class, then its text and its tag; find(…) looks one up by name or class.")
print("The window: \(app)")
print("The labels in the dump:")
for label in app.findAll("UILabel") {
    print("  \(label.name)    text \"\(label.text)\", class \(label.className), at \(label.address)")
}

// 1. Where is the button on screen? Its frame is in the CARD's coordinates; the card sits in
// the scroll view's content, which is scrolled: the dump's `contentOffset: {0, 180}` is the
// scroll view's bounds.origin (lesson 7).
print("")
print("The button's frame \(button.frame) is in the card's coordinates.")
print("The card's frame \(card.frame) is in the scroll view's content.")
print("The scroll view: frame \(scroll.frame), bounds \(scroll.bounds)    <- bounds.origin = contentOffset")
let buttonOnScreen = button.convert(button.bounds, to: app)
print("So on screen the button covers \(buttonOnScreen): 380 + 70 - 180 = 270 from the top.")
assert(buttonOnScreen == (246, 270, 112, 36))

// 2. Tap its middle. UIKit's hitTest walks down from the window, front-most subview first.
let tap = (302, 288)
print("")
print("A tap at \(tap), the middle of the button, reaches: \(app.hitTest(tap).name)")
assert(app.hitTest(tap) == toast)
print("explain shows the walk, view by view:")
explain(app.hitTest(tap))

// The toast container is a sibling of the scroll view, after it, so it is in FRONT of the whole
// scroll view. Its toast label is hidden and the container draws nothing, but a view with
// alpha 1 and user interaction on takes every touch inside its bounds, seen or not.
print("")
print("The toast container covers \(toast.frame) on screen, in front of the scroll view.")
print("It looks empty (its only subview is hidden), yet isHidden = \(toast.isHidden), alpha = \(toast.alpha), isUserInteractionEnabled = \(toast.isUserInteractionEnabled):")
print("a view takes every touch inside its bounds, seen or not, unless it is hidden, below alpha 0.01 or not interactive.")
print("The fix in the app: toastContainer.isUserInteractionEnabled = false while no toast shows")
print("(or override point(inside:with:) so touches outside the toast pass through).")

// 3. The fix in the app: toastContainer.isUserInteractionEnabled = false while no toast shows
// (or override point(inside:with:) to pass touches through). Try it here:
toast.isUserInteractionEnabled = false
print("With the container's interaction off, the tap reaches: \(app.hitTest(tap).name)")
assert(app.hitTest(tap) == button)
print("(the button's label has userInteractionEnabled = NO in the dump, so the button itself takes it)")

// 4. The badge. It is turned by -20 degrees, so its frame is a bounding box larger than the
// badge (lesson 8), and that box overlaps the button's top-right corner. Does the badge steal
// taps there? hitTest converts the tap into the badge's own coordinates and asks its bounds.
print("")
print("The badge: frame \(badge.frame) in the card, bounds \(badge.bounds), transform \(badge.transform)")
print("Its bounds are 56 x 22 up to the dump's rounding: UIKit prints six significant digits,")
print("and geo solved the size back from the printed frame and transform.")
for p in [(340, 280), (352, 282), (350, 272)] {
    let inCard = card.convert(p, from: app)
    let local = badge.convert(p, from: app)
    print("  tap \(p): in the badge's frame box: \(badge.frame.contains(inCard)); in its bounds: \(badge.point(inside: local)) -> \(app.hitTest(p).name)")
}
assert(app.hitTest((340, 280)) == button)
assert(app.hitTest((350, 272)) == badge)

// 5. Take the fixed tree back to Swift: swift(v) writes UIKit code that builds it exactly
// (bounds, center, transform — not the rounded frame), to paste into a playground or a test.
print("")
print("swift(v) writes UIKit code that builds a tree exactly (bounds, center, transform), for a playground or a test.")
print("The badge as UIKit code:")
print(swift(badge))

// And recursiveDescription(v) writes a tree in UIKit's own format, to diff against the app's
// next dump; hierarchy(…) reads it back.
print("recursiveDescription(v) writes UIKit's own format, to diff against the app's next dump; hierarchy(…) reads it back.")
print("The card as UIKit prints it:")
print(recursiveDescription(card))
let again = hierarchy(recursiveDescription(card))
assert(again.find("UIButton").frame == button.frame)

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a point is written (x, y), a view's name as a string)
// and run the lesson again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // where the button's top-left corner is on screen after scrolling back to the top
let guess2 = nil   // which view a tap at (330, 262) reaches, now that the toast lets taps through
let guess3 = nil   // which view the tap at (302, 288) reaches when the toast takes touches again but has alpha 0.005

exercise(1, "The user scrolls back to the top: scroll.bounds.origin = (0, 0). Where is the button's (0, 0) on screen?", guess: guess1) {
    scroll.bounds.origin = (0, 0)
    let corner = explain(button.convert((0, 0), to: app))
    scroll.bounds.origin = (0, 180)
    return corner
}
exercise(2, "With the toast's interaction off, which view does a tap at (330, 262), just above the button, reach (its name)?", guess: guess2) {
    explain(app.hitTest((330, 262)))
    return app.hitTest((330, 262)).name
}
exercise(3, "The toast container takes touches again, but its alpha is 0.005 (it fades in from there). Which view does the tap at (302, 288) reach?", guess: guess3) {
    toast.isUserInteractionEnabled = true
    toast.alpha = 0.005
    explain(app.hitTest(tap))
    let name = app.hitTest(tap).name
    toast.alpha = 1
    return name
}
