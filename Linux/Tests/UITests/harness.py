"""What the UI tests (ui_tests.py) and the AT-SPI tests (atspi_tests.py) share: the processes they
start and always stop (Xvfb first of all), the demo with its --trace lines and, when it dies,
how it died, the one parser of those lines, the test registry, the runner, and the filter of GTK
and GLib warnings. One module, over 400 lines, so that every test process starts, reads, stops and
reports the demo the same way.

The --trace grammar is declared in Swift, in Linux/Sources/async-action-demo/TraceGrammar.swift:
one template for every kind of line the demo prints, which `demo_argument` reads from the demo
(trace_lines.load); a line that fits no kind stops the run with a message naming the line. The
looks of the core and the rows of the demo's Looks tab come from the demo too (`--list-looks`,
`load_looks`): no list of looks is kept here.
"""

import ctypes
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# MARK: Processes

_LIVE = []
_PR_SET_PDEATHSIG = 1
_LIBC = ctypes.CDLL(None, use_errno=True)


def _die_with_parent():
    # The child gets SIGTERM when this process dies, even by SIGKILL: no orphaned Xvfb or bus.
    _LIBC.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


def spawn(arguments, **options):
    """Starts a program that `stop_all` stops, and that dies with this process whatever happens
    (call it from the main thread: the kernel ties the child to the thread that started it). With
    `start_new_session=True` its whole process group is stopped."""
    process = subprocess.Popen(arguments, preexec_fn=_die_with_parent, **options)
    _LIVE.append(process)
    return process


def stop(process, grace=5):
    """Stops one program started by `spawn`: SIGTERM (to its group if it leads one), then SIGKILL."""
    if process in _LIVE:
        _LIVE.remove(process)
    if process.poll() is not None:
        return
    try:
        own_group = os.getpgid(process.pid) == process.pid
        os.killpg(process.pid, signal.SIGTERM) if own_group else process.terminate()
        process.wait(grace)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        try:
            os.killpg(process.pid, signal.SIGKILL) if own_group else process.kill()
        except ProcessLookupError:
            pass
        process.wait()


def stop_all():
    for process in reversed(list(_LIVE)):
        stop(process)


