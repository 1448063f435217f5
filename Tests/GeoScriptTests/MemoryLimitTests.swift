import Testing
@testable import GeoScript

/// `Limits.memory` in a host. The limit is on the process's memory, which tests running
/// alongside move, and memory freed earlier is used again before the address space grows: the
/// cases filling memory run `geo` under `ulimit -v` instead (AddressSpaceLimitTests,
/// REPLSessionTests.theMemoryLimitEndsTheEntryAndTheSessionGoesOn, Scripts/stress.sh).
struct MemoryLimitTests {
    @Test func unlimitedByDefaultWithoutAnAddressSpaceLimit() {
        if MemoryGauge.addressSpaceLimit() == nil {
            #expect(Limits().memory == .max)
        } else {
            #expect(Limits().memory < MemoryGauge.addressSpaceLimit()!)
        }
    }
}
