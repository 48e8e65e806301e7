// Warnings located in system headers (-isystem, the default list, or a file
// that says `#pragma GCC system_header`) are not shown; the same header
// found through -I is user code and warns.
// RUN: %circle-rs %s -isystem %S/Inputs/sys -I%S/Inputs -fsyntax-only 2>&1 | %FileCheck %s --check-prefix=SYS
// SYS-NOT: in a system header
// SYS-NOT: marked with the pragma
// SYS: system-header-warnings.cu:16:{{[0-9]+}}: warning: in user code
// SYS-NOT: in a system header
// SYS: 1 warning generated.
// RUN: %circle-rs %s -I%S/Inputs/sys -I%S/Inputs -fsyntax-only 2>&1 | %FileCheck %s --check-prefix=USER
// USER: sys_warning.h:2:{{[0-9]+}}: warning: in a system header
// USER: warning: in user code
// USER: 2 warnings generated.
#include <sys_warning.h>
#include "pragma_marked.h"
#warning in user code
int main() { return 0; }
