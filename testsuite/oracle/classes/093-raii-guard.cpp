// An RAII guard that restores a value on scope exit, nested guards, and a
// guard released early.
#include <cstdio>

struct Restore {
    int &ref;
    int saved;
    bool active = true;
    Restore(int &r, int v) : ref(r), saved(r) { ref = v; printf("set %d\n", v); }
    ~Restore() {
        if (active) { ref = saved; printf("restore %d\n", saved); }
        else printf("released\n");
    }
    void release() { active = false; }
};

int level = 0;

void work(int depth) {
    Restore r(level, depth);
    if (depth < 3) work(depth + 1);
    printf("work at level %d\n", level);
}

int main() {
    work(1);
    printf("level %d\n", level);
    {
        Restore keep(level, 99);
        keep.release();
    }
    printf("level %d\n", level);
    return 0;
}
