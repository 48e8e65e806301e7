// Init-captures: new names, moved-in objects, references with new names.
#include <cstdio>

struct Token {
    int v;
    Token(int x) : v(x) {}
    Token(Token &&o) : v(o.v) { o.v = 0; printf("Token moved\n"); }
    Token(const Token &o) : v(o.v) { printf("Token copied\n"); }
};

int main() {
    int base = 10;
    auto f = [n = base * 2, m = 3] { return n + m; };
    printf("%d\n", f());
    Token t(7);
    auto g = [tok = static_cast<Token &&>(t)] { return tok.v; };
    printf("%d %d\n", g(), t.v);
    auto h = [&r = base] { r += 5; };
    h();
    h();
    printf("base %d\n", base);
    return 0;
}
