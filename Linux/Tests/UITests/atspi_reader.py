"""What a screen reader reads of the demo's buttons over AT-SPI, in English and in Spanish: names,
descriptions, the busy state and the events that announce them, and where the keyboard focus
goes when a disabled run ends. Each test takes the demo and the phase strings of its language."""

from atspi_session import (Events, check_button, describe, exposed_children, label_text, pump, spoken_percent, states,
                           tests, wait_until)


# MARK: Tests in English, with the AT-SPI client


@tests.test("english")
def every_button_is_named_by_its_label_text(demo, strings):
    buttons = demo.buttons()
    wrong = [(button.get_name(), label_text(button)) for button in buttons
             if not button.get_name() or button.get_name() != label_text(button)]
    assert not wrong, f"{len(wrong)} of {len(buttons)} push buttons not named by their label: {wrong}"
    for name in ["Save Changes", "Sync", "Send Invite", "Publish"]:
        demo.button(name)
    return f"{len(buttons)} push buttons, each named by its label text (Save Changes, Sync, Send Invite…)"


@tests.test("english")
def no_button_exposes_an_indicator_or_an_icon(demo, strings):
    found = {button.get_name(): exposed_children(button) for button in demo.buttons()}
    found = {name: children for name, children in found.items() if children}
    assert not found, f"children a screen reader would find: {found}"
    return f"{len(demo.buttons())} push buttons hold only containers and their label"


@tests.test("english")
def save_changes_idle_is_named_described_by_nothing_and_focused(demo, strings):
    save = demo.button("Save Changes")
    return check_button(save, "Save Changes", "", busy=False)


@tests.test("english")
def save_changes_busy_from_the_keyboard_is_named_by_its_busy_title_and_says_in_progress(demo, strings):
    save = demo.button("Save Changes")
    demo.events = Events()
    demo.key("space")
    wait_until(lambda: "busy" in states(save), 5, "Save Changes to turn busy after space")
    # The busy title shows in place of the spinner, after the show-delay: it names the button.
    wait_until(lambda: save.get_name() == strings["saving"], 2, "the name to follow the busy title")
    return check_button(save, strings["saving"], strings["in progress"], busy=True)


@tests.test("english")
def save_changes_in_failure_feedback_says_failed_and_is_named_try_again(demo, strings):
    save = demo.save = demo.button(strings["saving"])
    wait_until(lambda: save.get_description() == strings["failed"], 5, "the failure feedback")
    # The engine's retry title shows from the failure on, and names the button.
    wait_until(lambda: save.get_name() == strings["try again"], 2, "the name to follow the retry title")
    # A feedback phase is not busy: the run is over, and a tap would start the next one.
    return check_button(save, strings["try again"], strings["failed"], busy=False)


@tests.test("english")
def save_changes_ended_is_idle_again_named_try_again(demo, strings):
    save = demo.save
    wait_until(lambda: not save.get_description(), 5, "the failure feedback to end")
    return check_button(save, strings["try again"], "", busy=False)


@tests.test("english")
def clients_hear_the_phase_and_the_titles_as_events(demo, strings):
    save = demo.save
    pump(0.2)
    descriptions = [text for _, text in demo.events.of(save, "object:property-change:accessible-description")]
    names = [text for _, text in demo.events.of(save, "object:property-change:accessible-name")]
    busy = [detail for detail, _ in demo.events.of(save, "object:state-changed:busy")]
    demo.events.stop()
    assert [text for text in descriptions if text] == [strings["in progress"], strings["failed"]], \
        f"description changes {descriptions}"
    assert names == [strings["saving"], strings["try again"]], f"name changes {names}"
    assert busy == [1, 0], f"busy changes {busy}"
    return f"on the button: description {descriptions}, name {names}, busy {busy}"


@tests.test("english")
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


@tests.test("english")
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


