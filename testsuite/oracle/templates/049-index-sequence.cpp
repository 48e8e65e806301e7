// A hand-written integer_sequence and make_index_sequence used to expand an
// array into function arguments and to build a lookup table.
#include <cstdio>

template <typename T, T... Is> struct integer_sequence { static const int size = sizeof...(Is); };
template <int N, int... Is> struct make_seq_impl : make_seq_impl<N - 1, N - 1, Is...> {};
template <int... Is> struct make_seq_impl<0, Is...> { typedef integer_sequence<int, Is...> type; };
template <int N> using make_index_sequence = typename make_seq_impl<N>::type;

int sum4(int a, int b, int c, int d) { return a * 1000 + b * 100 + c * 10 + d; }

template <int... Is>
int call_with(const int *arr, integer_sequence<int, Is...>) { return sum4(arr[Is]...); }

struct Table { int v[6]; };
template <int... Is>
constexpr Table squares(integer_sequence<int, Is...>) { return Table{{(Is * Is)...}}; }

int main() {
    int arr[] = {1, 2, 3, 4};
    printf("%d\n", call_with(arr, make_index_sequence<4>()));
    constexpr Table t = squares(make_index_sequence<6>());
    for (int x : t.v) printf("%d ", x);
    printf("\n%d\n", make_index_sequence<9>::size);
    return 0;
}