def start_display():
    """Starts Xvfb on a free display number (1024x768, 24 bits); returns its name, e.g. ":3"."""
    read_end, write_end = os.pipe()
    spawn(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
          pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.close(read_end)
    return ":" + number.decode().strip()


# MARK: The --trace format (trace_lines.py)

import trace_lines  # noqa: E402
from trace_lines import EXAMPLES, KINDS, Record, Trace, TraceError, parse  # noqa: E402,F401  (re-exported)


# MARK: The looks (--list-looks)

# The core's looks, as the demo lists them: (kind, name), e.g. ("busy", "pulse"). Filled by `load_looks`.
LOOKS = []
# The Looks tab's rows, in the order they stand: {"id", "busy", "failure", "progress", "work"}, the work
# one of "sleep", "fail" and "progress". Filled by `load_looks`.
LOOK_ROWS = []
LISTING = {"look": re.compile(r"look kind=(?P<kind>busy|failure|progress) name=(?P<name>\w+)\Z"),
           "row": re.compile(r"row id=(?P<id>\w+) busy=(?P<busy>\w+) failure=(?P<failure>\w+) "
                             r"progress=(?P<progress>\w+) work=(?P<work>sleep|fail|progress)\Z")}


def load_looks(binary):
    """Reads `binary --list-looks` into `LOOKS` and `LOOK_ROWS`; returns the lines it read."""
    lines = subprocess.run([binary, "--list-looks"], check=True, capture_output=True, text=True,
                           timeout=60).stdout.splitlines()
    LOOKS.clear()
    LOOK_ROWS.clear()
    for line in lines:
        match = next((match for match in (pattern.match(line) for pattern in LISTING.values()) if match), None)
        if not match:
            raise AssertionError(f"{binary} --list-looks wrote {line!r}, neither a look nor a row")
        if line.startswith("look "):
            LOOKS.append((match["kind"], match["name"]))
        else:
            LOOK_ROWS.append(match.groupdict())
    return lines


def looks_no_row_shows(looks, rows):
    """The looks of `looks` ((kind, name) pairs) that no row of `rows` shows: a row shows its busy
    look whatever its work, its failure look only when its action fails, and its progress look
    only when its action reports progress."""
    shown = set()
    for row in rows:
        shown.add(("busy", row["busy"]))
        if row["work"] == "fail":
            shown.add(("failure", row["failure"]))
        if row["work"] == "progress":
            shown.add(("progress", row["progress"]))
    return [look for look in looks if look not in shown]


# MARK: The core's timing

# The core's sources, beside these tests in the repository.
_CORE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Sources", "AsyncActionCore")


def core_seconds(file, pattern):
    """The duration a core source declares, in seconds: the `.milliseconds(…)` or `.seconds(…)`
    after `pattern`, in `file` of Sources/AsyncActionCore. A wait the tests derive from it follows
    the code; a declaration that reads otherwise stops the tests, naming it."""
    with open(os.path.join(_CORE, file), encoding="utf-8") as source:
        match = re.search(pattern + r"\s*(?:Duration)?\.(milliseconds|seconds)\(([\d_.]+)\)", source.read())
    if not match:
        raise AssertionError(f"Sources/AsyncActionCore/{file} declares no duration after {pattern!r}")
    number = float(match.group(2).replace("_", ""))
    return number / 1000 if match.group(1) == "milliseconds" else number


def core_number(file, pattern):
    """The number a core source declares after `pattern`, in `file` of Sources/AsyncActionCore: a
    literal, or a quotient or product of literals (`6.0 / 16`). A size the tests derive from it
    follows the code; a declaration that reads otherwise stops the tests, naming it."""
    with open(os.path.join(_CORE, file), encoding="utf-8") as source:
        match = re.search(pattern + r"\s*([\d_.]+(?:\s*[*/]\s*[\d_.]+)*)\s*$", source.read(), re.MULTILINE)
    if not match:
        raise AssertionError(f"Sources/AsyncActionCore/{file} declares no number after {pattern!r}")
    terms = re.split(r"\s*([*/])\s*", match.group(1).replace("_", ""))
    value = float(terms[0])
    for operator, term in zip(terms[1::2], terms[2::2]):
        value = value * float(term) if operator == "*" else value / float(term)
    return value


# The proportions of the label's line height the indicators are drawn at
# (`LookConstants.ringDiameterToLineHeight`, `LookConstants.indicatorGapToLineHeight`).
RING_DIAMETER_TO_LINE_HEIGHT = core_number("Looks/LookConstants.swift",
                                           r"static let ringDiameterToLineHeight =")
INDICATOR_GAP_TO_LINE_HEIGHT = core_number("Looks/LookConstants.swift",
                                           r"static let indicatorGapToLineHeight =")


def core_pixels(proportion, line_height, least=0):
    """A size in whole pixels by the core's rule (`LookGeometry.pixels(lineHeight:scale:)`):
    `proportion` of the line height, rounded half away from zero, at least `least`."""
    return max(int(proportion * line_height + 0.5), least)


# The standard timing's show-delay and minimum visible time (`ActionConfiguration.BusyIndicatorTiming.standard`), and
# the crossfade between the label and an indicator (`LookConstants.crossfade`).
SHOW_DELAY = core_seconds("Configuration/Timing.swift", r"static let standard = Self\(unchecked:")
MINIMUM_VISIBLE = core_seconds("Configuration/Timing.swift",
                               r"static let standard = Self\(unchecked: [^,]+,")
CROSSFADE = core_seconds("Looks/LookConstants.swift", r"static let crossfade: Duration =")


# MARK: The demo


class DemoProcess:
    """The demo started with --trace on a display, its stderr kept for the warning check; where
    its layout lines put its buttons and widgets, and clicks and keys from xdotool."""

    key_delay_ms = 60

    def __init__(self, binary, display, arguments=(), language="", a11y="test", **extra_env):
        # Places in the window, (x, y, width, height), as `read_layout` takes them: the action
        # buttons (and whether their indicators are hidden from assistive technologies), and the
        # other widgets (fields, tabs, plain buttons).
        self.layout, self.widgets, self.indicator_hidden = {}, {}, {}
        self.origin = (0, 0)
        # LANG stays C.UTF-8 (no other locale is generated here); GLib still honours LANGUAGE.
        env = dict(os.environ, DISPLAY=display, GSK_RENDERER="cairo", GTK_A11Y=a11y, LANG="C.UTF-8",
                   LANGUAGE=language)
        env.update(extra_env)
        for name in ("WAYLAND_DISPLAY", "LC_ALL", "LC_MESSAGES"):
            env.pop(name, None)
        self.env = env
        self.stderr = tempfile.TemporaryFile()
        self.process = spawn([binary, "--trace", *arguments], env=env, stdout=subprocess.PIPE,
                             stderr=self.stderr, text=True)
        self.trace = Trace(self.process.stdout)
        DEMOS.append(self)
        self.death_told = False

    def death(self, lines=25):
        """When the demo has exited by itself with a failure status, or by a signal: how, and the
        last `lines` lines of its stderr (the crash message and the top of its backtrace); else
        None."""
        code = self.process.poll()
        if code is None or code == 0:
            return None
        how = f"signal {signal.Signals(-code).name}" if code < 0 else f"status {code}"
        self.stderr.flush()
        with open(self.stderr.fileno(), "rb", closefd=False) as log:
            log.seek(0)
            tail = log.read().decode(errors="replace").splitlines()[-lines:]
        return f"the demo died ({how}); the last lines of its stderr:\n    " + "\n    ".join(tail)

    def wait_ready(self, timeout=20):
        self.trace.wait_for(lambda: self.trace.has("ready") or self.process.poll() is not None, timeout,
                            "the demo to lay out its window")
        assert self.process.poll() is None, f"the demo exited with status {self.process.returncode}"

    def read_layout(self, since=0):
        """Takes the places that the layout lines from `since` on report."""
        for record in self.trace.of("layout-button", since):
            self.layout[record["id"]] = self.place(record)
            self.indicator_hidden[record["id"]] = record["indicator_hidden"]
        for record in self.trace.of("layout-widget", since):
            self.widgets[record["id"]] = self.place(record)

    @staticmethod
    def place(record):
        return record["x"], record["y"], record["width"], record["height"]

    def locate_window(self):
        """Finds the window on the screen by the title its trace reports; sets `origin`."""
        title = self.trace.of("window-title")[0]["title"]
        geometry = self.xdotool("search", "--sync", "--name", f"^{re.escape(title)}$", "getwindowgeometry", "--shell")
        values = dict(line.split("=") for line in geometry.split())
        self.origin = (int(values["X"]), int(values["Y"]))

    def screen_point(self, place):
        """The middle of `place` (a box in the window), on the screen."""
        x, y, width, height = place
        return self.origin[0] + x + width // 2, self.origin[1] + y + height // 2

    def click_at(self, place, count=1, delay_ms=80):
        """Clicks the middle of `place` (a box in the window) `count` times, `delay_ms` apart."""
        x, y = self.screen_point(place)
        self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(count), "--delay", str(delay_ms), "1")

    def xdotool(self, *args):
        return subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True, text=True).stdout

    def key(self, *keys):
        self.xdotool("key", "--delay", str(self.key_delay_ms), *keys)

    def finish(self, how="ctrl+w"):
        """Ends the demo by the key `how` (or lets it end, with None); returns its exit status and
        stderr."""
        try:
            if how:
                self.key(how)
        except BaseException:
            stop(self.process)
            raise
        return self.close(10)

    def close(self, timeout=10):
        """Waits for the demo to end (killing it if it does not); returns its exit status and
        stderr, which the runner's warning check reads too."""
        try:
            self.process.wait(timeout)
        finally:
            stop(self.process)
            self.trace.reader.join(5)  # the lines still in the pipe
        self.stderr.seek(0)
        text = self.stderr.read().decode(errors="replace")
        LOGS.append(text)
        return self.process.returncode, text


