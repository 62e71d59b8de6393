"""A busy button: its size, its accessible state, its spinner in the label colour, its failure
feedback, the disabled look, a spinner beside the label, and a flag the app drives."""

import time

import harness
from ui_demo import background, distance, ink, ink_clusters, reddish, tests


@tests.test("shared")
def the_size_never_changes_while_busy(demo):
    sizes = {}
    samples = demo.samples()
    beside = {sample["button"] for sample in samples if sample["placement"] in ("leading", "trailing")}
    for sample in samples:
        if sample["button"] in beside:
            continue  # The spinner beside the label grows the button, as documented.
        sizes.setdefault(sample["button"], set()).add((sample["width"], sample["height"]))
    spinning = sum(1 for sample in samples if sample["spinner"])
    assert spinning > 20, f"only {spinning} samples with the spinner shown"
    for button, seen in sizes.items():
        assert len(seen) == 1, f"{button} changed size: {sorted(seen)}"
    return f"{len(samples)} samples, {spinning} with the spinner; " + \
        ", ".join(f"{b} {next(iter(s))[0]}x{next(iter(s))[1]}" for b, s in sorted(sizes.items()))


@tests.test("shared")
def the_accessible_busy_state_follows_the_run(demo):
    # The widget draws a new engine state one main-loop turn after the engine publishes it, so a
    # sample is judged once its button was in the same state at the previous sample too.
    previous = {}
    busy = idle = waiting = 0
    for sample in demo.samples():
        button, is_busy = sample["button"], sample["busy"]
        if previous.get(button) == is_busy:
            assert sample["a11y_busy"] == is_busy, \
                f"{button}: BUSY is {sample['a11y_busy']} on a {'busy' if is_busy else 'idle'} button"
            busy += is_busy
            idle += not is_busy
            waiting += is_busy and not sample["spinner"]
        previous[button] = is_busy
    assert busy and idle and waiting, f"too few samples: {busy} busy, {idle} idle, {waiting} before the spinner"
    return f"BUSY set in {busy}/{busy} busy samples ({waiting} before the spinner), clear in {idle}/{idle} idle ones"


@tests.test("shared")
def every_spinner_and_progress_ring_is_kept_out_of_the_accessible_tree(demo):
    demo.show("profile")
    demo.show("gallery")  # the layout lines of both tabs
    shown = [button for button, hidden in demo.indicator_hidden.items() if not hidden]
    assert len(demo.indicator_hidden) == len(demo.layout) >= 10, f"only {len(demo.indicator_hidden)} buttons"
    assert not shown, f"the spinner or ring of {shown} is in the accessible tree"
    return f"HIDDEN set on the spinner and the ring of all {len(demo.indicator_hidden)} buttons"


def spinner_check(demo, button, attempts=3):
    demo.reveal(button)
    idle = demo.region(demo.screenshot(), button)
    # Both captures must fall inside one run (1 s for Sync): on a loaded machine a capture can
    # take long enough that the run ends first. That run measured nothing, so the check clicks
    # again, up to `attempts` runs; the assertions below judge the first run captured in time.
    for attempt in range(1, attempts + 1):
        runs = len(demo.events(button, "finished"))
        demo.click(button)
        time.sleep(harness.SHOW_DELAY + harness.CROSSFADE + 0.2)  # the spinner shown and faded in, a margin
        first_raw = demo.capture()
        time.sleep(0.12)
        second_raw = demo.capture()
        finished_by_then = len(demo.events(button, "finished")) > runs
        demo.wait_idle(button, runs + 1)
        time.sleep(0.4)
        if not finished_by_then:
            break
    assert not finished_by_then, \
        f"each of {attempts} runs ended before the second capture: the machine is too slow for this check"
    first, second = demo.region(demo.parse(first_raw), button), demo.region(demo.parse(second_raw), button)
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
    retried = f" (captured in run {attempt} of {attempts})" if attempt > 1 else ""
    return f"label {label_colour} spinner {spinner_colour} on fill {idle_fill}, {len(spinner_marks)} spinner pixels{retried}"


@tests.test("shared")
def the_spinner_animates_in_the_label_colour_on_a_prominent_button(demo):
    # Send Message: Save Changes shows its busy title in place of the spinner.
    return spinner_check(demo, "send")


@tests.test("shared")
def the_spinner_animates_in_the_label_colour_on_a_standard_button(demo):
    return spinner_check(demo, "sync")


@tests.test("shared")
def the_spinner_animates_in_the_label_colour_on_a_destructive_button(demo):
    return spinner_check(demo, "delete")


@tests.test("shared")
def the_spinner_animates_in_the_label_colour_on_the_orange_button(demo):
    return spinner_check(demo, "invite")


@tests.test("shared")
def the_failure_row_shows_its_feedback_in_the_error_colour(demo):
    demo.reveal("upload")
    idle = demo.region(demo.screenshot(), "upload")
    runs = len(demo.events("upload", "finished"))
    demo.click("upload")
    demo.wait_idle("upload", runs + 1, timeout=5)
    time.sleep(0.3)
    feedback = demo.region(demo.screenshot(), "upload")
    outcome = demo.events("upload", "finished")[-1]["outcome"]
    assert outcome == "failed(the server is unreachable)", outcome
    started = len(demo.events("upload", "started"))
    failures = [record for record in demo.events("upload", "finished") if record["outcome"].startswith("failed")]
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


