// Every FileCheck directive kind, matching.
// RUN: printf '%%s\n' 'define i32 @f(i32 %%a) {' '  %%1 = add i32 %%a, 1' '  ret i32 %%1' '}' '' \
// RUN:   'define void @g() {' '  store 2 b' '  store 1 a' '  call  @f(i32 7)   done' '' '  ret void' '  ret void' '}' > %t
// RUN: %FileCheck %s --input-file %t
// RUN: cat %t | %FileCheck %s --check-prefix=OTHER
// RUN: %FileCheck %s --input-file=%t --check-prefixes=OTHER,CHECK
// CHECK-LABEL: define i32 @f(
// CHECK-NEXT: [[V:%[0-9]+]] = add i32 %a, 1
// CHECK-NOT: store
// CHECK: ret i32 [[V]]
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: define void @g()
// CHECK-DAG: store 1 a
// CHECK-DAG: store 2 b
// CHECK: call @f(i32 {{[0-9]+}})
// CHECK-SAME: done
// CHECK-EMPTY:
// CHECK-COUNT-2: ret void
// OTHER: }
