// Aspect queries (seeds/dpcpp-device-config-file.md), answered from the
// device table and the user's device-configuration file:
// __any_target_has(a) and __all_targets_have(a) are bool constants at
// translation time; __target_has(a) is a codegen constant each module
// answers for its own target, for `if codegen`.
// RUN: %circle-rs %s -sm_35 -sm_70 -gfx1100 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/aspect-queries.sm_70.ll
// RUN: %FileCheck %s --check-prefix=SM35 --input-file %t/aspect-queries.sm_35.ll
// RUN: %FileCheck %s --check-prefix=GFX --input-file %t/aspect-queries.gfx1100.ll
// With sm_70 redefined by a configuration file without virtual_base:
// RUN: %not %circle-rs %s -sm_70 -DUSER_FILE --device-config-file=%S/Inputs/no-virtual-base.yaml --emit=llvm-ir -o %t.user 2>&1 | %FileCheck %s --check-prefix=USER
// RUN: %circle-rs -verify -fsyntax-only -sm_70 -DERRORS %s

#ifndef ERRORS
#ifndef USER_FILE
static_assert(__all_targets_have(fp64), "every target here has fp64");
static_assert(__any_target_has(device_alloca), "sm_70 has alloca");
static_assert(!__all_targets_have(device_alloca), "sm_35 has no alloca");
static_assert(__any_target_has("grid_constant"), "a string names an aspect too");
#else
static_assert(__all_targets_have(virtual_base), "no virtual_base on the user's sm_70");
#endif

__global__ void k(int* p) {
  if codegen(__target_has(device_alloca))
    p[0] = 111;
  else
    p[0] = 222;
  if codegen(__target_has(grid_constant) && __is_nvvm_target)
    p[1] = 333;
}

// SM70: store i32 111
// SM70: store i32 333
// SM35: store i32 222
// SM35-NOT: store i32 333
// GFX: store i32 222
// GFX-NOT: store i32 333
// USER: warning: target 'sm_70' is defined
// USER: error: static assertion failed: no virtual_base on the user's sm_70
#else
bool a = __target_has(fp64); // expected-error {{'__target_has' is a codegen constant: use it in an 'if codegen' condition}}
bool b = __any_target_has(warp_drive); // expected-error {{unknown aspect 'warp_drive' in '__any_target_has'}}
bool c = __all_targets_have(); // expected-error {{'__all_targets_have' takes one aspect name, 0 given}}
bool d = __any_target_has(1 + 2); // expected-error {{'__any_target_has' takes an aspect name}}
#endif
