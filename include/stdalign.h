/* <stdalign.h>: circle-rs compiler header. alignas and alignof are C++
   keywords. */
#ifndef __CIRCLE_RS_STDALIGN_H
#define __CIRCLE_RS_STDALIGN_H
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
