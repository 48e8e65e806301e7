// -ferror-limit=N (default 20, 0 for none) stops printing errors as clang
// does, so a flood of errors stays readable.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// RUN: %not %circle-rs -fsyntax-only -ferror-limit=3 %s 2>&1 | %FileCheck %s --check-prefix=THREE
// RUN: %not %circle-rs -fsyntax-only -ferror-limit=0 %s 2>&1 | %FileCheck %s --check-prefix=ALL
// CHECK-COUNT-20: error: use of undeclared identifier
// CHECK-NOT: undeclared
// CHECK: circle-rs: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// CHECK-NEXT: 20 errors generated.
// THREE-COUNT-3: error: use of undeclared identifier
// THREE-NOT: undeclared
// THREE: fatal error: too many errors emitted
// THREE-NEXT: 3 errors generated.
// ALL-COUNT-25: error: use of undeclared identifier
// ALL-NOT: too many errors
// ALL: 25 errors generated.
int v1 = u1;
int v2 = u2;
int v3 = u3;
int v4 = u4;
int v5 = u5;
int v6 = u6;
int v7 = u7;
int v8 = u8;
int v9 = u9;
int v10 = u10;
int v11 = u11;
int v12 = u12;
int v13 = u13;
int v14 = u14;
int v15 = u15;
int v16 = u16;
int v17 = u17;
int v18 = u18;
int v19 = u19;
int v20 = u20;
int v21 = u21;
int v22 = u22;
int v23 = u23;
int v24 = u24;
int v25 = u25;
