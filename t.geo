print((1...2_000_000_000).contains(5), (0..<10).lowerBound)
