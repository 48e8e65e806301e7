// Static member functions and static data members (out-of-line definition,
// inline, constexpr); counting live objects.
#include <cstdio>

struct Widget {
    static int live;
    static inline int created = 0;
    static constexpr int limit = 3;
    int id;
    Widget() : id(++created) { ++live; }
    ~Widget() { --live; }
    static int count() { return live; }
};

int Widget::live = 0;

int main() {
    printf("limit %d\n", Widget::limit);
    {
        Widget a, b;
        printf("live %d created %d\n", Widget::count(), Widget::created);
        {
            Widget c;
            printf("inner live %d id %d\n", c.count(), c.id);
        }
        printf("live %d ids %d %d\n", Widget::live, a.id, b.id);
    }
    printf("end live %d created %d\n", Widget::count(), Widget::created);
    return 0;
}
