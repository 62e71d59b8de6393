"""Flows beyond one button: every button's events reach the window's one handler with their
identifier; the failure banner's Try Again obeys busy, scope and sensitivity as a click does; the
form's fields are read-only while Save runs; a click cancels Download Backup, whose ring shows a
stop glyph; Save keeps its width through its busy and retry titles in every language the demo
speaks; Save Address stays busy after its success until its panel has closed."""

import time

import harness
from ui_demo import Demo, distance, ink, tests

# The demo's languages, with Save Changes' busy title and the engine's "Try Again" in each.
TITLES = {"en": ("Saving…", "Try Again"), "es": ("Guardando…", "Reintentar"), "ar": ("جارٍ الحفظ…", "إعادة المحاولة")}


def ignored(demo, button, since):
    return [record["reason"] for record in demo.trace.of("ignored", since, button=button)]


@tests.test("shared")
def every_buttons_events_reach_the_window_handler_named_by_their_identifier(demo):
    demo.reveal("sync")
    since = demo.trace.mark()
    runs = len(demo.events("sync", "finished"))
    demo.click("sync", count=2, delay_ms=80)
    demo.wait_idle("sync", runs + 1)
    demo.show("flows")
    demo.click("attach")
    demo.wait_for(lambda: demo.events("attach", "started", since), 5, "Attach File to start")
    demo.click("send")  # Send shares Attach's scope
    demo.wait_idle("attach", len(demo.events("attach", "finished")) + 1)
    lines = [record for record in demo.trace.records[since:] if record.kind in ("started", "finished", "ignored")]
    named = {record["button"] for record in lines}
    assert named == {"sync", "attach", "send"}, f"events named {sorted(named)}, not sync, attach and send"
    sync = [record.kind for record in lines if record["button"] == "sync"]
    assert sync == ["started", "ignored", "finished"], f"Sync's events: {sync}"
    assert ignored(demo, "sync", since) == ["busy"], ignored(demo, "sync", since)
    assert ignored(demo, "send", since) == ["scopeBusy"], ignored(demo, "send", since)
    # An ignored click's line comes right before its click's.
    for record in demo.trace.of("ignored", since):
        following = demo.trace.records[record.number]
        assert (following.kind, following["button"]) == ("gtk-clicked", record["button"]), \
            f"{record} is followed by {following}"
    return (f"{len(lines)} event lines from the window's handler, each named by its button's identifier: "
            f"Sync started, ignored(busy), finished; Send ignored(scopeBusy) while Attach ran")


def show_send_failure(demo):
    """Runs Send until it fails; waits for the banner to show its failure; returns the mark before
    the click."""
    since = demo.trace.mark()
    runs = len(demo.events("send", "finished"))
    demo.click("send")
    demo.wait_idle("send", runs + 1)
    demo.wait_for(lambda: demo.trace.has("banner", since, button="send", state="shown"), 5, "the banner to show")
    demo.read_layout(since)
    return since


def click_then_try_again(demo, what):
    """Clicks Send, then the banner's Try Again; returns what each did: the reasons of the ignored
    events, the runs started, and Try Again's result."""
    since = demo.trace.mark()
    demo.click("send")
    time.sleep(0.3)
    clicked = (ignored(demo, "send", since), len(demo.events("send", "started", since)),
               len(demo.trace.of("gtk-clicked", since, button="send")))
    again = demo.trace.mark()
    demo.click_widget("banner_try_again")
    demo.wait_for(lambda: demo.trace.has("try-again", again), 5, f"Try Again {what}")
    result = demo.trace.of("try-again", again)[0]["result"]
    return clicked, (ignored(demo, "send", again), len(demo.events("send", "started", again))), result


