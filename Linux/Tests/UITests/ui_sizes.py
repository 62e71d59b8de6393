"""The sizes of what a button shows beside or in place of its label, measured on the screen: the
spinner, the failure mark and the progress ring are the core's diameter across, and the gap
between a leading spinner and the label is the core's gap, both proportions of the label's line
height (LookConstants, read by harness.core_number); and after the text is made larger while the
indicators show (the demo's Ctrl+plus), they follow it."""

import time

import harness
from ui_demo import Demo, background, distance, tests

# Ink lighter than the label's: the ring's track and the antialiased edges count.
FAINT = 20


def line_height(demo, step):
    """The line height of the buttons' labels at text size `step`, from the layout report."""
    demo.wait_for(lambda: demo.trace.has("font", step=step), 5, f"a layout report at text size {step}")
    return demo.trace.of("font", step=step)[-1]["line_height"]


def expected(line):
    """The core's diameter and gap, in pixels, for a label `line` pixels high."""
    return (harness.core_pixels(harness.RING_DIAMETER_TO_LINE_HEIGHT, line, least=1),
            harness.core_pixels(harness.INDICATOR_GAP_TO_LINE_HEIGHT, line))


def icon_fits(side, diameter):
    """Whether a theme's icon drawn `diameter` pixels square shows ink `side` pixels across: the
    theme draws its icons on a grid of 16 with up to one unit of margin on each side, so the ink
    is from 14/16 of the box to the whole box (a pixel either way for antialiasing)."""
    return int(diameter * 14 / 16) - 1 <= side <= diameter + 1


def ink_box(regions, threshold=FAINT):
    """The width and height of the box around every pixel of `regions` (captures of one button,
    its label hidden) that differs from the button's fill by more than `threshold`."""
    fill = background(regions[0])
    points = [(x, y) for region in regions for y, row in enumerate(region) for x, pixel in enumerate(row)
              if distance(pixel, fill) > threshold]
    assert points, "no ink in the button"
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def captures(demo, button, seconds, extra=0):
    """The button's regions in the captures of `seconds` (a spinner's full turn, a ring filling)."""
    raw = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        raw.append(demo.capture())
    return [demo.region(demo.parse(shot), button, extra=extra) for shot in raw[::2] or raw]


def spinner_shown(demo, button, since):
    demo.wait_for(lambda: any(s["spinner"] for s in demo.samples(button, since)), 5,
                  f"{button} to show its spinner")


def measure_spinner(demo):
    """Refresh Inbox's spinner in place of the label, over a turn."""
    since = demo.trace.mark()
    runs = len(demo.events("refresh", "finished"))
    demo.click("refresh")
    spinner_shown(demo, "refresh", since)
    time.sleep(harness.CROSSFADE + 0.1)
    size = ink_box(captures(demo, "refresh", 1.0))
    demo.wait_idle("refresh", runs + 1)
    return size


def measure_failure_mark(demo):
    """Upload Photo's failure mark in place of the label, during its failure feedback."""
    runs = len(demo.events("upload", "finished"))
    demo.click("upload")
    demo.wait_idle("upload", runs + 1)
    time.sleep(harness.CROSSFADE + 0.1)
    return ink_box(captures(demo, "upload", 0.2))


def measure_ring(demo):
    """Download Backup's ring in place of the label, its track and its arc."""
    since = demo.trace.mark()
    runs = len(demo.events("download", "finished"))
    demo.click("download")
    demo.wait_for(lambda: demo.trace.has("drawn", since, button="download", page="ring"), 5, "the ring")
    time.sleep(harness.CROSSFADE + 0.1)
    size = ink_box(captures(demo, "download", 0.4))
    demo.wait_idle("download", runs + 1, timeout=15)
    return size


def measure_gap(demo):
    """Export's spinner before the label: its ink's width, the gap from it to the label's first
    ink, over a turn of the spinner once the revealer has slid it in, and how much wider the
    button grew (the spinner's box and the gap: the size samples' widths)."""
    since = demo.trace.mark()
    runs = len(demo.events("export", "finished"))
    demo.click("export")
    spinner_shown(demo, "export", since)
    time.sleep(harness.CROSSFADE + 0.15)
    run = demo.samples("export", since)
    grown = max(s["width"] for s in run if s["spinner"]) - run[0]["width"]
    regions = captures(demo, "export", 0.6, extra=max(grown, 0))
    demo.wait_idle("export", runs + 1)
    fill = background(regions[0])
    # Every column that holds ink in any capture: the spinner's whole turn, and the label.
    union = [[min((row[x] for row in rows), key=lambda pixel: -distance(pixel, fill)) for x in range(len(rows[0]))]
             for rows in zip(*regions)]
    columns = [x for x in range(len(union[0])) if any(distance(row[x], fill) > FAINT for row in union)]
    clusters = []
    for x in columns:  # runs of ink columns, split by at least 3 columns without
        if clusters and x - clusters[-1][1] < 4:
            clusters[-1][1] = x
        else:
            clusters.append([x, x])
    assert len(clusters) >= 2, f"no spinner beside the label: ink columns {clusters}"
    spinner, label = clusters[0], clusters[1]
    return spinner[1] - spinner[0] + 1, label[0] - spinner[1] - 1, grown


