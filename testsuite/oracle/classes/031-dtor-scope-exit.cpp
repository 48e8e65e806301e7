// Destructors on leaving a scope by return, break and continue.
#include <cstdio>

struct Guard {
    int id;
    Guard(int i) : id(i) { printf("enter %d\n", id); }
    ~Guard() { printf("leave %d\n", id); }
};

int find(int target) {
    Guard g(100);
    for (int i = 0; i < 5; ++i) {
        Guard inner(i);
        if (i == 1) continue;
        if (i == target) return i * 10;
        if (i == 3) break;
        printf("body %d\n", i);
    }
    printf("not found\n");
    return -1;
}

int main() {
    printf("result %d\n", find(2));
    printf("result %d\n", find(7));
    return 0;
}
