// The project's SAXPY (examples/saxpy.cu): `@meta for` unrolls, `if codegen`
// picks the factor per architecture, and the front end runs once for five
// targets, so its `@meta printf` prints exactly once.
// RUN: %circle-rs %S/../../../examples/saxpy.cu -sm_52 -sm_70 -sm_90 -gfx1100 -gfx90a \
// RUN:   --emit=ptx,amdgcn,llvm-ir -o %t > %t.stdout
// RUN: test "$(cat %t.stdout)" = "saxpy: unrolling by 2, 4 or 8 per architecture"
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/saxpy.sm_52.ptx
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/saxpy.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/saxpy.sm_90.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/saxpy.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/saxpy.gfx90a.ll
// RUN: ls %t/saxpy.gfx1100.hsaco %t/saxpy.gfx90a.hsaco
// RUN: %circle-rs validate %t
//
// SM52: .entry {{.*}}saxpy
// SM52-COUNT-2: st.global.f32
// SM52-NOT: st.global
// SM70: .entry {{.*}}saxpy
// SM70-COUNT-4: st.global.f32
// SM70-NOT: st.global
// AMD: define {{.*}}amdgpu_kernel void @{{.*}}saxpy
// AMD-COUNT-8: store float
// AMD-NOT: store float
