// The C maths functions GeoCore needs, without Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@usableFromInline @inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline @inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline @inline(__always) func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
