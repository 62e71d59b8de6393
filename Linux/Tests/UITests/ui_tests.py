#!/usr/bin/env python3
"""Headless UI tests of the GTK demo: a real window under Xvfb, real clicks and key presses from
xdotool, screenshots compared by pixels, sizes read from GTK through the demo's --trace lines.

usage: ui_tests.py PATH-TO-async-action-demo [WORD...]
  With words, runs only the tests whose name contains one of them.

First self-checks of the harness (harness.py): its trace parser, the demo's trace grammar read
back from its examples, its list of looks against the demo's, every look of the core shown in a row of
the Looks tab, its warning filter, and a dead demo's last stderr lines in the failure it causes.
Then the tests, by topic: ui_taps.py, ui_busy.py, ui_tabs.py, ui_looks.py, ui_flows.py (on one
demo, in that order), then ui_lifecycle.py, the looks with animations off and Save's titles in
English, and ui_sizes.py, the indicators' sizes before and after the text is made larger (each on
a demo of its own).
"""

import importlib
import io
import subprocess
import sys

sys.dont_write_bytecode = True  # the test modules leave no __pycache__ in the tree

import harness  # noqa: E402
import ui_demo  # noqa: E402

# Each module registers its tests when imported: the run order is this order.
TOPICS = ["ui_taps", "ui_busy", "ui_tabs", "ui_looks", "ui_flows", "ui_lifecycle", "ui_sizes"]


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


def the_demo_trace_grammar_reads_its_example_of_every_kind_as_that_kind():
    """The grammar (harness.KINDS) is the demo's own (`--trace-grammar`); each example line the
    demo wrote with the code that writes its trace parses as the kind the demo says it is."""
    wrong = []
    for kind, line in harness.EXAMPLES:
        try:
            found = harness.parse(line).kind
        except harness.TraceError as error:
            found = str(error)
        if found != kind:
            wrong.append(f"{line!r} read as {found}, not {kind}")
    unexampled = sorted(set(harness.KINDS) - {kind for kind, _ in harness.EXAMPLES})
    assert not wrong and not unexampled, "; ".join(wrong) + (f"; no example of {unexampled}" if unexampled else "")
    return f"{len(harness.KINDS)} kinds, {len(harness.EXAMPLES)} examples each read as its kind"


def the_harness_looks_are_the_demo_list_of_the_core_looks():
    """harness.LOOKS and harness.LOOK_ROWS hold what `--list-looks` prints, line for line: every
    look of the core's three kinds, and the Looks tab's rows."""
    lines = subprocess.run([ui_demo.BINARY, "--list-looks"], check=True, capture_output=True, text=True).stdout
    read = ([f"look kind={kind} name={name}" for kind, name in harness.LOOKS]
            + [f"row id={row['id']} busy={row['busy']} failure={row['failure']} progress={row['progress']} "
               f"work={row['work']}" for row in harness.LOOK_ROWS])
    assert read == lines.splitlines(), f"the harness holds {read}; the demo lists {lines.splitlines()}"
    kinds = {kind for kind, _ in harness.LOOKS}
    assert kinds == {"busy", "failure", "progress"} and harness.LOOK_ROWS, f"looks of kinds {kinds}, rows {harness.LOOK_ROWS}"
    counts = ", ".join(f"{sum(kind == k for kind, _ in harness.LOOKS)} {k}" for k in ("busy", "failure", "progress"))
    return f"{counts} looks and {len(harness.LOOK_ROWS)} Looks tab rows, as the demo lists them"


def every_core_look_shows_in_a_row_of_the_looks_tab():
    """Each look of the core shows in a row of the demo's Looks tab (`LooksTab.rows`): its busy look
    in any row, a failure look in a row whose action fails, a progress look in one whose action
    reports progress. The check can fail: without the row that shows a look, that look is named."""
    missing = harness.looks_no_row_shows(harness.LOOKS, harness.LOOK_ROWS)
    assert not missing, f"no row of the Looks tab (LooksTab.rows) shows {missing}"
    for row in harness.LOOK_ROWS:
        others = [other for other in harness.LOOK_ROWS if other is not row]
        alone = harness.looks_no_row_shows(harness.LOOKS, others)
        if alone:
            break
    else:
        raise AssertionError("no row shows a look no other row shows: the check cannot be seen to fail")
    return (f"{len(harness.LOOKS)} looks in {len(harness.LOOK_ROWS)} rows; without the {row['id']} row, "
            f"{alone} would show in none")


def the_warning_filter_sets_aside_only_its_expected_warnings():
    log = ("(async-action-demo:1): Gtk-WARNING **: Screen coordinates not supported, reported positions will be wrong\n"
           "(async-action-demo:1): GLib-GObject-CRITICAL **: g_object_unref: assertion 'G_IS_OBJECT (object)' failed\n"
           "an ordinary line\n")
    found, detail = harness.warning_check([log])
    assert found == [log.splitlines()[1]], f"the filter found {found}"
    return f"of 2 warnings, found the CRITICAL one; {detail.split('; ')[1][:40]}…"


def a_demo_that_dies_has_its_last_stderr_lines_in_the_failure(display):
    """The runner's self-check: a test whose demo died reports how it died and the last lines of
    its stderr (where a crash's message and backtrace are), here a demo refusing an option."""
    demo = harness.DemoProcess(ui_demo.BINARY, display, ["--no-such-option"])
    try:
        demo.wait_ready(10)
    except AssertionError:
        pass
    notes = harness.deaths_untold()
    assert any("status 2" in note and "unknown option --no-such-option" in note for note in notes), \
        f"the failure does not say how the demo died: {notes}"
    return "the failure reads: " + notes[0].replace("\n    ", " | ")[:110] + "…"


def run(runner, words):
    runner.run(the_trace_parser_refuses_a_malformed_line_naming_it)
    runner.run(the_demo_trace_grammar_reads_its_example_of_every_kind_as_that_kind)
    runner.run(the_harness_looks_are_the_demo_list_of_the_core_looks)
    runner.run(every_core_look_shows_in_a_row_of_the_looks_tab)
    runner.run(the_warning_filter_sets_aside_only_its_expected_warnings)
    display = harness.start_display()
    runner.run(a_demo_that_dies_has_its_last_stderr_lines_in_the_failure, display)
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
