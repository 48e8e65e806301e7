// RUN: test -d %T && test . -ef %T
// RUN: echo hello > %t && test -f %t
// RUN: test %s = %S/substitutions.cu && test %p = %S
// RUN: test "$(printf '%%d|%%s' 5 x)" = '5|x'
// RUN: echo one \
// RUN:   two \
// RUN:   three > %t.joined
// RUN: test "$(cat %t.joined)" = "one two three"