def check_sizes(demo, line, gap_too=True):
    """Measures the four (the three in place of the label without `gap_too`) and compares them with
    the core's sizes for `line`; returns a summary."""
    diameter, gap = expected(line)
    found = {"spinner": measure_spinner(demo), "failure mark": measure_failure_mark(demo),
             "ring": measure_ring(demo)}
    # The spinner and the mark are the theme's icons; the ring is drawn to its box's edge.
    wrong = [f"{what} {width}x{height}" for what, (width, height) in found.items()
             if not (icon_fits(width, diameter) and icon_fits(height, diameter))
             or (what == "ring" and (abs(width - diameter) > 1 or abs(height - diameter) > 1))]
    if not gap_too:
        assert not wrong, f"for a line {line} px high the core's diameter is {diameter} px: " + ", ".join(wrong)
        return (f"line {line} px: diameter {diameter} (spinner, mark, ring "
                + ", ".join(f"{w}x{h}" for w, h in found.values()) + ")")
    spinner_width, measured_gap, grown = measure_gap(demo)
    # The button grows by the spinner's box and the gap (a pixel more where the row evens its
    # width). On the screen, the gap lies between the spinner's box and the label's: the ink
    # shows it widened by the icon's margin and the first glyph's side bearing (up to 2 pixels).
    margin = (diameter - spinner_width + 1) // 2
    if not icon_fits(spinner_width, diameter) or abs(grown - diameter - gap) > 1 \
            or not gap - 1 <= measured_gap - margin <= gap + 2:
        wrong.append(f"leading spinner {spinner_width} px wide, {measured_gap} px before the label's ink, "
                     f"the button {grown} px wider")
    assert not wrong, (f"for a line {line} px high the core's diameter is {diameter} px and its gap {gap} px: "
                       + ", ".join(wrong))
    return (f"line {line} px: diameter {diameter} (spinner, mark, ring "
            + ", ".join(f"{w}x{h}" for w, h in found.values())
            + f"), gap {gap} (ink {measured_gap}, the button {grown} px wider)")


@tests.test("separate")
def the_indicators_are_the_cores_proportions_of_the_line_height_and_follow_a_larger_font(display):
    demo = Demo(display)
    try:
        demo.show("gallery")
        before = check_sizes(demo, line_height(demo, 0))
        # Ctrl+plus twice: the text a step larger each time, while Refresh Inbox's spinner shows.
        since = demo.trace.mark()
        runs = len(demo.events("refresh", "finished"))
        demo.click("refresh")
        spinner_shown(demo, "refresh", since)
        demo.key("ctrl+plus", "ctrl+plus")
        line = line_height(demo, 2)
        demo.read_layout(since)
        time.sleep(0.2)
        # The spinner that showed through the change has the new size too.
        spinner = ink_box(captures(demo, "refresh", 0.8))
        assert len(demo.events("refresh", "finished")) == runs, "the run ended before the captures"
        diameter, _ = expected(line)
        assert all(icon_fits(side, diameter) for side in spinner), \
            f"the spinner shown through the change is {spinner[0]}x{spinner[1]}, not {diameter} px across"
        demo.wait_idle("refresh", runs + 1)
        after = check_sizes(demo, line)
        assert line > line_height(demo, 0) + 4, f"the text did not grow: line {line} px"
    finally:
        code, _ = demo.finish()
    assert code == 0, f"the demo exited with status {code}"
    return f"{before}; two steps larger: {after}; Refresh Inbox's spinner {spinner[0]}x{spinner[1]} through the change"


@tests.test("separate")
def with_smaller_text_the_indicators_shrink_and_the_button_keeps_its_height(display):
    """Text two steps smaller than the theme's 16-pixel spinner: the spinner is sized before it
    first shows, so the idle button is as high as its label makes it and stays so while busy."""
    demo = Demo(display)
    try:
        demo.show("gallery")
        since = demo.trace.mark()
        demo.key("ctrl+minus", "ctrl+minus")
        line = line_height(demo, -2)
        time.sleep(0.3)
        # The buttons moved with the smaller text: a tab shown again reports where they are now.
        demo.show("looks")
        demo.show("gallery")
        since = demo.trace.mark()
        runs = len(demo.events("refresh", "finished"))
        demo.click("refresh")
        spinner_shown(demo, "refresh", since)
        samples = demo.samples("refresh", since)
        demo.wait_idle("refresh", runs + 1)
        # The content's height during the show-delay, as idle, and once the spinner shows.
        before = sorted({s["height"] for s in samples if not s["spinner"]})
        shown = sorted({s["height"] for s in samples if s["spinner"]})
        assert before and shown and before == shown, (
            f"Refresh Inbox's content was {before} px high before its spinner showed and {shown} px "
            f"while it showed (a line of {line} px)")
        idle_height = shown[0]
        # (The gap is measured at the larger sizes: at this one Export keeps the width its column
        # gives it, with room for the spinner inside.)
        sizes = check_sizes(demo, line, gap_too=False)
        assert expected(line)[0] < 16, f"the text did not get smaller than the theme's spinner: line {line} px"
    finally:
        code, _ = demo.finish()
    assert code == 0, f"the demo exited with status {code}"
    return f"the content {idle_height} px high before and while the spinner shows; {sizes}"
