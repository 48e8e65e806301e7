// Compile-time printf checks its conversions against its arguments:
// - an unknown conversion names itself: today "%q" in "[%q]\n" is reported as
//   "unsupported conversion '%]'" (the character after it);
// - an argument of the wrong type for its conversion is an error (as clang's
//   -Wformat would flag it): today "%d" with 1.5 silently prints "1";
// - a non-pointer for %s is reported as a printf error, not as "access
//   through a pointer that does not point to an object".
// RUN: %circle-rs -verify %s -fsyntax-only
@meta printf("[%q]\n", 5);       // expected-error {{invalid compile-time printf: unsupported conversion '%q'}}
@meta printf("%d|\n", 1.5);      // expected-error {{invalid compile-time printf}}
@meta printf("%s\n", 5);         // expected-error {{invalid compile-time printf}}
