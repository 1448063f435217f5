var t = "x"
for i in 0..<10 { t = t + t }
let r = "xxxx".replacing("x", with: t)
