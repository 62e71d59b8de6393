#!/usr/bin/env python3
"""Headless UI tests of the GTK demo: a real window under Xvfb, real clicks and key presses from
xdotool, screenshots compared by pixels, sizes read from GTK through the demo's --trace lines.

usage: ui_tests.py PATH-TO-async-action-demo [WORD...]
  With words, runs only the tests whose name contains one of them.
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

DEMO = None
RESULTS = []
# Tests that start a demo of their own: they take the display.
SEPARATE = []
# The buttons and fields of the Edit Profile page and of the Looks page; every other button is on
# the Gallery page.
PROFILE_PAGE = {"save", "sync", "invite", "name", "email", "name_label", "email_label"}
LOOKS_PAGE = {"pulse", "quiet", "shake", "bar", "percent"}
LAYOUT = re.compile(r"layout (button|widget)=(\w+) x=(\d+) y=(\d+) width=(\d+) height=(\d+)")


class Display:
    """An Xvfb server on a free display number, stopped on exit whatever happens."""

    def __enter__(self):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read_end, 16)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        os.close(read_end)
        self.name = ":" + number.decode().strip()
        return self

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Demo:
    """The demo with --trace, its output lines collected as they come."""

    def __init__(self, display, language="", **extra_env):
        self.display = display
        # NB: LANG stays C.UTF-8 (no other locale is generated here); GLib still honours LANGUAGE.
        env = dict(os.environ, DISPLAY=display.name, GSK_RENDERER="cairo", GTK_A11Y="test",
                   LANG="C.UTF-8", LANGUAGE=language, **extra_env)
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("LC_ALL", None)
        env.pop("LC_MESSAGES", None)
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([DEMO, "--trace"], env=env, stdout=subprocess.PIPE,
                                        stderr=self.stderr, text=True)
        self.lines = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.wait_for(lambda: "ready" in self.lines, 20, "the demo to lay out its window")
        self.layout = {}
        self.widgets = {}
        self.indicator_hidden = {}
        self.read_layout(0)
        self.page = next(line.split("=", 1)[1] for line in self.lines if line.startswith("shown page="))
        title = next(line.split("=", 1)[1] for line in self.lines if line.startswith("window title="))
        geometry = self.xdotool("search", "--sync", "--name", f"^{re.escape(title)}$", "getwindowgeometry", "--shell")
        values = dict(line.split("=") for line in geometry.split())
        self.origin = (int(values["X"]), int(values["Y"]))
        self.park_pointer()

    def read_layout(self, since):
        """Takes the places that the layout lines from `since` on report."""
        for line in self.lines[since:]:
            match = LAYOUT.match(line)
            if not match:
                continue
            place = tuple(int(v) for v in match.groups()[2:6])
            if match[1] == "button":
                self.layout[match[2]] = place
                self.indicator_hidden[match[2]] = line.endswith("a11y-indicator-hidden=true")
            else:
                self.widgets[match[2]] = place

    def show(self, page):
        """Clicks the tab of `page` ("profile", "gallery" or "looks") unless it is shown."""
        if self.page == page:
            return
        shown = f"shown page={page}"
        since = len(self.lines)
        x, y, width, height = self.widgets[f"tab_{page}"]
        self.xdotool("mousemove", str(self.origin[0] + x + width // 2), str(self.origin[1] + y + height // 2),
                     "click", "1")
        self.park_pointer()
        self.wait_for(lambda: shown in self.lines[since:], 5, f"the {page} page to show")
        self.read_layout(since)
        self.page = page
        time.sleep(0.2)  # the tab's own hover and press transitions

    def reveal(self, *buttons):
        """Shows the page that holds `buttons`."""
        pages = {"profile" if button in PROFILE_PAGE else "looks" if button in LOOKS_PAGE else "gallery"
                 for button in buttons}
        assert len(pages) == 1, f"{buttons} are on different pages"
        self.show(pages.pop())

    def texts(self, kind):
        """The `text` lines of one kind: {id: (unknown glyphs, text)}."""
        found = {}
        for line in self.lines:
            match = re.match(rf"text {kind}=(\w+) unknown-glyphs=(\d+) value=(.*)$", line)
            if match:
                found[match[1]] = (int(match[2]), match[3])
        return found

    def _read(self):
        for line in self.process.stdout:
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                self.changed.notify_all()

    def wait_for(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        with self.changed:
            while not predicate():
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"timed out waiting for {what}")
                self.changed.wait(left)

    def xdotool(self, *args):
        return subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display.name),
                              check=True, capture_output=True, text=True).stdout

    def center(self, button):
        x, y, width, height = self.layout[button]
        return self.origin[0] + x + width // 2, self.origin[1] + y + height // 2

    def click(self, button, count=1, delay_ms=80):
        x, y = self.center(button)
        self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(count), "--delay", str(delay_ms), "1")
        self.park_pointer()

    def park_pointer(self):
        # Hover changes a button's colour: keep the pointer off every button between actions.
        self.xdotool("mousemove", "1010", "760")

    def key(self, *keys):
        self.xdotool("key", "--delay", "60", *keys)

    def events(self, button, kind):
        pattern = re.compile(rf"event button={button} run=\d+ {kind}")
        return [line for line in self.lines if pattern.match(line)]

    def wait_idle(self, button, runs, timeout=10):
        self.wait_for(lambda: len(self.events(button, "finished")) >= runs, timeout,
                      f"{button} to finish {runs} run(s)")

    def screenshot(self):
        """The screen as rows of (r, g, b) tuples."""
        return self.parse(self.capture())

    def capture(self):
        """The screen, as the PPM bytes `import` writes: fast, so two captures can be close."""
        return subprocess.run(["import", "-display", self.display.name, "-window", "root", "-depth", "8", "ppm:-"],
                              check=True, capture_output=True).stdout

    @staticmethod
    def parse(data):
        """PPM bytes as rows of (r, g, b) tuples (slow: about 0.4 s for the whole screen)."""
        parts = data.split(maxsplit=4)
        width, height, maxval = int(parts[1]), int(parts[2]), int(parts[3])
        assert parts[0] == b"P6" and maxval == 255, f"unexpected screenshot format {parts[:4]}"
        pixels = parts[4]
        return [[tuple(pixels[(row * width + col) * 3:(row * width + col) * 3 + 3]) for col in range(width)]
                for row in range(height)]

    def region(self, shot, button, vertical_inset=6):
        x, y, width, height = self.layout[button]
        x0, y0 = self.origin[0] + x, self.origin[1] + y
        # Inside the button's border and rounded corners.
        return [row[x0 + 6:x0 + width - 6] for row in shot[y0 + vertical_inset:y0 + height - vertical_inset]]

    def close(self, timeout=10):
        self.process.wait(timeout)
        self.stderr.seek(0)
        return self.process.returncode, self.stderr.read().decode(errors="replace")


def distance(a, b):
    return max(abs(x - y) for x, y in zip(a, b))


def background(region):
    """The most common colour of a region: the button's fill."""
    counts = {}
    for row in region:
        for pixel in row:
            counts[pixel] = counts.get(pixel, 0) + 1
    return max(counts, key=counts.get)


