// The headers of <bits/stdc++.h> beyond issue 10's first list that the
// reductions in libstdcxx-reductions.cu and gnu-complex.cu made translate:
// <chrono> and what is built on it, <list>, <locale>, <iomanip>, <regex>,
// <complex> (and its C-compatibility forms), for the host and for a device
// target. (<random>, <future> and <filesystem> are not here yet: see
// testsuite/oracle/XFAIL.)
// RUN: %circle-rs -fsyntax-only %s
// RUN: %circle-rs -fsyntax-only -sm_70 %s
#include <chrono>
#include <thread>
#include <mutex>
#include <condition_variable>
#include <shared_mutex>
#include <list>
#include <locale>
#include <iomanip>
#include <regex>
#include <complex>
#include <memory>
#include <ccomplex>
#include <ctgmath>
int main() { return 0; }
