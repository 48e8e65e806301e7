// A state machine with one class per state and virtual transitions; states
// live in static storage.
#include <cstdio>

struct State {
    virtual const char *name() const = 0;
    virtual const State *on(char input) const = 0;
    virtual ~State() {}
};

struct Idle;
struct Running;
struct Paused;
extern const Idle idle;
extern const Running running;
extern const Paused paused;

struct Idle : State {
    const char *name() const override { return "idle"; }
    const State *on(char c) const override;
};
struct Running : State {
    const char *name() const override { return "running"; }
    const State *on(char c) const override;
};
struct Paused : State {
    const char *name() const override { return "paused"; }
    const State *on(char c) const override;
};

const Idle idle;
const Running running;
const Paused paused;

const State *Idle::on(char c) const { return c == 's' ? (const State *)&running : this; }
const State *Running::on(char c) const {
    if (c == 'p') return &paused;
    if (c == 'x') return &idle;
    return this;
}
const State *Paused::on(char c) const { return c == 's' ? (const State *)&running : c == 'x' ? (const State *)&idle : this; }

int main() {
    const State *s = &idle;
    const char *inputs = "spqsxps";
    for (const char *p = inputs; *p; ++p) {
        const State *next = s->on(*p);
        printf("%s --%c--> %s\n", s->name(), *p, next->name());
        s = next;
    }
    return 0;
}