@tests.test("shared")
def the_banner_shows_the_failure_and_try_again_is_refused_exactly_as_a_click_is(demo):
    demo.reveal("send")
    since = show_send_failure(demo)
    texts = {record["id"]: record["value"] for record in demo.trace.of("text", since, kind="banner")}
    assert texts == {"description": "The server is unreachable", "reason": "The connection timed out.",
                     "suggestion": "Check your connection, then try again.", "try_again": "Try Again",
                     "ok": "OK"}, texts
    found = []

    # Busy: Send runs again, from a click.
    runs = len(demo.events("send", "finished"))
    demo.click("send")
    demo.wait_for(lambda: len(demo.events("send", "started")) == runs + 1, 5, "Send to start")
    clicked, again, result = click_then_try_again(demo, "while Send runs")
    assert clicked == ((["busy"], 0, 1)) and again == (["busy"], 0) and result == "tapped(ignored(busy))", \
        f"while busy: a click gave {clicked}, Try Again {again} and {result}"
    found.append(f"busy: {result}")
    demo.wait_idle("send", runs + 1)
    demo.wait_for(lambda: demo.trace.has("banner", demo.trace.of("finished", button="send")[-1].number,
                                         button="send", state="shown"), 5, "the banner to show the new failure")

    # Scope busy: Attach, in Send's scope, runs.
    runs = len(demo.events("attach", "finished"))
    demo.click("attach")
    demo.wait_for(lambda: len(demo.events("attach", "started")) == runs + 1, 5, "Attach File to start")
    clicked, again, result = click_then_try_again(demo, "while Attach runs")
    assert clicked == (["scopeBusy"], 0, 1) and again == (["scopeBusy"], 0) and result == "tapped(ignored(scopeBusy))", \
        f"while the scope is busy: a click gave {clicked}, Try Again {again} and {result}"
    found.append(f"scope busy: {result}")
    demo.wait_idle("attach", runs + 1)

    # Disabled: the app made Send insensitive; a click reaches nothing.
    mark = demo.trace.mark()
    demo.click_widget("allow_send")
    demo.wait_for(lambda: demo.trace.has("check", mark, id="allow_send", active=False), 5, "Allow sending to turn off")
    clicked, again, result = click_then_try_again(demo, "while Send is insensitive")
    assert clicked == ([], 0, 0) and again == ([], 0) and result == "disabled", \
        f"while insensitive: a click gave {clicked}, Try Again {again} and {result}"
    found.append(f"insensitive: {result}, and a click reaches nothing")
    mark = demo.trace.mark()
    demo.click_widget("allow_send")
    demo.wait_for(lambda: demo.trace.has("check", mark, id="allow_send", active=True), 5, "Allow sending to turn on")
    assert demo.trace.has("banner", since, button="send", state="shown") and \
        not demo.trace.has("banner", since, state="hidden"), "a refused Try Again hid the banner"

    # Accepted: the press starts a run, right before its try-again line, and hides the banner.
    mark = demo.trace.mark()
    demo.click_widget("banner_try_again")
    demo.wait_for(lambda: demo.trace.has("try-again", mark), 5, "Try Again while idle")
    line = demo.trace.of("try-again", mark)[0]
    started = demo.trace.records[line.number - 2]
    assert line["result"].startswith("tapped(started(run #")and started.kind == "started" and \
        started["button"] == "send", f"Try Again while idle gave {line['result']}, after {started}"
    assert demo.trace.has("banner", mark, button="send", state="hidden"), "an accepted Try Again left the banner up"
    found.append(f"idle: {line['result']}, banner hidden")
    mark = demo.trace.mark()
    demo.wait_idle("send", len(demo.events("send", "started")))
    demo.wait_for(lambda: demo.trace.has("banner", mark, state="shown"), 5, "the banner to show again")
    demo.read_layout(mark)
    demo.click_widget("banner_ok")
    demo.wait_for(lambda: demo.trace.has("banner", mark, state="hidden"), 5, "OK to hide the banner")
    return "; ".join(found) + "; OK hides it"


