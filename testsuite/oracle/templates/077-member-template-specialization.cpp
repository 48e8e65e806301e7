// A member function template with a full specialization declared at
// namespace scope, and overloading a member template with a non-template.
#include <cstdio>

struct Parser {
    template <typename T> T parse(const char *s) const;
    int parse_count = 0;
    void note(int) { printf("note(int)\n"); }
    template <typename T> void note(T) { printf("note(T)\n"); }
};

template <> int Parser::parse<int>(const char *s) const {
    int v = 0;
    for (; *s; ++s) v = v * 10 + (*s - '0');
    return v;
}
template <> bool Parser::parse<bool>(const char *s) const { return s[0] == 't'; }
template <> char Parser::parse<char>(const char *s) const { return s[0]; }

int main() {
    Parser p;
    printf("%d %d %c\n", p.parse<int>("1234"), p.parse<bool>("true"), p.parse<char>("xyz"));
    p.note(1);
    p.note(1.0);
    p.note<int>(1);
    return 0;
}
