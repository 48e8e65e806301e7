// <stdarg.h>: circle-rs bundled header, the C spelling of <cstdarg>.
#ifndef __CIRCLE_RS_STDARG_H
#define __CIRCLE_RS_STDARG_H
#include <cstdarg>
#endif
