// A tokenizer over a string: a while loop over its characters sorting each into numbers, names,
// operators and spaces by an if / else-if chain, numbers' values accumulated digit by digit,
// tokens counted by kind and a checksum of their values and lengths.
let line = "let total = (alpha + 42) * beta_2 - 7 / gamma; if total >= 100 { count = count + 1 } "
var text = ""
for i in 0..<40 { text += line }
var chars = []
for (_, c) in text.enumerated() { chars.append(c) }
let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
func isDigit(c) { return c >= "0" && c <= "9" }
func isLetter(c) { return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
var numbers = 0
var names = 0
var ops = 0
var spaces = 0
var checksum = 0
for round in 0..<60 {
    var i = 0
    let n = chars.count
    while i < n {
        let c = chars[i]
        if c == " " {
            spaces += 1
            i += 1
        } else if isDigit(c) {
            var value = 0
            while i < n && isDigit(chars[i]) {
                value = value * 10 + digits.firstIndex(of: chars[i])
                i += 1
            }
            numbers += 1
            checksum = (checksum + value) % 1000003
        } else if isLetter(c) {
            let start = i
            while i < n && (isLetter(chars[i]) || isDigit(chars[i])) { i += 1 }
            names += 1
            checksum = (checksum * 3 + i - start) % 1000003
        } else if c == ">" || c == "<" || c == "=" || c == "!" {
            if i + 1 < n && chars[i + 1] == "=" {
                i += 2
            } else {
                i += 1
            }
            ops += 1
        } else {
            ops += 1
            checksum = (checksum + 7) % 1000003
            i += 1
        }
    }
}
print(numbers, names, ops, spaces, checksum)
