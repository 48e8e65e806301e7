// Compiled by g++: the other side of complex-abi.cu's calls, with GCC's own
// complex types.
extern "C" __complex__ double peer_scale(__complex__ double z, double k) { return z * k; }
extern "C" _Complex float peer_mul(_Complex float a, _Complex float b) { return a * b; }
extern "C" __complex__ double back_twice(__complex__ double);
extern "C" _Complex float back_conj(_Complex float);
extern "C" double peer_calls_back() {
  __complex__ double z = {1.0, -3.0};
  __complex__ double t = back_twice(z);
  _Complex float f = {2.0f, 5.0f};
  _Complex float c = back_conj(f);
  return __real__ t * 1000 + __imag__ t * 100 + __real__ c * 10 + __imag__ c;
}
// The C++ name mangles the element type after C: _Z7cpp_addCdS_.
__complex__ double cpp_add(__complex__ double a, __complex__ double b) { return a + b; }
// _Complex long double: class COMPLEX_X87, returned in %st0/%st1, passed
// in memory.
_Complex long double peer_cld(_Complex long double z, long double k) { return z * k; }
_Complex long double back_cld(_Complex long double);
long double peer_calls_cld() {
  _Complex long double z = {1.25L, -0.5L};
  _Complex long double r = back_cld(z);
  return __real__ r * 100 + __imag__ r;
}
