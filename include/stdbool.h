/* <stdbool.h>: circle-rs compiler header. In C++ bool, true and false are
   keywords; only the feature macro remains (as in C++'s <cstdbool>). */
#ifndef __CIRCLE_RS_STDBOOL_H
#define __CIRCLE_RS_STDBOOL_H
#define __bool_true_false_are_defined 1
#endif