def ink(region):
    """The pixels that differ clearly from the button's fill, and the most contrasting one."""
    fill = background(region)
    marks = [pixel for row in region for pixel in row if distance(pixel, fill) > 60]
    strongest = max(marks, key=lambda pixel: distance(pixel, fill)) if marks else None
    return fill, marks, strongest


def test(function):
    RESULTS.append(function)
    return function


def separate(function):
    SEPARATE.append(function)
    return function


def actions_started_by_a_burst(demo, button, clicks, delay_ms):
    """Clicks `button` `clicks` times, `delay_ms` apart; returns how many runs the burst started."""
    demo.reveal(button)
    before = len(demo.events(button, "started"))
    demo.click(button, count=clicks, delay_ms=delay_ms)
    demo.wait_idle(button, before + 1)
    time.sleep(0.3)
    started = len(demo.events(button, "started")) - before
    assert started == 1, f"{clicks} clicks {delay_ms} ms apart started {started} actions"
    return f"{clicks} clicks {delay_ms} ms apart: {started} action"


@test
def a_double_click_starts_one_action(demo):
    return actions_started_by_a_burst(demo, "sync", 2, 80)


@test
def twenty_rapid_clicks_start_one_action(demo):
    return actions_started_by_a_burst(demo, "save", 20, 30)


@test
def a_hundred_rapid_clicks_start_one_action(demo):
    return actions_started_by_a_burst(demo, "archive", 100, 5)


@test
def a_hanging_action_is_cancelled_at_its_timeout_and_holds_the_button_until_it_returns(demo):
    demo.reveal("connect")
    before = len(demo.events("connect", "started"))
    demo.click("connect")
    demo.wait_for(lambda: len(demo.events("connect", "started")) == before + 1, 5, "Connect to start")
    time.sleep(1.4)  # past the 1 s timeout, before the action returns at 2.5 s
    demo.click("connect", count=5, delay_ms=40)
    demo.wait_idle("connect", before + 1, timeout=6)
    time.sleep(0.3)
    started = len(demo.events("connect", "started")) - before
    finished = demo.events("connect", "finished")[-1]
    assert started == 1, f"clicks while the hanging action held the button started {started - 1} more"
    assert "outcome=cancelled(timeout)" in finished, finished
    return "cancelled(timeout) after 1 s, 5 clicks while it hung: 0 actions"


PRESS = re.compile(r"press id=draft result=(.*)$")


