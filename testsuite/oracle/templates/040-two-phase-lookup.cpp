// Two-phase lookup: a non-dependent name binds at definition; a dependent
// call also finds later declarations by argument-dependent lookup.
#include <cstdio>

void helper(double) { printf("helper(double)\n"); }

template <typename T>
void call_nondependent() { helper(1); }

template <typename T>
void call_dependent(T t) { describe(t); }

namespace ns {
struct Thing { int id; };
void describe(Thing t) { printf("ns::describe %d\n", t.id); }
}

void helper(int) { printf("helper(int)\n"); }

int main() {
    call_nondependent<int>();
    call_dependent(ns::Thing{7});
    helper(1);
    return 0;
}
