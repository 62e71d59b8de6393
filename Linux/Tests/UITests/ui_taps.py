"""Taps: clicks, key presses and presses from code start one run while idle and none while busy."""

import time

from ui_demo import tests


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


@tests.test("shared")
def a_double_click_starts_one_action(demo):
    return actions_started_by_a_burst(demo, "sync", 2, 80)


@tests.test("shared")
def twenty_rapid_clicks_start_one_action(demo):
    return actions_started_by_a_burst(demo, "save", 20, 30)


@tests.test("shared")
def a_hundred_rapid_clicks_start_one_action(demo):
    return actions_started_by_a_burst(demo, "archive", 100, 5)


@tests.test("shared")
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
    outcome = demo.events("connect", "finished")[-1]["outcome"]
    assert started == 1, f"clicks while the hanging action held the button started {started - 1} more"
    assert outcome == "cancelled(timeout)", outcome
    return "cancelled(timeout) after 1 s, 5 clicks while it hung: 0 actions"


def presses(demo, identifier):
    """The results of the presses from code of `identifier`, in order."""
    return [record["result"] for record in demo.trace.of("press", id=identifier)]


@tests.test("shared")
def a_press_from_code_starts_one_run_while_idle_and_nothing_while_busy(demo):
    demo.reveal("draft")
    before, pressed = len(demo.events("draft", "started")), len(presses(demo, "draft"))
    demo.click_widget("press_draft")
    demo.wait_for(lambda: len(demo.events("draft", "started")) == before + 1, 5, "the press to start Save Draft")
    demo.wait_for(lambda: len(presses(demo, "draft")) == pressed + 1, 5, "the press to be reported")
    first = presses(demo, "draft")[-1]
    assert first.startswith("tapped(started(run #"), f"a press while idle gave {first}"
    time.sleep(0.3)
    # Three presses while it runs (1.5 s), each reported before the next is clicked.
    for count in (2, 3, 4):
        demo.click_widget("press_draft")
        demo.wait_for(lambda: len(presses(demo, "draft")) >= pressed + count, 5, f"press {count} to be reported")
    busy = presses(demo, "draft")[-3:]
    assert busy == ["tapped(ignored(busy))"] * 3, f"presses while busy gave {busy}"
    demo.wait_idle("draft", before + 1)
    time.sleep(0.3)
    started = len(demo.events("draft", "started")) - before
    assert started == 1, f"a press while idle and three while busy started {started} runs"
    assert not demo.trace.has("gtk-clicked", button="draft"), "a press emitted GTK's clicked signal on the pressed button"
    return f"1 press while idle: {first}, 1 run; 3 while busy: {busy[0]} each, 0 runs; no GTK clicked"


@tests.test("shared")
def ctrl_s_presses_save_changes_on_its_tab_and_finds_nothing_on_the_gallery(demo):
    demo.reveal("save")
    before, pressed = len(demo.events("save", "started")), len(presses(demo, "save"))
    demo.key("ctrl+s")
    demo.wait_for(lambda: len(presses(demo, "save")) == pressed + 1, 5, "Ctrl+S to be reported")
    first = presses(demo, "save")[-1]
    assert first.startswith("tapped(started(run #"), f"Ctrl+S on the Profile tab gave {first}"
    demo.wait_idle("save", before + 1)
    demo.show("gallery")
    demo.key("ctrl+s")
    demo.wait_for(lambda: len(presses(demo, "save")) == pressed + 2, 5, "Ctrl+S on the Gallery tab to be reported")
    second = presses(demo, "save")[-1]
    assert second == "notFound", f"Ctrl+S with Save Changes unmapped gave {second}"
    time.sleep(0.3)
    started = len(demo.events("save", "started")) - before
    assert started == 1, f"two Ctrl+S presses started {started} runs"
    return f"on the Profile tab: {first}; on the Gallery tab: {second}; 1 run"


@tests.test("shared")
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
