// circle-rs bundled header: GNU complex types. The parser reads
// `__complex__ T` and `_Complex T` as `::__circle_rs_complex<T>` and
// `__real__ e` / `__imag__ e` as its members, so the interpreter, the host
// and the device code generators see an ordinary class: two `T`s, laid out
// as C's complex types are (x86-64 System V passes and returns
// `{double, double}` and `{float, float}` as it does `_Complex double` and
// `_Complex float`). Sema prints the type as `_Complex T` and the mangler
// writes it as `C<T>`. Included implicitly before every C++ and CUDA input
// (unless -nostdinc).
//
// Arithmetic follows GCC: a real operand is not widened to a complex one
// (`z * 2.0` scales both parts), products and quotients of two complex
// values recover infinities from NaN results as C's Annex G (and libgcc's
// __muldc3/__divdc3) specify, and quotients scale by the larger divisor part
// (Smith's method). The `__builtin_c*` functions are the C library's
// formulas on the real math builtins.
#ifndef __CIRCLE_RS_COMPLEX_H
#define __CIRCLE_RS_COMPLEX_H
#ifdef __cplusplus

template <typename _Tp> struct __circle_rs_complex;

template <typename _Tp> constexpr bool __circle_rs_isnan(_Tp __x) { return __x != __x; }
template <typename _Tp> constexpr bool __circle_rs_isinf(_Tp __x) {
  return !__circle_rs_isnan(__x) && __circle_rs_isnan(__x - __x);
}
// 1 with the sign of `__x` for an infinity, 0 with it otherwise (`copysign(
// isinf(x) ? 1 : 0, x)` in Annex G's recovery).
template <typename _Tp> constexpr _Tp __circle_rs_box(_Tp __x) {
  return __builtin_copysign(__circle_rs_isinf(__x) ? 1.0 : 0.0, (double)__x);
}
template <typename _Tp> constexpr _Tp __circle_rs_keep(_Tp __x) {
  return __circle_rs_isnan(__x) ? _Tp(__builtin_copysign(0.0, (double)__x)) : __x;
}

template <typename _Tp>
constexpr __circle_rs_complex<_Tp> __circle_rs_complex_mul(_Tp __a, _Tp __b, _Tp __c, _Tp __d) {
  _Tp __ac = __a * __c, __bd = __b * __d, __ad = __a * __d, __bc = __b * __c;
  _Tp __x = __ac - __bd, __y = __ad + __bc;
  if (__circle_rs_isnan(__x) && __circle_rs_isnan(__y)) {
    bool __recalc = false;
    if (__circle_rs_isinf(__a) || __circle_rs_isinf(__b)) {
      __a = __circle_rs_box(__a);
      __b = __circle_rs_box(__b);
      __c = __circle_rs_keep(__c);
      __d = __circle_rs_keep(__d);
      __recalc = true;
    }
    if (__circle_rs_isinf(__c) || __circle_rs_isinf(__d)) {
      __c = __circle_rs_box(__c);
      __d = __circle_rs_box(__d);
      __a = __circle_rs_keep(__a);
      __b = __circle_rs_keep(__b);
      __recalc = true;
    }
    if (!__recalc && (__circle_rs_isinf(__ac) || __circle_rs_isinf(__bd) ||
                      __circle_rs_isinf(__ad) || __circle_rs_isinf(__bc))) {
      __a = __circle_rs_keep(__a);
      __b = __circle_rs_keep(__b);
      __c = __circle_rs_keep(__c);
      __d = __circle_rs_keep(__d);
      __recalc = true;
    }
    if (__recalc) {
      _Tp __inf = _Tp(__builtin_huge_val());
      __x = __inf * (__a * __c - __b * __d);
      __y = __inf * (__a * __d + __b * __c);
    }
  }
  return __circle_rs_complex<_Tp>(__x, __y);
}

