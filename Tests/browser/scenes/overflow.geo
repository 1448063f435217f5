// A view whose geometry overflows: bounds of 1e308 scaled by 10 (geo prints frame (-inf, -inf, inf, inf)).
let root = View(frame: (0, 0, 400, 400), name: "root")
let over = View(frame: (0, 300, 10, 10), name: "over")
over.bounds = (0, 0, 1e308, 1e308)
over.transform = scale(10, 10)
root.addSubview(over)
