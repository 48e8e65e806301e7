// libstdc++'s out-of-line red-black tree primitives, declared as its
// <bits/stl_tree.h> declares them: natively implemented in the interpreter,
// the real ones from libstdc++.so under g++. Inserts keys in a scrambled
// order, erases some, checks the tree's invariants and walks it both ways.
#include <cstdio>
namespace std {
enum _Rb_tree_color { _S_red = false, _S_black = true };
struct _Rb_tree_node_base {
  _Rb_tree_color _M_color;
  _Rb_tree_node_base* _M_parent;
  _Rb_tree_node_base* _M_left;
  _Rb_tree_node_base* _M_right;
};
_Rb_tree_node_base* _Rb_tree_increment(_Rb_tree_node_base*) throw();
_Rb_tree_node_base* _Rb_tree_decrement(_Rb_tree_node_base*) throw();
void _Rb_tree_insert_and_rebalance(const bool, _Rb_tree_node_base*, _Rb_tree_node_base*,
                                   _Rb_tree_node_base&) throw();
_Rb_tree_node_base* _Rb_tree_rebalance_for_erase(_Rb_tree_node_base* const,
                                                 _Rb_tree_node_base&) throw();
}  // namespace std

struct Node : std::_Rb_tree_node_base {
  int key;
};

struct Tree {
  std::_Rb_tree_node_base header;
  int count;
  Tree() {
    header._M_color = std::_S_red;
    header._M_parent = nullptr;
    header._M_left = &header;
    header._M_right = &header;
    count = 0;
  }
  static int key(std::_Rb_tree_node_base* n) { return static_cast<Node*>(n)->key; }
  void insert(int k) {
    std::_Rb_tree_node_base* y = &header;
    std::_Rb_tree_node_base* x = header._M_parent;
    bool left = true;
    while (x) {
      y = x;
      left = k < key(x);
      x = left ? x->_M_left : x->_M_right;
    }
    Node* z = new Node;
    z->key = k;
    std::_Rb_tree_insert_and_rebalance(left, z, y, header);
    ++count;
  }
  std::_Rb_tree_node_base* find(int k) {
    std::_Rb_tree_node_base* x = header._M_parent;
    while (x && key(x) != k) x = k < key(x) ? x->_M_left : x->_M_right;
    return x;
  }
  void erase(int k) {
    std::_Rb_tree_node_base* n = find(k);
    if (!n) return;
    delete static_cast<Node*>(std::_Rb_tree_rebalance_for_erase(n, header));
    --count;
  }
  // Black height, or -1 if a red node has a red child or heights differ.
  int check(std::_Rb_tree_node_base* n) {
    if (!n) return 1;
    if (n->_M_color == std::_S_red) {
      if ((n->_M_left && n->_M_left->_M_color == std::_S_red) ||
          (n->_M_right && n->_M_right->_M_color == std::_S_red))
        return -1;
    }
    int l = check(n->_M_left), r = check(n->_M_right);
    if (l < 0 || r < 0 || l != r) return -1;
    return l + (n->_M_color == std::_S_black ? 1 : 0);
  }
  ~Tree() {
    while (header._M_parent) erase(key(header._M_parent));
  }
};

int main() {
  Tree t;
  for (int i = 0; i < 200; ++i) t.insert((i * 37) % 200);
  for (int i = 0; i < 200; i += 3) t.erase((i * 11) % 200);
  int black = t.check(t.header._M_parent);
  bool root_black = t.header._M_parent->_M_color == std::_S_black;
  printf("count %d black-height %d root-black %d\n", t.count, black, root_black);
  int n = 0, sum = 0, prev = -1;
  bool sorted = true;
  for (std::_Rb_tree_node_base* p = t.header._M_left; p != &t.header; p = std::_Rb_tree_increment(p)) {
    if (Tree::key(p) <= prev) sorted = false;
    prev = Tree::key(p);
    if (n < 8) printf("%d ", Tree::key(p));
    ++n;
    sum += Tree::key(p);
  }
  printf("\nforward %d sum %d sorted %d\n", n, sum, sorted);
  n = 0;
  for (std::_Rb_tree_node_base* p = std::_Rb_tree_decrement(&t.header); p != &t.header; ) {
    if (n < 5) printf("%d ", Tree::key(p));
    ++n;
    if (p == t.header._M_left) break;
    p = std::_Rb_tree_decrement(p);
  }
  printf("\nbackward %d leftmost %d rightmost %d\n", n, Tree::key(t.header._M_left),
         Tree::key(t.header._M_right));
  return 0;
}
