// Classes with virtual bases shared by the units of host/vbase-abi.cu:
// each unit defines some of their members, so constructors, destructors,
// VTTs, construction vtables and thunks cross the object boundary.
#include <cstdio>

struct V {
  int v;
  V(int x);
  virtual ~V();
  virtual int f() const;
  virtual int g() const;
  virtual const char* who() const;
};
struct L : virtual V {
  int l;
  L(int x);
  ~L();
  int f() const override;
  const char* who() const override;
};
struct R : virtual V {
  int r;
  R(int x);
  ~R();
  int g() const override;
};
struct D : L, R {
  int d;
  D(int x);
  ~D();
  const char* who() const override;
  virtual int k() const;
};
// A nearly empty virtual base is the primary base (one vptr).
struct NE {
  virtual ~NE();
  virtual int ne() const;
};
struct P : virtual NE {
  int p;
  P();
  int ne() const override;
};
// Covariant returns through a virtual base.
struct CB {
  virtual ~CB();
  virtual CB* me();
  int cb = 1;
};
struct CD : virtual CB {
  CD* me() override;
  int cd = 2;
};

D* make_d(int x);
void show(const V& x, const char* how);
void show_d(const D& x);
int probe_casts(V* pv);
