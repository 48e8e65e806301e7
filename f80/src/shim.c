/* The x86-64 `long double` for circle-rs, computed by the C compiler's
 * own x87 code and the C library: values cross as their 10 bytes. */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned char u8;

static long double ld(const u8 *p) {
    long double x = 0;
    memcpy(&x, p, 10);
    return x;
}

static void st(long double x, u8 *p) { memcpy(p, &x, 10); }

void f80_from_f64(double d, u8 *out) { st((long double)d, out); }
double f80_to_f64(const u8 *a) { return (double)ld(a); }
float f80_to_f32(const u8 *a) { return (float)ld(a); }

void f80_from_i128(uint64_t lo, int64_t hi, u8 *out) {
    __int128 v = (__int128)(((unsigned __int128)(uint64_t)hi << 64) | lo);
    st((long double)v, out);
}

void f80_from_u128(uint64_t lo, uint64_t hi, u8 *out) {
    unsigned __int128 v = ((unsigned __int128)hi << 64) | lo;
    st((long double)v, out);
}

/* Truncation toward zero; 0 when the value is NaN or outside i128. */
int f80_to_i128(const u8 *a, uint64_t *lo, int64_t *hi) {
    long double x = ld(a);
    const long double lim = 0x1p127L;
    if (!(x >= -lim && x < lim)) return 0;
    __int128 v = (__int128)x;
    *lo = (uint64_t)v;
    *hi = (int64_t)(v >> 64);
    return 1;
}

void f80_binop(int op, const u8 *a, const u8 *b, u8 *out) {
    long double x = ld(a), y = ld(b), r = 0;
    switch (op) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    default: r = x / y; break;
    }
    st(r, out);
}

void f80_neg(const u8 *a, u8 *out) { st(-ld(a), out); }

/* -1, 0, 1, or 2 when unordered. */
int f80_cmp(const u8 *a, const u8 *b) {
    long double x = ld(a), y = ld(b);
    if (x < y) return -1;
    if (x > y) return 1;
    if (x == y) return 0;
    return 2;
}

/* strtold over the whole string: the number of bytes read. */
size_t f80_parse(const char *s, u8 *out) {
    char *end = 0;
    long double x = strtold(s, &end);
    st(x, out);
    return (size_t)(end - s);
}

/* snprintf with one conversion taking a long double (`%...L?`). */
int f80_format(char *buf, size_t n, const char *fmt, const u8 *a) {
    return snprintf(buf, n, fmt, ld(a));
}

/* snprintf with one conversion taking a double (`%a`). */
int f80_format_f64(char *buf, size_t n, const char *fmt, double d) {
    return snprintf(buf, n, fmt, d);
}

typedef long double (*un_fn)(long double);
typedef long double (*bin_fn)(long double, long double);

static const struct { const char *name; un_fn f; } UNARY[] = {
    {"sqrt", sqrtl}, {"cbrt", cbrtl}, {"exp", expl}, {"exp2", exp2l},
    {"exp10", exp10l}, {"expm1", expm1l}, {"log", logl}, {"log2", log2l},
    {"log10", log10l}, {"log1p", log1pl}, {"logb", logbl}, {"sin", sinl},
    {"cos", cosl}, {"tan", tanl}, {"asin", asinl}, {"acos", acosl},
    {"atan", atanl}, {"sinh", sinhl}, {"cosh", coshl}, {"tanh", tanhl},
    {"asinh", asinhl}, {"acosh", acoshl}, {"atanh", atanhl}, {"erf", erfl},
    {"erfc", erfcl}, {"tgamma", tgammal}, {"lgamma", lgammal}, {"j0", j0l},
    {"j1", j1l}, {"y0", y0l}, {"y1", y1l}, {"fabs", fabsl}, {"floor", floorl},
    {"ceil", ceill}, {"trunc", truncl}, {"round", roundl}, {"rint", rintl},
    {"nearbyint", nearbyintl},
};

static const struct { const char *name; bin_fn f; } BINARY[] = {
    {"pow", powl}, {"atan2", atan2l}, {"fmod", fmodl},
    {"remainder", remainderl}, {"fdim", fdiml}, {"hypot", hypotl},
    {"nextafter", nextafterl}, {"copysign", copysignl}, {"fmin", fminl},
    {"fmax", fmaxl},
};

/* The table's function `name` (its double version's name) on long
 * doubles; 0 when it has no such shape. `n` is the int argument of
 * ldexp/scalbn/jn/yn, `q` the int result of ilogb/frexp/remquo and the
 * lround family, `o` the out-parameter of modf. */
int f80_libm(const char *name, const u8 *a, const u8 *b, const u8 *c, int n,
             u8 *out, long long *q, u8 *o) {
    long double x = ld(a), y = ld(b);
    for (size_t i = 0; i < sizeof UNARY / sizeof *UNARY; i++)
        if (!strcmp(name, UNARY[i].name)) { st(UNARY[i].f(x), out); return 1; }
    for (size_t i = 0; i < sizeof BINARY / sizeof *BINARY; i++)
        if (!strcmp(name, BINARY[i].name)) { st(BINARY[i].f(x, y), out); return 1; }
    if (!strcmp(name, "fma")) { st(fmal(x, y, ld(c)), out); return 1; }
    if (!strcmp(name, "ldexp")) { st(ldexpl(x, n), out); return 1; }
    if (!strcmp(name, "scalbn")) { st(scalbnl(x, n), out); return 1; }
    if (!strcmp(name, "jn")) { st(jnl(n, y), out); return 1; }
    if (!strcmp(name, "yn")) { st(ynl(n, y), out); return 1; }
    if (!strcmp(name, "ilogb")) { *q = ilogbl(x); return 1; }
    if (!strcmp(name, "lround")) { *q = lroundl(x); return 1; }
    if (!strcmp(name, "llround")) { *q = llroundl(x); return 1; }
    if (!strcmp(name, "lrint")) { *q = lrintl(x); return 1; }
    if (!strcmp(name, "llrint")) { *q = llrintl(x); return 1; }
    if (!strcmp(name, "frexp")) { int e = 0; st(frexpl(x, &e), out); *q = e; return 1; }
    if (!strcmp(name, "remquo")) { int e = 0; st(remquol(x, y, &e), out); *q = e; return 1; }
    if (!strcmp(name, "modf")) { long double i = 0; st(modfl(x, &i), out); st(i, o); return 1; }
    return 0;
}
