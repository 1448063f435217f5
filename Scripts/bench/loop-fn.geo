// loop.geo's loop in a function (its variables locals): the in-function twin of loop.geo,
// which runs it at the top level.
func run() {
    var s = 0
    var i = 0
    while i < 20000000 {
        s += i * 0.5
        i += 1
    }
    return s
}
print(run())
