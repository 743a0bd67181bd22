#!/usr/bin/env bash
# End to end: runs bin/goldilocks-replay on every example trace here and compares stdout and the
# exit status with the expected output beside it (NAME.expected: the output without the '== path'
# header; malformed/NAME.expected: the error line). Usage: check-golden.sh [ENGINE]
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
for t in *.trace; do
  want="== $t"$'\n'"$(cat "${t%.trace}.expected")"
  check "$t" 0 "$want" --engine="$engine" "$t"
  all+=("$t")
  all_out+="$want"$'\n'
done
check "all traces in one run" 0 "${all_out%$'\n'}" --engine="$engine" "${all[@]}"
for t in malformed/*.trace; do
  check "$t" 1 "$(cat "${t%.trace}.expected")" --engine="$engine" "$t"
  check "$t after a good trace" 1 "$(cat "${t%.trace}.expected")" --engine="$engine" "${all[0]}" "$t"
done
check "missing file" 1 "" --engine="$engine" no-such.trace
check "unknown option" 2 "" --bogus "${all[0]}"
check "unknown engine" 2 "" --engine=nope "${all[0]}"
check "no trace" 2 "" --engine="$engine"
if "$replay" --help | grep -qxF 'Usage: goldilocks-replay [--engine=goldilocks|fasttrack|hybrid] [--hybrid-mode=simple|detailed] [--hybrid-opts=all|no-oversized|none] [--hybrid-max-locks=N|learned] TRACE...'; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL --help"
fi
echo "golden: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
