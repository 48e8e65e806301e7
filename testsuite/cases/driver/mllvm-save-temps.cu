// -mllvm passes options to LLVM's command-line parser once, before code
// generation; an option LLVM does not know is an error with LLVM's own
// words. -save-temps keeps every intermediate under clang's names, in the
// working directory (=cwd) or beside the -o file (=obj).
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_70 -mllvm -time-passes --emit=ptx -o %t.tp 2>&1 | %FileCheck %s --check-prefix=TIME
// RUN: %circle-rs %s -sm_70 -mllvm -unroll-count=1 -mllvm=-nvptx-sched4reg --emit=ptx -o %t.ok
// RUN: %not %circle-rs %s -sm_70 -mllvm -no-such-llvm-option --emit=ptx -o %t.bad 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: %not %circle-rs %s -sm_70 -mllvm 2>&1 | %FileCheck %s --check-prefix=MISSING
// RUN: mkdir -p %t.cwd && cd %t.cwd && %circle-rs -c %s -sm_70 -gfx1100 -save-temps -o %t.cwd/out.o 2>/dev/null && LC_ALL=C ls | %FileCheck %s --check-prefix=CWD
// RUN: %FileCheck %s --check-prefix=IR --input-file %t.cwd/mllvm-save-temps-cuda-nvptx64-nvidia-cuda-sm_70.ll
// RUN: %FileCheck %s --check-prefix=OPT --input-file %t.cwd/mllvm-save-temps-cuda-nvptx64-nvidia-cuda-sm_70.opt.ll
// RUN: %FileCheck %s --check-prefix=CUI --input-file %t.cwd/mllvm-save-temps.cui
// RUN: mkdir -p %t.obj && %circle-rs -c %s -sm_70 -save-temps=obj -o %t.obj/k.o && LC_ALL=C ls %t.obj | %FileCheck %s --check-prefix=OBJ
// RUN: %not %circle-rs -c %s -save-temps=somewhere 2>&1 | %FileCheck %s --check-prefix=WHERE

__global__ void k(float* p) {
  for (int i = 0; i < 4; ++i)
    p[i] *= 2.0f;
}

// TIME: Pass execution timing report
// BAD: error: LLVM rejected the option given by -mllvm: -no-such-llvm-option
// BAD-NEXT: note: Unknown command line argument '-no-such-llvm-option'
// MISSING: error: a value is required for '--mllvm <OPTION>'
// CWD: mllvm-save-temps-cuda-nvptx64-nvidia-cuda-sm_70.cubin
// CWD-NEXT: mllvm-save-temps-cuda-nvptx64-nvidia-cuda-sm_70.ll
// CWD-NEXT: mllvm-save-temps-cuda-nvptx64-nvidia-cuda-sm_70.opt.ll
// CWD-NEXT: mllvm-save-temps-cuda-nvptx64-nvidia-cuda-sm_70.s
// CWD-NEXT: mllvm-save-temps-cuda-nvptx64-nvidia-cuda.fatbin
// CWD-NEXT: mllvm-save-temps-hip-amdgcn-amd-amdhsa-gfx1100.ll
// CWD-NEXT: mllvm-save-temps-hip-amdgcn-amd-amdhsa-gfx1100.o
// CWD-NEXT: mllvm-save-temps-hip-amdgcn-amd-amdhsa-gfx1100.opt.ll
// CWD-NEXT: mllvm-save-temps-hip-amdgcn-amd-amdhsa-gfx1100.out
// CWD-NEXT: mllvm-save-temps-hip-amdgcn-amd-amdhsa-gfx1100.s
// CWD-NEXT: mllvm-save-temps-host-x86_64-pc-linux-gnu.ll
// CWD-NEXT: mllvm-save-temps-host-x86_64-pc-linux-gnu.o
// CWD-NEXT: mllvm-save-temps-host-x86_64-pc-linux-gnu.opt.ll
// CWD-NEXT: mllvm-save-temps.cui
// CWD-NEXT: out.o
// IR-LABEL: define {{.*}}@_Z1kPf(
// IR: br label
// OPT-LABEL: define {{.*}}@_Z1kPf(
// OPT-NOT: br label
// CUI: # 1 "{{.*}}mllvm-save-temps.cu"
// CUI: __global__ void k(float* p) {
// OBJ: k.o
// OBJ: mllvm-save-temps.cui
// WHERE: error: invalid value 'somewhere' for '--save-temps[=<WHERE>]'
