var xs = []
for i in 0..<1000 { xs = [xs] }
xs = nil
