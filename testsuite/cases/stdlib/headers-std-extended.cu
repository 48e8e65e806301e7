// The headers of <bits/stdc++.h> beyond issue 10's first list that the
// reductions in libstdcxx-reductions.cu and gnu-complex.cu made translate:
// <chrono> and what is built on it, <list>, <locale>, <iomanip>, <regex>,
// <complex> (and its C-compatibility forms), <random>, <future> and
// <filesystem>, for the host and for a device target.
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
#include <random>
#include <future>
#include <filesystem>
int main() { return 0; }