# Every demo started, for the runner: a test that fails after its demo died says how it died.
DEMOS = []


def deaths_untold():
    """How each demo that died and was not yet told of died, with its last stderr lines."""
    told = []
    for demo in DEMOS:
        note = None if demo.death_told else demo.death()
        if note:
            demo.death_told = True
            told.append(note)
    return told


class Xdo:
    """xdotool's library, libxdo, in this process: the same XTEST clicks and keys as `xdotool`,
    without starting a program for each (which takes tens of milliseconds on a loaded machine)."""

    CURRENT_WINDOW = 0  # the events go where the pointer and the keyboard focus are
    KEY_DELAY_US = 12000  # between a key's press and release, as xdotool's default

    def __init__(self, display):
        try:
            self.lib = ctypes.CDLL("libxdo.so.3")
        except OSError:
            sys.exit("error: no libxdo.so.3: install the Debian package libxdo3 (scripts/install-packages)")
        self.lib.xdo_new.restype = ctypes.c_void_p
        self.lib.xdo_new.argtypes = [ctypes.c_char_p]
        self.lib.xdo_move_mouse.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        self.lib.xdo_click_window.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        self.lib.xdo_send_keysequence_window.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_char_p,
                                                         ctypes.c_uint]
        self.lib.xdo_free.argtypes = [ctypes.c_void_p]
        # Xvfb names its display once it listens; on a loaded machine the first connection can
        # still be refused for a moment, so a few tries over a second before giving up.
        for _ in range(20):
            self.handle = self.lib.xdo_new(display.encode())
            if self.handle:
                break
            time.sleep(0.05)
        if not self.handle:
            raise RuntimeError(f"libxdo cannot open the display {display}")

    def _check(self, status, what):
        if status != 0:
            raise RuntimeError(f"libxdo could not {what} (status {status})")

    def click(self, point, count=1, delay_ms=80):
        """Moves the pointer to `point` on the screen and clicks `count` times, `delay_ms` apart."""
        self._check(self.lib.xdo_move_mouse(self.handle, point[0], point[1], 0), f"move the pointer to {point}")
        for index in range(count):
            if index:
                time.sleep(delay_ms / 1000)
            self._check(self.lib.xdo_click_window(self.handle, self.CURRENT_WINDOW, 1), "click")

    def key(self, keys):
        """Presses and releases `keys`, as `xdotool key` names them ("space", "ctrl+s")."""
        self._check(self.lib.xdo_send_keysequence_window(self.handle, self.CURRENT_WINDOW, keys.encode(),
                                                         self.KEY_DELAY_US), f"press {keys}")

    def close(self):
        self.lib.xdo_free(self.handle)


