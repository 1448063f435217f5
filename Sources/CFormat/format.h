// One C printf directive applied to one number (geo's String(format:), StringFormat.cFormat):
// snprintf called from C with the number as its one variadic argument. Swift's withVaList
// builds a va_list from [CVarArg] with a dynamic cast of each argument (about 1,100
// instructions each, more than the formatting); these take the number as it is.
#include <stdio.h>

static inline int geo_format_double(char *buffer, size_t size, const char *spec, double x) {
    return snprintf(buffer, size, spec, x);
}

static inline int geo_format_integer(char *buffer, size_t size, const char *spec, long long x) {
    return snprintf(buffer, size, spec, x);
}