@test
def a_press_from_code_starts_one_run_while_idle_and_nothing_while_busy(demo):
    demo.reveal("draft")
    presses = lambda: [match[1] for match in map(PRESS.match, demo.lines) if match]
    before, pressed = len(demo.events("draft", "started")), len(presses())
    x, y, width, height = demo.widgets["press_draft"]
    center = (str(demo.origin[0] + x + width // 2), str(demo.origin[1] + y + height // 2))
    demo.xdotool("mousemove", *center, "click", "1")
    demo.wait_for(lambda: len(demo.events("draft", "started")) == before + 1, 5, "the press to start Save Draft")
    demo.wait_for(lambda: len(presses()) == pressed + 1, 5, "the press to be reported")
    first = presses()[-1]
    assert first.startswith("tapped(started(run #"), f"a press while idle gave {first}"
    time.sleep(0.3)
    demo.xdotool("mousemove", *center, "click", "--repeat", "3", "--delay", "120", "1")
    demo.park_pointer()
    demo.wait_for(lambda: len(presses()) == pressed + 4, 5, "three presses while busy to be reported")
    busy = presses()[-3:]
    assert busy == ["tapped(ignored(busy))"] * 3, f"presses while busy gave {busy}"
    demo.wait_idle("draft", before + 1)
    time.sleep(0.3)
    started = len(demo.events("draft", "started")) - before
    assert started == 1, f"a press while idle and three while busy started {started} runs"
    clicked = [line for line in demo.lines if line == "gtk-clicked button=draft"]
    assert not clicked, "a press emitted GTK's clicked signal on the pressed button"
    return f"1 press while idle: {first}, 1 run; 3 while busy: {busy[0]} each, 0 runs; no GTK clicked"


SAVE_PRESS = re.compile(r"press id=save result=(.*)$")


@test
def ctrl_s_presses_save_changes_on_its_page_and_finds_nothing_on_the_gallery(demo):
    demo.reveal("save")
    presses = lambda: [match[1] for match in map(SAVE_PRESS.match, demo.lines) if match]
    before, pressed = len(demo.events("save", "started")), len(presses())
    demo.key("ctrl+s")
    demo.wait_for(lambda: len(presses()) == pressed + 1, 5, "Ctrl+S to be reported")
    first = presses()[-1]
    assert first.startswith("tapped(started(run #"), f"Ctrl+S on the Profile page gave {first}"
    demo.wait_idle("save", before + 1)
    demo.show("gallery")
    demo.key("ctrl+s")
    demo.wait_for(lambda: len(presses()) == pressed + 2, 5, "Ctrl+S on the Gallery page to be reported")
    second = presses()[-1]
    assert second == "notFound", f"Ctrl+S with Save Changes unmapped gave {second}"
    time.sleep(0.3)
    started = len(demo.events("save", "started")) - before
    assert started == 1, f"two Ctrl+S presses started {started} runs"
    return f"on the Profile page: {first}; on the Gallery page: {second}; 1 run"


@test
def keyboard_activation_while_busy_is_ignored(demo):
    demo.reveal("sync")
    before = len(demo.events("sync", "started"))
    demo.click("sync")  # focuses Sync and starts a run
    demo.wait_for(lambda: len(demo.events("sync", "started")) == before + 1, 5, "a click to start Sync")
    demo.key("space", "Return", "space", "KP_Enter")
    demo.wait_idle("sync", before + 1)
    time.sleep(0.3)
    assert len(demo.events("sync", "started")) == before + 1, "a key press started an action while busy"
    demo.key("space")  # idle again: the keyboard does start a run
    demo.wait_for(lambda: len(demo.events("sync", "started")) == before + 2, 5, "space to start Sync")
    demo.wait_idle("sync", before + 2)
    return "4 key presses while busy: 0 actions; 1 while idle: 1 action"


SAMPLE = re.compile(r"size button=(\w+) width=(\d+) height=(\d+) busy=(\w+) spinner=(\w+) a11y-busy=(\w+)")


def samples(demo):
    return [match for match in map(SAMPLE.match, demo.lines) if match]


def fields(demo, button=None, since=0):
    """The size samples as dictionaries of their key=value fields, of one button or all."""
    found = []
    for line in demo.lines[since:]:
        if line.startswith("size "):
            sample = dict(part.split("=", 1) for part in line.split()[1:])
            if button is None or sample["button"] == button:
                found.append(sample)
    return found


@test
def the_size_never_changes_while_busy(demo):
    sizes = {}
    beside = {sample["button"] for sample in fields(demo) if sample["placement"] != "overlay"}
    for match in samples(demo):
        if match[1] in beside:
            continue  # The spinner beside the label grows the button, as documented.
        sizes.setdefault(match[1], set()).add((int(match[2]), int(match[3])))
    spinning = sum(1 for match in samples(demo) if match[5] == "true")
    assert spinning > 20, f"only {spinning} samples with the spinner shown"
    for button, seen in sizes.items():
        assert len(seen) == 1, f"{button} changed size: {sorted(seen)}"
    return f"{len(samples(demo))} samples, {spinning} with the spinner; " + \
        ", ".join(f"{b} {next(iter(s))[0]}x{next(iter(s))[1]}" for b, s in sorted(sizes.items()))


@test
def the_accessible_busy_state_follows_the_run(demo):
    # The widget draws a new engine state one main-loop turn after the engine publishes it, so a
    # sample is judged once its button was in the same state at the previous sample too.
    previous = {}
    busy = idle = waiting = 0
    for match in samples(demo):
        button, is_busy, spinner, a11y = match[1], match[4] == "true", match[5] == "true", match[6] == "true"
        if previous.get(button) == is_busy:
            assert a11y == is_busy, f"{button}: BUSY is {a11y} on a {'busy' if is_busy else 'idle'} button"
            busy += is_busy
            idle += not is_busy
            waiting += is_busy and not spinner
        previous[button] = is_busy
    assert busy and idle and waiting, f"too few samples: {busy} busy, {idle} idle, {waiting} before the spinner"
    return f"BUSY set in {busy}/{busy} busy samples ({waiting} before the spinner), clear in {idle}/{idle} idle ones"


@test
def every_spinner_and_progress_ring_is_kept_out_of_the_accessible_tree(demo):
    demo.show("profile")
    demo.show("gallery")  # the layout lines of both pages
    shown = [button for button, hidden in demo.indicator_hidden.items() if not hidden]
    assert len(demo.indicator_hidden) == len(demo.layout) >= 10, f"only {len(demo.indicator_hidden)} buttons"
    assert not shown, f"the spinner or ring of {shown} is in the accessible tree"
    return f"HIDDEN set on the spinner and the ring of all {len(demo.indicator_hidden)} buttons"


def spinner_check(demo, button):
    demo.reveal(button)
    idle = demo.region(demo.screenshot(), button)
    runs = len(demo.events(button, "finished"))
    demo.click(button)
    time.sleep(0.45)  # show-delay 100 ms, crossfade 150 ms
    first_raw = demo.capture()
    time.sleep(0.12)
    second_raw = demo.capture()
    finished_by_then = len(demo.events(button, "finished")) > runs
    first, second = demo.region(demo.parse(first_raw), button), demo.region(demo.parse(second_raw), button)
    assert not finished_by_then, "the run ended before the second capture: the machine is too slow for this check"
    demo.wait_idle(button, runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), button)

    idle_fill, idle_marks, label_colour = ink(idle)
    busy_fill, spinner_marks, spinner_colour = ink(first)
    assert label_colour and spinner_colour, "no label or no spinner pixels"
    assert distance(idle_fill, busy_fill) < 8, f"the fill changed: {idle_fill} → {busy_fill} (looks disabled?)"
    assert 10 < len(spinner_marks) < len(idle_marks), \
        f"spinner pixels: {len(spinner_marks)} (label: {len(idle_marks)})"
    assert first != second, "the spinner does not animate"
    assert after == idle, "the label did not come back as it was"
    gap = distance(label_colour, spinner_colour)
    assert gap <= 40, f"spinner colour {spinner_colour} is not the label colour {label_colour}"
    return f"label {label_colour} spinner {spinner_colour} on fill {idle_fill}, {len(spinner_marks)} spinner pixels"


@test
def the_spinner_animates_in_the_label_colour_on_a_prominent_button(demo):
    return spinner_check(demo, "save")


@test
def the_spinner_animates_in_the_label_colour_on_a_standard_button(demo):
    return spinner_check(demo, "sync")


@test
def the_spinner_animates_in_the_label_colour_on_a_destructive_button(demo):
    return spinner_check(demo, "delete")


@test
def the_spinner_animates_in_the_label_colour_on_the_orange_button(demo):
    return spinner_check(demo, "invite")


def reddish(region):
    """The pixels that read as the theme's error colour: far more red than green or blue."""
    return [pixel for row in region for pixel in row if pixel[0] > pixel[1] + 60 and pixel[0] > pixel[2] + 60]


@test
def the_failure_row_shows_its_feedback_in_the_error_colour(demo):
    demo.reveal("upload")
    idle = demo.region(demo.screenshot(), "upload")
    runs = len(demo.events("upload", "finished"))
    demo.click("upload")
    demo.wait_idle("upload", runs + 1, timeout=5)
    time.sleep(0.3)
    feedback = demo.region(demo.screenshot(), "upload")
    finished = demo.events("upload", "finished")[-1]
    assert "outcome=failed(the server is unreachable)" in finished, finished
    started = len(demo.events("upload", "started"))
    failures = [line for line in demo.lines if line.startswith("event button=upload") and "outcome=failed" in line]
    assert len(failures) == started == runs + 1, f"{started} runs, {len(failures)} failures reported"
    assert feedback != idle, "no failure feedback on the button"
    _, marks, _ = ink(feedback)
    assert marks, "the failure icon is missing"
    red = reddish(feedback)
    assert not reddish(idle), f"{len(reddish(idle))} red pixels on the idle button"
    assert len(red) >= 20, f"the failure mark is not in the error colour: {len(red)} red pixels, ink {ink(feedback)[2]}"
    strongest = max(red, key=lambda pixel: pixel[0] - max(pixel[1], pixel[2]))
    time.sleep(1.6)
    assert demo.region(demo.screenshot(), "upload") == idle, "the failure feedback did not end"
    return f"failed once, failure mark shown for 1.5 s ({len(red)} red pixels, e.g. {strongest}), then the label"


def wide_region(demo, shot, button, extra):
    """A button's region from its idle layout, `extra` pixels wider: room for a grown button."""
    x, y, width, height = demo.layout[button]
    x0, y0 = demo.origin[0] + x, demo.origin[1] + y
    return [row[x0 + 6:x0 + width + extra - 6] for row in shot[y0 + 6:y0 + height - 6]]


def ink_clusters(region, fill):
    """Runs of columns holding ink, split where at least 4 columns in a row hold none."""
    columns = [x for x in range(len(region[0])) if any(distance(row[x], fill) > 60 for row in region)]
    clusters = []
    for x in columns:
        if clusters and x - clusters[-1][-1] < 5:
            clusters[-1].append(x)
        else:
            clusters.append([x])
    return [(cluster[0], cluster[-1]) for cluster in clusters]


def clicks_while_busy_start_nothing(demo, button, kind="started"):
    before = len(demo.events(button, kind))
    demo.click(button)
    demo.wait_for(lambda: len(demo.events(button, kind)) == before + 1, 5, f"{button} to start")
    time.sleep(0.3)
    demo.click(button, count=5, delay_ms=40)
    return before


@test
def the_disabled_look_dims_the_button_reports_it_disabled_and_still_runs_one_action(demo):
    demo.reveal("publish")
    idle = demo.region(demo.screenshot(), "publish")
    since = len(demo.lines)
    before = clicks_while_busy_start_nothing(demo, "publish")
    busy_shot = demo.region(demo.screenshot(), "publish")
    demo.wait_idle("publish", before + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "publish")
    started = len(demo.events("publish", "started")) - before
    assert started == 1, f"clicks on the disabled button started {started} actions"
    previous, busy, idle_samples = None, 0, 0
    for sample in fields(demo, "publish", since):
        state = sample["busy"]
        if state == previous:  # judged once the widget has drawn the state (one turn later)
            expected = "false" if state == "true" else "true"
            assert sample["sensitive"] == expected, f"sensitive={sample['sensitive']} while busy={state}"
            disabled = "true" if state == "true" else "false"
            assert sample["a11y-disabled"] == disabled, f"a11y-disabled={sample['a11y-disabled']} while busy={state}"
            busy += state == "true"
            idle_samples += state == "false"
        previous = state
    assert busy > 5 and idle_samples, f"too few samples: {busy} busy, {idle_samples} idle"
    idle_fill, _, label = ink(idle)
    busy_fill = background(busy_shot)
    # The insensitive spinner is drawn in the theme's faint insensitive colour.
    spinner_marks = [pixel for row in busy_shot for pixel in row if distance(pixel, busy_fill) > 25]
    spinner = max(spinner_marks, key=lambda pixel: distance(pixel, busy_fill)) if spinner_marks else None
    assert len(spinner_marks) > 10, f"no spinner on the disabled button ({len(spinner_marks)} pixels)"
    assert distance(label, spinner) >= 30, \
        f"the busy button does not look dimmed: ink {label} → {spinner}, fill {idle_fill} → {busy_fill}"
    assert after == idle, "the button did not come back as it was"
    return (f"insensitive and DISABLED in {busy}/{busy} busy samples, enabled in {idle_samples} idle ones; "
            f"ink {label} → {spinner}, fill {idle_fill} → {busy_fill}; 5 clicks while busy: 0 actions")


def beside_check(demo, button, side):
    demo.reveal(button)
    idle = demo.region(demo.screenshot(), button)
    fill = background(idle)
    since = len(demo.lines)
    runs = len(demo.events(button, "finished"))
    demo.click(button)
    time.sleep(0.5)
    busy_shot = demo.screenshot()
    demo.wait_idle(button, runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), button)
    run = fields(demo, button, since)
    first, last = run[0], run[-1]
    assert first["busy"] == "true" and first["spinner"] == "false" and last["busy"] == "false", \
        f"the run's samples do not start before the spinner and end idle: {first}, {last}"
    idle_w, idle_h = int(last["width"]), int(last["height"])
    assert (int(first["width"]), int(first["height"])) == (idle_w, idle_h), \
        f"the button did not come back to its size: {first['width']} then {idle_w}"
    widths = [int(s["width"]) for s in run if s["spinner"] == "true"]
    assert widths and min(widths) >= idle_w and max(widths) - idle_w > 10, \
        f"the button did not grow beside its spinner: idle {idle_w}, with the spinner {sorted(set(widths))}"
    assert {s["height"] for s in run} == {str(idle_h)}, "the height changed"
    grown = max(widths) - idle_w
    # The grown button starts where the idle one did: the row packs from its leading edge.
    busy = wide_region(demo, busy_shot, button, grown)
    idle_clusters = ink_clusters(idle, fill)
    clusters = ink_clusters(busy, fill)
    spinner = clusters[0] if side == "leading" else clusters[-1]
    label = clusters[-1] if side == "leading" else clusters[0]
    assert len(idle_clusters) == 1, f"the idle label is not one run of ink: {idle_clusters}"
    assert len(clusters) == 2 and 8 <= spinner[1] - spinner[0] + 1 <= 22, \
        f"no spinner on the {side} side: ink columns {clusters}, idle {idle_clusters}"
    label_width = label[1] - label[0] + 1
    idle_width = idle_clusters[0][1] - idle_clusters[0][0] + 1
    assert abs(label_width - idle_width) <= 1, \
        f"the label is not whole beside the spinner: {label_width} px against {idle_width} idle"
    assert after == idle, "the button did not come back as it was"
    return (f"{idle_w}x{idle_h} idle, {grown} px wider with the spinner on the {side} side "
            f"(ink columns {clusters}), label whole")