template <typename _Tp>
constexpr __circle_rs_complex<_Tp> __circle_rs_complex_div(_Tp __a, _Tp __b, _Tp __c, _Tp __d) {
  _Tp __x, __y;
  _Tp __ac = __c < 0 ? -__c : __c, __ad = __d < 0 ? -__d : __d;
  if (__ac < __ad) {
    _Tp __ratio = __c / __d, __den = (__c * __ratio) + __d;
    __x = ((__a * __ratio) + __b) / __den;
    __y = ((__b * __ratio) - __a) / __den;
  } else {
    _Tp __ratio = __d / __c, __den = (__d * __ratio) + __c;
    __x = ((__b * __ratio) + __a) / __den;
    __y = (__b - (__a * __ratio)) / __den;
  }
  if (__circle_rs_isnan(__x) && __circle_rs_isnan(__y)) {
    _Tp __inf = _Tp(__builtin_huge_val());
    if (__c == 0 && __d == 0 && (!__circle_rs_isnan(__a) || !__circle_rs_isnan(__b))) {
      _Tp __s = _Tp(__builtin_copysign(1.0, (double)__c));
      __x = __s * __inf * __a;
      __y = __s * __inf * __b;
    } else if ((__circle_rs_isinf(__a) || __circle_rs_isinf(__b)) && !__circle_rs_isinf(__c) &&
               !__circle_rs_isinf(__d) && !__circle_rs_isnan(__c) && !__circle_rs_isnan(__d)) {
      __a = __circle_rs_box(__a);
      __b = __circle_rs_box(__b);
      __x = __inf * (__a * __c + __b * __d);
      __y = __inf * (__b * __c - __a * __d);
    } else if ((__circle_rs_isinf(__c) || __circle_rs_isinf(__d)) && !__circle_rs_isinf(__a) &&
               !__circle_rs_isinf(__b) && !__circle_rs_isnan(__a) && !__circle_rs_isnan(__b)) {
      __c = __circle_rs_box(__c);
      __d = __circle_rs_box(__d);
      __x = _Tp(0) * (__a * __c + __b * __d);
      __y = _Tp(0) * (__b * __c - __a * __d);
    }
  }
  return __circle_rs_complex<_Tp>(__x, __y);
}

template <typename _Tp> struct __circle_rs_complex {
  _Tp __re;
  _Tp __im;
  constexpr __circle_rs_complex() : __re(), __im() {}
  constexpr __circle_rs_complex(_Tp __r, _Tp __i = _Tp()) : __re(__r), __im(__i) {}
  template <typename _Up>
  constexpr __circle_rs_complex(const __circle_rs_complex<_Up>& __z)
      : __re(_Tp(__z.__re)), __im(_Tp(__z.__im)) {}

  constexpr __circle_rs_complex& operator=(_Tp __b) {
    __re = __b;
    __im = _Tp();
    return *this;
  }
  constexpr __circle_rs_complex& operator+=(__circle_rs_complex __b) { return *this = *this + __b; }
  constexpr __circle_rs_complex& operator+=(_Tp __b) { return *this = *this + __b; }
  constexpr __circle_rs_complex& operator-=(__circle_rs_complex __b) { return *this = *this - __b; }
  constexpr __circle_rs_complex& operator-=(_Tp __b) { return *this = *this - __b; }
  constexpr __circle_rs_complex& operator*=(__circle_rs_complex __b) { return *this = *this * __b; }
  constexpr __circle_rs_complex& operator*=(_Tp __b) { return *this = *this * __b; }
  constexpr __circle_rs_complex& operator/=(__circle_rs_complex __b) { return *this = *this / __b; }
  constexpr __circle_rs_complex& operator/=(_Tp __b) { return *this = *this / __b; }
  // A complex value in a condition: nonzero if either part is.
  explicit constexpr operator bool() const { return __re != _Tp() || __im != _Tp(); }
};

// The operators are templates whose real operand is not deduced: `z * 2`
// converts 2 to z's element type, and operands of other types (an enum
// minus a bool) never find them viable.
template <typename _Tp> struct __circle_rs_real_of { typedef _Tp type; };
#define __CIRCLE_RS_C __circle_rs_complex<_Tp>
#define __CIRCLE_RS_R typename __circle_rs_real_of<_Tp>::type

