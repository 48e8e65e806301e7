// Multiple inheritance: bases constructed in declaration order, members of
// each base reachable, conversion to each base.
#include <cstdio>

struct Reader {
    int r = 1;
    Reader() { printf("Reader\n"); }
    ~Reader() { printf("~Reader\n"); }
    int read() const { return r * 10; }
};

struct Writer {
    int w = 2;
    Writer() { printf("Writer\n"); }
    ~Writer() { printf("~Writer\n"); }
    int write() const { return w * 100; }
};

struct File : Writer, Reader {
    File() { printf("File\n"); }
    ~File() { printf("~File\n"); }
};

int from_reader(const Reader &r) { return r.r; }
int from_writer(const Writer *w) { return w->w; }

int main() {
    File f;
    printf("%d %d\n", f.read(), f.write());
    printf("%d %d\n", from_reader(f), from_writer(&f));
    Reader *rp = &f;
    File *back = static_cast<File *>(rp);
    printf("round trip %d\n", back == &f ? 1 : 0);
    return 0;
}
