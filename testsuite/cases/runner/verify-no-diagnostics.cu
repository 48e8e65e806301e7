// RUN: %circle-rs -verify %s -fsyntax-only
// expected-no-diagnostics