@tests.test("shared")
def send_when_free_presses_a_kept_click_on_send_from_inside_the_scope_give_back(demo):
    demo.show("flows")
    mark = demo.trace.mark()
    demo.click_widget("queue_send")
    demo.wait_for(lambda: demo.trace.has("check", mark, id="queue_send", active=True), 5, "Send when free to turn on")
    try:
        # Attach runs; a click on Send is ignored and kept; Attach's give-back presses Send.
        since = demo.trace.mark()
        attaches, sends = len(demo.events("attach", "finished")), len(demo.events("send", "started"))
        demo.click("attach")
        demo.wait_for(lambda: len(demo.events("attach", "started")) == attaches + 1, 5, "Attach File to start")
        demo.click("send")
        demo.wait_for(lambda: len(demo.events("send", "started")) == sends + 1, 5, "the kept click to start Send")
        # The lines of one give-back come together; wait for its last one, Attach's end.
        demo.wait_for(lambda: len(demo.events("attach", "finished")) == attaches + 1, 5, "Attach's end")
        kinds = [(record.kind, record["button"] if record.kind != "press" else record["id"])
                 for record in demo.trace.records[since:] if record.kind in ("started", "finished", "ignored", "press")]
        assert kinds == [("started", "attach"), ("ignored", "send"), ("started", "send"), ("press", "send"),
                         ("finished", "attach")], f"after Attach's give-back: {kinds}"
        assert ignored(demo, "send", since) == ["scopeBusy"], ignored(demo, "send", since)
        # Send runs; a click on it is ignored (busy) and kept; its own give-back presses it again:
        # the press started its next run, whose start line comes after its last run's end.
        since = demo.trace.mark()
        demo.click("send")
        demo.wait_for(lambda: demo.trace.has("press", since, id="send"), 5, "Send's give-back to press it")
        demo.wait_for(lambda: len(demo.events("send", "started")) == sends + 2, 5, "Send's next run to start")
        press = demo.trace.of("press", since, id="send")[0]
        following = [(record.kind, record["button"]) for record in demo.trace.records[press.number:press.number + 2]]
        assert press["result"] == f"tapped(started(run #{sends + 2}))" and \
            following == [("finished", "send"), ("started", "send")], f"{press} then {following}"
        assert ignored(demo, "send", since) == ["busy"], ignored(demo, "send", since)
        demo.wait_idle("send", sends + 2)
        # Attach takes the scope, as it would not had Send kept it.
        attaches = len(demo.events("attach", "started"))
        demo.click("attach")
        demo.wait_for(lambda: len(demo.events("attach", "started")) == attaches + 1, 5, "Attach File to start")
        demo.wait_idle("attach", attaches + 1)
    finally:
        mark = demo.trace.mark()
        demo.click_widget("queue_send")
        demo.wait_for(lambda: demo.trace.has("check", mark, id="queue_send", active=False), 5,
                      "Send when free to turn off")
    return (f"Attach's give-back pressed the kept click on Send, Send's own give-back pressed it again "
            f"({press['result']}), its start line after its last run's end; then Attach took the scope")


@tests.test("shared")
def the_name_and_email_fields_are_read_only_while_save_runs(demo):
    demo.reveal("save")
    since = demo.trace.mark()
    runs = len(demo.events("save", "finished"))
    demo.click("save")
    demo.wait_for(lambda: all(demo.trace.has("field", since, id=field, editable=False) for field in ("name", "email")),
                  5, "the fields to turn read-only")
    values = [record["value"] for record in demo.trace.of("field", 0, id="name")]
    before = values[-1] if values else ""
    demo.click_widget("name")
    demo.xdotool("type", "--delay", "30", "xyz")
    time.sleep(0.3)
    typed = [record for record in demo.trace.of("field", since, id="name") if record["value"] != before]
    assert not demo.events("save", "finished")[runs:], "Save ended before the typing: the machine is too slow"
    assert not typed, f"typing changed the name field while Save ran: {typed}"
    demo.wait_idle("save", runs + 1)
    demo.wait_for(lambda: all(demo.trace.has("field", since, id=field, editable=True) for field in ("name", "email")),
                  5, "the fields to turn editable")
    mark = demo.trace.mark()
    demo.click_widget("name")
    demo.xdotool("type", "--delay", "30", "Q")
    demo.wait_for(lambda: demo.trace.has("field", mark, id="name", editable=True, value=before + "Q"), 5,
                  "typing to reach the name field")
    return f"read-only while Save ran ('xyz' typed, the field kept {before!r}), editable after ('Q' typed)"


