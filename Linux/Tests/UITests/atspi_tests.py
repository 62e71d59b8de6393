#!/usr/bin/env python3
"""What a screen reader gets from the GTK demo: the demo runs under Xvfb with a session D-Bus and
the AT-SPI bus (GTK_A11Y=atspi); a real AT-SPI client (gi.repository.Atspi, in this process)
reads its buttons while xdotool drives them from the keyboard; and Orca 43 runs against it, its
speech read from its debug log.

usage: atspi_tests.py PATH-TO-async-action-demo

Buttons are found by their accessible name (or, in Spanish, by the keyboard focus), never by
their place in the window. Needs at-spi2-core, python3-gi, gir1.2-atspi-2.0, dbus, xvfb, xdotool
and orca (scripts/install-packages installs them), and Debian's /usr/bin/python3, which has gi.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import termios
import threading
import time

try:
    import gi
except ImportError:
    # A python3 from pyenv or a toolchain has no gi: Debian's python3 has (python3-gi).
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3", *sys.argv])
    sys.exit("error: no module gi: install python3-gi and gir1.2-atspi-2.0 and run with /usr/bin/python3")
try:
    gi.require_version("Atspi", "2.0")
except ValueError:
    sys.exit("error: no Atspi typelib: install gir1.2-atspi-2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

DEMO = None
RESULTS = []
REQUIRED_TOOLS = [("Xvfb", "xvfb"), ("dbus-daemon", "dbus-daemon"), ("xdotool", "xdotool"), ("orca", "orca"),
                  ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core")]
# The phase text the engine's ActionStrings give, in the languages tested here.
ENGLISH = {"in progress": "In progress", "failed": "Failed"}
SPANISH = {"in progress": "En curso", "failed": "Error"}
# Warnings these runs cause on purpose, and why:
EXPECTED_WARNINGS = [
    # The Spanish runs set LANG=es_ES.UTF-8, which a machine without that locale generated does
    # not have: GTK warns and uses the C locale. The engine's strings come from LANGUAGE anyway.
    "Locale not supported by C library",
    "Using the fallback 'C' locale",
    # Orca asks for screen coordinates, which GTK 4.8 cannot give on X11.
    "Screen coordinates not supported",
]


def test(function):
    RESULTS.append(function)
    return function


# MARK: The session: a display, a session bus, the accessibility bus


class Session:
    """Xvfb, a session D-Bus and the AT-SPI bus launcher, all stopped on exit whatever happens.

    The display and bus addresses go into this process's environment before Atspi connects, so
    that the client and every program started here share them.
    """

    def __enter__(self):
        self.processes = []
        try:
            self._start()
        except BaseException:
            self.__exit__()
            raise
        return self

    def _start(self):
        read_end, write_end = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.processes.append(xvfb)
        os.close(write_end)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read_end, 16)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        os.close(read_end)
        os.environ["DISPLAY"] = ":" + number.decode().strip()
        os.environ.pop("WAYLAND_DISPLAY", None)

        bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.processes.append(bus)
        address = bus.stdout.readline().strip()
        if not address:
            raise RuntimeError("the session dbus-daemon did not start")
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = address

        # Its own process group: the launcher starts the accessibility bus's dbus-daemon, which
        # starts at-spi2-registryd; stopping the group stops all three.
        self.processes.append(subprocess.Popen(
            ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], start_new_session=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        deadline = time.monotonic() + 10
        while True:
            try:
                connection.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                     GLib.VariantType("(s)"), Gio.DBusCallFlags.NO_AUTO_START, 1000, None)
                break
            except GLib.Error as error:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the AT-SPI bus did not start: {error.message}") from error
                time.sleep(0.05)
        # GTK 4.8 has no AT-SPI cache object; libatspi warns about it once per app. Not a finding.
        GLib.log_set_handler("dbind", GLib.LogLevelFlags.LEVEL_WARNING,
                             lambda domain, level, message, data: None, None)
        Atspi.init()

    def start(self, arguments, env=None, **options):
        """Starts a program that is stopped with the session."""
        process = subprocess.Popen(arguments, env=env, **options)
        self.processes.append(process)
        return process

    def __exit__(self, *exc):
        for process in reversed(self.processes):
            if process.poll() is not None:
                continue
            try:
                os.killpg(process.pid, signal.SIGTERM) if os.getpgid(process.pid) == process.pid else process.terminate()
                process.wait(5)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    process.kill()
                except ProcessLookupError:
                    pass


def pump(seconds=0.0):
    """Runs this process's GLib main context (AT-SPI events arrive there) for `seconds`."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= deadline:
            return
        time.sleep(0.01)


