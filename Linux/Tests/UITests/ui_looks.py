"""The looks: the pulse, the shake, the bar, the ring, the percent text and the none look,
each drawn in the label colour at a fixed size, and with animations off nothing moves."""

import os
import tempfile
import time

from ui_busy import clicks_while_busy_start_nothing
import harness
from ui_demo import Demo, contrast, distance, frames, ink, ink_extent, ink_rows, reddish, tests


def constant_size(demo, button, since):
    """The one size the trace's samples report for `button` during a run; fails if it changed."""
    run = demo.samples(button, since)
    sizes = {(s["width"], s["height"]) for s in run}
    assert run and any(s["spinner"] for s in run), f"no samples with the spinner shown: {run[:3]}"
    assert len(sizes) == 1, f"the size changed during the run: {sorted(sizes)}"
    return sizes.pop(), len(run)


def pulse_run(demo):
    """Runs Check Mail; returns the idle region, the contrasts of a second of frames while busy, the
    trace position before the run and the region after it."""
    demo.reveal("pulse")
    idle = demo.region(demo.screenshot(), "pulse")
    since = demo.trace.mark()
    runs = len(demo.events("pulse", "finished"))
    demo.click("pulse")
    # From the moment the engine shows its spinner (after the show-delay), and the widget has drawn it.
    demo.wait_for(lambda: any(s["spinner"] for s in demo.samples("pulse", since)), 5,
                  "the engine to show its spinner")
    time.sleep(0.1)
    captured = frames(demo, 1.2)
    assert len(demo.events("pulse", "finished")) == runs, "the run ended during the captures"
    contrasts = [contrast(demo.region(demo.parse(raw), "pulse")) for raw in captured]
    demo.wait_idle("pulse", runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "pulse")
    return idle, contrasts, since, after


@tests.test("shared")
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


def shake_run(demo, attempts=3):
    """Runs Sign Up until it fails; returns the ink extents of the frames after the failure, the
    settled failure region twice, and the idle region. On a machine so busy that fewer than 4
    captures fit in the shake's 0.7 s, runs again, up to `attempts` times."""
    for _ in range(attempts):
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
    outcome = demo.events("shake", "finished")[-1]["outcome"]
    assert outcome == "failed(the server is unreachable)", outcome
    extents = [ink_extent(demo.region(demo.parse(raw), "shake")) for raw in captured]
    demo.wait_for(lambda: demo.region(demo.screenshot(), "shake") == idle, 8, "the label to come back")
    return extents, settled, later, idle


def centred(region):
    first, last = ink_extent(region)
    return abs(first - (len(region[0]) - 1 - last)) <= 2, (first, last, len(region[0]))


@tests.test("shared")
def the_shake_moves_the_failure_mark_sideways_once_per_failure_and_returns_it_to_the_same_pixels(demo):
    found = []
    for failure in (1, 2):  # the second failure must shake again: the animation restarts
        extents, settled, later, _ = shake_run(demo)
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


def fill_directions(demo):
    """Where the bar's fill and the ring's first arc are, a moment into their runs: the bar's fill
    against its track ("left" when it starts at the track's left end, "right" at its right end),
    and the side of the ring's centre its full-colour arc is on ("right" for clockwise from 12
    o'clock, under half a turn). The core's rule: the bar from the leading edge, the ring
    clockwise in both directions (LookGeometry.barFill, LookGeometry.ringMirrorsRightToLeft)."""
    demo.reveal("bar")
    idle = demo.region(demo.screenshot(), "bar", vertical_inset=2)
    runs = len(demo.events("bar", "finished"))
    demo.click("bar")
    time.sleep(1.2)
    busy = demo.region(demo.parse(demo.capture()), "bar", vertical_inset=2)
    demo.wait_idle("bar", runs + 1)
    fill, _, label = ink(idle)
    label_rows = ink_rows(idle)
    below = [y for y in ink_rows(busy) if y > label_rows[-1] + 2]
    track = [x for y in below for x, pixel in enumerate(busy[y]) if distance(pixel, fill) > 20]
    filled = [x for y in below for x, pixel in enumerate(busy[y]) if distance(pixel, label) <= 40]
    assert track and filled and len(set(filled)) < len(set(track)), \
        f"no part-filled bar: track {len(set(track))} columns, fill {len(set(filled))}"
    bar = "left" if min(filled) - min(track) < max(track) - max(filled) else "right"
    demo.reveal("download")
    runs = len(demo.events("download", "finished"))
    demo.click("download")
    time.sleep(0.6)
    ring_region = demo.region(demo.parse(demo.capture()), "download")
    demo.wait_idle("download", runs + 1, timeout=20)
    ring_fill, marks, _ = ink(ring_region)
    arc = [(x, y) for y, row in enumerate(ring_region) for x, pixel in enumerate(row) if distance(pixel, label) <= 40]
    columns = [x for y, row in enumerate(ring_region) for x, pixel in enumerate(row)
               if distance(pixel, ring_fill) > 20]
    centre = (min(columns) + max(columns)) / 2
    assert arc, "no full-colour arc in the ring"
    ring = "right" if sum(x for x, _ in arc) / len(arc) > centre else "left"
    return bar, ring, (min(filled), max(filled), min(track), max(track), len(arc))


