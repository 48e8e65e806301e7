// <math.h>: circle-rs bundled header, the C spelling of <cmath>.
#ifndef __CIRCLE_RS_MATH_H
#define __CIRCLE_RS_MATH_H
#include <cmath>
#endif
