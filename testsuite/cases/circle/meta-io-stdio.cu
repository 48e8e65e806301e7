// Compile-time I/O through glibc's <stdio.h>/<stdlib.h> declarations: the
// interpreter binds fopen, fgets, fgetc, fscanf, sscanf, fread, fwrite,
// fprintf, strtol, strtod, atoi, atof by name. fprintf(stdout) is
// compile-time output in order with printf; fprintf(stderr) goes to the
// compiler's stderr. Relative paths resolve against this file's directory.
// Writing needs -fmeta-allow-write.
// RUN: cd %T && %circle-rs %s -fsyntax-only -fmeta-allow-write=%T -DOUT_DIR=\"%T\" > %t.out 2> %t.err
// RUN: %FileCheck %s --input-file %t.out
// RUN: %FileCheck %s --check-prefix=ERR --input-file %t.err
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cerrno>

int scan_file() {
  FILE* f = fopen("Inputs/meta-io-data.txt", "r");
  if(!f) return -1;
  char word[16];
  int n;
  double d;
  int got = fscanf(f, "%15s %d %lf", word, &n, &d);
  printf("fscanf %d: %s %d %.2f\n", got, word, n, d);
  int c = fgetc(f);
  printf("fgetc after the number: %d\n", c);
  char line[64];
  fgets(line, sizeof(line), f);
  printf("fgets: %s", line);
  int lines = 1;
  while(fgets(line, sizeof(line), f)) ++lines;
  printf("then %d line(s), feof %d, last '%s'\n", lines, feof(f) != 0, line);
  fclose(f);
  return got;
}

void parse() {
  char* end;
  long v = strtol("  -42xyz", &end, 10);
  printf("strtol %ld rest '%s'\n", v, end);
  printf("strtol hex %ld, base 0 %ld\n", strtol("ff", nullptr, 16), strtol("0x1F", nullptr, 0));
  errno = 0;
  long big = strtol("99999999999999999999", nullptr, 10);
  printf("strtol overflow %ld erange %d\n", big, errno == ERANGE);
  double x = strtod("1.5e3 tail", &end);
  printf("strtod %g rest '%s' atof %g atoi %d\n", x, end, atof("0x1p-2"), atoi("123abc"));
  int a = 0, b = 0;
  char name[8];
  int k = sscanf("7,8 name", "%d,%d %7s", &a, &b, name);
  printf("sscanf %d: %d %d %s\n", k, a, b, name);
  printf("sscanf on empty input: %d\n", sscanf("", "%d", &a));
}

void roundtrip() {
  char path[256];
  snprintf(path, sizeof(path), "%s/meta-io-out.bin", OUT_DIR);
  FILE* w = fopen(path, "wb");
  int data[4] = { 1, 2, 3, 4 };
  size_t wrote = fwrite(data, sizeof(int), 4, w);
  fprintf(w, "tail");
  fclose(w);
  FILE* r = fopen(path, "rb");
  int back[4] = {};
  size_t got = fread(back, sizeof(int), 4, r);
  char tail[8] = {};
  size_t t = fread(tail, 1, sizeof(tail), r);
  printf("fwrite %zu fread %zu: %d %d %d %d, then %zu bytes '%s' eof %d\n", wrote, got,
         back[0], back[1], back[2], back[3], t, tail, feof(r) != 0);
  fclose(r);
  int removed = remove(path);
  printf("remove %d, reopen %s\n", removed, fopen(path, "r") ? "found" : "NULL");
}

@meta printf("scan: %d\n", scan_file());
@meta fprintf(stdout, "to stdout %d\n", 1);
@meta fprintf(stderr, "to stderr %d\n", 2);
@meta parse();
@meta roundtrip();
@meta puts(fopen("Inputs/no-such-file.txt", "r") ? "opened" : "missing file: NULL");

// CHECK: fscanf 3: alpha 12 3.50
// CHECK-NEXT: fgetc after the number: 10
// CHECK-NEXT: fgets: beta -7 0x10
// CHECK-NEXT: then 3 line(s), feof 1, last 'last line without newline'
// CHECK-NEXT: scan: 3
// CHECK-NEXT: to stdout 1
// CHECK-NEXT: strtol -42 rest 'xyz'
// CHECK-NEXT: strtol hex 255, base 0 31
// CHECK-NEXT: strtol overflow 9223372036854775807 erange 1
// CHECK-NEXT: strtod 1500 rest ' tail' atof 0.25 atoi 123
// CHECK-NEXT: sscanf 3: 7 8 name
// CHECK-NEXT: sscanf on empty input: -1
// CHECK-NEXT: fwrite 4 fread 4: 1 2 3 4, then 4 bytes 'tail' eof 1
// CHECK-NEXT: remove 0, reopen NULL
// CHECK-NEXT: missing file: NULL
// ERR: to stderr 2
