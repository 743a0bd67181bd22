# Sourced by the scripts in bin/: finds a JDK 25 and exports JAVA_HOME for it.
# Order: $GOLDILOCKS_JAVA_HOME, then $JAVA_HOME, then every JDK under /usr/lib/jvm.
# Picks the first whose `release` file says JAVA_VERSION="25...". No manual export needed.
goldilocks_is_jdk25() {
  [ -n "$1" ] && [ -x "$1/bin/java" ] && [ -f "$1/release" ] &&
    grep -q '^JAVA_VERSION="25' "$1/release"
}
goldilocks_find_jdk25() {
  local c
  for c in "${GOLDILOCKS_JAVA_HOME:-}" "${JAVA_HOME:-}" /usr/lib/jvm/*; do
    if goldilocks_is_jdk25 "$c"; then
      (cd "$c" && pwd -P)
      return 0
    fi
  done
  return 1
}
if ! GOLDILOCKS_JDK=$(goldilocks_find_jdk25); then
  echo "goldilocks: no JDK 25 found (looked at \$GOLDILOCKS_JAVA_HOME, \$JAVA_HOME and /usr/lib/jvm/*)" >&2
  exit 1
fi
export JAVA_HOME="$GOLDILOCKS_JDK"
export PATH="$JAVA_HOME/bin:$PATH"
