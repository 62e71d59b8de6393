# Sourced by every shell script of the repository (scripts/*, .ci/run, Linux/Tests/Valgrind/memcheck):
# what they share. Sourcing it changes no folder and starts nothing.
#
#   ROOT            the repository's root folder
#   PATH            with the Swift toolchain: /opt/swift/usr/bin where `swift` is not found already
#   build_demo      builds the GTK demo; prints the path of its binary
#   linux_bin       prints the Linux package's build folder (where the demo and the bench are)
#   on_xvfb CMD...  runs CMD with GTK on a private Xvfb (1024x768x24, cairo renderer, no
#                   accessibility bus), whatever display this shell has
#   new_scratch     makes a temporary folder, $SCRATCH, removed when the script exits

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

linux_bin() {
  swift build --package-path "$ROOT/Linux" --show-bin-path
}

build_demo() {
  swift build --package-path "$ROOT/Linux" --product async-action-demo >&2
  echo "$(linux_bin)/async-action-demo"
}

on_xvfb() {
  env -u DISPLAY -u WAYLAND_DISPLAY GSK_RENDERER=cairo GTK_A11Y=none \
    xvfb-run -a -s "-screen 0 1024x768x24" "$@"
}

new_scratch() {
  SCRATCH="$(mktemp -d)"
  trap 'rm -rf "$SCRATCH"' EXIT
}
