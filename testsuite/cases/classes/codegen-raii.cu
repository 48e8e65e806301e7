// An RAII guard in a kernel and in the functions it calls: destructors run
// at the end of each scope and on every jump out of it (return, break,
// continue, goto), innermost scope first and in reverse order of
// construction; each trace digit is a constructor or destructor call. The
// kernel folds to clang's constants at -O2 on both vendors.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-raii.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-raii.gfx1100.ll
// RUN: %circle-rs validate %t

// An RAII guard in a kernel: destructors run at the end of scope and on
// every jump out (break, continue, return, goto), innermost first.
struct trace_t {
  int* log;
  int id;
  trace_t(int* log, int id) : log(log), id(id) { *log = *log * 10 + id; }
  ~trace_t() { *log = *log * 10 + id; }
};

struct lock_guard_t {
  unsigned* word;
  explicit lock_guard_t(unsigned* w) : word(w) { *word |= 1u; }
  ~lock_guard_t() { *word &= ~1u; }
};

int early(int* log, bool leave) {
  trace_t a(log, 1);
  if (leave) {
    trace_t b(log, 2);
    return 7;
  }
  trace_t c(log, 3);
  return 8;
}

int loops(int* log) {
  int n = 0;
  for (int i = 0; i < 4; ++i) {
    trace_t t(log, 4);
    if (i == 1) continue;
    if (i == 2) break;
    ++n;
  }
  {
    trace_t g(log, 5);
    if (n == 1) goto done;
    n = 100;
  }
done:
  return n;
}

__global__ void k(int* out, unsigned* flags) {
  int log = 0;
  int r = early(&log, true);        // log: 1 2 2 1   -> 1221
  out[0] = log * 10 + r;            // 12217
  log = 0;
  r = early(&log, false);           // 1 3 3 1 -> 1331
  out[1] = log * 10 + r;            // 13318
  log = 0;
  r = loops(&log);                  // 44 44 44 55 -> 44444455, n = 1
  out[2] = log * 10 + r;            // 444444551
  unsigned word = 6;
  {
    lock_guard_t g(&word);
    flags[threadIdx.x] = word;      // 7
  }
  flags[threadIdx.x + 1] = word;    // 6
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPiPj(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 12217, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 13318, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 444444551, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 7, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 6, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
