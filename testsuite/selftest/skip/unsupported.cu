// UNSUPPORTED: shell
// RUN: false
