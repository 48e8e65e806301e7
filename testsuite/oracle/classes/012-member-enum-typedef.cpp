// Member enums used as constants inside the class (array bounds, switch),
// and a typedef shadowing a global name inside the class.
#include <cstdio>

typedef char T;

struct Table {
    enum { Rows = 3, Cols = 4 };
    typedef int T;
    T cells[Rows][Cols];
    void fill() {
        for (int r = 0; r < Rows; ++r)
            for (int c = 0; c < Cols; ++c)
                cells[r][c] = r * Cols + c;
    }
    T sum() const {
        T s = 0;
        for (int r = 0; r < Rows; ++r)
            for (int c = 0; c < Cols; ++c) s += cells[r][c];
        return s;
    }
};

int main() {
    Table t;
    t.fill();
    printf("sum %d size of T %d %d\n", t.sum(), (int)sizeof(Table::T), (int)sizeof(T));
    printf("corner %d\n", t.cells[Table::Rows - 1][Table::Cols - 1]);
    return 0;
}
