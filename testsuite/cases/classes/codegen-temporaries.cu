// Temporaries with destructors in device code: destroyed at the end of
// their full-expression in reverse order of construction; only when their
// construction was reached (an arm of ?: or the right operand of &&: a flag
// records it); at the end of the block when bound to a reference; a by-value
// parameter of a class with a non-trivial copy constructor is a temporary
// the caller owns, and a class returned by value that is not trivially
// copyable is constructed in the caller's slot (sret). Each trace digit is a
// constructor or destructor call; the kernel folds to what clang computes.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-temporaries.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-temporaries.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/codegen-temporaries.sm_70.ll

// Temporaries with destructors: destroyed at the end of the full-expression
// in reverse order of construction, only when their construction was
// reached (one arm of ?: or the right of &&), or at the end of the block
// when bound to a reference (lifetime extension).
struct rec_t {
  int* log;
  int id;
  rec_t(int* log, int id) : log(log), id(id) { *log = *log * 10 + id; }
  rec_t(const rec_t& o) : log(o.log), id(o.id + 5) { *log = *log * 10 + id; }
  ~rec_t() { *log = *log * 10 + id; }
  int get() const { return id; }
  rec_t plus(int d) const { return rec_t(log, id + d); }
};

int sum(const rec_t& a, const rec_t& b) { return a.get() + b.get(); }
int take(rec_t r) { return r.get(); }

__global__ void k(int* out, int flag) {
  int log = 0;
  int s = sum(rec_t(&log, 1), rec_t(&log, 2));     // 1 2, then 2 1 destroyed
  out[0] = log * 10 + s;                           // 12213
  log = 0;
  int c = flag > 100 ? rec_t(&log, 3).get() : 4;   // 3 3 only if reached
  out[1] = log * 10 + c;                           // flag > 100 ? 333 : 4
  log = 0;
  bool b = c == 4 && rec_t(&log, 2).get() == 2;    // 2 2 only if reached
  out[2] = log * 10 + b;                           // flag > 100 ? 0 : 221
  log = 0;
  {
    const rec_t& r = rec_t(&log, 1);               // 1, lives to the block's end
    log = log * 10 + r.get();                      // 11
    out[3] = rec_t(&log, 3).plus(1).get();         // 3 4, 4 3 -> 113443; 4
  }                                                // 1 -> 1134431
  out[4] = log;
  log = 0;
  out[5] = take(rec_t(&log, 1));                   // 1 (1 destroyed after the call)
  out[6] = log;                                    // 11
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPii(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 12213, ptr {{(addrspace\(1\) )?}}%out
// CHECK: [[C:%[0-9]+]] = icmp slt i32 %flag, 101
// CHECK-NEXT: select i1 [[C]], i32 4, i32 333
// CHECK: select i1 [[C]], i32 220, i32 0
// CHECK: store i32 4, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 1134431, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 1, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 11, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void

// O0: %cleanup.isactive = alloca i1
// O0-NEXT: store i1 false, ptr %cleanup.isactive
// O0-LABEL: define linkonce_odr void @_ZNK5rec_t4plusEi(ptr sret(%struct.rec_t) %agg.result, ptr %this, i32 %d)
