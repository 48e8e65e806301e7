/* <stdint.h>: circle-rs compiler header. A hosted translation unit gets
   the C library's <stdint.h> (glibc's matches this data model); there is no
   freestanding fallback because every target is compiled from one hosted
   pass. */
#ifndef __CIRCLE_RS_STDINT_H
#define __CIRCLE_RS_STDINT_H
#include_next <stdint.h>
#endif
