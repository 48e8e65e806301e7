// A recursive variadic class template computing max size and alignment of a
// pack, and a storage class sized for any of the types.
#include <cstdio>
#include <cstddef>

template <typename... Ts> struct MaxSize;
template <typename T> struct MaxSize<T> {
    static constexpr size_t size = sizeof(T);
    static constexpr size_t align = alignof(T);
};
template <typename T, typename... Ts> struct MaxSize<T, Ts...> {
    static constexpr size_t rest_size = MaxSize<Ts...>::size;
    static constexpr size_t rest_align = MaxSize<Ts...>::align;
    static constexpr size_t size = sizeof(T) > rest_size ? sizeof(T) : rest_size;
    static constexpr size_t align = alignof(T) > rest_align ? alignof(T) : rest_align;
};

template <typename... Ts>
struct Storage {
    alignas(MaxSize<Ts...>::align) unsigned char bytes[MaxSize<Ts...>::size];
};

struct Big { double d[3]; };

int main() {
    printf("%zu %zu\n", MaxSize<char, int, short>::size, MaxSize<char, int, short>::align);
    printf("%zu %zu\n", MaxSize<char, Big, int>::size, MaxSize<char, Big, int>::align);
    printf("%zu %zu\n", sizeof(Storage<char, long>), alignof(Storage<char, long>));
    return 0;
}
