// A dispatch table of function template specializations indexed at run time
// by a value, built with a pack expansion over an index list.
#include <cstdio>

template <int N>
int handler(int x) { return x * 10 + N; }

template <int... Is>
struct Table {
    static int call(int which, int x) {
        static int (*const fns[])(int) = {handler<Is>...};
        return fns[which](x);
    }
    static const int size = sizeof...(Is);
};

typedef Table<0, 1, 2, 3, 4, 5, 6, 7> T8;

int main() {
    for (int i = 0; i < T8::size; ++i) printf("%d ", T8::call(i, i + 1));
    printf("\n");
    return 0;
}
