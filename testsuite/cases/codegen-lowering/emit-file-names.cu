// --emit=llvm-ir,ptx,amdgcn,obj with -o DIR writes one file per target and
// kind with predictable names STEM.TARGET.EXT: .ll for every target, .ptx
// for NVIDIA, .hsaco (linked code object) for AMD with amdgcn, .o (the
// unlinked object) for AMD with obj; kinds that do not apply to a vendor
// write nothing (no NVIDIA .o). Without --emit, the default is ptx and
// amdgcn. Every file holds what it says (PTX text, an AMDGPU ELF, IR).
// RUN: rm -rf %t && %circle-rs %s -sm_70 -sm_90 -gfx1100 -gfx90a --emit=llvm-ir,ptx,amdgcn,obj -o %t
// RUN: ls %t | %FileCheck %s --check-prefix=ALL --match-full-lines
// RUN: rm -rf %t.def && %circle-rs --emit=ptx,amdgcn %s -sm_70 -gfx1100 -o %t.def
// RUN: ls %t.def | %FileCheck %s --check-prefix=DEF --match-full-lines
// RUN: head -c 4 %t/emit-file-names.gfx1100.hsaco | od -c | grep -q 'E   L   F'
// RUN: llvm-readelf-19 -h %t/emit-file-names.gfx90a.o | %FileCheck %s --check-prefix=OBJ
// RUN: grep -q '^.target sm_90' %t/emit-file-names.sm_90.ptx
// RUN: grep -q 'target triple = "amdgcn-amd-amdhsa"' %t/emit-file-names.gfx90a.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs validate %t.def

__global__ void k(int* p) { p[0] = 1; }

// ALL:emit-file-names.gfx1100.hsaco
// ALL-NEXT:emit-file-names.gfx1100.ll
// ALL-NEXT:emit-file-names.gfx1100.o
// ALL-NEXT:emit-file-names.gfx90a.hsaco
// ALL-NEXT:emit-file-names.gfx90a.ll
// ALL-NEXT:emit-file-names.gfx90a.o
// ALL-NEXT:emit-file-names.sm_70.ll
// ALL-NEXT:emit-file-names.sm_70.ptx
// ALL-NEXT:emit-file-names.sm_90.ll
// ALL-NEXT:emit-file-names.sm_90.ptx
// ALL-NOT:{{.}}

// DEF:emit-file-names.gfx1100.hsaco
// DEF-NEXT:emit-file-names.sm_70.ptx
// DEF-NOT:{{.}}

// OBJ: Class: ELF64
// OBJ: Type: REL (Relocatable file)
// OBJ: Machine: EM_AMDGPU