def clicks_while_busy_start_nothing(demo, button):
    """Clicks `button` once, then 5 times while it runs; returns the runs it had started before."""
    before = len(demo.events(button, "started"))
    demo.click(button)
    demo.wait_for(lambda: len(demo.events(button, "started")) == before + 1, 5, f"{button} to start")
    time.sleep(0.3)
    demo.click(button, count=5, delay_ms=40)
    return before


@tests.test("shared")
def the_disabled_look_dims_the_button_reports_it_disabled_and_still_runs_one_action(demo):
    demo.reveal("publish")
    idle = demo.region(demo.screenshot(), "publish")
    since = demo.trace.mark()
    before = clicks_while_busy_start_nothing(demo, "publish")
    busy_shot = demo.region(demo.screenshot(), "publish")
    demo.wait_idle("publish", before + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "publish")
    started = len(demo.events("publish", "started")) - before
    assert started == 1, f"clicks on the disabled button started {started} actions"
    previous, busy, idle_samples = None, 0, 0
    for sample in demo.samples("publish", since):
        state = sample["busy"]
        if state == previous:  # judged once the widget has drawn the state (one turn later)
            assert sample["sensitive"] == (not state), f"sensitive={sample['sensitive']} while busy={state}"
            assert sample["a11y_disabled"] == state, f"a11y-disabled={sample['a11y_disabled']} while busy={state}"
            busy += state
            idle_samples += not state
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
    since = demo.trace.mark()
    runs = len(demo.events(button, "finished"))
    demo.click(button)
    time.sleep(0.5)
    busy_shot = demo.screenshot()
    demo.wait_idle(button, runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), button)
    run = demo.samples(button, since)
    first, last = run[0], run[-1]
    assert first["busy"] and not first["spinner"] and not last["busy"], \
        f"the run's samples do not start before the spinner and end idle: {first}, {last}"
    idle_w, idle_h = last["width"], last["height"]
    assert (first["width"], first["height"]) == (idle_w, idle_h), \
        f"the button did not come back to its size: {first['width']} then {idle_w}"
    widths = [s["width"] for s in run if s["spinner"]]
    assert widths and min(widths) >= idle_w and max(widths) - idle_w > 10, \
        f"the button did not grow beside its spinner: idle {idle_w}, with the spinner {sorted(set(widths))}"
    assert {s["height"] for s in run} == {idle_h}, "the height changed"
    grown = max(widths) - idle_w
    # The grown button starts where the idle one did: the row packs from its leading edge.
    busy = demo.region(busy_shot, button, extra=grown)
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


@tests.test("shared")
def a_leading_spinner_goes_before_the_label_and_the_button_grows(demo):
    return beside_check(demo, "export", "leading")


@tests.test("shared")
def a_trailing_spinner_goes_after_the_label_and_the_button_grows(demo):
    return beside_check(demo, "import", "trailing")


def flags(demo, button, state, since=0):
    return demo.trace.of("flag", since, button=button, state=state)


@tests.test("shared")
def an_app_driven_flag_shows_the_same_spinner_in_the_label_colour_and_ignores_clicks(demo):
    demo.reveal("signin")
    idle = demo.region(demo.screenshot(), "signin")
    since = demo.trace.mark()
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
    time.sleep(harness.MINIMUM_VISIBLE + harness.CROSSFADE + 0.25)  # the spinner's minimum, the crossfade
    after = demo.region(demo.screenshot(), "signin")
    ons = flags(demo, "signin", "on", since)
    assert len(ons) == 1, f"clicks while loading turned the flag on {len(ons)} times"
    idle_fill, idle_marks, label = ink(idle)
    busy_fill, spinner_marks, spinner = ink(first)
    assert distance(idle_fill, busy_fill) < 8, f"the fill changed: {idle_fill} → {busy_fill}"
    assert 10 < len(spinner_marks) < len(idle_marks), f"spinner pixels: {len(spinner_marks)}"
    assert first != second, "the spinner does not animate"
    assert distance(label, spinner) <= 40, f"spinner colour {spinner} is not the label colour {label}"
    sizes = {(s["width"], s["height"]) for s in demo.samples("signin", since)}
    assert len(sizes) == 1, f"the button changed size: {sorted(sizes)}"
    assert after == idle, "the label did not come back as it was"
    return f"label {label} spinner {spinner} on {idle_fill}, one size {sizes.pop()}, 5 clicks while loading: ignored"


@tests.test("shared")
def an_app_driven_flag_on_for_40_ms_never_shows_a_spinner(demo):
    demo.reveal("check")
    since = demo.trace.mark()
    for _ in range(3):
        offs = len(flags(demo, "check", "off"))
        demo.click("check")
        demo.wait_for(lambda: len(flags(demo, "check", "off")) == offs + 1, 5, "the check's flag to turn off")
        time.sleep(0.3)
    samples = demo.samples("check", since)
    busy = [s for s in samples if s["busy"]]
    shown = [s for s in samples if s["spinner"]]
    ons = flags(demo, "check", "on", since)
    assert len(ons) == 3, f"{len(ons)} flag periods"
    assert busy, "no sample saw the flag on"
    assert not shown, f"the spinner flashed in {len(shown)} samples"
    return f"3 flag periods of 40 ms, {len(busy)} busy samples, 0 with a spinner"
