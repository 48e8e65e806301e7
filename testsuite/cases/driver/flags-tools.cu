// Options for other tools and for the reader: -Xptxas / --ptxas-options
// and -Xcompiler are accepted (values may start with '-') and -v lists
// them as recorded, with the input's language, the implicit runtime
// header, the targets and the phases. -fdiagnostics-format=json is
// --diagnostics-format=json. -arch=all, all-major and native name sets;
// native without a GPU is a clear error. -g, -G and -lineinfo are
// accepted with a warning that no debug information is generated yet.
// RUN: %circle-rs -v -fsyntax-only %s -sm_70 -gfx1100 -Xptxas -v --ptxas-options=-O3 -Xcompiler -fPIC 2>&1 | %FileCheck %s --check-prefix=V
// V: input: {{.*}}flags-tools.cu (Cuda)
// V: implicit include: <cuda_runtime.h>
// V: target: sm_70 (nvptx64-nvidia-cuda, sm_70)
// V: target: gfx1100 (amdgcn-amd-amdhsa, gfx1100)
// V: phases: preprocess, parse, translate
// V: ptxas options (recorded; no ptxas step): -v -O3
// V: host compiler options (recorded; no host step): -fPIC
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
// RUN: %circle-rs -fsyntax-only %s -lineinfo 2>&1 | %FileCheck %s --check-prefix=LINEINFO
// LINEINFO: warning: '-lineinfo' is accepted but circle-rs does not generate debug information or line tables yet
// RUN: %circle-rs -fsyntax-only %s -g -G 2>&1 | %FileCheck %s --check-prefix=DEBUG
// DEBUG: warning: '-G' is accepted

__global__ void k(float* p) {
#ifdef BAD
  undeclared_thing = 1;
#endif
  p[0] = 1.0f;
}
