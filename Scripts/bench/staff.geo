// Employee records as labelled tuples, sorted several ways with custom comparators.
typealias Employee = (id: Int, name: String, dept: String, age: Int, salary: Double)

let firstNames = ["Ava", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivy", "Jon"]
let depts = ["Design", "Eng", "Ops", "Sales"]
var seed = 555
func rand(_ n: Int) -> Int {
    seed = (seed * 16807) % 2147483647
    return seed % n
}

var staff: [Employee] = []
for i in 0..<12000 {
    let name = firstNames[rand(firstNames.count)] + " " + firstNames[rand(firstNames.count)].uppercased().prefix(1) + "."
    staff.append((id: i, name: name, dept: depts[rand(depts.count)], age: 20 + rand(45), salary: Double(30000 + rand(90000))))
}

let byDeptThenSalary = staff.sorted { a, b in
    if a.dept != b.dept { return a.dept < b.dept }
    if a.salary != b.salary { return a.salary > b.salary }
    return a.id < b.id
}
let byNameAge = staff.sorted(by: { ($0.name, $0.age, $0.id) < ($1.name, $1.age, $1.id) })

func ascending<T>(_ key: @escaping (Employee) -> T) -> (Employee, Employee) -> Bool where T: Comparable {
    return { a, b in key(a) < key(b) || (key(a) == key(b) && a.id < b.id) }
}
let byAge = staff.sorted(by: ascending { $0.age })
let bySalary = staff.sorted(by: ascending(\.salary))

for e in byDeptThenSalary.prefix(3) {
    print("\(e.dept) \(e.name) \(e.salary)")
}
print(byNameAge.first!.name, byNameAge.last!.name, byNameAge[6000].id)
print(byAge[0].age, byAge[11999].age, byAge[1234].id)
print(bySalary[0].salary, bySalary[11999].salary, bySalary[100].id)

var median: [String: Double] = [:]
for d in depts {
    let pay = staff.filter { $0.dept == d }.map { $0.salary }.sorted()
    median[d] = pay[Int(pay.count / 2)]
}
for d in depts { print(d, median[d]!) }
