// Bytes that are not UTF-8 in an identifier are an error (they were read
// as part of the name), a character outside XID_Continue in an identifier
// is an error, and a bidirectional override or isolate left open in a
// comment or string literal gets a warning (Trojan Source), shown in the
// snippet as <U+XXXX> so the terminal line is not reordered.
// RUN: printf 'int ab\377cd = 1;\n' > %t-utf8.cu
// RUN: %not %circle-rs -fsyntax-only %t-utf8.cu 2>&1 | %FileCheck %s --check-prefix=UTF8
// UTF8: -utf8.cu:1:7: error: source file is not valid UTF-8
// UTF8: 1 error generated.
// RUN: printf 'int caf\303\251 = 1;\nint \342\200\256bad = 2;\n' > %t-ident.cu
// RUN: %not %circle-rs -fsyntax-only %t-ident.cu 2>&1 | %FileCheck %s --check-prefix=IDENT
// IDENT-NOT: :1:{{[0-9]+}}: error
// IDENT: -ident.cu:2:5: error: character <U+202E> not allowed in an identifier
// IDENT: 1 error generated.
// RUN: printf 'int x = 1; /* \342\200\256 } \342\201\246 */\nconst char* s = "a\342\200\256b";\nconst char* ok = "\342\200\256x\342\200\254";\n' > %t-bidi.cu
// RUN: %circle-rs -fsyntax-only %t-bidi.cu 2>&1 | %FileCheck %s --check-prefix=BIDI
// BIDI: -bidi.cu:1:15: warning: unpaired UTF-8 bidirectional control character <U+202E> detected
// BIDI-NEXT: 1 | int x = 1; /* <U+202E> } <U+2066> */
// BIDI: -bidi.cu:1:19: warning: unpaired UTF-8 bidirectional control character <U+2066> detected
// BIDI: -bidi.cu:2:19: warning: unpaired UTF-8 bidirectional control character <U+202E> detected
// BIDI-NOT: -bidi.cu:3
// BIDI: 3 warnings generated.