def stop_glyph_pixels(region):
    """The pixels in the 6-pixel box at the middle of a button's region that differ clearly from
    its fill: the stop glyph's, inside the ring, whose inner edge is further out."""
    fill, _, label = ink(region)
    middle_x, middle_y = len(region[0]) // 2, len(region) // 2
    box = [region[y][x] for y in range(middle_y - 3, middle_y + 3) for x in range(middle_x - 3, middle_x + 3)]
    return [pixel for pixel in box if distance(pixel, fill) > 60], label


@tests.test("shared")
def a_click_cancels_download_backup_with_reason_user_and_its_ring_shows_a_stop_glyph(demo):
    demo.reveal("backup")
    idle = demo.region(demo.screenshot(), "backup")
    since = demo.trace.mark()
    runs = len(demo.events("backup", "finished"))
    demo.click("backup")
    demo.wait_for(lambda: demo.trace.has("drawn", since, button="backup", page="ring", stop=True), 5,
                  "the ring with its stop glyph")
    time.sleep(harness.CROSSFADE + 0.15)  # the crossfade, a margin
    shot = demo.region(demo.screenshot(), "backup")
    glyph, _ = stop_glyph_pixels(shot)
    _, _, label = ink(idle)
    # The glyph is 5 pixels square in the 13-pixel ring of an 11-point label (6 in the spinner).
    assert len(glyph) >= 20, f"no stop glyph in the ring: {len(glyph)} ink pixels in the middle 6x6"
    assert distance(max(glyph, key=lambda pixel: distance(pixel, label)), label) <= 40, \
        f"the glyph is not in the label colour {label}: {glyph[:3]}"
    # The name stays the title while a click cancels; the description says "Press to cancel"
    # (atspi_reader.py reads it).
    named = {record["name"] for record in demo.trace.of("drawn", since, button="backup")}
    assert named == {"Download Backup"}, f"the busy button is named {named}, not Download Backup"
    click = demo.trace.mark()
    demo.click("backup")
    demo.wait_idle("backup", runs + 1)
    outcome = demo.events("backup", "finished")[-1]["outcome"]
    assert outcome == "cancelled(user)", outcome
    assert demo.trace.has("cancel", click, button="backup", mapped=True), "the action did not see the cancellation"
    after = demo.trace.of("drawn", click, button="backup")
    assert after and not after[0]["stop"] and after[0]["name"] == "Download Backup", \
        f"the glyph stayed, or the name changed, after the cancelling click: {after[:1]}"
    # The keyboard does the same: Space on the focused button starts a run, and cancels it.
    keys = demo.trace.mark()
    demo.key("space")
    demo.wait_for(lambda: demo.trace.has("drawn", keys, button="backup", stop=True), 5, "Space to start a run")
    demo.key("space")
    demo.wait_idle("backup", runs + 2)
    by_key = demo.events("backup", "finished")[-1]["outcome"]
    assert by_key == "cancelled(user)", f"Space while busy ended the run {by_key}"
    return (f"stop glyph: {len(glyph)} pixels in the label colour {label} in the ring's middle; named Download Backup "
            f"while a click cancels; a click and Space each ended a run cancelled(user)")


