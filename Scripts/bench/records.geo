// Records as lists of fields [id, dept, salary, age]: built, given raises in place, sorted by
// a field, grouped by department and summarised.
var seed = 42
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
let depts = ["eng", "ops", "sales", "hr", "legal"]
var people = []
for i in 0..<3000 {
    people.append([i, depts[rand(5)], 30000 + rand(90000), 20 + rand(45)])
}
var checksum = 0
for round in 0..<20 {
    for i in 0..<people.count {
        if people[i][3] > 40 { people[i][2] += 100 } else { people[i][2] += 50 }
    }
    let sorted = people.sorted(by: { a, b in a[2] > b[2] || (a[2] == b[2] && a[0] < b[0]) })
    checksum += sorted[0][0] + sorted[sorted.count - 1][0]
    for d in depts {
        let members = people.filter { $0[1] == d }
        let total = members.reduce(0) { s, p in s + p[2] }
        var oldest = members[0]
        for p in members { if p[3] > oldest[3] { oldest = p } }
        checksum += floor(total / members.count) + oldest[0]
    }
}
print(checksum)
