// A matrix class template with row and column counts as parameters;
// multiplication only compiles for matching dimensions.
#include <cstdio>

template <int R, int C>
struct Matrix {
    int m[R][C];
    template <int K>
    Matrix<R, K> operator*(const Matrix<C, K> &o) const {
        Matrix<R, K> out{};
        for (int i = 0; i < R; ++i)
            for (int j = 0; j < K; ++j)
                for (int k = 0; k < C; ++k) out.m[i][j] += m[i][k] * o.m[k][j];
        return out;
    }
    Matrix<C, R> transposed() const {
        Matrix<C, R> t{};
        for (int i = 0; i < R; ++i)
            for (int j = 0; j < C; ++j) t.m[j][i] = m[i][j];
        return t;
    }
    void print() const {
        for (int i = 0; i < R; ++i) {
            for (int j = 0; j < C; ++j) printf("%4d", m[i][j]);
            printf("\n");
        }
    }
};

int main() {
    Matrix<2, 3> a{{{1, 2, 3}, {4, 5, 6}}};
    Matrix<3, 2> b{{{7, 8}, {9, 10}, {11, 12}}};
    (a * b).print();
    (b * a).print();
    (a * a.transposed()).print();
    return 0;
}
