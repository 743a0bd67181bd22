#!/usr/bin/env bash
# End to end: runs bin/goldilocks-replay on every example trace here and compares stdout and the
# exit status with the expected output beside it (NAME.expected: the output without the '== path'
# header; malformed/NAME.expected: the error line; for the hybrid engine, the traces under hybrid/).
# Usage: check-golden.sh [ENGINE]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../../../.." && pwd)"
replay="$root/bin/goldilocks-replay"
engine="${1:-fasttrack}"
passed=0 failed=0

check() { # NAME EXPECTED-STATUS EXPECTED-STDOUT ARGS...
  local name=$1 want_status=$2 want_out=$3 out status
  shift 3
  out=$("$replay" "$@" 2>/dev/null)
  status=$?
  if [ "$status" -eq "$want_status" ] && [ "$out" == "$want_out" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: status $status (want $want_status)"
    diff <(printf '%s\n' "$want_out") <(printf '%s\n' "$out") | sed 's/^/  /'
  fi
}

cd "$here"
all=()
all_out=""
if [ "$engine" = hybrid ]; then
  # hybrid/NAME.expected: detailed mode; NAME.simple.expected: simple mode; NAME.no-oversized.expected,
  # if present: without the oversized-lockset check (else the same as NAME.expected).
  # NAME.no-hb.expected, if present: with --hybrid-hb=off (else the same as NAME.expected).
  simple_out="" no_oversized_out="" no_hb_out=""
  for t in hybrid/*.trace; do
    b="${t%.trace}"
    want="== $t"$'\n'"$(cat "$b.expected")"
    check "$t" 0 "$want" --engine=hybrid "$t"
    all+=("$t")
    all_out+="$want"$'\n'
    simple_out+="== $t"$'\n'"$(cat "$b.simple.expected")"$'\n'
    if [ -f "$b.no-oversized.expected" ]; then
      no_oversized_out+="== $t"$'\n'"$(cat "$b.no-oversized.expected")"$'\n'
    else
      no_oversized_out+="$want"$'\n'
    fi
    if [ -f "$b.no-hb.expected" ]; then
      no_hb_out+="== $t"$'\n'"$(cat "$b.no-hb.expected")"$'\n'
    else
      no_hb_out+="$want"$'\n'
    fi
  done
  check "all hybrid traces in one run" 0 "${all_out%$'\n'}" --engine=hybrid "${all[@]}"
  check "all hybrid traces, simple mode" 0 "${simple_out%$'\n'}" --engine=hybrid --hybrid-mode=simple "${all[@]}"
  check "all hybrid traces, --hybrid-opts=no-oversized" 0 "${no_oversized_out%$'\n'}" --engine=hybrid --hybrid-opts=no-oversized "${all[@]}"
  check "all hybrid traces, --hybrid-opts=none" 0 "${no_oversized_out%$'\n'}" --engine=hybrid --hybrid-opts=none "${all[@]}"
  check "all hybrid traces, --hybrid-max-locks=2" 0 "${no_oversized_out%$'\n'}" --engine=hybrid --hybrid-max-locks=2 "${all[@]}"
  check "all hybrid traces, --hybrid-hb=off" 0 "${no_hb_out%$'\n'}" --engine=hybrid --hybrid-hb=off "${all[@]}"
  check "all hybrid traces, --hybrid-hb=on" 0 "${all_out%$'\n'}" --engine=hybrid --hybrid-hb=on "${all[@]}"
  check "bad hybrid mode" 2 "" --engine=hybrid --hybrid-mode=fast "${all[0]}"
  check "bad hybrid hb" 2 "" --engine=hybrid --hybrid-hb=maybe "${all[0]}"
  check "bad hybrid opts" 2 "" --engine=hybrid --hybrid-opts=some "${all[0]}"
  check "bad hybrid lock bound" 2 "" --engine=hybrid --hybrid-max-locks=-1 "${all[0]}"
  check "hybrid option with another engine" 2 "" --engine=fasttrack --hybrid-mode=simple "${all[0]}"
  check "--hybrid-hb with another engine" 2 "" --engine=goldilocks --hybrid-hb=off "${all[0]}"
else
  for t in *.trace; do
    want="== $t"$'\n'"$(cat "${t%.trace}.expected")"
    check "$t" 0 "$want" --engine="$engine" "$t"
    all+=("$t")
    all_out+="$want"$'\n'
  done
  check "all traces in one run" 0 "${all_out%$'\n'}" --engine="$engine" "${all[@]}"
fi
malformed=(malformed/*.trace)
if [ "$engine" = hybrid ]; then
  malformed=("${malformed[0]}") # the trace is rejected before any engine runs: one is enough here
fi
for t in "${malformed[@]}"; do
  check "$t" 1 "$(cat "${t%.trace}.expected")" --engine="$engine" "$t"
  check "$t after a good trace" 1 "$(cat "${t%.trace}.expected")" --engine="$engine" "${all[0]}" "$t"
done
check "missing file" 1 "" --engine="$engine" no-such.trace
check "unknown option" 2 "" --bogus "${all[0]}"
check "unknown engine" 2 "" --engine=nope "${all[0]}"
check "no trace" 2 "" --engine="$engine"
if "$replay" --help | grep -qxF 'Usage: goldilocks-replay [--engine=goldilocks|fasttrack|hybrid] [--hybrid-...=VALUE]... TRACE...'; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL --help"
fi
echo "golden: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
