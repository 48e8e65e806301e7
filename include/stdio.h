// <stdio.h>: circle-rs bundled header, the C spelling of <cstdio>.
#ifndef __CIRCLE_RS_STDIO_H
#define __CIRCLE_RS_STDIO_H
#include <cstdio>
#endif
