#!/usr/bin/env python3
"""A GUI fuzz of the GTK demo: random user actions on the real window under Xvfb, clicked and
typed through xdotool's library (harness.Xdo), the demo's --trace lines checked after every
action against the model of the rules in fuzz_model.py; the demo is on the accessibility bus,
which a check now and then reads too. One file, over 350 lines: the plan, the actions and the
loop that checks each of them are read together when a seed is replayed.

usage: fuzz_gui.py PATH-TO-async-action-demo [EVENTS [SEED]]
  EVENTS: how many actions (1000 unless given); SEED: the plan's seed (a fresh one unless given).
  scripts/fuzz-gui [EVENTS] [SEED] builds the demo and runs this.

The plan is drawn from EVENTS and SEED alone, before the demo starts, so the same EVENTS and SEED
send the same actions, in the same order, at the same places: replay by seed. What the actions
do depends on the demo's timing, which the model reads from the trace, never from a clock.

Each action follows a gap of 300 ms × u⁶, u uniform in [0, 1): 0 to 300 ms, biased toward short
gaps (median 5 ms, mean 43 ms, one gap in ten over 159 ms), as a user's bursts and pauses.
Per action:
  75 %   a click on a button or field of the tab last switched to (every action button of every
         tab, the loading-flag buttons, the filter, the press-from-code button, the fields, the
         Flows tab's check button and address panel's toggle, and on every tab the failure
         banner's Try Again and OK, where the banner last showed them): 75 % single, 17 % double,
         8 % triple clicks, 10 to 100 ms apart
  18 %   a key: Space, Return, Tab, Shift+Tab, Ctrl+S (a press from code of Save Changes)
   4 %   a switch to another tab (which cancels the tab's runs, as leaving the screen does)
   2.5 % an AT-SPI check: one button (a busy one if any) read over the accessibility bus — BUSY
         exactly while the trace says it runs or holds a success, its name the one its last
         drawing gave it (its label or a busy title) — when the trace shows it in
         the same state before the read and once the lines written before the answer are read
   0.25 % Ctrl+W (the window closes), 0.25 % SIGTERM: the demo must end with status 0, its runs
         ended, 0 live widgets, 0 closure boxes, no GTK warning; then a fresh demo starts
A violation prints the seed, the step, the rule and its trace line, the last 20 actions and the
command that replays it, and exits 1. The first demo learns where every tab's widgets are (the
layout lines of each tab, the address panel opened); later demos are laid out the same. The
failure banner's buttons are where its last layout lines put them; a click planned on them
before the banner ever showed does nothing.
"""

import os
import random
import signal
import sys
import time
from collections import Counter, defaultdict

sys.dont_write_bytecode = True  # the test modules leave no __pycache__ in the tree

import harness  # noqa: E402

harness.ensure_gi()

import atspi_session  # noqa: E402
import fuzz_demo  # noqa: E402
from fuzz_model import BUTTONS, Model, Violation  # noqa: E402
from gi.repository import Atspi  # noqa: E402

TABS = ["profile", "gallery", "looks", "flows"]
# What a click on each tab aims at, with weights: the scopes' pairs, the held success, the filter
# and the press from code more often, as the rules that span buttons and runs live there (a click
# on one of a scope's pair while the other runs, a click on a button that holds its success).
# Send most of all: with "Send when free" checked at each demo's start (and never clicked after),
# a second click on Send while it runs is kept, and pressed from inside Send's own give-back.
TARGETS = {
    "profile": {"save": 3, "sync": 3, "invite": 3, "name": 1, "email": 1},
    "gallery": {"upload": 2, "download": 2, "refresh": 3, "filter": 3, "connect": 2, "archive": 6, "delete": 6,
                "publish": 2, "export": 2, "import": 2, "signin": 1, "check": 1, "draft": 2, "press_draft": 2},
    "looks": {},  # each row the demo lists, 2: add_looks_rows
    "flows": {"send": 10, "attach": 4, "allow_send": 2, "backup": 4, "address_toggle": 3, "address": 6},
}
# The failure banner's buttons, under every tab.
BANNER = {"banner_try_again": 2, "banner_ok": 1}
for targets in TARGETS.values():
    targets.update(BANNER)


def add_looks_rows():
    """The Looks tab's rows, as the demo lists them (harness.LOOK_ROWS): for the model and as
    targets, each of weight 2."""
    fuzz_demo.add_looks_rows(harness.LOOK_ROWS)
    TARGETS["looks"] = {**{row["id"]: 2 for row in harness.LOOK_ROWS}, **BANNER}


