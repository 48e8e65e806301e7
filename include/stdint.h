// <stdint.h>: circle-rs bundled header, the C spelling of <cstdint>.
#ifndef __CIRCLE_RS_STDINT_H
#define __CIRCLE_RS_STDINT_H
#include <cstdint>
#endif
