// 10^9 tokens: the expansion budget stops it at 2*10^7, which still needs
// more memory than the out-of-memory test allows.
#define A(x) x x x x x x x x x x
#define B(x) A(A(A(x)))
#define C(x) B(B(B(x)))
int y = sizeof(C(1));