@tests.test("shared")
def the_bar_fills_from_the_left_and_the_ring_clockwise_left_to_right(demo):
    bar, ring, detail = fill_directions(demo)
    assert (bar, ring) == ("left", "right"), f"bar from the {bar}, ring's first arc on the {ring}: {detail}"
    return f"bar from the left (fill x {detail[0]}..{detail[1]} of {detail[2]}..{detail[3]}), ring's first arc right of centre"


@tests.test("shared")
def the_progress_bar_fills_under_the_label_in_the_label_colour(demo):
    demo.reveal("bar")
    idle = demo.region(demo.screenshot(), "bar", vertical_inset=2)
    since = demo.trace.mark()
    runs = len(demo.events("bar", "finished"))
    demo.click("bar")
    time.sleep(1.2)
    busy_raw = demo.capture()
    assert len(demo.events("bar", "finished")) == runs, "the run ended before the capture"
    busy = demo.region(demo.parse(busy_raw), "bar", vertical_inset=2)
    demo.wait_idle("bar", runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), "bar", vertical_inset=2)
    (width, height), samples = constant_size(demo, "bar", since)
    fill, _, label = ink(idle)
    label_rows = ink_rows(idle)
    below = [y for y in ink_rows(busy) if y > label_rows[-1] + 2]
    assert below, f"nothing drawn under the label (label rows {label_rows[0]}..{label_rows[-1]})"
    bar = [pixel for y in below for pixel in busy[y] if distance(pixel, fill) > 60]
    strongest = max(bar, key=lambda pixel: distance(pixel, fill))
    assert len(below) <= 3 and len(bar) >= 20, f"not a thin bar: rows {below}, {len(bar)} pixels"
    assert distance(strongest, label) <= 40, f"bar colour {strongest} is not the label colour {label}"
    assert [busy[y] for y in label_rows] == [idle[y] for y in label_rows], "the label is not whole above the bar"
    assert after == idle, "the button did not come back as it was"
    return (f"{len(below)} rows under the label, {len(bar)} pixels in {strongest} (label {label}), "
            f"{width}x{height} in all {samples} samples")


@tests.test("shared")
def the_bar_moves_on_between_progress_reports(demo, attempts=3):
    """Sync Photos reports its progress every 100 ms (25 steps). The bar moves to each report
    linearly over the core's 100 ms step (`ProgressMotion`, on GTK's frame clock), so the frames
    between two reports show it between them: a second of frames shows more distinct fills than
    the 10 reports of that second. Without the motion it would show at most 11. On a machine so
    busy that fewer than 25 captures fit in the second, runs again, up to `attempts` times."""
    for _ in range(attempts):
        demo.reveal("bar")
        idle = demo.region(demo.screenshot(), "bar", vertical_inset=2)
        fill, _, label = ink(idle)
        label_rows = ink_rows(idle)
        runs = len(demo.events("bar", "finished"))
        demo.click("bar")
        time.sleep(0.5)
        captured = frames(demo, 1.0)
        assert len(demo.events("bar", "finished")) == runs, "the run ended during the captures"
        strong = 0.8 * distance(label, fill)
        fills = []
        for raw in captured:
            busy = demo.region(demo.parse(raw), "bar", vertical_inset=2)
            below = [y for y in range(label_rows[-1] + 3, len(busy))]
            fills.append(sum(1 for y in below for pixel in busy[y] if distance(pixel, fill) > strong))
        demo.wait_idle("bar", runs + 1)
        if len(captured) >= 25:
            break
    assert fills == sorted(fills), f"the bar went back: {fills}"
    if len(captured) < 25:
        return f"inconclusive: {len(captured)} frames in the second, too few to tell a move from a jump"
    distinct = sorted(set(fills))
    assert len(distinct) > 14, (
        f"{len(distinct)} distinct fills in {len(captured)} frames of a second of 10 reports: the bar "
        f"jumps from report to report ({distinct})")
    return f"{len(distinct)} distinct fills in {len(captured)} frames of a second of 10 reports, from {fills[0]} to {fills[-1]} pixels"


