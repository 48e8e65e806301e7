// The compile-time sandbox: by default meta code reads files under the
// input's directory and the -I directories only, and may not write, run
// programs or read the environment. Each denial is an error naming the
// operation, the path (or command, or variable) and the option allowing it.
// RUN: %circle-rs -verify %s -fsyntax-only
// Each option allows its operation.
// RUN: %circle-rs %s -fsyntax-only -DALLOWED -fmeta-allow-read=/etc -fmeta-allow-exec -fmeta-allow-env=CIRCLE_RS_SANDBOX_TEST -fmeta-allow-write=%T -DOUT=\"%T/w.txt\" | %FileCheck %s
// RUN: CIRCLE_RS_SANDBOX_TEST=visible %circle-rs %s -fsyntax-only -DALLOWED -fmeta-allow-read=/etc -fmeta-allow-exec -fmeta-allow-env -fmeta-allow-write=%T -DOUT=\"%T/w.txt\" | %FileCheck %s --check-prefix=ENV
#include <cstdio>
#include <cstdlib>

#ifndef ALLOWED
@meta fopen("/etc/hostname", "r"); // expected-error {{compile-time 'fopen' for reading of '/etc/hostname' is not allowed by the sandbox (allow it with -fmeta-allow-read=/etc)}}
// `..` does not lead out of the allowed directory.
@meta fopen("../../../../../../../../etc/hostname", "r"); // expected-error {{'/etc/hostname' is not allowed by the sandbox (allow it with -fmeta-allow-read=/etc)}}
@meta fopen("out.txt", "w"); // expected-error-re {{compile-time 'fopen' for writing of '{{.*}}out.txt' is not allowed by the sandbox (allow it with -fmeta-allow-write={{.*}})}}
@meta fopen("meta-sandbox-denials.cu", "a"); // expected-error {{'fopen' for writing}}
@meta remove("meta-sandbox-denials.cu"); // expected-error {{compile-time 'remove' of}}
@meta rename("meta-sandbox-denials.cu", "x.cu"); // expected-error {{compile-time 'rename' of}}
@meta system("echo hi"); // expected-error {{compile-time 'system("echo hi")' is not allowed by the sandbox (allow it with -fmeta-allow-exec)}}
@meta popen("ls", "r"); // expected-error {{compile-time 'popen("ls")' is not allowed by the sandbox (allow it with -fmeta-allow-exec)}}
@meta getenv("HOME"); // expected-error {{compile-time 'getenv("HOME")' is not allowed by the sandbox (allow it with -fmeta-allow-env=HOME)}}
// Asking whether a shell exists is not a denial: there is none.
static_assert(@meta system(nullptr) == 0, "no shell in the sandbox");
#else
@meta printf("read /etc: %s\n", fopen("/etc/hostname", "r") ? "ok" : "NULL");
@meta printf("system: %d\n", system("echo from the shell"));
@meta FILE* p = popen("echo piped", "r");
@meta char buf[32];
@meta fgets(buf, sizeof buf, p);
@meta printf("popen: %s", buf);
@meta printf("pclose: %d\n", pclose(p));
@meta const char* v = getenv("CIRCLE_RS_SANDBOX_TEST");
@meta printf("env: %s\n", v ? v : "(unset)");
@meta FILE* w = fopen(OUT, "w");
@meta printf("write: %s\n", w ? "ok" : "NULL");
// CHECK: read /etc: ok
// CHECK-NEXT: from the shell
// CHECK-NEXT: system: 0
// CHECK-NEXT: popen: piped
// CHECK-NEXT: pclose: 0
// CHECK-NEXT: env: (unset)
// CHECK-NEXT: write: ok
// ENV: env: visible
#endif
