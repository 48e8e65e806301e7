// Device-configuration and ccmap errors carry file, line and column; -verify
// reads the expectations from the YAML file's own comments.
// RUN: %not %circle-rs -fsyntax-only %s --device-config-file=%S/Inputs/bad-types.yaml 2>&1 | %FileCheck %s --check-prefix=TYPES
// TYPES: bad-types.yaml:4:14: error: 'aspects' must be a list, found 'fp16'
// TYPES: 6 errors generated.
// RUN: %circle-rs -verify %s -fsyntax-only --device-config-file=%S/Inputs/bad-types.yaml
// RUN: %not %circle-rs -fsyntax-only %s --device-config-file=%S/Inputs/malformed.yaml 2>&1 | %FileCheck %s --check-prefix=MALFORMED
// MALFORMED: malformed.yaml:3:{{[0-9]+}}: error:
// RUN: %not %circle-rs -fsyntax-only %s --device-config-file=%S/Inputs/no-such-file.yaml 2>&1 | %FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}no-such-file.yaml{{.*}}
int x;
