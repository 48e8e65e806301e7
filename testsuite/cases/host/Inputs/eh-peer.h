// Classes shared by eh-interop.cu and eh-peer.cpp (compiled by g++): their
// key functions, and so their vtables and type information, are g++'s.
struct PeerBase {
  int v;
  PeerBase(int x) : v(x) {}
  virtual ~PeerBase();
  virtual const char *who() const;
};
struct PeerDerived : PeerBase {
  PeerDerived(int x) : PeerBase(x) {}
  const char *who() const override;
};
void peer_throw(int kind);
int peer_catch(void (*f)(int), int kind);
PeerBase *peer_make(int kind);