KEYS = {"space": 28, "Return": 22, "Tab": 25, "shift+Tab": 15, "ctrl+s": 10}
INCONCLUSIVE = "AT-SPI checks inconclusive"


class Action:
    """One step of the plan: a gap, then what the user does."""

    def __init__(self, step, gap_ms, kind, target=None, count=1, delay_ms=0):
        self.step, self.gap_ms, self.kind, self.target = step, gap_ms, kind, target
        self.count, self.delay_ms = count, delay_ms

    def __str__(self):
        what = {
            "click": f"click {self.target}" + (f" ×{self.count}, {self.delay_ms} ms apart" if self.count > 1 else ""),
            "tab": f"show the {self.target} tab",
            "key": f"key {self.target}",
            "atspi": f"AT-SPI check #{self.target} (of the buttons running, or of all)",
            "close": "Ctrl+W (close the window), then a fresh demo",
            "sigterm": "SIGTERM, then a fresh demo",
        }[self.kind]
        return f"{self.step:>6}  +{self.gap_ms:>3} ms  {what}"


def weighted(rng, weights):
    return rng.choices(list(weights), list(weights.values()))[0]


def plan(events, seed):
    """The actions, from `events` and `seed` alone."""
    rng = random.Random(seed)
    tab, actions = "profile", []
    for step in range(1, events + 1):
        gap = round(300 * rng.random() ** 6)
        roll = rng.random()
        if roll < 0.0025:
            action, tab = Action(step, gap, "close"), "profile"
        elif roll < 0.005:
            action, tab = Action(step, gap, "sigterm"), "profile"
        elif roll < 0.03:
            action = Action(step, gap, "atspi", rng.randrange(1 << 16))
        elif roll < 0.07:
            tab = rng.choice([other for other in TABS if other != tab])
            action = Action(step, gap, "tab", tab)
        elif roll < 0.25:
            action = Action(step, gap, "key", weighted(rng, KEYS))
        else:
            count = rng.choices([1, 2, 3], [75, 17, 8])[0]
            action = Action(step, gap, "click", weighted(rng, TARGETS[tab]), count,
                            rng.randint(10, 100) if count > 1 else 0)
        actions.append(action)
    return actions


