// Nesting past clang's bracket depth (257 calls deep) gets clang's
// message at the 257th parenthesis (clang makes it fatal; circle-rs
// recovers at the next declaration), and the process ends cleanly.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
#define F2(x) f(f(x))
#define F8(x) F2(F2(F2(F2(x))))
#define F64(x) F8(F8(F8(F8(F8(F8(F8(F8(x))))))))
#define F256(x) F64(F64(F64(F64(x))))

int f(int x);
int too_deep = f(F256(0));
// CHECK-DAG: long-chains-errors.cu:[[@LINE-1]]:{{[0-9]+}}: error: bracket nesting level exceeded maximum of 256
int after = ;
// CHECK-DAG: long-chains-errors.cu:[[@LINE-1]]:13: error: expected expression
