// <stdlib.h>: circle-rs bundled header, the C spelling of <cstdlib>.
#ifndef __CIRCLE_RS_STDLIB_H
#define __CIRCLE_RS_STDLIB_H
#include <cstdlib>
#endif
