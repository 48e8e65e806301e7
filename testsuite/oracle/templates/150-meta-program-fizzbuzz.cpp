// FizzBuzz decided entirely at compile time: each line's kind comes from a
// class template specialized on divisibility, expanded over an index pack.
#include <cstdio>

template <bool By3, bool By5> struct Say { static void run(int n) { printf("%d\n", n); } };
template <> struct Say<true, false> { static void run(int) { printf("Fizz\n"); } };
template <> struct Say<false, true> { static void run(int) { printf("Buzz\n"); } };
template <> struct Say<true, true> { static void run(int) { printf("FizzBuzz\n"); } };

template <int N> void line() { Say<N % 3 == 0, N % 5 == 0>::run(N); }

template <int... Is> struct seq {};
template <int N, int... Is> struct make : make<N - 1, N, Is...> {};
template <int... Is> struct make<0, Is...> { typedef seq<Is...> type; };

template <int... Is>
void all(seq<Is...>) { (line<Is>(), ...); }

int main() {
    all(make<16>::type());
    return 0;
}
