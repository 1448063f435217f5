// glibc's allocator statistics (`mallinfo2`, glibc 2.33+), which the Glibc module does not
// declare; GeoScript's MemoryGauge asks it how much memory freed values left for reuse.
// Imported only where Glibc is (Darwin asks its malloc zones instead).
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
