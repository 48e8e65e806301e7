// new[] of class objects with a brace list: constructors in order,
// destructors in reverse on delete[].
#include <cstdio>

struct Cell {
    int v;
    Cell() : v(0) { printf("Cell()\n"); }
    Cell(int x) : v(x) { printf("Cell(%d)\n", x); }
    ~Cell() { printf("~Cell(%d)\n", v); }
};

int main() {
    Cell *cells = new Cell[4]{Cell(1), Cell(2)};
    cells[3].v = 9;
    int s = 0;
    for (int i = 0; i < 4; ++i) s += cells[i].v;
    printf("sum %d\n", s);
    delete[] cells;
    Cell *none = new Cell[0];
    delete[] none;
    printf("empty array done\n");
    return 0;
}
