// `%not` inverts; pipefail is on; a failing FileCheck is a failure %not turns
// into success.
// RUN: %not false
// RUN: %not sh -c 'exit 3'
// RUN: echo right | %not %FileCheck %s --check-prefix=WRONG
// RUN: ! false | cat
// RUN: %not --crash sh -c 'kill -SEGV $$'
// WRONG: wrong
