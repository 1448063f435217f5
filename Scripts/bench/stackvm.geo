// A tiny stack machine: a program as a list of [op, argument] pairs (op a string), run by a
// loop that dispatches on the op with an if / else-if chain, a list as the stack (append,
// removeLast), locals in a list, jumps by index. The program sums i * i % 7 for i below a bound.
let program = [
    ["push", 0], ["store", 0],          // i = 0
    ["push", 0], ["store", 1],          // s = 0
    ["load", 0], ["load", 2], ["lt", 0], ["jz", 21],   // 4: while i < n
    ["load", 1], ["load", 0], ["load", 0], ["mul", 0], ["push", 7], ["mod", 0], ["add", 0], ["store", 1],
    ["load", 0], ["push", 1], ["add", 0], ["store", 0],
    ["jmp", 4],
    ["load", 1], ["halt", 0]            // 21
]
func run(n) {
    var stack = []
    var vars = [0, 0, n]
    var pc = 0
    var steps = 0
    while true {
        let ins = program[pc]
        let op = ins[0]
        pc += 1
        steps += 1
        if op == "push" {
            stack.append(ins[1])
        } else if op == "load" {
            stack.append(vars[ins[1]])
        } else if op == "store" {
            vars[ins[1]] = stack.removeLast()
        } else if op == "add" {
            let b = stack.removeLast()
            stack.append(stack.removeLast() + b)
        } else if op == "mul" {
            let b = stack.removeLast()
            stack.append(stack.removeLast() * b)
        } else if op == "mod" {
            let b = stack.removeLast()
            stack.append(stack.removeLast() % b)
        } else if op == "lt" {
            let b = stack.removeLast()
            stack.append(stack.removeLast() < b ? 1 : 0)
        } else if op == "jz" {
            if stack.removeLast() == 0 { pc = ins[1] }
        } else if op == "jmp" {
            pc = ins[1]
        } else if op == "halt" {
            return [stack.removeLast(), steps]
        } else {
            assert(false, "bad op \(op)")
        }
    }
}
var total = 0
var steps = 0
for k in 0..<6 {
    let r = run(2000 + k * 500)
    total += r[0]
    steps += r[1]
}
print(total, steps)
