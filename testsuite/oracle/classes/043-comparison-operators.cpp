// All six relational operators, member and non-member, on a version triple.
#include <cstdio>

struct Version {
    int major, minor, patch;
    int cmp(const Version &o) const {
        if (major != o.major) return major < o.major ? -1 : 1;
        if (minor != o.minor) return minor < o.minor ? -1 : 1;
        if (patch != o.patch) return patch < o.patch ? -1 : 1;
        return 0;
    }
    bool operator<(const Version &o) const { return cmp(o) < 0; }
    bool operator>(const Version &o) const { return cmp(o) > 0; }
    bool operator<=(const Version &o) const { return cmp(o) <= 0; }
};

bool operator>=(const Version &a, const Version &b) { return a.cmp(b) >= 0; }
bool operator==(const Version &a, const Version &b) { return a.cmp(b) == 0; }
bool operator!=(const Version &a, const Version &b) { return a.cmp(b) != 0; }

int main() {
    Version vs[] = {{1, 2, 3}, {1, 10, 0}, {1, 2, 3}, {0, 9, 9}};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            printf("%d%d%d%d%d%d%c", vs[i] < vs[j], vs[i] > vs[j], vs[i] <= vs[j],
                   vs[i] >= vs[j], vs[i] == vs[j], vs[i] != vs[j], j == 3 ? '\n' : ' ');
    return 0;
}
