// Destructors run in reverse order of construction for locals, members and
// array elements.
#include <cstdio>

struct T {
    char name;
    T(char n) : name(n) { printf("+%c\n", name); }
    ~T() { printf("-%c\n", name); }
};

struct Group {
    T first{'x'};
    T second{'y'};
    T third;
    Group() : third('z') { printf("Group body\n"); }
    ~Group() { printf("~Group body\n"); }
};

int main() {
    T a('a');
    T b('b');
    {
        Group g;
    }
    T arr[3] = {T('1'), T('2'), T('3')};
    printf("end of main\n");
    return 0;
}