template <typename _Tp> constexpr __CIRCLE_RS_C operator+(__CIRCLE_RS_C __a) { return __a; }
template <typename _Tp> constexpr __CIRCLE_RS_C operator-(__CIRCLE_RS_C __a) {
  return __CIRCLE_RS_C(-__a.__re, -__a.__im);
}
// `~z` is the conjugate (GNU).
template <typename _Tp> constexpr __CIRCLE_RS_C operator~(__CIRCLE_RS_C __a) {
  return __CIRCLE_RS_C(__a.__re, -__a.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator+(__CIRCLE_RS_C __a, __CIRCLE_RS_C __b) {
  return __CIRCLE_RS_C(__a.__re + __b.__re, __a.__im + __b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator+(__CIRCLE_RS_C __a, __CIRCLE_RS_R __b) {
  return __CIRCLE_RS_C(__a.__re + __b, __a.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator+(__CIRCLE_RS_R __a, __CIRCLE_RS_C __b) {
  return __CIRCLE_RS_C(__a + __b.__re, __b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator-(__CIRCLE_RS_C __a, __CIRCLE_RS_C __b) {
  return __CIRCLE_RS_C(__a.__re - __b.__re, __a.__im - __b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator-(__CIRCLE_RS_C __a, __CIRCLE_RS_R __b) {
  return __CIRCLE_RS_C(__a.__re - __b, __a.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator-(__CIRCLE_RS_R __a, __CIRCLE_RS_C __b) {
  return __CIRCLE_RS_C(__a - __b.__re, -__b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator*(__CIRCLE_RS_C __a, __CIRCLE_RS_C __b) {
  return __circle_rs_complex_mul(__a.__re, __a.__im, __b.__re, __b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator*(__CIRCLE_RS_C __a, __CIRCLE_RS_R __b) {
  return __CIRCLE_RS_C(__a.__re * __b, __a.__im * __b);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator*(__CIRCLE_RS_R __a, __CIRCLE_RS_C __b) {
  return __CIRCLE_RS_C(__a * __b.__re, __a * __b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator/(__CIRCLE_RS_C __a, __CIRCLE_RS_C __b) {
  return __circle_rs_complex_div(__a.__re, __a.__im, __b.__re, __b.__im);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator/(__CIRCLE_RS_C __a, __CIRCLE_RS_R __b) {
  return __CIRCLE_RS_C(__a.__re / __b, __a.__im / __b);
}
template <typename _Tp> constexpr __CIRCLE_RS_C operator/(__CIRCLE_RS_R __a, __CIRCLE_RS_C __b) {
  return __circle_rs_complex_div(__a, _Tp(), __b.__re, __b.__im);
}
template <typename _Tp> constexpr bool operator==(__CIRCLE_RS_C __a, __CIRCLE_RS_C __b) {
  return __a.__re == __b.__re && __a.__im == __b.__im;
}
template <typename _Tp> constexpr bool operator==(__CIRCLE_RS_C __a, __CIRCLE_RS_R __b) {
  return __a.__re == __b && __a.__im == _Tp();
}
template <typename _Tp> constexpr bool operator==(__CIRCLE_RS_R __a, __CIRCLE_RS_C __b) {
  return __a == __b.__re && _Tp() == __b.__im;
}
template <typename _Tp> constexpr bool operator!=(__CIRCLE_RS_C __a, __CIRCLE_RS_C __b) {
  return !(__a == __b);
}
template <typename _Tp> constexpr bool operator!=(__CIRCLE_RS_C __a, __CIRCLE_RS_R __b) {
  return !(__a == __b);
}
template <typename _Tp> constexpr bool operator!=(__CIRCLE_RS_R __a, __CIRCLE_RS_C __b) {
  return !(__a == __b);
}
#undef __CIRCLE_RS_C
#undef __CIRCLE_RS_R

// The C library's complex functions (the `__builtin_c*` forms libstdc++'s
// <complex> calls), for float, double and long double.
#define __CIRCLE_RS_COMPLEX_FNS(T, S)                                                          \
  inline T __builtin_cabs##S(__circle_rs_complex<T> __z) { return __builtin_hypot##S(__z.__re, __z.__im); } \
  inline T __builtin_carg##S(__circle_rs_complex<T> __z) { return __builtin_atan2##S(__z.__im, __z.__re); } \
  inline T __builtin_creal##S(__circle_rs_complex<T> __z) { return __z.__re; }                    \
  inline T __builtin_cimag##S(__circle_rs_complex<T> __z) { return __z.__im; }                    \
  inline __circle_rs_complex<T> __builtin_conj##S(__circle_rs_complex<T> __z) { return ~__z; }    \
  inline __circle_rs_complex<T> __builtin_cexp##S(__circle_rs_complex<T> __z) {                   \
    T __e = __builtin_exp##S(__z.__re);                                                                     \
    return __circle_rs_complex<T>(__e * __builtin_cos##S(__z.__im), __e * __builtin_sin##S(__z.__im));                \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_clog##S(__circle_rs_complex<T> __z) {                   \
    return __circle_rs_complex<T>(__builtin_log##S(__builtin_hypot##S(__z.__re, __z.__im)),                            \
                                  __builtin_atan2##S(__z.__im, __z.__re));                                  \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_csqrt##S(__circle_rs_complex<T> __z) {                  \
    T __x = __z.__re, __y = __z.__im;                                                             \
    if (__x == ((T)0) && __y == ((T)0))                                                               \
      return __circle_rs_complex<T>(((T)0), __y);                                                   \
    T __t = __builtin_sqrt##S((__builtin_fabs##S(__x) + __builtin_hypot##S(__x, __y)) / ((T)2));                                   \
    if (__x >= ((T)0))                                                                              \
      return __circle_rs_complex<T>(__t, __y / (((T)2) * __t));                                     \
    return __circle_rs_complex<T>(__builtin_fabs##S(__y) / (((T)2) * __t), __builtin_copysign##S(__t, __y));            \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_csin##S(__circle_rs_complex<T> __z) {                   \
    return __circle_rs_complex<T>(__builtin_sin##S(__z.__re) * __builtin_cosh##S(__z.__im),                            \
                                  __builtin_cos##S(__z.__re) * __builtin_sinh##S(__z.__im));                          \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_ccos##S(__circle_rs_complex<T> __z) {                   \
    return __circle_rs_complex<T>(__builtin_cos##S(__z.__re) * __builtin_cosh##S(__z.__im),                            \
                                  -(__builtin_sin##S(__z.__re) * __builtin_sinh##S(__z.__im)));                       \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_ctan##S(__circle_rs_complex<T> __z) {                   \
    return __builtin_csin##S(__z) / __builtin_ccos##S(__z);                                       \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_csinh##S(__circle_rs_complex<T> __z) {                  \
    return __circle_rs_complex<T>(__builtin_sinh##S(__z.__re) * __builtin_cos##S(__z.__im),                            \
                                  __builtin_cosh##S(__z.__re) * __builtin_sin##S(__z.__im));                          \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_ccosh##S(__circle_rs_complex<T> __z) {                  \
    return __circle_rs_complex<T>(__builtin_cosh##S(__z.__re) * __builtin_cos##S(__z.__im),                           \
                                  __builtin_sinh##S(__z.__re) * __builtin_sin##S(__z.__im));                          \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_ctanh##S(__circle_rs_complex<T> __z) {                  \
    return __builtin_csinh##S(__z) / __builtin_ccosh##S(__z);                                     \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_casinh##S(__circle_rs_complex<T> __z) {                 \
    return __builtin_clog##S(__z + __builtin_csqrt##S(__z * __z + (T)1));                         \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_cacosh##S(__circle_rs_complex<T> __z) {                 \
    return __builtin_clog##S(__z + __builtin_csqrt##S(__z + (T)1) * __builtin_csqrt##S(__z - (T)1)); \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_catanh##S(__circle_rs_complex<T> __z) {                 \
    return (__builtin_clog##S((T)1 + __z) - __builtin_clog##S((T)1 - __z)) / (T)2;                \
  }                                                                                               \
  /* asin z = -i asinh(i z), atan z = -i atanh(i z), acos z = pi/2 - asin z. */                   \
  inline __circle_rs_complex<T> __builtin_casin##S(__circle_rs_complex<T> __z) {                  \
    __circle_rs_complex<T> __h = __builtin_casinh##S(__circle_rs_complex<T>(-__z.__im, __z.__re)); \
    return __circle_rs_complex<T>(__h.__im, -__h.__re);                                           \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_catan##S(__circle_rs_complex<T> __z) {                  \
    __circle_rs_complex<T> __h = __builtin_catanh##S(__circle_rs_complex<T>(-__z.__im, __z.__re)); \
    return __circle_rs_complex<T>(__h.__im, -__h.__re);                                           \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_cacos##S(__circle_rs_complex<T> __z) {                  \
    __circle_rs_complex<T> __a = __builtin_casin##S(__z);                                         \
    return __circle_rs_complex<T>((T)1.57079632679489661923132169163975144L - __a.__re, -__a.__im); \
  }                                                                                               \
  /* An infinite part projects onto the Riemann sphere's point at infinity. */                   \
  inline __circle_rs_complex<T> __builtin_cproj##S(__circle_rs_complex<T> __z) {                  \
    if (__circle_rs_isinf(__z.__re) || __circle_rs_isinf(__z.__im))                               \
      return __circle_rs_complex<T>((T)__builtin_huge_val(), __builtin_copysign##S((T)0, __z.__im)); \
    return __z;                                                                                   \
  }                                                                                               \
  inline __circle_rs_complex<T> __builtin_cpow##S(__circle_rs_complex<T> __x,                     \
                                                  __circle_rs_complex<T> __y) {                   \
    if (__x.__re == ((T)0) && __x.__im == ((T)0))                                                     \
      return __circle_rs_complex<T>();                                                            \
    return __builtin_cexp##S(__y * __builtin_clog##S(__x));                                       \
  }

__CIRCLE_RS_COMPLEX_FNS(double, )
__CIRCLE_RS_COMPLEX_FNS(float, f)
__CIRCLE_RS_COMPLEX_FNS(long double, l)
#undef __CIRCLE_RS_COMPLEX_FNS

#endif
#endif