def titles_width_check(demo, language):
    """Runs Save Changes (which fails, under --save-fails) through its busy title, its failure
    and its retry title; returns the widths."""
    busy, retry = TITLES[language]
    demo.reveal("save")
    label, busy_width, retry_width = demo.trace.of("titles", button="save")[0]["widths"]
    since = demo.trace.mark()
    runs = len(demo.events("save", "finished"))
    demo.click("save")
    demo.wait_idle("save", runs + 1)
    demo.wait_for(lambda: demo.trace.has("drawn", since, button="save", page="label", title="retry"), 5,
                  "the retry title once the failure feedback is over")
    time.sleep(0.3)  # the samples after the run
    drawn = demo.trace.of("drawn", since, button="save")
    titles = {record["title"]: record["name"] for record in drawn}
    assert titles.get("busy") == busy and titles.get("retry") == retry, f"Save showed {titles}"
    naturals = sorted({record["natural"] for record in drawn})
    sizes = sorted({(sample["width"], sample["height"]) for sample in demo.samples("save", since)})
    assert len(naturals) == 1, f"Save's natural width changed with its title: {naturals}"
    assert len(sizes) == 1, f"Save's size changed with its title: {sizes}"
    padding = naturals[0] - max(label, busy_width, retry_width)
    assert padding > 0, f"natural width {naturals[0]} is less than the widest title"
    # The failure banner, in the same language: the engine's "Try Again", every glyph in the fonts.
    demo.wait_for(lambda: demo.trace.has("banner", since, button="save", state="shown"), 5, "the banner")
    texts = {record["id"]: (record["unknown"], record["value"]) for record in demo.trace.of("text", since, kind="banner")}
    assert texts["try_again"][1] == retry and len(texts) == 5, f"the banner reads {texts}"
    missing = {id: unknown for id, (unknown, _) in texts.items() if unknown}
    assert not missing, f"glyphs missing from the banner: {missing}"
    return (f"{language}: label {label}, {busy!r} {busy_width}, {retry!r} {retry_width} px; natural width "
            f"{naturals[0]} in {len(drawn)} drawings, allocated {sizes[0][0]}x{sizes[0][1]} in all "
            f"{len(demo.samples('save', since))} samples")


@tests.test("separate")
def save_changes_keeps_its_width_through_its_titles_in_english(display):
    demo = Demo(display, "", arguments=("--save-fails",))
    try:
        detail = titles_width_check(demo, "en")
    finally:
        code, stderr = demo.finish()
    assert code == 0, f"exit status {code}\n{stderr}"
    return detail


@tests.test("shared")
def save_address_stays_busy_after_its_success_until_its_panel_has_closed(demo):
    demo.show("flows")
    since = demo.trace.mark()
    demo.click_widget("address_toggle")
    demo.wait_for(lambda: demo.trace.has("layout-button", since, id="address"), 5, "the panel to open")
    demo.read_layout(since)
    run = demo.trace.mark()
    runs = len(demo.events("address", "finished"))
    demo.click("address")
    demo.wait_idle("address", runs + 1)
    finished = demo.events("address", "finished")[-1]
    assert finished["outcome"] == "succeeded", finished["outcome"]
    demo.wait_for(lambda: demo.trace.has("panel", run, panel="address", mapped=False), 5, "the panel to close")
    closed = demo.trace.of("panel", run, panel="address", mapped=False)[0]
    drawn = [record for record in demo.trace.of("drawn", run, button="address") if record["mapped"]]
    spinner = [index for index, record in enumerate(drawn) if record["page"] == "spinner"]
    assert spinner, f"the spinner never showed: {drawn}"
    flashed = [record for record in drawn[spinner[0]:] if record["page"] != "spinner"]
    assert not flashed, f"the button drew {flashed[0]['page']} on screen after its spinner: {flashed[0]}"
    held = [sample for sample in demo.samples("address", finished.number) if sample.number < closed.number]
    assert held and all(sample["busy"] and sample["spinner"] for sample in held), \
        f"after its success, on screen: {[(s['busy'], s['spinner']) for s in held]}"
    return (f"succeeded, then busy with its spinner in all {len(held)} samples while the panel closed; "
            f"{len(drawn)} drawings on screen, none of the label after the spinner")
