// clang's text shape by default; one JSON object per diagnostic on request;
// colors only when asked for (or on a terminal).
int y = undeclared;
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=TEXT
// TEXT: diagnostics-format.cu:3:9: error: use of undeclared identifier 'undeclared'
// TEXT-NEXT: {{ *}}3 | int y = undeclared;
// TEXT-NEXT: {{ *}}| {{ *}}^^^^^^^^^^
// TEXT: 1 error generated.
// RUN: %not %circle-rs -fsyntax-only --diagnostics-format=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
// JSON: {{^}}{"code":"{{[a-z-]+}}",{{.*}}"location":{"column":9,{{.*}}"line":3{{.*}}"message":"use of undeclared identifier 'undeclared'"{{.*}}"severity":"error"{{.*}}}{{$}}
// JSON-NOT: generated
// RUN: %not %circle-rs -fsyntax-only -fcolor-diagnostics %s 2>&1 | %FileCheck %s --check-prefix=COLOR
// COLOR: {{.\[[0-9;]*m}}error
// RUN: %not %circle-rs -fsyntax-only -fno-color-diagnostics %s 2>&1 | %FileCheck %s --check-prefix=NOCOLOR
// NOCOLOR-NOT: {{.\[[0-9;]*m}}
