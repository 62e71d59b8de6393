"""The AT-SPI tests' session and client: Xvfb, a session D-Bus and the accessibility bus; the
demo found on that bus by its process id; and what a screen reader reads of a button. The tests
are in atspi_reader.py and atspi_orca.py, registered in `tests`."""

import os
import subprocess
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

import harness  # noqa: E402

BINARY = None
tests = harness.Registry()
# The phase text the engine's ActionStrings give, in the languages tested here, written out
# here rather than read from the engine: "In progress", and with a percentage ("percent", as the
# language writes 40 %: a no-break space before the sign in Spanish), and the hint of a button
# whose click cancels its run, said after the value. Save Changes' busy title (the demo's) and
# retry title (the engine's); the Flows tab and its Download Backup.
ENGLISH = {"in progress": "In progress", "progress": "In progress, {}", "percent": "{}%",
           "press to cancel": "{}. Press to cancel", "failed": "Failed", "saving": "Saving…",
           "try again": "Try Again", "flows": "Flows", "backup": "Download Backup"}
SPANISH = {"in progress": "En curso", "progress": "En curso, {}", "percent": "{}\u00a0%",
           "press to cancel": "{}. Pulsa para cancelar", "failed": "Error", "saving": "Guardando…",
           "try again": "Reintentar", "flows": "Flujos", "backup": "Descargar copia"}


def progress_description(strings, percent, cancels=False):
    """What a button says while its progress shows `percent`: "In progress, 40%", with "Press to
    cancel" after it while a click cancels its run."""
    value = strings["progress"].format(strings["percent"].format(percent))
    return strings["press to cancel"].format(value) if cancels else value


def spoken_percent(strings, text, cancels=False):
    """The percentage a description says (`progress_description`), or None for any other text."""
    found = [percent for percent in range(0, 101) if text == progress_description(strings, percent, cancels)]
    return found[0] if found else None


def start_session():
    """Starts Xvfb, a session D-Bus and the AT-SPI bus, and connects this process's client.

    The display and bus addresses go into this process's environment before Atspi connects, so
    that the client and every program started here share them.
    """
    os.environ["DISPLAY"] = harness.start_display()
    os.environ.pop("WAYLAND_DISPLAY", None)
    bus = harness.spawn(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = bus.stdout.readline().strip()
    if not address:
        raise RuntimeError("the session dbus-daemon did not start")
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
    # Its own process group: the launcher starts the accessibility bus's dbus-daemon, which
    # starts at-spi2-registryd; stopping the group stops all three.
    harness.spawn(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], start_new_session=True,
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
    GLib.log_set_handler("dbind", GLib.LogLevelFlags.LEVEL_WARNING, lambda domain, level, message, data: None, None)
    Atspi.init()


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


def descendants(node, into=lambda node: True):
    """Every node below `node`, depth first; below a node only if `into(node)` holds."""
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            yield child
            if into(child):
                yield from descendants(child, into)


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
        # Kept on self: a listener that is garbage-collected stops listening.
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


class Demo(harness.DemoProcess):
    """The demo on the accessibility bus (GTK_A11Y=atspi), found by its process id; with
    --save-fails, or the `arguments` given."""

    key_delay_ms = 80

    def __init__(self, language=None, arguments=("--save-fails",), binary=None):
        super().__init__(binary or BINARY, os.environ["DISPLAY"], arguments, language=language or "", a11y="atspi")
        wait_until(lambda: self.trace.has("ready") or self.process.poll() is not None, 20,
                   "the demo to lay out its window")
        self.trace.check()
        assert self.process.poll() is None, f"the demo exited with status {self.process.returncode}"
        self.app = wait_until(self._find_app, 10, "the demo's application on the AT-SPI bus")

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
        """Switches to the Gallery tab, where the showcase rows are."""
        self.show_tab("Gallery")

    def show_tab(self, title):
        """Switches to the tab whose switcher button reads `title`, as a screen-reader user does: the tab
        switcher's button, activated through its AT-SPI action."""
        found = [node for node in descendants(self.app)
                 if node.get_name() == title and node.get_role() != Atspi.Role.PUSH_BUTTON
                 and node.get_action_iface() is not None]
        assert found, f"no {title} tab switcher in the accessible tree"
        found[0].get_action_iface().do_action(0)

    def focused(self):
        """The focused object, read from the whole tree; None when nothing has the focus."""
        return next((node for node in descendants(self.app) if "focused" in states(node)), None)


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
