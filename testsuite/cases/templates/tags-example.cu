// ../shared/examples/dispatch/tags.cu: its program (run here at compile time
// with '@meta main();', until host executables exist) prints what its header
// says, and with -DBAD the call is rejected with one note per candidate.
// RUN: printf '#include "%S/../../../../shared/examples/dispatch/tags.cu"\n@meta main();\n' > %t.cu
// RUN: %circle-rs -fsyntax-only %t.cu | %FileCheck %s --match-full-lines
// CHECK: sm_30
// CHECK-NEXT: sm_30
// CHECK-NEXT: sm_52
// CHECK-NEXT: sm_52
// RUN: %not %circle-rs -fsyntax-only -DBAD %S/../../../../shared/examples/dispatch/tags.cu 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: tags.cu:42:3: error: no matching function for call to 'func'
// BAD: tags.cu:36:6: note: candidate function not viable: no known conversion from 'const sm_t<20>' to 'sm_t<30>' for 2nd argument
// BAD: tags.cu:37:6: note: candidate function not viable: no known conversion from 'const sm_t<20>' to 'sm_t<52>' for 2nd argument
// BAD: 1 error generated.