def wait_until(predicate, timeout, what):
    """Polls `predicate` (AT-SPI reads go to the app each time) until it holds; returns its value."""
    deadline = time.monotonic() + timeout
    while True:
        pump()
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(0.02)


# MARK: Reading the tree


def descendants(node):
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            yield child
            yield from descendants(child)


def states(node):
    return {state.value_nick for state in node.get_state_set().get_states()}


def describe(node):
    return f"{node.get_role_name()} {node.get_name()!r}"


class Events:
    """The AT-SPI events of some types, as (type, source, detail1, text) tuples."""

    TYPES = ["object:property-change:accessible-name", "object:property-change:accessible-description",
             "object:state-changed:busy", "object:state-changed:focused"]

    def __init__(self):
        self.seen = []
        self.focus = None
        # NB: kept on self: a listener that is garbage-collected stops listening.
        self.listener = Atspi.EventListener.new(self._record)
        for kind in self.TYPES:
            self.listener.register(kind)

    def _record(self, event):
        text = event.any_data if isinstance(event.any_data, str) else None
        self.seen.append((event.type, event.source, event.detail1, text))
        if event.type == "object:state-changed:focused" and event.detail1 == 1:
            self.focus = event.source

    def stop(self):
        for kind in self.TYPES:
            self.listener.deregister(kind)

    def of(self, source, kind):
        return [(detail1, text) for kind_, source_, detail1, text in self.seen if kind_ == kind and source_ == source]


class Demo:
    """The demo with --trace and --save-fails, found on the accessibility bus by its process id."""

    def __init__(self, session, language=None):
        env = dict(os.environ, GTK_A11Y="atspi", GSK_RENDERER="cairo",
                   LANG="es_ES.UTF-8" if language else "C.UTF-8", LANGUAGE=language or "")
        self.stderr = tempfile.TemporaryFile()
        self.process = session.start([DEMO, "--trace", "--save-fails"], env=env, stdout=subprocess.PIPE,
                                     stderr=self.stderr, text=True)
        self.lines = []
        threading.Thread(target=self._read, daemon=True).start()
        wait_until(lambda: "ready" in self.lines or self.process.poll() is not None, 20,
                   "the demo to lay out its window")
        assert self.process.poll() is None, f"the demo exited with status {self.process.returncode}"
        self.app = wait_until(self._find_app, 10, "the demo's application on the AT-SPI bus")

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def _find_app(self):
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_process_id() == self.process.pid and app.get_child_count() > 0:
                return app
        return None

    def buttons(self):
        return [node for node in descendants(self.app) if node.get_role() == Atspi.Role.PUSH_BUTTON]

    def button(self, name):
        found = [button for button in self.buttons() if button.get_name() == name]
        assert found, f"no push button named {name!r}; the buttons are {[b.get_name() for b in self.buttons()]}"
        assert len(found) == 1, f"{len(found)} push buttons named {name!r}"
        return found[0]

    def show_gallery(self):
        """Switches to the Gallery page, where the showcase rows are, as a screen-reader user
        does: the page switcher's "Gallery" button, activated through its AT-SPI action."""
        found = [node for node in descendants(self.app)
                 if node.get_name() == "Gallery" and node.get_role() != Atspi.Role.PUSH_BUTTON
                 and node.get_action_iface() is not None]
        assert found, "no Gallery page switcher in the accessible tree"
        found[0].get_action_iface().do_action(0)

    def focused(self):
        """The focused object, read from the whole tree; None when nothing has the focus."""
        return next((node for node in descendants(self.app) if "focused" in states(node)), None)

    def key(self, *keys):
        subprocess.run(["xdotool", "key", "--delay", "80", *keys], check=True, capture_output=True)

    def close(self):
        self.key("ctrl+w")
        self.process.wait(10)
        self.stderr.seek(0)
        return self.process.returncode, self.stderr.read().decode(errors="replace")


def label_text(button):
    """The text of the labels inside a button, as a sighted user reads it."""
    return " ".join(node.get_name() for node in descendants(button) if node.get_role() == Atspi.Role.LABEL)


def exposed_children(button):
    """Everything under a button that is not a plain container or its label: an indicator or
    icon that should have been hidden."""
    return [describe(node) for node in descendants(button)
            if node.get_role() not in (Atspi.Role.PANEL, Atspi.Role.LABEL)]


