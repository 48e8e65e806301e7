// Options the driver does not know are errors, not silently ignored.
// RUN: %not %circle-rs --emit=ptx,amdgcn %s --no-such-option 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unexpected argument '--no-such-option'
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -O7 2>&1 | %FileCheck %s --check-prefix=OPT
// OPT: invalid optimization level '-O7'
// RUN: %not %circle-rs %s --emit=exe 2>&1 | %FileCheck %s --check-prefix=EMIT
// EMIT: invalid value 'exe' for '--emit <KINDS>'
// RUN: %not %circle-rs %t.does-not-exist.cu -fsyntax-only 2>&1 | %FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}does-not-exist.cu{{.*}}No such file or directory
int x;
