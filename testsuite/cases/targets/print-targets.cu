// --print-targets lists the embedded table, then shows the effect of a user
// device-configuration file and a compute-capability map.
// RUN: %circle-rs --print-targets | %FileCheck %s --check-prefix=EMBEDDED
// EMBEDDED: TARGET {{.*}}VENDOR{{.*}}CC{{.*}}WAVE{{.*}}ASPECTS
// EMBEDDED: sm_70 {{.*}}nvidia{{ +}}7.0{{.*}}fp16
// EMBEDDED: sm_90a {{.*}}wgmma
// EMBEDDED: gfx1100 {{.*}}amd{{.*}}
// EMBEDDED-NOT: gfx1250
// RUN: %circle-rs --print-targets --device-config-file=%S/../../../targets/tests/inputs/extra-targets.yaml \
// RUN:   --cuda-ccmap %S/../../../../shared/examples/config/ccmap.conf > %t.out 2> %t.err
// RUN: %FileCheck %s --check-prefix=USER --input-file %t.out
// USER: sm_70{{ +}}nvidia{{ +}}7.0{{ +}}config-file{{.*}}extra-targets.yaml{{ +}}gpu fp64 atomic64{{$}}
// USER: gfx90a{{ +}}amd{{ +}}8.0{{ +}}ccmap
// USER: gfx1100{{ +}}amd{{ +}}7.0{{ +}}ccmap
// USER: gfx1250{{ +}}amd{{.*}}no{{ +}}{{.*}}extra-targets.yaml{{ +}}gpu fp16 fp64 atomic64
// RUN: %FileCheck %s --check-prefix=WARN --input-file %t.err
// WARN: extra-targets.yaml:18:1: warning: target 'sm_70' is defined more than once; this definition replaces the earlier one
// WARN: note: 'sm_70' is defined in the embedded device table
// RUN: %circle-rs --print-targets --json | %FileCheck %s --check-prefix=JSON
// JSON: "name": "sm_70"
