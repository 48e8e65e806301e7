// A constexpr string hash (FNV-1a) used as a template argument and in a
// switch, mapping command names to handlers.
#include <cstdio>

constexpr unsigned fnv1a(const char *s, unsigned h = 2166136261u) {
    return *s ? fnv1a(s + 1, (h ^ (unsigned char)*s) * 16777619u) : h;
}

template <unsigned H>
struct Command { static const char *name() { return "unknown"; } };
template <> struct Command<fnv1a("start")> { static const char *name() { return "start handler"; } };
template <> struct Command<fnv1a("stop")> { static const char *name() { return "stop handler"; } };

const char *dispatch(const char *cmd) {
    switch (fnv1a(cmd)) {
    case fnv1a("start"): return Command<fnv1a("start")>::name();
    case fnv1a("stop"): return Command<fnv1a("stop")>::name();
    default: return Command<0>::name();
    }
}

int main() {
    printf("%u %u\n", fnv1a(""), fnv1a("a"));
    printf("%s\n%s\n%s\n", dispatch("start"), dispatch("stop"), dispatch("pause"));
    return 0;
}