class Fuzzer:
    """Performs a plan on one demo after another (a close or SIGTERM starts the next), and feeds
    the model every trace line after every action."""

    def __init__(self, binary, events, seed):
        self.binary, self.events, self.seed = binary, events, seed
        self.model = Model()
        self.counts = Counter()
        self.places = {}
        self.done = []
        self.demo = None

    # MARK: The demo

    def start_demo(self):
        self.model.start_demo()
        self.fed = 0
        self.nodes = None
        self.demo = atspi_session.Demo(arguments=(), binary=self.binary)
        self.demo.locate_window()
        self.feed()
        if not self.places:
            self.learn_places()
        self.check_send_when_free()

    def learn_places(self):
        """Shows each tab once, to read where its widgets are."""
        self.demo.read_layout(0)
        for tab in ["gallery", "looks", "flows", "profile"]:
            since = self.demo.trace.mark()
            self.input.click(self.demo.screen_point(self.demo.widgets[f"tab_{tab}"]))
            self.demo.trace.wait_for(lambda: self.demo.trace.has("shown", since, tab=tab), 10,
                                     f"the {tab} tab to show")
            self.demo.read_layout(since)
            self.feed()
            if tab == "flows":
                self.toggle_address_panel(opening=True)
                self.toggle_address_panel(opening=False)
        self.places = {**self.demo.widgets, **self.demo.layout}

    def show_tab(self, tab):
        since = self.demo.trace.mark()
        self.input.click(self.demo.screen_point(self.places[f"tab_{tab}"]))
        self.demo.trace.wait_for(lambda: self.demo.trace.has("shown", since, tab=tab), 10, f"the {tab} tab to show")
        self.feed()

    def check_send_when_free(self):
        """Checks "Send when free" on the Flows tab, and shows the Profile tab again, where each
        plan's demo starts: the kept press of Send, pressed from inside a give-back, is on for
        most of the run (a click on the check button turns it off, rarely)."""
        self.show_tab("flows")
        since = self.demo.trace.mark()
        self.input.click(self.demo.screen_point(self.places["queue_send"]))
        self.demo.trace.wait_for(lambda: self.demo.trace.has("check", since, id="queue_send", active=True), 10,
                                 "Send when free to be checked")
        self.feed()
        self.show_tab("profile")

    def toggle_address_panel(self, opening):
        """Opens or closes the address panel; once open, reads where its button is."""
        since = self.demo.trace.mark()
        self.input.click(self.demo.screen_point(self.demo.widgets["address_toggle"]))
        self.demo.trace.wait_for(lambda: self.demo.trace.has("panel", since, panel="address", mapped=opening), 10,
                                 f"the address panel to {'open' if opening else 'close'}")
        if opening:
            self.demo.trace.wait_for(lambda: self.demo.trace.has("layout-button", since, id="address"), 10,
                                     "the address panel's layout")
            self.demo.read_layout(since)
        self.feed()

    def end_demo(self, how):
        """Ends the demo by `how` (a key, SIGTERM, or None to wait) and checks how it ended."""
        if how == "SIGTERM":
            self.demo.process.send_signal(signal.SIGTERM)
        elif how:
            self.input.key(how)
        try:
            code, stderr = self.demo.close(30)
        except Exception as error:  # noqa: BLE001 — a demo that does not end is a finding
            raise Violation(f"the demo did not end within 30 s of {how}: {error!r}") from None
        self.feed()
        self.model.ended()
        if code != 0:
            raise Violation(f"the demo exited with status {code} after {how}")
        found, _ = harness.warning_check([stderr])
        if found:
            raise Violation("GTK or GLib warned:\n    " + "\n    ".join(found[:10]))
        self.counts["demos ended"] += 1

    def feed(self):
        """Gives the model every trace line it has not read yet."""
        records = self.demo.trace.records
        while self.fed < len(records):
            self.fed += 1
            record = records[self.fed - 1]
            self.model.feed(record)
            # The banner's buttons are where it last showed them.
            if record.kind == "layout-widget" and record["id"] in BANNER:
                self.places[record["id"]] = self.demo.place(record)
        self.demo.trace.check()

    # MARK: Actions

    def perform(self, action):
        if action.kind == "click":
            place = self.places.get(action.target) or self.demo.widgets.get(action.target)
            if place is None:  # the banner has not shown yet
                self.counts["clicks on a banner never shown"] += 1
                return
            self.input.click(self.demo.screen_point(place), action.count, action.delay_ms)
        elif action.kind == "tab":
            self.input.click(self.demo.screen_point(self.places[f"tab_{action.target}"]))
        elif action.kind == "key":
            self.input.key(action.target)
        elif action.kind == "atspi":
            self.atspi_check(action.target)
        else:
            self.end_demo("ctrl+w" if action.kind == "close" else "SIGTERM")
            self.counts[f"restarts ({action.kind})"] += 1
            self.start_demo()

    def atspi_check(self, number):
        """Reads one button over the accessibility bus; compares when the trace shows it in the same
        state before the read and after every line written before the answer."""
        if self.nodes is None:
            self.nodes = self.find_nodes()
        atspi_session.pump()
        self.feed()
        busy = [name for name in BUTTONS if self.model.busy(name)]
        readable = [name for name in BUTTONS if self.nodes.get(name)]
        busy = [name for name in busy if name in readable]
        name = (busy or readable)[number % len(busy or readable)]
        before = self.model.state(name)
        node = self.nodes[name]
        node.clear_cache()  # the next reads go to the demo, not to this client's cache
        is_busy = "busy" in atspi_session.states(node)
        accessible_name = node.get_name()
        self.demo.trace.settle()
        self.feed()
        if self.model.state(name) != before:
            self.counts[INCONCLUSIVE] += 1
            return
        self.counts["AT-SPI checks"] += 1
        if is_busy != self.model.busy(name):
            raise Violation(f"over AT-SPI {name} is {'' if is_busy else 'not '}BUSY while the trace says it "
                            f"{'runs' if self.model.busy(name) else 'is idle'}")
        expected = self.model.name(name) or self.labels[name]
        if accessible_name != expected:
            raise Violation(f"over AT-SPI {name} is named {accessible_name!r}, not {expected!r}")

    def find_nodes(self):
        """Each action button's node on the bus, by its label: two buttons with one label are
        told apart by their order, which is the tabs' order."""
        self.labels = {record["id"]: record["value"] for record in self.demo.trace.of("text", kind="button")}
        by_name = defaultdict(list)
        def is_button(node):
            return node.get_role() == Atspi.Role.PUSH_BUTTON
        for node in atspi_session.descendants(self.demo.app, into=lambda node: not is_button(node)):
            if is_button(node):
                by_name[node.get_name()].append(node)
        nodes = {}
        for name in BUTTONS:
            # A busy button may be named by its busy title; a click that cancels leaves the name.
            button = BUTTONS[name]
            names = [self.labels[name], button.busy_title]
            found = next((by_name[text] for text in names if text and by_name[text]), [])
            if not found and BUTTONS[name].place == "address":
                continue  # in the address panel, closed: not on the bus
            if not found:
                raise Violation(f"no push button named {self.labels[name]!r} ({name}) on the accessibility bus")
            nodes[name] = found.pop(0)
        return nodes

    # MARK: The run

    def run(self):
        actions = plan(self.events, self.seed)
        started = time.monotonic()
        step = 0
        try:
            self.input = harness.Xdo(os.environ["DISPLAY"])
            self.start_demo()
            for action in actions:
                step = action.step
                time.sleep(action.gap_ms / 1000)
                self.done.append(action)
                self.perform(action)
                if self.demo.process.poll() is not None:
                    raise Violation(f"the demo exited by itself with status {self.demo.process.returncode}")
                self.feed()
            step = "the end"
            self.end_demo("ctrl+w")
        except (Violation, harness.TraceError, AssertionError) as error:
            self.report(step, error)
            for note in harness.deaths_untold():
                print(f"  {note}")
            return 1
        self.summary(time.monotonic() - started)
        return 0

    def report(self, step, error):
        print(f"✘ GUI fuzz violation at step {step} of {self.events}, seed {self.seed}: {error}")
        record = getattr(error, "record", None)
        if record is not None:
            lines = [r for r in self.demo.trace.records[:record.number - 1] if r.kind not in ("size", "text")][-8:]
            print("  trace before it:\n" + "".join(f"    {r.number:>6}: {r.text}\n" for r in lines), end="")
            print(f"  the line: {record.number:>6}: {record.text}")
        print("  the last 20 actions (step, gap, action):")
        for action in self.done[-20:]:
            print(f"    {action}")
        print(f"  replay: scripts/fuzz-gui {self.events} {self.seed}")

    def summary(self, seconds):
        counts = self.model.counts + self.counts

        def line(prefix):
            return ", ".join(f"{key[len(prefix):].strip()} {value}" for key, value in sorted(counts.items())
                             if key.startswith(prefix))
        print(f"GUI fuzz: {self.events} events, seed {self.seed}, {seconds:.1f} s, no violation")
        print(f"  runs started {counts['runs started']}, ended: {line('ended ')}")
        print(f"  clicks (mouse, Space, Return): {line('clicks ')}")
        print(f"  presses from code (Ctrl+S, Press Save Draft, Send when free): {line('presses from code ')}")
        print(f"  Send when free: presses kept {counts['kept Send kept']}, pressed from a give-back "
              f"{counts['kept Send pressed']}, which started a run from the give-back of Attach "
              f"{counts['kept Send started from the give-back of attach']} and of Send "
              f"{counts['kept Send started from its own give-back']}")
        print(f"  Try Again: {line('Try Again ')}; banners: {line('banners ')}; clicks that cancelled a run "
              f"{counts['clicks cancelled a run']}, successes held {counts['successes held']}, check buttons "
              f"toggled {counts['check buttons toggled']}")
        print(f"  filter changes {counts['filter changes']}, loading flags turned on {counts['flags turned on']}, "
              f"restarts: {line('restarts ') or 'none'}, demos ended and checked {counts['demos ended']}")
        print(f"  AT-SPI checks {counts['AT-SPI checks']} (and {counts[INCONCLUSIVE]} inconclusive: the trace "
              f"changed during the read)")


def number(text, what, least):
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or value < least:
        sys.exit(f"error: {what} must be a whole number of at least {least}, not {text!r}\n{__doc__}")
    return value


def main():
    binary, rest = harness.demo_argument(__doc__)
    add_looks_rows()
    if len(rest) > 2:
        sys.exit(f"error: too many arguments: {' '.join(rest)}\n{__doc__}")
    events = number(rest[0], "EVENTS", 1) if rest else 1000
    seed = number(rest[1], "SEED", 0) if len(rest) > 1 else random.SystemRandom().randrange(1 << 32)
    harness.require_tools(harness.SESSION_TOOLS)
    print(f"GUI fuzz: {events} events, seed {seed} (replay: scripts/fuzz-gui {events} {seed})", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        atspi_session.start_session()
        return Fuzzer(binary, events, seed).run()
    finally:
        harness.stop_all()


if __name__ == "__main__":
    sys.exit(main())
