# Shared by the front-end benchmarks: timed runs of circle-rs against
# clang++-19 on the same input, interleaved, reported side by side as the
# median wall time, CPU time (user + system) and peak resident memory.
# The caller sets: name (for messages), work (a scratch directory), bin.
# Peak memory needs GNU time (/usr/bin/time); without it it says n/a.

gnu_time=""
if /usr/bin/time -f %M true >/dev/null 2>&1; then gnu_time=/usr/bin/time; fi

calc() { awk "BEGIN { print $1 }"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
mb() { if [ "$1" = n/a ]; then echo n/a; else printf '%.1f MB' "$(calc "$1 / 1024")"; fi; }
secs() { if [ "$1" = n/a ]; then echo n/a; else printf '%.2f s' "$1"; fi; }

bench_profile() {
  case "$bin" in *debug*) echo debug ;; *) echo release ;; esac
}

# One timed run: appends "wall-seconds kilobytes cpu-seconds" to $1; the
# command must succeed.
one_run() {
  local log=$1; shift
  local s e kb="n/a" cpu="n/a"
  s=$(date +%s.%N)
  if [ -n "$gnu_time" ]; then
    "$gnu_time" -f '%M %U %S' -o "$work/mem" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "$name: '$*' failed" >&2; exit 1; }
    kb=$(tail -1 "$work/mem" | cut -d' ' -f1)
    cpu=$(tail -1 "$work/mem" | awk '{ print $2 + $3 }')
  else
    "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "$name: '$*' failed" >&2; exit 1; }
  fi
  e=$(date +%s.%N)
  echo "$(calc "$e - $s") $kb $cpu" >>"$log"
}

# Checks that a command accepts the input before anything is timed.
must_accept() {
  local who=$1; shift
  "$@" >/dev/null 2>"$work/err" || { head -20 "$work/err" >&2; echo "$name: $who rejects the input" >&2; exit 1; }
}

# compare RUNS -- OURS... -- THEIRS...: interleaved runs, then the table.
compare() {
  local runs=$1; shift; shift
  local ours=() theirs=()
  while [ "$1" != -- ]; do ours+=("$1"); shift; done
  shift
  theirs=("$@")
  must_accept circle-rs "${ours[@]}"
  must_accept clang++-19 "${theirs[@]}"
  : >"$work/ours"; : >"$work/theirs"
  local load
  load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
  for _ in $(seq "$runs"); do
    one_run "$work/ours" "${ours[@]}"
    one_run "$work/theirs" "${theirs[@]}"
  done
  local t_ours t_theirs m_ours m_theirs c_ours c_theirs
  t_ours=$(cut -d' ' -f1 "$work/ours" | median)
  t_theirs=$(cut -d' ' -f1 "$work/theirs" | median)
  m_ours=$(cut -d' ' -f2 "$work/ours" | median)
  m_theirs=$(cut -d' ' -f2 "$work/theirs" | median)
  c_ours=$(cut -d' ' -f3 "$work/ours" | median)
  c_theirs=$(cut -d' ' -f3 "$work/theirs" | median)
  printf 'median of %d runs     wall time   CPU time   peak memory\n' "$runs"
  printf '%-20s %8.3f s   %8s   %s\n' "circle-rs ($(bench_profile))" "$t_ours" "$(secs "$c_ours")" "$(mb "$m_ours")"
  printf '%-20s %8.3f s   %8s   %s\n' clang++-19 "$t_theirs" "$(secs "$c_theirs")" "$(mb "$m_theirs")"
  printf 'ratio (clang time / circle-rs time): %.2f wall' "$(calc "$t_theirs / $t_ours")"
  if [ "$c_ours" != n/a ]; then printf ', %.2f CPU' "$(calc "$c_theirs / $c_ours")"; fi
  printf '\n'
  echo "load average before the runs: $load"
}

# One measured run of circle-rs alone: prints wall time and peak memory.
measure_alone() {
  : >"$work/alone"
  one_run "$work/alone" "$@"
  local t kb
  t=$(cut -d' ' -f1 "$work/alone")
  kb=$(cut -d' ' -f2 "$work/alone")
  printf '%-20s %8.3f s   peak memory %s\n' "circle-rs ($(bench_profile))" "$t" "$(mb "$kb")"
}
