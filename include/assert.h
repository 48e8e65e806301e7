// <assert.h>: circle-rs bundled header, the C spelling of <cassert>
// (no include guard: NDEBUG is honoured at each inclusion).
#include <cassert>
