// <stddef.h>: circle-rs bundled header, the C spelling of <cstddef>.
#ifndef __CIRCLE_RS_STDDEF_H
#define __CIRCLE_RS_STDDEF_H
#include <cstddef>
#endif
