// Designators into unions: naming a member that does not exist, a second
// member overriding the first (clang's default-error "partially
// overrides"), the same member twice (a warning), as clang reports them.
// RUN: %circle-rs -verify -fsyntax-only %s
union U { int i; float f; };
struct S { int tag; union U u; };

union U ok = {.f = 1.0f};
union U e1 = {.g = 1};                // expected-error {{field designator 'g' does not refer to any field in type 'U'}}
union U e2 = {.i = 1, .f = 2.0f};     // expected-error {{initializer partially overrides prior initialization of this subobject}} expected-note {{previous initialization is here}}
struct S e3 = {.u.i = 1, .u.f = 2.0f}; // expected-warning {{nested designators are a C99 extension}} expected-error {{initializer partially overrides prior initialization of this subobject}} expected-note {{previous initialization is here}}
struct S w1 = {.u.f = 1.0f, .u.f = 2.0f}; // expected-warning {{nested designators are a C99 extension}} expected-warning {{initializer overrides prior initialization of this subobject}} expected-note {{previous initialization is here}}

