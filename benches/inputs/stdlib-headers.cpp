// Front-end benchmark input (scripts/bench-stdlib.sh): the headers the
// seed programs lean on, parsed and checked with -fsyntax-only.
#include <map>
#include <vector>
#include <string>
#include <algorithm>
#include <tuple>
int main() { return 0; }
