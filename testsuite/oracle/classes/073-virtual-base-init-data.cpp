// Data in a virtual base initialized by the most derived class and read
// from each intermediate class's member functions.
#include <cstdio>

struct Named {
    const char *name;
    Named(const char *n) : name(n) {}
};

struct Worker : virtual Named {
    Worker() : Named("worker default") {}
    void work() const { printf("%s works\n", name); }
};

struct Student : virtual Named {
    Student() : Named("student default") {}
    void study() const { printf("%s studies\n", name); }
};

struct Intern : Worker, Student {
    Intern(const char *n) : Named(n) {}
};

int main() {
    Intern i("ada");
    i.work();
    i.study();
    Worker w;
    w.work();
    return 0;
}