@test
def a_leading_spinner_goes_before_the_label_and_the_button_grows(demo):
    return beside_check(demo, "export", "leading")


@test
def a_trailing_spinner_goes_after_the_label_and_the_button_grows(demo):
    return beside_check(demo, "import", "trailing")


def flags(demo, button, state):
    return [line for line in demo.lines if line == f"flag button={button} {state}"]


@test
def an_app_driven_flag_shows_the_same_spinner_in_the_label_colour_and_ignores_clicks(demo):
    demo.reveal("signin")
    idle = demo.region(demo.screenshot(), "signin")
    since = len(demo.lines)
    offs = len(flags(demo, "signin", "off"))
    demo.click("signin")
    time.sleep(0.2)
    demo.click("signin", count=5, delay_ms=40)  # while the flag is on: ignored
    time.sleep(0.1)
    first_raw = demo.capture()
    time.sleep(0.12)
    second_raw = demo.capture()
    off_by_then = len(flags(demo, "signin", "off")) > offs
    first, second = demo.region(demo.parse(first_raw), "signin"), demo.region(demo.parse(second_raw), "signin")
    assert not off_by_then, "the flag turned off before the second capture: the machine is too slow for this check"
    demo.wait_for(lambda: len(flags(demo, "signin", "off")) == offs + 1, 5, "the sign-in flag to turn off")
    time.sleep(0.8)  # the spinner's minimum, the crossfade
    after = demo.region(demo.screenshot(), "signin")
    ons = [line for line in demo.lines[since:] if line == "flag button=signin on"]
    assert len(ons) == 1, f"clicks while loading turned the flag on {len(ons)} times"
    idle_fill, idle_marks, label = ink(idle)
    busy_fill, spinner_marks, spinner = ink(first)
    assert distance(idle_fill, busy_fill) < 8, f"the fill changed: {idle_fill} → {busy_fill}"
    assert 10 < len(spinner_marks) < len(idle_marks), f"spinner pixels: {len(spinner_marks)}"
    assert first != second, "the spinner does not animate"
    assert distance(label, spinner) <= 40, f"spinner colour {spinner} is not the label colour {label}"
    sizes = {(s["width"], s["height"]) for s in fields(demo, "signin", since)}
    assert len(sizes) == 1, f"the button changed size: {sorted(sizes)}"
    assert after == idle, "the label did not come back as it was"
    return f"label {label} spinner {spinner} on {idle_fill}, one size {sizes.pop()}, 5 clicks while loading: ignored"