# MARK: Warnings

LOGS = []
WARNING = re.compile(r"CRITICAL|WARNING|Gtk-|GLib-|Gdk-")
# Warnings a run causes on purpose, each with its reason; the final check says how often each
# was set aside. (LANG is C.UTF-8 in every demo, so no "Locale not supported" warning comes.)
EXPECTED_WARNINGS = {
    "Screen coordinates not supported": "Orca asks for screen coordinates, which GTK 4.8 cannot give on X11",
}


def warning_check(logs=LOGS):
    """The unexpected warnings in `logs` (every demo's stderr), and a line on those set aside."""
    lines = [line for text in logs for line in text.splitlines() if WARNING.search(line)]
    found = [line for line in lines if not any(expected in line for expected in EXPECTED_WARNINGS)]
    aside = [f"{sum(expected in line for line in lines)}× {expected!r} ({reason})"
             for expected, reason in EXPECTED_WARNINGS.items()]
    return found, f"{len(logs)} demo logs read; set aside: " + ", ".join(aside)


# MARK: Registry and runner


class Registry:
    """Tests in named groups, in the order they are declared."""

    def __init__(self):
        self.groups = {}

    def test(self, group):
        def register(function):
            self.groups.setdefault(group, []).append(function)
            return function
        return register

    def chosen(self, group, words):
        return [function for function in self.groups.get(group, [])
                if not words or any(word in function.__name__ for word in words)]


