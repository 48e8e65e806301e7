//! The conformance runner: turns `.cu` files with `RUN:` lines, FileCheck
//! directives and clang `-verify` comments into test cases.
