// Options for other tools and for the reader: -Xptxas / --ptxas-options
// and -Xcompiler are accepted (values may start with '-', comma-separated
// lists are split) and -v lists them, with the input's language, the
// implicit runtime header, the targets and the phases (ptxas-options.cu
// shows where they go). -fdiagnostics-format=json is
// --diagnostics-format=json. -arch=all, all-major and native name sets;
// native without a GPU is a clear error. -g, -G and -lineinfo are
// debug-info.cu's.
// RUN: %circle-rs -v -fsyntax-only %s -sm_70 -gfx1100 -Xptxas -v --ptxas-options=-O3,-g -Xcompiler -fPIC -Xcompiler -Wall 2>&1 | %FileCheck %s --check-prefix=V
// V: input: {{.*}}flags-tools.cu (Cuda)
// V: implicit include: <{{cuda_runtime.h|__circle_rs_cuda_wrapper.h}}>
// V: target: sm_70 (nvptx64-nvidia-cuda, sm_70)
// V: target: gfx1100 (amdgcn-amd-amdhsa, gfx1100)
// V: phases: preprocess, parse, translate
// V: ptxas options: -v -O3 -g
// V: host compiler options (to the linking C++ driver): -fPIC -Wall
// V-NOT: warning
// RUN: %not %circle-rs -fsyntax-only %s -fdiagnostics-format=json -DBAD 2>&1 | %FileCheck %s --check-prefix=JSON
// JSON: {"code":"sema-undeclared"
// RUN: %not %circle-rs -fsyntax-only %s -Xptxas 2>&1 | %FileCheck %s --check-prefix=MISSING
// MISSING: error: a value is required for '--Xptxas <OPT>'
// RUN: %circle-rs %s -arch=all-major --emit=ptx -o %t/major && ls %t/major | %FileCheck %s --check-prefix=MAJOR
// MAJOR: flags-tools.sm_50.ptx
// MAJOR-NEXT: flags-tools.sm_60.ptx
// MAJOR-NEXT: flags-tools.sm_70.ptx
// MAJOR-NEXT: flags-tools.sm_80.ptx
// MAJOR-NEXT: flags-tools.sm_90.ptx
// RUN: %circle-rs -fsyntax-only %s -arch=all -v 2>&1 | %FileCheck %s --check-prefix=ALL
// ALL-COUNT-14: target: sm_
// RUN: PATH=/nonexistent %not %circle-rs -fsyntax-only %s -arch=native 2>&1 | %FileCheck %s --check-prefix=NATIVE
// NATIVE: error: cannot determine the native GPU architecture: no GPU found

__global__ void k(float* p) {
#ifdef BAD
  undeclared_thing = 1;
#endif
  p[0] = 1.0f;
}
