"""Each on a demo of its own: the screen in Arabic and in Spanish, and Save Changes' width
through its titles in each (the English one is in ui_flows.py); closing the window, SIGTERM
and SIGINT mid-action cancel the run and release every widget; a spinner scrolled out of view
stops."""

import signal
import subprocess
import time

import harness
import ui_demo
from ui_demo import Demo, tests
from ui_flows import titles_width_check
from ui_looks import fill_directions
from ui_tabs import language_check


def language_test(display, language, save_label, direction):
    # Save Changes fails: it shows its busy title, then its retry title.
    demo = Demo(display, language, arguments=("--save-fails",))
    try:
        detail = language_check(demo, language, direction, save_label)
        detail += "; " + titles_width_check(demo, language)
    finally:
        code, stderr = demo.finish()
    assert code == 0, f"exit status {code}\n{stderr}"
    return detail


@tests.test("separate")
def in_arabic_the_bar_fills_from_the_right_and_the_ring_still_turns_clockwise(display):
    demo = Demo(display, "ar")
    try:
        bar, ring, detail = fill_directions(demo)
    finally:
        code, stderr = demo.finish()
    assert code == 0, f"exit status {code}\n{stderr}"
    assert (bar, ring) == ("right", "right"), f"bar from the {bar}, ring's first arc on the {ring}: {detail}"
    return (f"bar from the right, the leading edge (fill x {detail[0]}..{detail[1]} of {detail[2]}..{detail[3]}); "
            f"ring clockwise, its first arc right of centre, as in English")


@tests.test("separate")
def with_language_ar_the_screen_shows_arabic_text_right_to_left(display):
    return language_test(display, "ar", "حفظ التغييرات", "rtl")


@tests.test("separate")
def with_language_es_the_screen_shows_spanish_text_left_to_right(display):
    return language_test(display, "es", "Guardar cambios", "ltr")


def ended_as_a_close(demo, code, stderr):
    finished = demo.events("invite", "finished")
    assert code == 0, f"exit status {code}\n{stderr}"
    assert finished and finished[-1]["outcome"] == "cancelled(left)", f"not cancelled: {finished}"
    assert demo.trace.has("exit", widgets=0, boxes=0), f"widgets or signal handlers leaked: {demo.trace.of('exit')}"
    return "exit 0, Send Invite cancelled(left), 0 live widgets, 0 signal handlers"


def mid_action(display, end):
    """Starts Send Invite, then ends the demo with `end(demo)`; returns the demo, its exit status
    and its stderr."""
    demo = Demo(display)
    try:
        demo.click("invite")
        demo.wait_for(lambda: demo.events("invite", "started"), 5, "Send Invite to start")
        time.sleep(0.3)
        end(demo)
    finally:
        code, stderr = demo.finish(None)
    return demo, code, stderr


@tests.test("separate")
def closing_the_window_mid_action_cancels_the_action(display):
    return ended_as_a_close(*mid_action(display, lambda demo: demo.key("ctrl+w")))


def signal_check(display, signum):
    demo, code, stderr = mid_action(display, lambda demo: demo.process.send_signal(signum))
    name = signal.Signals(signum).name
    detail = ended_as_a_close(demo, code, stderr)
    assert demo.trace.has("signal", name=name), f"the demo did not report {name}"
    return f"{name}: {detail}"


@tests.test("separate")
def sigterm_ends_the_demo_as_closing_the_window_does(display):
    return signal_check(display, signal.SIGTERM)


@tests.test("separate")
def sigint_ends_the_demo_as_closing_the_window_does(display):
    return signal_check(display, signal.SIGINT)


def check_mode(display, option, what, timeout):
    """Runs the demo with a check mode's `option` until it ends by itself; returns the demo, whose
    trace is read, and its stderr. Fails if it does not end within `timeout` s or exits non-zero."""
    demo = harness.DemoProcess(ui_demo.BINARY, display, [option], a11y="none")
    try:
        demo.process.wait(timeout)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"the {what} did not end in {timeout} s") from None
    finally:
        code, stderr = demo.close(0)
    demo.trace.check()
    assert code == 0, f"exit status {code}\n{stderr}"
    return demo, stderr


@tests.test("separate")
def a_tap_that_closes_its_own_panel_warns_once_and_a_later_leave_does_not(display):
    demo, stderr = check_mode(display, "--leave-check", "leave check", 30)
    outcomes = {record["button"]: record["outcome"] for record in demo.trace.of("finished")}
    assert outcomes == {"close_and_save": "cancelled(left)", "save_then_close": "cancelled(left)"}, outcomes
    warnings = [line for line in stderr.splitlines() if line.startswith("AsyncActionButton: ")]
    named = [line for line in warnings if '"Close and Save" left the screen within a second' in line]
    assert len(named) == 1 and ".asyncActionLifetime(.outlivesButton)" in named[0], warnings
    assert not any("Save, Then Close" in line for line in warnings), warnings
    assert len(warnings) == 1, warnings
    return (f"both runs cancelled(left); one warning, naming Close and Save and "
            f".asyncActionLifetime(.outlivesButton); none for the panel closed 1.5 s after its tap")


@tests.test("separate")
def a_spinner_scrolled_out_of_view_stops_and_turns_again_when_scrolled_back(display):
    demo, _ = check_mode(display, "--offscreen-check", "offscreen check", 60)
    spinning = {record["position"]: set(record["spinning"]) for record in demo.trace.of("offscreen-check")}
    assert set(spinning) == {"top", "bottom", "top-again"}, f"positions missing: {demo.trace.records}"
    first, last = 0, 39
    for position, (shown, hidden) in {"top": (first, last), "bottom": (last, first),
                                      "top-again": (first, last)}.items():
        assert shown in spinning[position] and hidden not in spinning[position], \
            f"{position}: spinning rows {sorted(spinning[position])}"
        assert len(spinning[position]) < 20, f"{position}: {len(spinning[position])} of 40 spinners turn"
    return ", ".join(f"{position}: rows {min(rows)}-{max(rows)} turn"
                     for position, rows in spinning.items()) + " of 40 busy rows"
