// A handler's parameter is initialized by the exception object: `catch
// (const E& e)` is no reference without an initializer. A throw reached
// from a kernel is a host-only construct reported with the call chain; in
// compile-time code, an exception that is thrown is an error.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --check-prefix=META
// META: 3
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t -DDEVICE 2>&1 | %FileCheck %s --check-prefix=DEV
// DEV: catch-parameters.cu:18:16: error: a throw-expression is not allowed in device code [sm_70]
// DEV: note: called from 'k'
// RUN: %not %circle-rs %s -fsyntax-only -DTHROW 2>&1 | %FileCheck %s --check-prefix=THROW
// THROW: catch-parameters.cu:18:16: error: exception thrown during compile-time evaluation
// RUN: %not %circle-rs %s -fsyntax-only -DINCOMPLETE 2>&1 | %FileCheck %s --check-prefix=INC
// INC: catch-parameters.cu:28:{{[0-9]+}}: error: {{.*}}incomplete type
#include <cstdio>
struct E { int v; };
int f(int x) {
  try {
    if (x > 5) throw E{x};
    return x;
  } catch (const E& e) {
    return -e.v;
  } catch (E*) {
    return 0;
  } catch (...) {
    throw;
  }
#ifdef INCOMPLETE
  try { } catch (struct Incomplete i) { }
#endif
}
#ifdef DEVICE
__global__ void k(int* o) { o[0] = f(o[1]); }
#endif
@meta printf("%d\n", f(3));
#ifdef THROW
@meta int t = f(9);
#endif
int main() { return f(1); }
