// Itanium mangling of function template specializations: the signature is
// the template's, a template parameter standing for itself (T_, T0_, with
// substitutions S_...), parameter packs as Dp, dependent member types
// (N T_ 4type E), class template-ids with parameter arguments, array
// bounds that are parameters (A T_ _), template names substituted when
// repeated; member templates of classes and class template instances.
// The names are clang++-19's for the same CUDA device code.
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --input-file %t/mangling.sm_70.ll
template<class T> __device__ T twice(T x) { return x + x; }
template<class T, class U> __device__ void pairf(T, U, T*, const U&) {}
template<class... Ts> __device__ void packf(Ts... xs) {}
template<class T> struct S { T v; };
template<class T> __device__ void takes(S<T>, S<int>, T (&)[3]) {}
template<int N> __device__ void ints(S<int>, int (*)[N]) {}
template<class T> __device__ typename T::type member(T) { return 0; }
struct HasT { typedef int type; };
namespace ns { template<class T> struct Box {}; template<class T> __device__ void inns(Box<T>&&, T) {} }
template<class W> struct Deep { };
template<class T> __device__ void deep(Deep<Deep<T>>, Deep<Deep<T>>) {}
__global__ void kernel(int* p) {
  *p = twice(1) + (int)twice(2.5f); pairf(1, 'c', (int*)0, 'd'); packf(1, 2.0f, 'x'); packf();
  char a[3]; takes(S<char>(), S<int>(), a); int b[4]; ints<4>(S<int>(), &b);
  member(HasT()); ns::inns(ns::Box<long>(), 3L); deep(Deep<Deep<int>>(), Deep<Deep<int>>());
}
struct C { template<class U> __device__ void m(U, int) const {} };
template<class T> struct A { template<class U> __device__ T f(T, U*) { return T(); } };
__global__ void kernel2() { C c; c.m(1.5f, 2); A<int> a; a.f(1, (char*)0); }

// CHECK-DAG: @_Z4deepIiEv4DeepIS0_IT_EES3_
// CHECK-DAG: @_Z4intsILi4EEv1SIiEPAT__i
// CHECK-DAG: @_Z5packfIJEEvDpT_
// CHECK-DAG: @_Z5packfIJifcEEvDpT_
// CHECK-DAG: @_Z5pairfIicEvT_T0_PS0_RKS1_
// CHECK-DAG: @_Z5takesIcEv1SIT_ES0_IiERA3_S1_
// CHECK-DAG: @_Z5twiceIfET_S0_
// CHECK-DAG: @_Z5twiceIiET_S0_
// CHECK-DAG: @_Z6kernelPi
// CHECK-DAG: @_Z6memberI4HasTENT_4typeES1_
// CHECK-DAG: @_Z7kernel2v
// CHECK-DAG: @_ZN1AIiE1fIcEEiiPT_
// CHECK-DAG: @_ZN2ns4innsIlEEvONS_3BoxIT_EES2_
// CHECK-DAG: @_ZNK1C1mIfEEvT_i
