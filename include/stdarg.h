/* <stdarg.h>: circle-rs compiler header. With __need___va_list defined
   (the C library's protocol) only __gnuc_va_list is declared. */
#ifndef __circle_rs_gnuc_va_list
#define __circle_rs_gnuc_va_list
typedef __builtin_va_list __gnuc_va_list;
#endif

#ifdef __need___va_list
#undef __need___va_list
#else
#ifndef __CIRCLE_RS_STDARG_H
#define __CIRCLE_RS_STDARG_H
typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dst, src) __builtin_va_copy(dst, src)
#define __va_copy(dst, src) __builtin_va_copy(dst, src)
#endif
#endif
