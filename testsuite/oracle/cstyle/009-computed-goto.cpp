// GNU labels as values and computed goto: a bytecode interpreter
// dispatching through a static table of label addresses, a label address
// kept in a variable and compared, and a goto through it.
#include <cstdio>
int run(const unsigned char *code) {
  static void *dispatch[] = { &&op_halt, &&op_inc, &&op_dbl, &&op_print };
  int acc = 0, pc = 0;
  goto *dispatch[code[pc++]];
op_inc:
  acc++;
  goto *dispatch[code[pc++]];
op_dbl:
  acc *= 2;
  goto *dispatch[code[pc++]];
op_print:
  printf("acc = %d\n", acc);
  goto *dispatch[code[pc++]];
op_halt:
  return acc;
}
int main() {
  const unsigned char prog[] = {1, 1, 2, 3, 1, 2, 2, 3, 0};
  printf("result %d\n", run(prog));
  void *where = &&done;
  int n = 0;
again:
  if (++n < 3) goto again;
  goto *where;
  n = -1;
done:
  printf("n = %d %d\n", n, &&done == where);
}
