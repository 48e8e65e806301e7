// The saxpy example (../shared/examples/saxpy) built into an executable:
// its fat binary holds a cubin (ptxas per sm) and the PTX of every target.
// cuobjdump 13 lists the sm_52, sm_61 and sm_70 images; it refuses sm_35
// altogether, so the four-target build is listed by circle-rs's reader.
// Without a GPU the program's device query fails (it reads the compute
// capability uninitialized) and it exits 0 or 1 as its source says; it
// must not crash.
// REQUIRES: ptxas, ptxas-legacy, cuobjdump
// RUN: %circle-rs %S/../../../../shared/examples/saxpy/kernel.cu -sm_52 -sm_61 -sm_70 -o %t3
// RUN: %cuobjdump --list-elf --list-ptx %t3 | %FileCheck %s --check-prefix=CUOBJ
// RUN: %circle-rs %S/../../../../shared/examples/saxpy/kernel.cu -sm_35 -sm_52 -sm_61 -sm_70 -o %t4
// RUN: %circle-rs fatbin-list %t4 | %FileCheck %s --check-prefix=FAT
// RUN: %t4; test $? -le 1
// CUOBJ: ELF file    1: {{.*}}.sm_52.cubin
// CUOBJ: PTX file    1: {{.*}}.sm_52.ptx
// CUOBJ: ELF file    2: {{.*}}.sm_61.cubin
// CUOBJ: PTX file    2: {{.*}}.sm_61.ptx
// CUOBJ: ELF file    3: {{.*}}.sm_70.cubin
// CUOBJ: PTX file    3: {{.*}}.sm_70.ptx
// FAT: cubin sm_35
// FAT-NEXT: ptx sm_35
// FAT-NEXT: cubin sm_52
// FAT-NEXT: ptx sm_52
// FAT-NEXT: cubin sm_61
// FAT-NEXT: ptx sm_61
// FAT-NEXT: cubin sm_70
// FAT-NEXT: ptx sm_70
