// <fstream> in compile-time code, through the same sandbox as fopen: an
// ifstream reads a tuning table beside the source (relative paths resolve
// against the source's directory), a missing file is a failed stream, -MD
// lists the file read, and an ofstream is denied without -fmeta-allow-write
// (an error naming the operation, the path and the flag) and writes with it.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// RUN: %circle-rs %s -fsyntax-only -MD -MF %t.d > /dev/null
// RUN: %FileCheck %s --check-prefix=DEPS --input-file %t.d
// RUN: %not %circle-rs %s -fsyntax-only -DWRITE -DOUT=\"%T/fs-out.txt\" 2>&1 | %FileCheck %s --check-prefix=DENIED
// RUN: %circle-rs %s -fsyntax-only -DWRITE -DOUT=\"%T/fs-out.txt\" -fmeta-allow-write=%T | %FileCheck %s --check-prefix=WROTE
// RUN: %FileCheck %s --check-prefix=FILE --input-file %T/fs-out.txt
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#ifndef WRITE
@meta {
  std::ifstream in("Inputs/meta-fstream-tuning.txt");
  std::cout << "open=" << in.is_open() << " good=" << (bool)in << "\n";
  std::string line;
  int rows = 0, total = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream row(line);
    std::string arch;
    int block = 0, items = 0;
    row >> arch >> block >> items;
    std::cout << arch << ": " << block * items << "\n";
    ++rows;
    total += block * items;
  }
  std::cout << rows << " rows, total " << total << ", eof=" << in.eof() << "\n";
  std::ifstream missing("Inputs/no-such-file.txt");
  std::cout << "missing: open=" << missing.is_open() << " ok=" << !!missing << "\n";
  int x = 5;
  missing >> x;
  std::cout << "read from missing: " << x << " fail=" << missing.fail() << "\n";
}
// CHECK: open=1 good=1
// CHECK-NEXT: sm_52: 512
// CHECK-NEXT: sm_70: 2048
// CHECK-NEXT: sm_75: 4096
// CHECK-NEXT: 3 rows, total 6656, eof=1
// CHECK-NEXT: missing: open=0 ok=0
// CHECK-NEXT: read from missing: 5 fail=1
// DEPS: meta-fstream.o:
// DEPS: Inputs/meta-fstream-tuning.txt
#else
@meta {
  std::ofstream out(OUT);
  out << "written " << 42 << ' ' << 2.5 << "\n";
  std::cout << "out open=" << out.is_open() << "\n";
}
// DENIED: meta-fstream.cu:[[@LINE-4]]:17: error: compile-time 'basic_filebuf::open' for writing of '{{.*}}fs-out.txt' is not allowed by the sandbox (allow it with -fmeta-allow-write={{.*}})
// WROTE: out open=1
// FILE: written 42 2.5
#endif
