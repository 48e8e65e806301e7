// <string.h>: circle-rs bundled header, the C spelling of <cstring>.
#ifndef __CIRCLE_RS_STRING_H
#define __CIRCLE_RS_STRING_H
#include <cstring>
#endif
