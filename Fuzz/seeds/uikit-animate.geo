// UIKit's UIView.animate with options and completion blocks run by wait(), one chaining
// another, one capturing its view, and one left pending when the script ends.
let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
UIView.animate(withDuration: 0.5) {
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
}
UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear, .allowUserInteraction], animations: {
    card.center = CGPoint(x: 200, y: 200)
}) { finished in
    print("moved", finished, now)
    UIView.animate(withDuration: 0.5, animations: { card.alpha = 0 }, completion: { _ in print("faded", now, card.alpha) })
}
wait(1)
print(now, card.presentation().center)
wait(2)
UIView.animate(withDuration: 5, animations: { card.alpha = 1 }) { _ in print("never", card.frame) }
for case let v as UIView in [card, 1] { print(v.tag, v.viewWithTag(0) === v) }
UIView.animate(withDuration: 0.3) { card.alpha = 0 } completion: { [weak card] _ in print(card?.alpha ?? 0) }
let total = [1, 2, 3].reduce(into: []) { acc, x in if x == 2 { return }; acc.append(x) }
if case let x? = total.first, x == 1 { print(x) }
for case let n? in [1, nil] where n != .zero { print(n) }
wait(1)
