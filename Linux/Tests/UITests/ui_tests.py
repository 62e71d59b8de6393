#!/usr/bin/env python3
"""Headless UI tests of the GTK demo: a real window under Xvfb, real clicks and key presses from
xdotool, screenshots compared by pixels, sizes read from GTK through the demo's --trace lines.

usage: ui_tests.py PATH-TO-async-action-demo [WORD...]
  With words, runs only the tests whose name contains one of them.

First two self-checks of the harness (harness.py): its trace parser and its warning filter.
Then the tests, by topic: ui_taps.py, ui_busy.py, ui_pages.py, ui_looks.py, ui_flows.py (on one
demo, in that order), then ui_lifecycle.py, the looks with animations off and Save's titles in
English (each on a demo of its own).
"""

import importlib
import io
import sys

sys.dont_write_bytecode = True  # the test modules leave no __pycache__ in the tree

import harness  # noqa: E402
import ui_demo  # noqa: E402

# Each module registers its tests when imported: the run order is this order.
TOPICS = ["ui_taps", "ui_busy", "ui_pages", "ui_looks", "ui_flows", "ui_lifecycle"]


def the_trace_parser_refuses_a_malformed_line_naming_it():
    """The parser's self-check: a well-formed line gives typed fields; a malformed one, parsed
    alone or read from a pipe, fails naming its number and its text."""
    good = harness.parse("flag button=check on", 1)
    assert (good.kind, good["button"], good["state"]) == ("flag", "check", "on"), good.fields
    bad = "size button=save width=wide height=40"
    trace = harness.Trace(io.StringIO(f"ready\nflag button=check on\n{bad}\nready\n"))
    trace.reader.join(5)
    try:
        trace.wait_for(lambda: False, 1, "a line that never comes")
    except harness.TraceError as error:
        assert f"trace line 3 is malformed: {bad!r}" in str(error), error
        assert [record.kind for record in trace.records] == ["ready", "flag", "ready"], trace.records
        return str(error).split("; ")[0]
    raise AssertionError(f"{bad!r} was taken for a trace line")


def the_warning_filter_sets_aside_only_its_expected_warnings():
    log = ("(async-action-demo:1): Gtk-WARNING **: Screen coordinates not supported, reported positions will be wrong\n"
           "(async-action-demo:1): GLib-GObject-CRITICAL **: g_object_unref: assertion 'G_IS_OBJECT (object)' failed\n"
           "an ordinary line\n")
    found, detail = harness.warning_check([log])
    assert found == [log.splitlines()[1]], f"the filter found {found}"
    return f"of 2 warnings, found the CRITICAL one; {detail.split('; ')[1][:40]}…"


def run(runner, words):
    runner.run(the_trace_parser_refuses_a_malformed_line_naming_it)
    runner.run(the_warning_filter_sets_aside_only_its_expected_warnings)
    display = harness.start_display()
    shared = ui_demo.tests.chosen("shared", words)
    if shared:
        demo = ui_demo.Demo(display)
        for function in shared:
            runner.run(function, demo)
        demo.key("ctrl+w")
        runner.closed(demo)
    for function in ui_demo.tests.chosen("separate", words):
        runner.run(function, display)


def main():
    ui_demo.BINARY, words = harness.demo_argument(__doc__)
    for topic in TOPICS:
        importlib.import_module(topic)
    runner = harness.Runner("UI tests")
    return runner.main(lambda runner: run(runner, words))


if __name__ == "__main__":
    sys.exit(main())