@test
def an_app_driven_flag_on_for_40_ms_never_shows_a_spinner(demo):
    demo.reveal("check")
    since = len(demo.lines)
    for round in range(3):
        offs = len(flags(demo, "check", "off"))
        demo.click("check")
        demo.wait_for(lambda: len(flags(demo, "check", "off")) == offs + 1, 5, "the check's flag to turn off")
        time.sleep(0.3)
    samples_ = fields(demo, "check", since)
    busy = [s for s in samples_ if s["busy"] == "true"]
    shown = [s for s in samples_ if s["spinner"] == "true"]
    ons = [line for line in demo.lines[since:] if line == "flag button=check on"]
    assert len(ons) == 3, f"{len(ons)} flag periods"
    assert busy, "no sample saw the flag on"
    assert not shown, f"the spinner flashed in {len(shown)} samples"
    return f"3 flag periods of 40 ms, {len(busy)} busy samples, 0 with a spinner"


@test
def the_profile_page_has_name_and_email_fields_above_its_three_buttons(demo):
    demo.show("profile")
    fields = demo.texts("field")
    missing = [id for id in ("name", "email", "name_label", "email_label") if id not in demo.widgets]
    assert not missing, f"not on the Edit Profile page: {missing}"
    assert {key: text for key, (_, text) in fields.items()} == {"name": "Name", "email": "E-mail"}, fields
    tops = [demo.widgets["name"][1], demo.widgets["email"][1]] + [demo.layout[b][1] for b in ("save", "sync", "invite")]
    assert tops == sorted(tops) and len(set(tops)) == 5, f"not fields, then Save, Sync, Send Invite: {tops}"
    for field in ("name", "email"):
        assert demo.widgets[f"{field}_label"][1] == demo.widgets[field][1], f"the {field} label is not beside its field"
    x, y, width, height = demo.widgets["name"]
    def field_region():
        shot = demo.screenshot()
        x0, y0 = demo.origin[0] + x, demo.origin[1] + y
        return [row[x0 + 4:x0 + width - 4] for row in shot[y0 + 4:y0 + height - 4]]
    empty = field_region()
    demo.xdotool("mousemove", str(demo.origin[0] + x + width // 2), str(demo.origin[1] + y + height // 2), "click", "1")
    demo.xdotool("type", "--delay", "40", "Ada Lovelace")
    demo.park_pointer()
    time.sleep(0.3)
    typed = field_region()
    assert typed != empty, "typing into the name field changed nothing on screen"
    return f"fields at y={tops[0]}, {tops[1]}; Save, Sync, Send Invite at y={tops[2:]}; the name field takes typing"


OLD_CAPTIONS = {"Fails", "Progress", "Trigger", "Timeout", "Scope", "Disabled", "Beside", "App flag"}
GALLERY_ROWS = ["upload", "download", "refresh", "connect", "archive", "publish", "export", "signin", "draft"]


@test
def the_gallery_tab_shows_every_row_with_a_plain_language_caption(demo):
    demo.show("gallery")
    captions = {row: caption for row, caption in demo.texts("caption").items() if row not in LOOKS_PAGE}
    assert sorted(captions) == sorted(GALLERY_ROWS), f"captions for {sorted(captions)}"
    for row, (_, text) in captions.items():
        assert text not in OLD_CAPTIONS and len(text.split()) >= 5, f"the {row} caption is not a sentence: {text!r}"
    shown = [line.split("=")[1].split()[0] for line in demo.lines if line.startswith("layout button=")]
    missing = [row for row in GALLERY_ROWS if row not in shown]
    assert not missing, f"rows not laid out on the Gallery page: {missing}"
    return f"{len(captions)} rows, e.g. {captions['upload'][1]!r}, {captions['archive'][1]!r}"


PAIRS = [("refresh", "filter"), ("archive", "delete"), ("export", "import"), ("signin", "check"),
         ("draft", "press_draft")]


def paired_widths(demo):
    """Each paired row's two widths as GTK reports them; the buttons must share a row."""
    demo.show("gallery")
    found = []
    for first, second in PAIRS:
        a, b = (demo.layout.get(id) or demo.widgets[id] for id in (first, second))
        assert a[1] == b[1], f"{first} and {second} are not in one row: y {a[1]} and {b[1]}"
        found.append((first, a[2], second, b[2]))
    return found


@test
def paired_buttons_in_one_row_are_equally_wide(demo):
    widths = paired_widths(demo)
    unequal = [f"{a} {wa} px, {b} {wb} px" for a, wa, b, wb in widths if wa != wb]
    assert not unequal, "unequal widths: " + "; ".join(unequal)
    return ", ".join(f"{a} = {b} = {wa} px" for a, wa, b, wb in widths)


def language_check(demo, language, direction, save_label):
    """The strings, the glyphs and the layout direction of a demo in `language`."""
    assert f"locale language={language} direction={direction}" in demo.lines, \
        "locale: " + str([line for line in demo.lines if line.startswith("locale")])
    labels = demo.texts("button")
    assert labels["save"][1] == save_label, f"Save Changes reads {labels['save'][1]!r}, not {save_label!r}"
    every = {f"{kind} {id}": value for kind in ("button", "caption", "field", "title")
             for id, value in demo.texts(kind).items()}
    boxes = {name: unknown for name, (unknown, _) in every.items() if unknown}
    assert len(every) > 20 and not boxes, f"glyphs missing from the fonts: {boxes}"
    demo.show("profile")
    label, field = demo.widgets["name_label"][0], demo.widgets["name"][0]
    demo.show("gallery")
    archive, delete = demo.layout["archive"][0], demo.layout["delete"][0]
    if direction == "rtl":
        assert label > field and archive > delete, \
            f"not mirrored: name label x={label}, field x={field}; Archive x={archive}, Delete x={delete}"
    else:
        assert label < field and archive < delete, \
            f"mirrored: name label x={label}, field x={field}; Archive x={archive}, Delete x={delete}"
    widths = paired_widths(demo)
    assert all(wa == wb for _, wa, _, wb in widths), f"unequal widths: {widths}"
    return (f"Save Changes reads {save_label!r}, {len(every)} labels with no missing glyph, {direction}: "
            f"name label x={label} field x={field}, Archive x={archive} Delete x={delete}; pairs "
            + ", ".join(str(wa) for _, wa, _, _ in widths) + " px")


@test
def the_english_screen_reads_left_to_right(demo):
    return language_check(demo, "en", "ltr", "Save Changes")


def finish(demo, how="ctrl+w"):
    """Ends a demo of a test of its own; kills it if it does not end."""
    try:
        if how:
            demo.key(how)
        return demo.close(10)
    finally:
        if demo.process.poll() is None:
            demo.process.kill()
            demo.process.wait()


# MARK: Looks


def contrast(region):
    """How far the region's most contrasting pixel is from its fill: the label's ink intensity."""
    fill = background(region)
    return max(distance(pixel, fill) for row in region for pixel in row)


def frames(demo, seconds):
    """Raw screen captures, as fast as they come, for `seconds`."""
    captured = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        captured.append(demo.capture())
    return captured


def constant_size(demo, button, since):
    """The one size the trace's samples report for `button` during a run; fails if it changed."""
    run = fields(demo, button, since)
    sizes = {(s["width"], s["height"]) for s in run}
    assert run and any(s["spinner"] == "true" for s in run), f"no samples with the spinner shown: {run[:3]}"
    assert len(sizes) == 1, f"the size changed during the run: {sorted(sizes)}"
    return sizes.pop(), len(run)


def pulse_run(demo):
    """Runs Check Mail; returns the idle region, the contrasts of a second of frames while busy, the
    size samples and the region after the run."""
    demo.reveal("pulse")
    idle = demo.region(demo.screenshot(), "pulse")
    since = len(demo.lines)
    runs = len(demo.events("pulse", "finished"))
    demo.click("pulse")
    # From the moment the engine shows its spinner (after the show-delay), and the widget has drawn it.
    demo.wait_for(lambda: any(s["spinner"] == "true" for s in fields(demo, "pulse", since)), 5,
                  "the engine to show its spinner")
    time.sleep(0.1)
    captured = frames(demo, 1.2)
    assert len(demo.events("pulse", "finished")) == runs, "the run ended during the captures"
    contrasts = [contrast(demo.region(demo.parse(raw), "pulse")) for raw in captured]
    demo.wait_idle("pulse", runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "pulse")
    return idle, contrasts, since, after


@test
def the_pulse_breathes_the_label_ink_while_the_size_stays_fixed(demo):
    idle, contrasts, since, after = pulse_run(demo)
    (width, height), samples = constant_size(demo, "pulse", since)
    label = contrast(idle)
    assert len(contrasts) >= 5, f"only {len(contrasts)} captures in 1.2 s"
    assert max(contrasts) - min(contrasts) >= 60, \
        f"the label's ink does not breathe: contrast {min(contrasts)}..{max(contrasts)} (idle {label})"
    assert min(contrasts) < label - 60, f"the label never fades: contrast {min(contrasts)}, idle {label}"
    assert after == idle, "the label did not come back as it was"
    return (f"ink contrast {min(contrasts)}..{max(contrasts)} over {len(contrasts)} frames (idle {label}), "
            f"{width}x{height} in all {samples} samples")


def ink_extent(region):
    """The first and last columns holding ink, or None."""
    fill = background(region)
    columns = [x for x in range(len(region[0])) if any(distance(row[x], fill) > 60 for row in region)]
    return (columns[0], columns[-1]) if columns else None


def shake_run(demo, attempts=3):
    """Runs Sign Up until it fails; returns the ink extents of the frames after the failure, the
    settled failure region twice, and the idle regions before and after. On a machine so busy that
    fewer than 4 captures fit in the shake's 0.7 s, runs again, up to `attempts` times."""
    for attempt in range(attempts):
        found = shake_once(demo)
        if len(found[0]) >= 4:
            return found
    return found


def shake_once(demo):
    demo.reveal("shake")
    idle = demo.region(demo.screenshot(), "shake")
    runs = len(demo.events("shake", "finished"))
    demo.click("shake")
    demo.wait_idle("shake", runs + 1, timeout=5)
    captured = frames(demo, 0.7)
    time.sleep(0.1)
    # Raw captures first, parsed afterwards: both well inside the failure phase's 2.5 s.
    still = [demo.capture() for _ in range(2)]
    settled, later = (demo.region(demo.parse(raw), "shake") for raw in still)
    finished = demo.events("shake", "finished")[-1]
    assert "outcome=failed(the server is unreachable)" in finished, finished
    extents = [ink_extent(demo.region(demo.parse(raw), "shake")) for raw in captured]
    demo.wait_for(lambda: demo.region(demo.screenshot(), "shake") == idle, 8, "the label to come back")
    return extents, settled, later, idle


def centred(region):
    first, last = ink_extent(region)
    return abs(first - (len(region[0]) - 1 - last)) <= 2, (first, last, len(region[0]))


@test
def the_shake_moves_the_failure_mark_sideways_once_per_failure_and_returns_it_to_the_same_pixels(demo):
    found = []
    for failure in (1, 2):  # the second failure must shake again: the animation restarts
        extents, settled, later, idle = shake_run(demo)
        rest = ink_extent(settled)
        assert rest and len(reddish(settled)) >= 20, \
            f"failure {failure}: no failure mark after the shake: {rest}, {len(reddish(settled))} red"
        shifts = sorted({extent[0] - rest[0] for extent in extents if extent})
        assert len(extents) >= 4, f"failure {failure}: only {len(extents)} captures in 0.7 s, 3 times"
        assert max(abs(shift) for shift in shifts) >= 3, \
            f"failure {failure}: the content did not move: column shifts {shifts}"
        assert settled == later, f"failure {failure}: the failure mark still moves after the shake"
        is_centred, detail = centred(settled)
        assert is_centred, f"failure {failure}: the mark did not come back to the middle: ink columns {detail}"
        found.append(f"failure {failure}: shifts {shifts} px in {len(extents)} frames")
    return "; ".join(found) + f", each time still and centred after ({detail}); label back"


def label_ink_rows(region):
    fill = background(region)
    return [y for y, row in enumerate(region) if any(distance(pixel, fill) > 60 for pixel in row)]


@test
def the_progress_bar_fills_under_the_label_in_the_label_colour(demo):
    demo.reveal("bar")
    idle = demo.region(demo.screenshot(), "bar", vertical_inset=2)
    since = len(demo.lines)
    runs = len(demo.events("bar", "finished"))
    demo.click("bar")
    time.sleep(1.2)
    busy = demo.region(demo.screenshot(), "bar", vertical_inset=2)
    assert len(demo.events("bar", "finished")) == runs, "the run ended before the capture"
    demo.wait_idle("bar", runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "bar", vertical_inset=2)
    (width, height), samples = constant_size(demo, "bar", since)
    fill, _, label = ink(idle)
    label_rows = label_ink_rows(idle)
    below = [y for y in label_ink_rows(busy) if y > label_rows[-1] + 2]
    assert below, f"nothing drawn under the label (label rows {label_rows[0]}..{label_rows[-1]})"
    bar = [pixel for y in below for pixel in busy[y] if distance(pixel, fill) > 60]
    strongest = max(bar, key=lambda pixel: distance(pixel, fill))
    assert len(below) <= 3 and len(bar) >= 20, f"not a thin bar: rows {below}, {len(bar)} pixels"
    assert distance(strongest, label) <= 40, f"bar colour {strongest} is not the label colour {label}"
    assert [busy[y] for y in label_rows] == [idle[y] for y in label_rows], "the label is not whole above the bar"
    assert after == idle, "the button did not come back as it was"
    return (f"{len(below)} rows under the label, {len(bar)} pixels in {strongest} (label {label}), "
            f"{width}x{height} in all {samples} samples")


@test
def the_progress_ring_fills_in_place_of_the_label_in_the_label_colour(demo):
    demo.reveal("download")
    idle = demo.region(demo.screenshot(), "download")
    since = len(demo.lines)
    runs = len(demo.events("download", "finished"))
    demo.click("download")
    time.sleep(0.6)
    first_raw = demo.capture()
    time.sleep(0.6)
    second_raw = demo.capture()
    assert len(demo.events("download", "finished")) == runs, "the run ended before the captures"
    first, second = (demo.region(demo.parse(raw), "download") for raw in (first_raw, second_raw))
    demo.wait_idle("download", runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "download")
    (width, height), samples = constant_size(demo, "download", since)
    fill, idle_marks, label = ink(idle)
    _, early, ring = ink(first)
    _, late, _ = ink(second)
    assert ring and 10 < len(early) < len(idle_marks), f"no ring in place of the label: {len(early)} ink pixels"
    assert distance(ring, label) <= 40, f"ring colour {ring} is not the label colour {label}"
    assert len(late) > len(early), f"the ring does not fill: {len(early)} then {len(late)} ink pixels"
    assert after == idle, "the label did not come back as it was"
    return (f"ring in {ring} (label {label}), {len(early)} then {len(late)} ink pixels 0.6 s apart; "
            f"{width}x{height} in all {samples} samples")


@test
def the_percent_text_replaces_the_label_in_the_label_colour(demo):
    demo.reveal("percent")
    idle = demo.region(demo.screenshot(), "percent")
    since = len(demo.lines)
    runs = len(demo.events("percent", "finished"))
    demo.click("percent")
    time.sleep(0.8)
    first_raw = demo.capture()
    time.sleep(0.4)
    second_raw = demo.capture()
    assert len(demo.events("percent", "finished")) == runs, "the run ended before the captures"
    first, second = (demo.region(demo.parse(raw), "percent") for raw in (first_raw, second_raw))
    demo.wait_idle("percent", runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "percent")
    (width, height), samples = constant_size(demo, "percent", since)
    fill, idle_marks, label = ink(idle)
    _, marks, text = ink(first)
    assert text and len(marks) > 20, f"no percent text ({len(marks)} ink pixels)"
    assert len(marks) < len(idle_marks), f"the label still shows: {len(marks)} ink pixels, idle {len(idle_marks)}"
    assert distance(text, label) <= 40, f"percent colour {text} is not the label colour {label}"
    assert first != second, "the percentage does not change as the action reports progress"
    assert after == idle, "the label did not come back as it was"
    return (f"text in {text} (label {label}), {len(marks)} ink pixels against {len(idle_marks)} for the label, "
            f"changes as progress comes; {width}x{height} in all {samples} samples")


@test
def the_none_look_keeps_the_label_as_it_is_while_busy_and_ignores_clicks(demo):
    demo.reveal("quiet")
    idle = demo.region(demo.screenshot(), "quiet")
    before = clicks_while_busy_start_nothing(demo, "quiet")
    busy = demo.region(demo.screenshot(), "quiet")
    busy_lines = fields(demo, "quiet")
    demo.wait_idle("quiet", before + 1)
    time.sleep(0.3)
    started = len(demo.events("quiet", "started")) - before
    assert started == 1, f"clicks while busy started {started} actions"
    assert busy_lines and busy_lines[-1]["spinner"] == "true", "the engine did not show its spinner"
    assert busy == idle, "the busy button does not look as it did idle"
    return "label unchanged while the engine shows its spinner; 5 clicks while busy: 0 actions"


@test
def the_looks_tab_shows_every_look_with_a_plain_language_caption(demo):
    demo.show("looks")
    captions = demo.texts("caption")
    missing = [row for row in LOOKS_PAGE if row not in captions]
    assert not missing, f"no caption for {missing}"
    for row in LOOKS_PAGE:
        text = captions[row][1]
        assert len(text.split()) >= 5, f"the {row} caption is not a sentence: {text!r}"
    shown = [line.split("=")[1].split()[0] for line in demo.lines if line.startswith("layout button=")]
    unshown = [row for row in LOOKS_PAGE if row not in shown]
    assert not unshown, f"looks not laid out on the Looks page: {unshown}"
    return f"{len(LOOKS_PAGE)} looks, e.g. {captions['pulse'][1]!r}"


@separate
def with_animations_off_nothing_moves_and_the_pulse_is_a_still_dim(display):
    with tempfile.TemporaryDirectory() as config:
        os.makedirs(os.path.join(config, "gtk-4.0"))
        with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as settings:
            settings.write("[Settings]\ngtk-enable-animations=false\n")
        demo = Demo(display, XDG_CONFIG_HOME=config)
        try:
            extents, settled, later, _ = shake_run(demo)
            idle, contrasts, _, _ = pulse_run(demo)
        finally:
            code, stderr = finish(demo)
    assert code == 0, f"exit status {code}\n{stderr}"
    rest = ink_extent(settled)
    shifts = sorted({extent[0] - rest[0] for extent in extents if extent})
    assert len(reddish(settled)) >= 20, "no failure mark"
    assert len(extents) >= 2, f"only {len(extents)} captures in 0.7 s"
    assert shifts == [0], f"the content moved with animations off: column shifts {shifts}"
    label = contrast(idle)
    assert max(contrasts) - min(contrasts) <= 10, f"the label breathes with animations off: {sorted(set(contrasts))}"
    assert max(contrasts) < label - 40, f"the busy label is not dimmed: contrast {max(contrasts)}, idle {label}"
    return stderr, (f"shake: {len(extents)} frames, shifts {shifts}, failure mark shown; pulse: contrast "
                    f"{min(contrasts)}..{max(contrasts)} in {len(contrasts)} frames (idle {label})")


def run_close_test(display):
    demo = Demo(display)
    demo.click("invite")
    demo.wait_for(lambda: demo.events("invite", "started"), 5, "Send Invite to start")
    time.sleep(0.3)
    demo.key("ctrl+w")
    code, stderr = finish(demo, None)
    return stderr, ended_as_a_close(demo, code, stderr)


def ended_as_a_close(demo, code, stderr):
    finished = demo.events("invite", "finished")
    assert code == 0, f"exit status {code}\n{stderr}"
    assert finished and "outcome=cancelled(left)" in finished[-1], f"not cancelled: {finished}"
    assert "exit live-widgets=0 closure-boxes=0" in demo.lines, "widgets or signal handlers leaked"
    return "exit 0, Send Invite cancelled(left), 0 live widgets, 0 signal handlers"


def signal_check(display, signum):
    demo = Demo(display)
    try:
        demo.click("invite")
        demo.wait_for(lambda: demo.events("invite", "started"), 5, "Send Invite to start")
        time.sleep(0.3)
        demo.process.send_signal(signum)
    finally:
        code, stderr = finish(demo, None)
    name = signal.Signals(signum).name
    detail = ended_as_a_close(demo, code, stderr)
    assert f"signal {name}" in demo.lines, f"the demo did not report {name}"
    return stderr, f"{name}: {detail}"


@separate
def sigterm_ends_the_demo_as_closing_the_window_does(display):
    return signal_check(display, signal.SIGTERM)


@separate
def sigint_ends_the_demo_as_closing_the_window_does(display):
    return signal_check(display, signal.SIGINT)


def language_test(display, language, save_label, direction):
    demo = Demo(display, language)
    try:
        detail = language_check(demo, language, direction, save_label)
    finally:
        code, stderr = finish(demo)
    assert code == 0, f"exit status {code}\n{stderr}"
    return stderr, detail


@separate
def with_language_ar_the_screen_shows_arabic_text_right_to_left(display):
    return language_test(display, "ar", "حفظ التغييرات", "rtl")


@separate
def with_language_es_the_screen_shows_spanish_text_left_to_right(display):
    return language_test(display, "es", "Guardar cambios", "ltr")


@separate
def closing_the_window_mid_action_cancels_the_action(display):
    return run_close_test(display)


@separate
def a_spinner_scrolled_out_of_view_stops_and_turns_again_when_scrolled_back(display):
    env = dict(os.environ, DISPLAY=display.name, GSK_RENDERER="cairo", GTK_A11Y="none")
    env.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run([DEMO, "--offscreen-check"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"exit status {done.returncode}\n{done.stderr}"
    found = dict(re.findall(r"offscreen-check position=(\S+) spinning=(\S*) cpu-ms-per-s=\d+", done.stdout))
    spinning = {position: {int(row) for row in rows.split(",") if row} for position, rows in found.items()}
    assert set(spinning) == {"top", "bottom", "top-again"}, f"positions missing:\n{done.stdout}"
    first, last = 0, 39
    for position, (shown, hidden) in {"top": (first, last), "bottom": (last, first),
                                      "top-again": (first, last)}.items():
        assert shown in spinning[position] and hidden not in spinning[position], \
            f"{position}: spinning rows {sorted(spinning[position])}"
        assert len(spinning[position]) < 20, f"{position}: {len(spinning[position])} of 40 spinners turn"
    return done.stderr, ", ".join(f"{position}: rows {min(rows)}-{max(rows)} turn"
                                  for position, rows in spinning.items()) + " of 40 busy rows"


def warnings(stderr):
    return [line for line in stderr.splitlines() if re.search(r"CRITICAL|WARNING|Gtk-|GLib-|Gdk-|GLib-GObject", line)]


def main():
    global DEMO
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    DEMO = os.path.abspath(sys.argv[1])
    words = sys.argv[2:]
    chosen = [function for function in RESULTS + SEPARATE
              if not words or any(word in function.__name__ for word in words)]
    passed = failed = 0
    stderrs = []
    with Display() as display:
        shared = [function for function in chosen if function in RESULTS]
        if shared:
            demo = Demo(display)
            for function in shared:
                name = function.__name__.replace("_", " ")
                try:
                    detail = function(demo)
                    passed += 1
                    print(f"✔ {name}: {detail}")
                except Exception as error:  # noqa: BLE001 — report every failure and go on
                    failed += 1
                    print(f"✘ {name}: {error}")
            code, stderr = finish(demo)
            stderrs.append(stderr)
            if code != 0:
                failed += 1
                print(f"✘ the demo exited {code}")
        for function in chosen:
            if function not in SEPARATE:
                continue
            name = function.__name__.replace("_", " ")
            try:
                stderr, detail = function(display)
                stderrs.append(stderr)
                passed += 1
                print(f"✔ {name}: {detail}")
            except Exception as error:  # noqa: BLE001
                failed += 1
                print(f"✘ {name}: {error}")
        found = [line for text in stderrs for line in warnings(text)]
        if found:
            failed += 1
            print("✘ no GTK or GLib warning in the log:\n  " + "\n  ".join(found[:20]))
        else:
            passed += 1
            print("✔ no GTK or GLib warning in the log")
    print(f"UI tests: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