def cancel_check(demo, strings):
    """Download Backup, pressed through its AT-SPI action: named by its title all along; while a
    press cancels its run its description says the percentage, in steps of 10, and "Press to
    cancel"; described by nothing again once a press has cancelled it."""
    shown = demo.trace.mark()
    demo.show_tab(strings["flows"])
    # GTK 4.8 exports the buttons of every tab, shown or not: wait for the tab to be on screen.
    wait_until(lambda: demo.trace.has("tab", shown, tab="flows", mapped=True), 5, "the Flows tab to show")
    backup = wait_until(lambda: next((button for button in demo.buttons() if button.get_name() == strings["backup"]),
                                     None), 5, "Download Backup on the Flows tab")
    events = Events()
    backup.get_action_iface().do_action(0)
    wait_until(lambda: "busy" in states(backup), 5, "Download Backup to turn busy")
    # Its progress (60 steps of 100 ms) reaches 20 % after 1.2 s.
    wait_until(lambda: (spoken_percent(strings, backup.get_description(), cancels=True) or 0) >= 20, 5,
               "the description to say 20 % and what a press does")
    busy = check_button(backup, strings["backup"], backup.get_description(), busy=True,
                        focused="focused" in states(backup))
    backup.get_action_iface().do_action(0)
    wait_until(lambda: "busy" not in states(backup), 5, "the press to cancel the run")
    ended = check_button(backup, strings["backup"], "", busy=False, focused="focused" in states(backup))
    pump(0.2)
    names = [text for _, text in events.of(backup, "object:property-change:accessible-name")]
    descriptions = [text for _, text in events.of(backup, "object:property-change:accessible-description")]
    events.stop()
    # GTK 4.8 sends a name set before any client read the button with its next change: an event
    # may repeat the idle name. No other name.
    assert set(names) <= {strings["backup"]}, f"name changes {names}"
    # The description changes once per step of 10 points: before the ring shows, "In progress.
    # Press to cancel"; then the percentages with the hint; once the press has cancelled, until
    # the action returns, the percentage alone; then nothing.
    said = [text for text in descriptions if text]
    first = strings["press to cancel"].format(strings["in progress"])
    steps = [(spoken_percent(strings, text, cancels=True), spoken_percent(strings, text)) for text in said[1:]]
    percents = [with_hint if with_hint is not None else alone for with_hint, alone in steps]
    assert said[:1] == [first] and None not in percents, f"description changes {descriptions}"
    assert percents == sorted(percents) and all(percent % 10 == 0 for percent in percents), \
        f"the percentages said are not steps of 10: {said}"
    assert all(earlier != later for earlier, later in zip(said, said[1:])), f"a description said twice: {said}"
    assert steps[0][0] is not None and descriptions[-1] in ("", None), f"description changes {descriptions}"
    return f"busy: {busy}; cancelled: {ended}; description changes {said}; name changes {names}"


@tests.test("english")
def a_busy_button_whose_press_cancels_its_run_keeps_its_name_and_says_the_percentage_and_press_to_cancel(
        demo, strings):
    return cancel_check(demo, strings)


# MARK: Spanish, with the AT-SPI client


@tests.test("spanish")
def spanish_save_button_says_en_curso_then_error_named_by_its_titles(demo, strings):
    # Found by the focus the demo gives it, not by its name, which the demo may translate.
    save = wait_until(demo.focused, 5, "the focused button")
    title = label_text(save)
    idle = check_button(save, title, "", busy=False)
    demo.key("space")
    wait_until(lambda: "busy" in states(save), 5, "the button to turn busy after space")
    wait_until(lambda: save.get_name() == strings["saving"], 2, "the name to follow the busy title")
    busy = check_button(save, strings["saving"], strings["in progress"], busy=True)
    wait_until(lambda: save.get_description() == strings["failed"], 5, "the failure feedback")
    wait_until(lambda: save.get_name() == strings["try again"], 2, "the name to follow the retry title")
    failed = check_button(save, strings["try again"], strings["failed"], busy=False)
    return f"idle: {idle}; busy: {busy}; failed: {failed}"


@tests.test("spanish")
def spanish_busy_button_whose_press_cancels_its_run_says_pulsa_para_cancelar(demo, strings):
    return cancel_check(demo, strings)