def two_busy_captures(demo, button, first_after, gap):
    """Clicks `button`; returns its idle region, two regions `first_after` and then `gap` seconds
    into the run, the region once it ended, and its one size during the run."""
    idle = demo.region(demo.screenshot(), button)
    since = demo.trace.mark()
    runs = len(demo.events(button, "finished"))
    demo.click(button)
    time.sleep(first_after)
    first_raw = demo.capture()
    time.sleep(gap)
    second_raw = demo.capture()
    assert len(demo.events(button, "finished")) == runs, "the run ended before the captures"
    first, second = (demo.region(demo.parse(raw), button) for raw in (first_raw, second_raw))
    demo.wait_idle(button, runs + 1)
    time.sleep(0.4)
    after = demo.region(demo.screenshot(), button)
    return idle, first, second, after, constant_size(demo, button, since)


@tests.test("shared")
def the_progress_ring_fills_in_place_of_the_label_in_the_label_colour(demo):
    demo.reveal("download")
    idle, first, second, after, ((width, height), samples) = two_busy_captures(demo, "download", 0.6, 0.6)
    fill, idle_marks, label = ink(idle)
    _, early, ring = ink(first)
    _, late, _ = ink(second)
    assert ring and 10 < len(early) < len(idle_marks), f"no ring in place of the label: {len(early)} ink pixels"
    assert distance(ring, label) <= 40, f"ring colour {ring} is not the label colour {label}"
    assert len(late) > len(early), f"the ring does not fill: {len(early)} then {len(late)} ink pixels"
    assert after == idle, "the label did not come back as it was"
    return (f"ring in {ring} (label {label}), {len(early)} then {len(late)} ink pixels 0.6 s apart; "
            f"{width}x{height} in all {samples} samples")


@tests.test("shared")
def the_percent_text_replaces_the_label_in_the_label_colour(demo):
    demo.reveal("percent")
    idle, first, second, after, ((width, height), samples) = two_busy_captures(demo, "percent", 0.8, 0.4)
    fill, idle_marks, label = ink(idle)
    _, marks, text = ink(first)
    assert text and len(marks) > 20, f"no percent text ({len(marks)} ink pixels)"
    assert len(marks) < len(idle_marks), f"the label still shows: {len(marks)} ink pixels, idle {len(idle_marks)}"
    assert distance(text, label) <= 40, f"percent colour {text} is not the label colour {label}"
    assert first != second, "the percentage does not change as the action reports progress"
    assert after == idle, "the label did not come back as it was"
    return (f"text in {text} (label {label}), {len(marks)} ink pixels against {len(idle_marks)} for the label, "
            f"changes as progress comes; {width}x{height} in all {samples} samples")


@tests.test("shared")
def the_none_look_keeps_the_label_as_it_is_while_busy_and_ignores_clicks(demo):
    demo.reveal("quiet")
    idle = demo.region(demo.screenshot(), "quiet")
    since = demo.trace.mark()
    before = clicks_while_busy_start_nothing(demo, "quiet")
    time.sleep(0.3)  # the last click's pressed look fades; the 1.5 s run is still on
    busy_raw = demo.capture()
    # Raw first, parsed afterwards: the capture is judged only if the run was still on, with the
    # engine's spinner shown.
    assert not demo.events("quiet", "finished", since), "the run ended before the capture"
    shown = any(sample["spinner"] for sample in demo.samples("quiet", since))
    busy = demo.region(demo.parse(busy_raw), "quiet")
    demo.wait_idle("quiet", before + 1)
    time.sleep(0.3)
    started = len(demo.events("quiet", "started")) - before
    assert started == 1, f"clicks while busy started {started} actions"
    assert shown, "the engine did not show its spinner"
    assert busy == idle, "the busy button does not look as it did idle"
    return "label unchanged while the engine shows its spinner; 5 clicks while busy: 0 actions"