def check_button(button, name, description, busy, sensitive=True, focused=True):
    """Asserts what a screen reader reads of a button; returns a one-line summary of it."""
    state = states(button)
    seen = (f"name={button.get_name()!r} role={button.get_role_name()!r} "
            f"description={button.get_description()!r} busy={'busy' in state} "
            f"sensitive={'sensitive' in state} focused={'focused' in state}")
    assert button.get_name() == name, f"name {button.get_name()!r}, not {name!r} ({seen})"
    assert button.get_role() == Atspi.Role.PUSH_BUTTON, f"role {button.get_role_name()!r} ({seen})"
    assert button.get_description() == description, f"description {button.get_description()!r}, not {description!r} ({seen})"
    assert ("busy" in state) == busy, f"busy state {'busy' in state}, not {busy} ({seen})"
    assert ("sensitive" in state) == sensitive, f"sensitive state {'sensitive' in state}, not {sensitive} ({seen})"
    assert ("focused" in state) == focused, f"focused state {'focused' in state}, not {focused} ({seen})"
    exposed = exposed_children(button)
    assert not exposed, f"{name}: exposed children {exposed}"
    return seen


# MARK: Tests in English, with the AT-SPI client


@test
def every_button_is_named_by_its_label_text(demo, strings):
    buttons = demo.buttons()
    wrong = [(button.get_name(), label_text(button)) for button in buttons
             if not button.get_name() or button.get_name() != label_text(button)]
    assert not wrong, f"{len(wrong)} of {len(buttons)} push buttons not named by their label: {wrong}"
    for name in ["Save Changes", "Sync", "Send Invite", "Publish"]:
        demo.button(name)
    return f"{len(buttons)} push buttons, each named by its label text (Save Changes, Sync, Send Invite…)"


@test
def no_button_exposes_an_indicator_or_an_icon(demo, strings):
    found = {button.get_name(): exposed_children(button) for button in demo.buttons()}
    found = {name: children for name, children in found.items() if children}
    assert not found, f"children a screen reader would find: {found}"
    return f"{len(demo.buttons())} push buttons hold only containers and their label"


@test
def save_changes_idle_is_named_described_by_nothing_and_focused(demo, strings):
    save = demo.button("Save Changes")
    return check_button(save, "Save Changes", "", busy=False)


@test
def save_changes_busy_from_the_keyboard_keeps_its_name_and_says_in_progress(demo, strings):
    save = demo.button("Save Changes")
    demo.events = Events()
    demo.key("space")
    wait_until(lambda: "busy" in states(save), 5, "Save Changes to turn busy after space")
    return check_button(save, "Save Changes", strings["in progress"], busy=True)


@test
def save_changes_in_failure_feedback_says_failed(demo, strings):
    save = demo.button("Save Changes")
    wait_until(lambda: save.get_description() == strings["failed"], 5, "the failure feedback")
    # The demo renames the button when its save fails: the name follows the label.
    wait_until(lambda: save.get_name() == "Retry Save", 2, "the name to follow the new label")
    # A feedback phase is not busy: the run is over, and a tap would start the next one.
    return check_button(save, "Retry Save", strings["failed"], busy=False)


@test
def save_changes_ended_is_idle_again_with_its_new_name(demo, strings):
    save = demo.button("Retry Save")
    wait_until(lambda: not save.get_description(), 5, "the failure feedback to end")
    return check_button(save, "Retry Save", "", busy=False)


@test
def clients_hear_the_phase_and_the_new_name_as_events(demo, strings):
    save = demo.button("Retry Save")
    pump(0.2)
    descriptions = [text for _, text in demo.events.of(save, "object:property-change:accessible-description")]
    names = [text for _, text in demo.events.of(save, "object:property-change:accessible-name")]
    busy = [detail for detail, _ in demo.events.of(save, "object:state-changed:busy")]
    demo.events.stop()
    assert [text for text in descriptions if text] == [strings["in progress"], strings["failed"]], \
        f"description changes {descriptions}"
    assert names == ["Retry Save"], f"name changes {names}"
    assert busy == [1, 0], f"busy changes {busy}"
    return f"on the button: description {descriptions}, name {names}, busy {busy}"


@test
def a_disabled_run_gives_the_focus_back_to_its_button(demo, strings):
    demo.show_gallery()
    publish = demo.button("Publish")
    events = Events()
    for _ in range(40):
        if "focused" in states(publish):
            break
        events.focus = None
        demo.key("Tab")
        wait_until(lambda: events.focus is not None, 3, "Tab to move the focus")
    assert "focused" in states(publish), "Tab never reached Publish"
    demo.key("space")
    wait_until(lambda: "busy" in states(publish), 5, "Publish to turn busy")
    busy = check_button(publish, "Publish", strings["in progress"], busy=True, sensitive=False,
                        focused="focused" in states(publish))
    during = demo.focused()
    wait_until(lambda: "busy" not in states(publish), 5, "the disabled run to end")
    wait_until(lambda: "focused" in states(publish), 1, "the focus to come back to Publish")
    ended = check_button(publish, "Publish", "", busy=False)
    # The keyboard user's place is kept: Return runs the same button again.
    demo.key("Return")
    wait_until(lambda: "busy" in states(publish), 5, "Return to run Publish again")
    wait_until(lambda: "busy" not in states(publish) and "focused" in states(publish), 5, "the second run to end")
    events.stop()
    return (f"busy: {busy}, focus on {describe(during) if during else 'nothing'}; "
            f"ended: {ended}; Return ran it again")


