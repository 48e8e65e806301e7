// REQUIRES: shell, !no-such-feature && (shell || other)
// UNSUPPORTED: no-such-feature
// XFAIL: no-such-feature
// RUN: true
