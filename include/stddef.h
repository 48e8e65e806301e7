/* <stddef.h>: circle-rs compiler header. Honors the C library's
   __need_size_t / __need_ptrdiff_t / __need_wchar_t / __need_NULL /
   __need_wint_t protocol: with any of them defined, only those are
   declared, and the header may be included again for the rest. */
#if !defined(__need_size_t) && !defined(__need_ptrdiff_t) && \
    !defined(__need_wchar_t) && !defined(__need_NULL) && \
    !defined(__need_wint_t)
#define __circle_rs_stddef_everything
#endif

#if defined(__circle_rs_stddef_everything) || defined(__need_size_t)
#ifndef __circle_rs_size_t
#define __circle_rs_size_t
typedef __SIZE_TYPE__ size_t;
#endif
#undef __need_size_t
#endif

#if defined(__circle_rs_stddef_everything) || defined(__need_ptrdiff_t)
#ifndef __circle_rs_ptrdiff_t
#define __circle_rs_ptrdiff_t
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#endif
#undef __need_ptrdiff_t
#endif

#if defined(__circle_rs_stddef_everything) || defined(__need_wchar_t)
/* In C++ wchar_t is a keyword. */
#undef __need_wchar_t
#endif

#if defined(__circle_rs_stddef_everything) || defined(__need_NULL)
#undef NULL
#define NULL __null
#undef __need_NULL
#endif

#if defined(__circle_rs_stddef_everything) || defined(__need_wint_t)
#ifndef __circle_rs_wint_t
#define __circle_rs_wint_t
typedef __WINT_TYPE__ wint_t;
#endif
#undef __need_wint_t
#endif

#ifdef __circle_rs_stddef_everything
#undef __circle_rs_stddef_everything
#ifndef __circle_rs_stddef_rest
#define __circle_rs_stddef_rest
/* The x86-64 System V max_align_t: long long and long double members,
   16-byte alignment, 32 bytes. */
typedef struct {
  long long __circle_rs_max_align_ll;
  alignas(16) unsigned char __circle_rs_max_align_ld[16];
} max_align_t;
typedef decltype(nullptr) nullptr_t;
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
#endif
