// <limits.h>: circle-rs bundled header, the C spelling of <climits>.
#ifndef __CIRCLE_RS_LIMITS_H
#define __CIRCLE_RS_LIMITS_H
#include <climits>
#endif
