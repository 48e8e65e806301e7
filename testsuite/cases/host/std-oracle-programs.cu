// The standard-library oracle programs (testsuite/oracle/stdlib/, one or
// more per header of issue 10's list) compiled as host code, linked
// against the system's libstdc++ and run: each prints exactly what the
// same program built with g++-12 prints (the checked-in .out files, which
// scripts/regen-oracle.sh regenerates). The oracle suite runs the same
// programs in the interpreter. (022-functional is not here: the host
// module does not build std::function's manager yet; nor are 030-random,
// whose <random> does not translate yet, and 031-iomanip, which needs
// iostreams on the host.)
// RUN: %circle-rs -w %S/../../oracle/stdlib/001-rb-tree-primitives.cpp -o %t.001 && %t.001 > %t.001.txt && diff %S/../../oracle/stdlib/001-rb-tree-primitives.out %t.001.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/002-hash-and-rehash-policy.cpp -o %t.002 && %t.002 > %t.002.txt && diff %S/../../oracle/stdlib/002-hash-and-rehash-policy.out %t.002.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/010-type-traits.cpp -o %t.010 && %t.010 > %t.010.txt && diff %S/../../oracle/stdlib/010-type-traits.out %t.010.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/011-limits.cpp -o %t.011 && %t.011 > %t.011.txt && diff %S/../../oracle/stdlib/011-limits.out %t.011.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/012-utility.cpp -o %t.012 && %t.012 > %t.012.txt && diff %S/../../oracle/stdlib/012-utility.out %t.012.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/013-array-tuple.cpp -o %t.013 && %t.013 > %t.013.txt && diff %S/../../oracle/stdlib/013-array-tuple.out %t.013.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/014-algorithm-numeric.cpp -o %t.014 && %t.014 > %t.014.txt && diff %S/../../oracle/stdlib/014-algorithm-numeric.out %t.014.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/015-map-set.cpp -o %t.015 && %t.015 > %t.015.txt && diff %S/../../oracle/stdlib/015-map-set.out %t.015.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/016-cstring-cstdlib-cmath.cpp -o %t.016 && %t.016 > %t.016.txt && diff %S/../../oracle/stdlib/016-cstring-cstdlib-cmath.out %t.016.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/017-vector.cpp -o %t.017 && %t.017 > %t.017.txt && diff %S/../../oracle/stdlib/017-vector.out %t.017.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/018-optional.cpp -o %t.018 && %t.018 > %t.018.txt && diff %S/../../oracle/stdlib/018-optional.out %t.018.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/019-variant.cpp -o %t.019 && %t.019 > %t.019.txt && diff %S/../../oracle/stdlib/019-variant.out %t.019.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/020-string-view.cpp -o %t.020 && %t.020 > %t.020.txt && diff %S/../../oracle/stdlib/020-string-view.out %t.020.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/021-unordered-map.cpp -o %t.021 && %t.021 > %t.021.txt && diff %S/../../oracle/stdlib/021-unordered-map.out %t.021.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/023-string.cpp -o %t.023 && %t.023 > %t.023.txt && diff %S/../../oracle/stdlib/023-string.out %t.023.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/024-iterator.cpp -o %t.024 && %t.024 > %t.024.txt && diff %S/../../oracle/stdlib/024-iterator.out %t.024.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/025-memory.cpp -o %t.025 && %t.025 > %t.025.txt && diff %S/../../oracle/stdlib/025-memory.out %t.025.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/026-initializer-list-cstdint.cpp -o %t.026 && %t.026 > %t.026.txt && diff %S/../../oracle/stdlib/026-initializer-list-cstdint.out %t.026.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/027-complex.cpp -o %t.027 && %t.027 > %t.027.txt && diff %S/../../oracle/stdlib/027-complex.out %t.027.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/028-chrono.cpp -o %t.028 && %t.028 > %t.028.txt && diff %S/../../oracle/stdlib/028-chrono.out %t.028.txt
// RUN: %circle-rs -w %S/../../oracle/stdlib/029-list.cpp -o %t.029 && %t.029 > %t.029.txt && diff %S/../../oracle/stdlib/029-list.out %t.029.txt

int main() { return 0; }
