// objects as closures: a stack and an accumulator sharing captured state
// (Session of 2026-12-06, a probe of Swift styles: the captured variables are changed in
// place through their cells, with no retain of a cell a closure still holds.)
func makeStack() -> (push: (Int) -> Void, pop: () -> Int?, depth: () -> Int, peek: () -> Int?) {
    var items: [Int] = []
    var pushes = 0
    return (
        push: { x in
            items.append(x)
            pushes += 1
        },
        pop: { items.popLast() },
        depth: { items.count },
        peek: { items.last }
    )
}

func makeAccumulator(start: Int) -> (add: (Int) -> Void, total: () -> Int) {
    var sum = start
    return (add: { sum = (sum + $0) % 1_000_007 }, total: { sum })
}

let stack = makeStack()
let acc = makeAccumulator(start: 7)
for i in 0..<200_000 {
    stack.push(i % 1000)
    if i % 3 == 2 {
        if let a = stack.pop(), let b = stack.pop() {
            acc.add(a * b)
            stack.push(a + b)
        }
    }
    if i % 1000 == 999 {
        acc.add(stack.peek() ?? 0)
    }
}
print("stack size: \(stack.depth())")
print("total: \(acc.total())")