@test
def a_disabled_run_leaves_the_focus_where_the_user_moved_it(demo, strings):
    publish = demo.button("Publish")
    assert "focused" in states(publish), "Publish lost the focus after the previous test"
    demo.key("space")
    wait_until(lambda: "busy" in states(publish), 5, "Publish to turn busy")
    demo.key("Tab")  # the user moves on while it runs
    moved = wait_until(demo.focused, 3, "Tab to focus something")
    assert moved != publish, "the focus stayed on the insensitive button"
    wait_until(lambda: "busy" not in states(publish) and "sensitive" in states(publish), 5, "the run to end")
    pump(0.3)
    now = demo.focused()
    assert now == moved, f"the focus moved from {describe(moved)} to {describe(now) if now else 'nothing'}"
    return f"Tab while busy focused {describe(moved)}; it kept the focus when Publish turned sensitive"


# MARK: Spanish, with the AT-SPI client

SPANISH_RESULTS = []


def spanish(function):
    SPANISH_RESULTS.append(function)
    return function


@spanish
def spanish_save_button_says_en_curso_then_error_and_keeps_its_name(demo, strings):
    # Found by the focus the demo gives it, not by its name, which the demo may translate.
    save = wait_until(demo.focused, 5, "the focused button")
    title = label_text(save)
    idle = check_button(save, title, "", busy=False)
    demo.key("space")
    wait_until(lambda: "busy" in states(save), 5, "the button to turn busy after space")
    busy = check_button(save, title, strings["in progress"], busy=True)
    wait_until(lambda: save.get_description() == strings["failed"], 5, "the failure feedback")
    failed = check_button(save, label_text(save), strings["failed"], busy=False)
    return f"idle: {idle}; busy: {busy}; failed: {failed}"


# MARK: Orca


