// A fixed-size pool handing out objects constructed with placement new into
// raw storage, destroyed explicitly, slots reused.
#include <cstdio>
#include <cstddef>

struct PoolTag {};
void *operator new(size_t, void *p, PoolTag) { return p; }

struct Particle {
    int id;
    float x;
    Particle(int i, float px) : id(i), x(px) { printf("spawn %d\n", id); }
    ~Particle() { printf("despawn %d\n", id); }
};

struct Pool {
    alignas(Particle) unsigned char storage[4][sizeof(Particle)];
    bool used[4] = {false, false, false, false};
    Particle *create(int id, float x) {
        for (int i = 0; i < 4; ++i)
            if (!used[i]) {
                used[i] = true;
                return new (storage[i], PoolTag{}) Particle(id, x);
            }
        return nullptr;
    }
    void destroy(Particle *p) {
        for (int i = 0; i < 4; ++i)
            if ((void *)storage[i] == (void *)p) {
                p->~Particle();
                used[i] = false;
            }
    }
};

int main() {
    Pool pool;
    Particle *a = pool.create(1, 0.5f);
    Particle *b = pool.create(2, 1.5f);
    Particle *c = pool.create(3, 2.5f);
    pool.destroy(b);
    Particle *d = pool.create(4, 3.5f);
    printf("reused slot: %d\n", d == b ? 1 : 0);
    printf("sum %.1f\n", a->x + c->x + d->x);
    pool.destroy(a);
    pool.destroy(c);
    pool.destroy(d);
    return 0;
}