@tests.test("shared")
def the_looks_tab_lays_out_exactly_the_rows_the_demo_lists_each_with_a_caption(demo):
    """The rows `--list-looks` gives (harness.LOOK_ROWS) are the buttons the Looks tab lays out,
    each with a caption in plain words, and each row's looks are looks the core lists."""
    rows = [row["id"] for row in harness.LOOK_ROWS]
    demo.show("gallery")
    since = demo.trace.mark()
    demo.show("looks")
    end = demo.trace.of("shown", since, tab="looks")[0].number
    shown = [record["id"] for record in demo.trace.of("layout-button", since) if record.number < end]
    assert shown == rows, f"the Looks tab lays out {shown}; the demo lists the rows {rows}"
    captions = demo.texts("caption")
    missing = [row for row in rows if row not in captions]
    assert not missing, f"no caption for {missing}"
    for row in rows:
        text = captions[row][1]
        assert len(text.split()) >= 5, f"the {row} caption is not a sentence: {text!r}"
    unknown = [f"{row['id']}: {kind} {row[kind]}" for row in harness.LOOK_ROWS for kind in ("busy", "failure", "progress")
               if (kind, row[kind]) not in harness.LOOKS]
    assert not unknown, f"rows with looks the core does not list: {unknown}"
    return f"{len(rows)} rows, as listed, e.g. {captions[rows[0]][1]!r}"


@tests.test("separate")
def with_animations_off_nothing_moves_and_the_pulse_is_a_still_dim(display):
    with tempfile.TemporaryDirectory() as config:
        os.makedirs(os.path.join(config, "gtk-4.0"))
        with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as settings:
            settings.write("[Settings]\ngtk-enable-animations=false\n")
        demo = Demo(display, XDG_CONFIG_HOME=config)
        try:
            extents, settled, _, _ = shake_run(demo)
            idle, contrasts, _, _ = pulse_run(demo)
        finally:
            code, stderr = demo.finish()
    assert code == 0, f"exit status {code}\n{stderr}"
    rest = ink_extent(settled)
    shifts = sorted({extent[0] - rest[0] for extent in extents if extent})
    assert len(reddish(settled)) >= 20, "no failure mark"
    assert len(extents) >= 2, f"only {len(extents)} captures in 0.7 s"
    assert shifts == [0], f"the content moved with animations off: column shifts {shifts}"
    label = contrast(idle)
    assert max(contrasts) - min(contrasts) <= 10, f"the label breathes with animations off: {sorted(set(contrasts))}"
    assert max(contrasts) < label - 40, f"the busy label is not dimmed: contrast {max(contrasts)}, idle {label}"
    return (f"shake: {len(extents)} frames, shifts {shifts}, failure mark shown; pulse: contrast "
            f"{min(contrasts)}..{max(contrasts)} in {len(contrasts)} frames (idle {label})")


@tests.test("separate")
def under_a_high_contrast_theme_the_dim_is_the_cores_stronger_one(display):
    """With animations off, the pulse look's label is dimmed: to the core's 0.55 under GTK's default
    theme and to its increased-contrast 0.75 under GTK's high-contrast one. The ink's contrast scales
    with the opacity, so the busy label's contrast over the idle label's is the opacity."""
    ratios = {}
    for theme in ("Default", "Default-hc"):
        with tempfile.TemporaryDirectory() as config:
            os.makedirs(os.path.join(config, "gtk-4.0"))
            with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as settings:
                settings.write(f"[Settings]\ngtk-enable-animations=false\ngtk-theme-name={theme}\n")
            demo = Demo(display, XDG_CONFIG_HOME=config)
            try:
                idle, contrasts, _, _ = pulse_run(demo)
            finally:
                code, stderr = demo.finish()
        assert code == 0, f"exit status {code} under {theme}\n{stderr}"
        assert max(contrasts) - min(contrasts) <= 10, f"the label breathes under {theme}: {sorted(set(contrasts))}"
        ratios[theme] = max(contrasts) / contrast(idle)
    for theme, expected in (("Default", 0.55), ("Default-hc", 0.75)):
        assert abs(ratios[theme] - expected) < 0.08, (
            f"the dimmed label under {theme} is at {ratios[theme]:.2f} of the idle label's contrast, "
            f"not the core's {expected}")
    return ", ".join(f"{theme}: dimmed to {ratio:.2f} of the idle contrast" for theme, ratio in ratios.items())