class Orca:
    """Orca 43 with its own preferences folder, its debug log written to a pseudo-terminal (a
    file would be written in blocks; a terminal gets every line as Orca writes it)."""

    def __init__(self, session, language=None):
        self.folder = tempfile.TemporaryDirectory()
        # NB: this end of the terminal stays open until Orca has stopped: reading a terminal
        # with no writer fails at once, and would close it before Orca opens it.
        master, self.terminal = os.openpty()
        attributes = termios.tcgetattr(self.terminal)
        attributes[3] &= ~termios.ECHO
        termios.tcsetattr(self.terminal, termios.TCSANOW, attributes)
        env = dict(os.environ, HOME=self.folder.name)
        if language:
            env.update(LANG="es_ES.UTF-8", LANGUAGE=language)
        self.process = session.start(
            ["orca", "--user-prefs", self.folder.name, "--debug-file", os.ttyname(self.terminal)], env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        self.spoken = []
        threading.Thread(target=self._read, args=(master,), daemon=True).start()
        # Orca greets ("Screen reader on.", in its language) once it listens.
        wait_until(lambda: self.spoken or self.process.poll() is not None, 30, "Orca to start")
        assert self.process.poll() is None, f"Orca exited with status {self.process.returncode}"

    def _read(self, master):
        with os.fdopen(master, "r", errors="replace") as log:
            try:
                for line in log:
                    # SPEECH OUTPUT: 'Save Changes push button.'{'established': False}
                    match = re.search(r"SPEECH OUTPUT: '(.*)'\s*\{.*\}\s*$", line)
                    if match:
                        self.spoken.append(match[1].strip())
            except OSError:  # the terminal closes when Orca exits
                pass

    def speech_after(self, start, *expected, timeout=5):
        """Waits until Orca has spoken `expected`, in that order, since index `start` of its speech
        (key echo such as "tab " may come between); returns what it spoke."""
        def heard():
            words = self.spoken[start:]
            position = 0
            for text in words:
                if position < len(expected) and text == expected[position]:
                    position += 1
            return position == len(expected)
        try:
            wait_until(heard, timeout, f"Orca to speak {list(expected)}")
        except AssertionError as error:
            raise AssertionError(f"{error}; it spoke {self.spoken[start:]}") from None
        return self.spoken[start:]

    def stop(self):
        # Orca speaks its goodbye on SIGTERM, and then sometimes does not exit: give it 2 s.
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(2)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(5)
        os.close(self.terminal)
        self.folder.cleanup()


def orca_speaks_save_changes_idle_and_busy(session, language, strings):
    orca = Orca(session, language)
    demo = Demo(session, language)
    try:
        # The demo starts with the focus on Save Changes. Its name as the bus gives it to Orca (the
        # demo may translate it); Orca 43 says the role as "push button", in Spanish too.
        save = wait_until(demo.focused, 5, "the focused button")
        title = f"{save.get_name()} {save.get_role_name()}."
        # Tab away and back, so that Orca hears the focus arrive on it. Orca, busy greeting the
        # new window, sometimes lets the first focus change go by unspoken: up to three tries.
        for attempt in range(3):
            start = len(orca.spoken)
            demo.key("Tab", "shift+Tab")
            try:
                idle = orca.speech_after(start, title, timeout=3)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        start = len(orca.spoken)
        demo.key("space")
        pressed = orca.speech_after(start, strings["in progress"])
        start = len(orca.spoken)
        demo.key("Tab", "shift+Tab")  # back on it while it runs (1.5 s)
        busy = orca.speech_after(start, title, strings["in progress"] + ".")
        start = len(orca.spoken)
        failed = orca.speech_after(start, strings["failed"])
    finally:
        orca.stop()
        code, stderr = demo.close()
    assert code == 0, f"the demo exited {code}"
    return stderr, (f"focus while idle: {idle[-1]!r}; space: {pressed!r}; focus while busy: {busy[-2:]!r}; "
                    f"failure feedback: {failed!r}")


# MARK: Running


def warnings(stderr):
    found = [line for line in stderr.splitlines() if re.search(r"CRITICAL|WARNING|Gtk-|GLib-|Gdk-", line)]
    return [line for line in found if not any(expected in line for expected in EXPECTED_WARNINGS)]


def run(functions, demo, strings, results):
    for function in functions:
        name = function.__name__.replace("_", " ")
        try:
            detail = function(demo, strings)
            results.append(True)
            print(f"✔ {name}: {detail}")
        except Exception as error:  # noqa: BLE001 — report every failure and go on
            results.append(False)
            print(f"✘ {name}: {error}")


def main():
    global DEMO
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    DEMO = os.path.abspath(sys.argv[1])
    if not os.access(DEMO, os.X_OK):
        print(f"error: {sys.argv[1]} is not an executable demo (build it: swift build --package-path Linux)")
        return 2
    missing = [f"{tool} (Debian package {package})" for tool, package in REQUIRED_TOOLS
               if not shutil.which(tool)]
    if missing:
        print("error: missing, install with scripts/install-packages: " + ", ".join(missing))
        return 2
    # Stopped by a signal, still stop Xvfb and the buses.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    results = []
    stderrs = []
    with Session() as session:
        for language, strings, functions in [(None, ENGLISH, RESULTS), ("es", SPANISH, SPANISH_RESULTS)]:
            try:
                demo = Demo(session, language)
            except Exception as error:  # noqa: BLE001
                results.append(False)
                print(f"✘ the demo starts on the AT-SPI bus (LANGUAGE={language or ''}): {error}")
                continue
            run(functions, demo, strings, results)
            code, stderr = demo.close()
            stderrs.append(stderr)
            results.append(code == 0)
            print(f"{'✔' if code == 0 else '✘'} the demo exits with status 0 (LANGUAGE={language or ''}): {code}")
        for language, strings in [(None, ENGLISH), ("es", SPANISH)]:
            name = f"orca speaks save changes idle and busy (LANGUAGE={language or ''})"
            try:
                stderr, detail = orca_speaks_save_changes_idle_and_busy(session, language, strings)
                stderrs.append(stderr)
                results.append(True)
                print(f"✔ {name}: {detail}")
            except Exception as error:  # noqa: BLE001
                results.append(False)
                print(f"✘ {name}: {error}")
    found = [line for text in stderrs for line in warnings(text)]
    results.append(not found)
    if found:
        print("✘ no unexpected GTK or GLib warning in the log:\n  " + "\n  ".join(found[:20]))
    else:
        print("✔ no unexpected GTK or GLib warning in the log")
    print(f"AT-SPI tests: {results.count(True)} passed, {results.count(False)} failed")
    return 1 if False in results else 0


if __name__ == "__main__":
    sys.exit(main())
