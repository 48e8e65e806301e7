// -cubin (nvcc's) and --emit=cubin: each NVIDIA target's PTX assembled by
// ptxas, with the -Xptxas options, into DIR/<stem>.<target>.cubin, or the
// -o FILE.cubin of one target; AMD targets get their code objects. The PTX
// is not kept unless asked for. ptxas refusing an option is an error and
// nothing is written.
// REQUIRES: ptxas
// RUN: %circle-rs -cubin %s -sm_70 -sm_80 -gfx1100 -o %t && LC_ALL=C ls %t | %FileCheck %s --check-prefix=DIR
// RUN: %circle-rs --emit=cubin,ptx %s -sm_70 -o %t.both && LC_ALL=C ls %t.both | %FileCheck %s --check-prefix=BOTH
// RUN: %circle-rs -cubin %s -sm_70 -Xptxas -v -o %t.one.cubin 2>&1 | %FileCheck %s --check-prefix=V
// RUN: llvm-readelf-19 -h %t.one.cubin | %FileCheck %s --check-prefix=ELF
// RUN: %not %circle-rs -cubin %s -sm_70 -Xptxas --bogus -o %t.bad 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t.bad

__global__ void k(float* p) { p[threadIdx.x] += 1.0f; }

// DIR: cubin.gfx1100.hsaco
// DIR-NEXT: cubin.sm_70.cubin
// DIR-NEXT: cubin.sm_80.cubin
// DIR-NOT: .ptx
// BOTH: cubin.sm_70.cubin
// BOTH-NEXT: cubin.sm_70.ptx
// V: ptxas info    : Compiling entry function '_Z1kPf' for 'sm_70'
// ELF: Class: ELF64
// BAD: error: ptxas failed for sm_70
// BAD: note: ptxas ran with the options given by -Xptxas: --bogus
