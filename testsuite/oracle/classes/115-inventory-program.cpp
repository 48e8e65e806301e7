// A small program using many class features together: an inventory with
// items of several kinds, virtual pricing, operators, and RAII reporting.
#include <cstdio>

struct Item {
    const char *name;
    int qty;
    Item(const char *n, int q) : name(n), qty(q) {}
    virtual ~Item() {}
    virtual int unit_price() const = 0;
    int total() const { return qty * unit_price(); }
};

struct Tool : Item {
    int price;
    Tool(const char *n, int q, int p) : Item(n, q), price(p) {}
    int unit_price() const override { return price; }
};

struct Bulk : Tool {
    Bulk(const char *n, int q, int p) : Tool(n, q, p) {}
    int unit_price() const override { return qty >= 10 ? price * 9 / 10 : price; }
};

struct Inventory {
    Item *items[8];
    int n = 0;
    Inventory &operator+=(Item *it) { items[n++] = it; return *this; }
    Item &operator[](int i) const { return *items[i]; }
    int value() const {
        int v = 0;
        for (int i = 0; i < n; ++i) v += items[i]->total();
        return v;
    }
    ~Inventory() {
        printf("closing inventory of %d items\n", n);
        for (int i = n - 1; i >= 0; --i) delete items[i];
    }
};

int main() {
    Inventory inv;
    inv += new Tool("hammer", 2, 150);
    inv += new Bulk("nails", 100, 2);
    inv += new Bulk("screws", 5, 3);
    for (int i = 0; i < inv.n; ++i)
        printf("%-7s x%3d @ %3d = %5d\n", inv[i].name, inv[i].qty, inv[i].unit_price(), inv[i].total());
    printf("value %d\n", inv.value());
    inv[1].qty = 9;
    printf("value %d\n", inv.value());
    return 0;
}