class Runner:
    """Runs tests, each to the end whatever the others did, and prints a line per result."""

    def __init__(self, title):
        self.title = title
        self.passed = self.failed = 0

    def record(self, ok, name, detail):
        self.passed += ok
        self.failed += not ok
        print(f"{'✔' if ok else '✘'} {name}: {detail}", flush=True)

    def run(self, function, *arguments, name=None):
        """Calls `function(*arguments)`; its return value is the passing line's detail."""
        name = name or function.__name__.replace("_", " ")
        try:
            self.record(True, name, function(*arguments))
        except Exception as error:  # noqa: BLE001 — report every failure and go on
            self.record(False, name, "\n  ".join([str(error), *deaths_untold()]))

    def closed(self, demo, what="the demo exits with status 0"):
        """Closes a demo shared by several tests; a failure if it exits non-zero or traced a
        malformed line."""
        code, _ = demo.close()
        self.record(code == 0, what, "\n  ".join([str(code), *deaths_untold()]))
        if demo.trace.error:
            self.record(False, "every trace line is well formed", demo.trace.error)

    def main(self, body):
        """Runs `body(self)`, stopping every started program at the end, on SIGTERM and on
        Ctrl-C; then the warning check and the summary. Returns the exit status."""
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
        try:
            body(self)
        except Exception as error:  # noqa: BLE001 — the checks below still run
            self.record(False, "the run reaches its end", "\n  ".join([str(error), *deaths_untold()]))
        finally:
            stop_all()
        found, detail = warning_check()
        self.record(not found, "no unexpected GTK or GLib warning in the log",
                    "\n  " + "\n  ".join(found[:20]) if found else detail)
        print(f"{self.title}: {self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def ensure_gi():
    """Makes `import gi` work with the AT-SPI typelib, or exits naming the package to install. A
    python3 from pyenv or a toolchain has no gi: Debian's /usr/bin/python3 has (python3-gi), so
    this process runs itself again under it."""
    try:
        import gi

        gi.require_version("Atspi", "2.0")
    except ImportError:
        debian = "/usr/bin/python3"
        if os.path.exists(debian) and os.path.realpath(sys.executable) != os.path.realpath(debian):
            os.execv(debian, [debian, *sys.argv])
        sys.exit("error: no module gi: install python3-gi and gir1.2-atspi-2.0 and run with /usr/bin/python3")
    except ValueError:
        sys.exit("error: no Atspi typelib: install gir1.2-atspi-2.0")


# The programs the AT-SPI tests and the GUI fuzz start, each with its Debian package.
SESSION_TOOLS = [("Xvfb", "xvfb"), ("dbus-daemon", "dbus-daemon"), ("xdotool", "xdotool"),
                 ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core")]


def require_tools(tools):
    """Exits with status 2, naming each of `tools` ((program, Debian package) pairs) not found."""
    missing = [f"{tool} (Debian package {package})" for tool, package in tools if not shutil.which(tool)]
    if missing:
        print("error: missing, install with scripts/install-packages: " + ", ".join(missing))
        sys.exit(2)


def demo_argument(usage):
    """The demo binary from the command line (and the words that choose tests), or exits."""
    if len(sys.argv) < 2:
        print(usage)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        sys.exit(f"error: {sys.argv[1]} is not an executable demo (build it: swift build --package-path Linux)")
    trace_lines.load(binary)
    load_looks(binary)
    return binary, sys.argv[2:]
