#!/usr/bin/env python3
"""Headless UI tests of the GTK demo: a real window under Xvfb, real clicks and key presses from
xdotool, screenshots compared by pixels, sizes read from GTK through the demo's --trace lines.

usage: ui_tests.py PATH-TO-async-action-demo
"""

import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time

DEMO = None
RESULTS = []


class Display:
    """An Xvfb server on a free display number, stopped on exit whatever happens."""

    def __enter__(self):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "800x600x24", "-nolisten", "tcp"],
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

    def __init__(self, display):
        self.display = display
        env = dict(os.environ, DISPLAY=display.name, GSK_RENDERER="cairo", GTK_A11Y="test",
                   LANG="C.UTF-8", LANGUAGE="")
        env.pop("WAYLAND_DISPLAY", None)
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([DEMO, "--trace"], env=env, stdout=subprocess.PIPE,
                                        stderr=self.stderr, text=True)
        self.lines = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.wait_for(lambda: "ready" in self.lines, 20, "the demo to lay out its window")
        self.layout = {}
        for line in self.lines:
            match = re.match(r"layout button=(\w+) x=(\d+) y=(\d+) width=(\d+) height=(\d+)", line)
            if match:
                self.layout[match[1]] = tuple(int(v) for v in match.groups()[1:])
        geometry = self.xdotool("search", "--sync", "--name", "Edit Profile", "getwindowgeometry", "--shell")
        values = dict(line.split("=") for line in geometry.split())
        self.origin = (int(values["X"]), int(values["Y"]))
        self.park_pointer()

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
        self.xdotool("mousemove", "790", "590")

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
        data = subprocess.run(["import", "-display", self.display.name, "-window", "root", "-depth", "8", "ppm:-"],
                              check=True, capture_output=True).stdout
        parts = data.split(maxsplit=4)
        width, height, maxval = int(parts[1]), int(parts[2]), int(parts[3])
        assert parts[0] == b"P6" and maxval == 255, f"unexpected screenshot format {parts[:4]}"
        pixels = parts[4]
        return [[tuple(pixels[(row * width + col) * 3:(row * width + col) * 3 + 3]) for col in range(width)]
                for row in range(height)]

    def region(self, shot, button):
        x, y, width, height = self.layout[button]
        x0, y0 = self.origin[0] + x, self.origin[1] + y
        # Inside the button's border and rounded corners.
        return [row[x0 + 6:x0 + width - 6] for row in shot[y0 + 6:y0 + height - 6]]

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


def actions_started_by_a_burst(demo, button, clicks, delay_ms):
    """Clicks `button` `clicks` times, `delay_ms` apart; returns how many runs the burst started."""
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


@test
def keyboard_activation_while_busy_is_ignored(demo):
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


@test
def the_size_never_changes_while_busy(demo):
    sizes = {}
    for match in samples(demo):
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


def spinner_check(demo, button):
    idle = demo.region(demo.screenshot(), button)
    runs = len(demo.events(button, "finished"))
    demo.click(button)
    time.sleep(0.45)  # show-delay 100 ms, crossfade 150 ms
    first = demo.region(demo.screenshot(), button)
    time.sleep(0.12)
    second = demo.region(demo.screenshot(), button)
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


@test
def the_failure_row_shows_its_feedback(demo):
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
    time.sleep(1.6)
    assert demo.region(demo.screenshot(), "upload") == idle, "the failure feedback did not end"
    return "failed once, error icon shown for 1.5 s, then the label"


def run_close_test(display):
    demo = Demo(display)
    demo.click("invite")
    demo.wait_for(lambda: demo.events("invite", "started"), 5, "Send Invite to start")
    time.sleep(0.3)
    demo.key("ctrl+w")
    code, stderr = demo.close(10)
    finished = demo.events("invite", "finished")
    assert code == 0, f"exit status {code}\n{stderr}"
    assert finished and "outcome=cancelled(left)" in finished[-1], f"not cancelled: {finished}"
    assert "exit live-widgets=0 closure-boxes=0" in demo.lines, "widgets or signal handlers leaked"
    return stderr, "exit 0, Send Invite cancelled(left), 0 live widgets, 0 signal handlers"


def warnings(stderr):
    return [line for line in stderr.splitlines() if re.search(r"CRITICAL|WARNING|Gtk-|GLib-|Gdk-|GLib-GObject", line)]


def main():
    global DEMO
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    DEMO = os.path.abspath(sys.argv[1])
    passed = failed = 0
    with Display() as display:
        demo = Demo(display)
        for function in RESULTS:
            name = function.__name__.replace("_", " ")
            try:
                detail = function(demo)
                passed += 1
                print(f"✔ {name}: {detail}")
            except Exception as error:  # noqa: BLE001 — report every failure and go on
                failed += 1
                print(f"✘ {name}: {error}")
        demo.key("ctrl+w")
        code, stderr = demo.close(10)
        stderrs = [stderr]
        if code != 0:
            failed += 1
            print(f"✘ the demo exited {code}")
        try:
            close_stderr, detail = run_close_test(display)
            stderrs.append(close_stderr)
            passed += 1
            print(f"✔ closing the window mid-action cancels the action: {detail}")
        except Exception as error:  # noqa: BLE001
            failed += 1
            print(f"✘ closing the window mid-action cancels the action: {error}")
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
