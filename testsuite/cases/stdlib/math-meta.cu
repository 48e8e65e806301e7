// <math.h> at compile time: @meta runs the program, whose math functions
// run natively (the host C library's own), so it prints what g++-12 and
// clang++-19 builds of the same program print (the CHECK lines are g++-12
// -O0's output: `g++-12 -x c++ math-meta.cu -lm && ./a.out`;
// math-meta-vs-clang.cu compares with clang's live). The results are shown
// with 17 (double) and 9 (float) significant digits: bit for bit.
// RUN: %circle-rs %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -fsyntax-only | %FileCheck %s
#include <math.h>
#include <stdio.h>

static const double xs[] = {0.75, 2.5, -1.25, 10.0};

int main() {
  for (int i = 0; i < 4; ++i) {
    double x = xs[i], y = xs[(i + 1) % 4];
    float xf = (float)x, yf = (float)y;
    printf("x=%g\n", x);
    printf(" sqrt %.17g %.9g cbrt %.17g %.9g\n", sqrt(fabs(x)), sqrtf(fabsf(xf)), cbrt(x), cbrtf(xf));
    printf(" exp %.17g %.9g exp2 %.17g %.9g expm1 %.17g %.9g\n", exp(x), expf(xf), exp2(x), exp2f(xf), expm1(x), expm1f(xf));
    printf(" log %.17g %.9g log2 %.17g %.9g log10 %.17g %.9g log1p %.17g %.9g logb %g %g\n",
           log(fabs(x)), logf(fabsf(xf)), log2(fabs(x)), log2f(fabsf(xf)), log10(fabs(x)), log10f(fabsf(xf)),
           log1p(fabs(x)), log1pf(fabsf(xf)), logb(x), logbf(xf));
    printf(" sin %.17g %.9g cos %.17g %.9g tan %.17g %.9g\n", sin(x), sinf(xf), cos(x), cosf(xf), tan(x), tanf(xf));
    printf(" asin %.17g %.9g acos %.17g %.9g atan %.17g %.9g atan2 %.17g %.9g\n", asin(x / 16), asinf(xf / 16),
           acos(x / 16), acosf(xf / 16), atan(x), atanf(xf), atan2(x, y), atan2f(xf, yf));
    printf(" sinh %.17g %.9g cosh %.17g %.9g tanh %.17g %.9g\n", sinh(x), sinhf(xf), cosh(x), coshf(xf), tanh(x), tanhf(xf));
    printf(" asinh %.17g %.9g acosh %.17g %.9g atanh %.17g %.9g\n", asinh(x), asinhf(xf), acosh(fabs(x) + 1),
           acoshf(fabsf(xf) + 1), atanh(x / 16), atanhf(xf / 16));
    printf(" erf %.17g %.9g erfc %.17g %.9g tgamma %.17g %.9g lgamma %.17g %.9g\n", erf(x), erff(xf), erfc(x), erfcf(xf),
           tgamma(x), tgammaf(xf), lgamma(x), lgammaf(xf));
    printf(" j0 %.17g %.9g j1 %.17g %.9g y0 %.17g %.9g jn %.17g %.9g\n", j0(x), j0f(xf), j1(x), j1f(xf),
           y0(fabs(x)), y0f(fabsf(xf)), jn(3, x), jnf(3, xf));
    printf(" pow %.17g %.9g fmod %.17g %.9g remainder %.17g %.9g hypot %.17g %.9g fdim %g %g\n", pow(fabs(x), y),
           powf(fabsf(xf), yf), fmod(x, y), fmodf(xf, yf), remainder(x, y), remainderf(xf, yf), hypot(x, y),
           hypotf(xf, yf), fdim(x, y), fdimf(xf, yf));
    printf(" floor %g %g ceil %g %g trunc %g %g round %g %g rint %g %g nearbyint %g %g\n", floor(x), floorf(xf),
           ceil(x), ceilf(xf), trunc(x), truncf(xf), round(x), roundf(xf), rint(x), rintf(xf), nearbyint(x), nearbyintf(xf));
    printf(" lround %ld llround %lld lrint %ld llrint %lld ilogb %d %d\n", lround(x), llroundf(xf), lrint(x), llrintf(xf),
           ilogb(x), ilogbf(xf));
    printf(" fmin %g fmax %g copysign %g fma %.17g %.9g nextafter %.17g %.9g\n", fmin(x, y), fmaxf(xf, yf),
           copysign(x, -y), fma(x, y, 0.1), fmaf(xf, yf, 0.1f), nextafter(x, y), nextafterf(xf, yf));
    int e = 0, q = 0;
    double ip = 0;
    float ipf = 0;
    double m = frexp(x, &e);
    printf(" frexp %g %d", m, e);
    m = frexpf(xf, &e);
    printf(" %g %d", m, e);
    printf(" ldexp %g %g scalbn %g %g", ldexp(x, 3), ldexpf(xf, -2), scalbn(x, 4), scalbnf(xf, 1));
    m = modf(x, &ip);
    printf(" modf %g %g", m, ip);
    m = modff(xf, &ipf);
    printf(" %g %g", m, ipf);
    m = remquo(x, 0.5, &q);
    printf(" remquo %g %d", m, q);
    m = remquof(xf, 0.75f, &q);
    printf(" %g %d\n", m, q);
    printf(" long double %.17g %.17g\n", (double)sqrtl(fabsl(x)), (double)powl(2.0L, x));
  }
  return 0;
}
#ifdef __circle_rs__
@meta main();
#endif
// CHECK: x=0.75
// CHECK-NEXT: sqrt 0.8660254037844386 0.866025388 cbrt 0.90856029641606972 0.908560276
// CHECK-NEXT: exp 2.1170000166126748 2.1170001 exp2 1.681792830507429 1.68179286 expm1 1.1170000166126748 1.11699998
// CHECK-NEXT: log -0.2876820724517809 -0.287682086 log2 -0.41503749927884381 -0.415037513 log10 -0.12493873660829993 -0.124938749 log1p 0.55961578793542266 0.559615791 logb -1 -1
// CHECK-NEXT: sin 0.68163876002333412 0.681638777 cos 0.7316888688738209 0.731688857 tan 0.93159645994407247 0.931596458
// CHECK-NEXT: asin 0.046892183133281869 0.0468921848 acos 1.5239041436616148 1.52390409 atan 0.64350110879328437 0.643501103 atan2 0.2914567944778671 0.291456819
// CHECK-NEXT: sinh 0.82231673193582999 0.822316706 cosh 1.2946832846768448 1.29468334 tanh 0.6351489523872873 0.635148942
// CHECK-NEXT: asinh 0.69314718055994529 0.693147182 acosh 1.1588103604299469 1.15881038 atanh 0.046909377608827407 0.046909377
// CHECK-NEXT: erf 0.71115563365351508 0.711155653 erfc 0.28884436634648486 0.288844377 tgamma 1.2254167024651776 1.22541666 lgamma 0.20328095143129535 0.203280956
// CHECK-NEXT: j0 0.86424227516664864 0.864242315 j1 0.34924360217486217 0.349243611 y0 -0.13717276938577239 -0.137172773 jn 0.0084843834232741101 0.00848438405
// CHECK-NEXT: pow 0.48713928962874675 0.487139285 fmod 0.75 0.75 remainder 0.75 0.75 hypot 2.6100766272276377 2.61007667 fdim 0 0
// CHECK-NEXT: floor 0 0 ceil 1 1 trunc 0 0 round 1 1 rint 1 1 nearbyint 1 1
// CHECK-NEXT: lround 1 llround 1 lrint 1 llrint 1 ilogb -1 -1
// CHECK-NEXT: fmin 0.75 fmax 2.5 copysign -0.75 fma 1.9750000000000001 1.97500002 nextafter 0.75000000000000011 0.75000006
// CHECK-NEXT: frexp 0.75 0 0.75 0 ldexp 6 0.1875 scalbn 12 1.5 modf 0.75 0 0.75 0 remquo -0.25 2 0 1
// CHECK-NEXT: long double 0.8660254037844386 1.681792830507429
// CHECK-NEXT: x=2.5
// CHECK-NEXT: sqrt 1.5811388300841898 1.58113885 cbrt 1.3572088082974532 1.35720885
// CHECK-NEXT: exp 12.182493960703473 12.1824942 exp2 5.6568542494923806 5.65685415 expm1 11.182493960703473 11.1824942
// CHECK-NEXT: log 0.91629073187415511 0.91629076 log2 1.3219280948873624 1.32192814 log10 0.3979400086720376 0.39794001 log1p 1.2527629684953681 1.25276303 logb 1 1
// CHECK-NEXT: sin 0.59847214410395655 0.598472118 cos -0.8011436155469337 -0.801143587 tan -0.74702229723866032 -0.747022331
// CHECK-NEXT: asin 0.15689287102046121 0.156892866 acos 1.4139034557744354 1.41390347 atan 1.1902899496825317 1.19028997 atan2 2.0344439357957027 2.03444386
// CHECK-NEXT: sinh 6.0502044810397875 6.05020475 cosh 6.1322894796636858 6.13228941 tanh 0.98661429815143031 0.986614287
// CHECK-NEXT: asinh 1.6472311463710958 1.64723122 acosh 1.9248473002384139 1.92484736 atanh 0.15754052331994767 0.157540515
// CHECK-NEXT: erf 0.99959304798255499 0.999593019 erfc 0.00040695201744495892 0.000406952022 tgamma 1.329340388179137 1.32934058 lgamma 0.28468287047291918 0.28468287
// CHECK-NEXT: j0 -0.048383776468197991 -0.0483837798 j1 0.49709410246427405 0.497094154 y0 0.49807035961523183 0.498070359 jn 0.21660039103911355 0.216600403
// CHECK-NEXT: pow 0.31810829150682024 0.31810829 fmod 0 0 remainder 0 0 hypot 2.7950849718747373 2.79508495 fdim 3.75 3.75
// CHECK-NEXT: floor 2 2 ceil 3 3 trunc 2 2 round 3 3 rint 2 2 nearbyint 2 2
// CHECK-NEXT: lround 3 llround 3 lrint 2 llrint 2 ilogb 1 1
// CHECK-NEXT: fmin -1.25 fmax 2.5 copysign 2.5 fma -3.0249999999999999 -3.0250001 nextafter 2.4999999999999996 2.49999976
// CHECK-NEXT: frexp 0.625 2 0.625 2 ldexp 20 0.625 scalbn 40 5 modf 0.5 2 0.5 2 remquo 0 5 0.25 3
// CHECK-NEXT: long double 1.5811388300841898 5.6568542494923806
// CHECK-NEXT: x=-1.25
// CHECK-NEXT: sqrt 1.1180339887498949 1.11803401 cbrt -1.0772173450159417 -1.07721734
// CHECK-NEXT: exp 0.28650479686019009 0.286504805 exp2 0.42044820762685725 0.420448214 expm1 -0.71349520313980985 -0.713495195
// CHECK-NEXT: log 0.22314355131420976 0.223143548 log2 0.32192809488736235 0.321928084 log10 0.09691001300805642 0.0969100147 log1p 0.81093021621632877 0.810930192 logb 0 0
// CHECK-NEXT: sin -0.9489846193555862 -0.948984623 cos 0.31532236239526867 0.315322369 tan -3.0095696738628313 -3.00956964
// CHECK-NEXT: asin -0.078204691934754281 -0.0782046914 acos 1.6490010187296509 1.649001 atan -0.89605538457134393 -0.8960554 atan2 -0.12435499454676144 -0.124354996
// CHECK-NEXT: sinh -1.6019190803008256 -1.60191917 cosh 1.8884238771610158 1.8884238 tanh -0.84828363995751288 -0.848283648
// CHECK-NEXT: asinh -1.0475930126492587 -1.047593 acosh 1.4505745138225801 1.45057452 atanh -0.078284530345769959 -0.0782845318
// CHECK-NEXT: erf -0.92290012825645817 -0.92290014 erfc 1.9229001282564582 1.92290008 tgamma 3.9213334478885691 3.92133379 lgamma 1.3664317612369761 1.36643183
// CHECK-NEXT: j0 0.64590608527128524 0.645906091 j1 -0.51062326031988048 -0.510623217 y0 0.25821685159454083 0.258216858 jn -0.036868359649794673 -0.0368683599
// CHECK-NEXT: pow 9.3132257461547852 9.31322575 fmod -1.25 -1.25 remainder -1.25 -1.25 hypot 10.077822185373186 10.0778217 fdim 0 0
// CHECK-NEXT: floor -2 -2 ceil -1 -1 trunc -1 -1 round -1 -1 rint -1 -1 nearbyint -1 -1
// CHECK-NEXT: lround -1 llround -1 lrint -1 llrint -1 ilogb 0 0
// CHECK-NEXT: fmin -1.25 fmax 10 copysign -1.25 fma -12.4 -12.3999996 nextafter -1.2499999999999998 -1.24999988
// CHECK-NEXT: frexp -0.625 1 -0.625 1 ldexp -10 -0.3125 scalbn -20 -2.5 modf -0.25 -1 -0.25 -1 remquo -0.25 -2 0.25 -2
// CHECK-NEXT: long double 1.1180339887498949 0.42044820762685725
// CHECK-NEXT: x=10
// CHECK-NEXT: sqrt 3.1622776601683795 3.1622777 cbrt 2.1544346900318834 2.15443468
// CHECK-NEXT: exp 22026.465794806718 22026.4648 exp2 1024 1024 expm1 22025.465794806718 22025.4648
// CHECK-NEXT: log 2.3025850929940459 2.30258512 log2 3.3219280948873622 3.32192802 log10 1 1 log1p 2.3978952727983707 2.39789534 logb 3 3
// CHECK-NEXT: sin -0.54402111088936977 -0.54402113 cos -0.83907152907645244 -0.839071512 tan 0.64836082745908663 0.648360848
// CHECK-NEXT: asin 0.67513153293703165 0.675131559 acos 0.89566479385786502 0.895664811 atan 1.4711276743037347 1.47112763 atan2 1.4959364790841299 1.49593651
// CHECK-NEXT: sinh 11013.232874703393 11013.2324 cosh 11013.232920103324 11013.2324 tanh 0.99999999587769273 1
// CHECK-NEXT: asinh 2.9982229502979698 2.99822283 acosh 3.0889699048446029 3.08896995 atanh 0.73316853439671359 0.733168542
// CHECK-NEXT: erf 1 1 erfc 2.0884875837625449e-45 2.80259693e-45 tgamma 362880 362880.031 lgamma 12.801827480081471 12.8018274
// CHECK-NEXT: j0 -0.24593576445134829 -0.245935783 j1 0.043472746168861438 0.043472752 y0 0.055671167283599395 0.0556711704 jn 0.058379379305186795 0.0583793782
// CHECK-NEXT: pow 5.6234132519034912 5.62341309 fmod 0.25 0.25 remainder 0.25 0.25 hypot 10.02808556006579 10.0280857 fdim 9.25 9.25
// CHECK-NEXT: floor 10 10 ceil 10 10 trunc 10 10 round 10 10 rint 10 10 nearbyint 10 10
// CHECK-NEXT: lround 10 llround 10 lrint 10 llrint 10 ilogb 3 3
// CHECK-NEXT: fmin 0.75 fmax 10 copysign -10 fma 7.5999999999999996 7.5999999 nextafter 9.9999999999999982 9.99999905
// CHECK-NEXT: frexp 0.625 4 0.625 4 ldexp 80 2.5 scalbn 160 20 modf 0 10 0 10 remquo 0 4 0.25 5
// CHECK-NEXT: long double 3.1622776601683795 1024
