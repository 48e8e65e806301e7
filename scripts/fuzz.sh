#!/usr/bin/env bash
# Runs a cargo-fuzz target for a while: scripts/fuzz.sh TARGET [SECONDS]
# Targets: lex, preprocess, parse, translate. The corpus starts from every
# example and conformance case (classes and templates included) and the
# dictionary fuzz/cxx.dict holds C++ class and template syntax. Works on stable Rust (no sanitizer build:
# the fuzzers look for panics, hangs and runaway memory).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:?usage: scripts/fuzz.sh lex|preprocess|parse [SECONDS]}
seconds=${2:-600}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
cd "$root/fuzz"
mkdir -p "corpus/$target"
cp -n "$root"/examples/*.cu "corpus/$target/" 2>/dev/null || true
cp -n "$root"/../shared/examples/*/*.cu "corpus/$target/" 2>/dev/null || true
# Conformance cases and oracle programs: small files, one construct each.
{ find "$root/testsuite/cases" "$root/testsuite/oracle" -type f \( -name '*.cu' -o -name '*.cpp' \) -size -4k -not -path '*/robustness/*' 2>/dev/null || true; } |
  while read -r f; do cp -n "$f" "corpus/$target/$(basename "$(dirname "$f")")_$(basename "$f")" || true; done
exec cargo fuzz run --sanitizer none "$target" -- -max_total_time="$seconds" -rss_limit_mb=4096 -max_len=4096 -timeout=10 -dict="$root/fuzz/cxx.dict"
