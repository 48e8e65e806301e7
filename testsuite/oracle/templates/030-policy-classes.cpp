// Policy-based design: a logger class template assembled from a formatting
// policy and a filtering policy.
#include <cstdio>

struct PlainFormat {
    static void emit(const char *lvl, const char *msg) { printf("%s: %s\n", lvl, msg); }
};
struct BracketFormat {
    static void emit(const char *lvl, const char *msg) { printf("[%s] %s\n", lvl, msg); }
};

template <int Min>
struct MinLevel {
    static bool pass(int level) { return level >= Min; }
};
struct Everything {
    static bool pass(int) { return true; }
};

template <typename Format, typename Filter = Everything>
struct Logger : private Format, private Filter {
    int dropped = 0;
    void log(int level, const char *msg) {
        static const char *names[] = {"debug", "info", "warn", "error"};
        if (Filter::pass(level)) Format::emit(names[level], msg);
        else ++dropped;
    }
};

int main() {
    Logger<PlainFormat> all;
    Logger<BracketFormat, MinLevel<2>> important;
    for (int lvl = 0; lvl < 4; ++lvl) {
        all.log(lvl, "message");
        important.log(lvl, "message");
    }
    printf("dropped %d %d\n", all.dropped, important.dropped);
    return 0;
}
