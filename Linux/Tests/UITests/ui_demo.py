"""The demo as the UI tests drive it: xdotool clicks and key presses at the places its trace
reports, and screen captures of its buttons. The tests are in ui_*.py, registered in `tests`."""

import subprocess
import time

import harness

BINARY = None
tests = harness.Registry()
# The buttons and fields of the Edit Profile tab and of the Flows tab; the Looks tab's are its
# rows, which the demo lists (`looks_tab`); every other button is on the Gallery tab.
PROFILE_TAB = {"save", "sync", "invite", "name", "email", "name_label", "email_label"}
FLOWS_TAB = {"send", "attach", "allow_send", "queue_send", "backup", "address_toggle", "address"}


def looks_tab():
    """The buttons of the Looks tab, one per row, as the demo lists them (harness.LOOK_ROWS)."""
    return {row["id"] for row in harness.LOOK_ROWS}


class Demo(harness.DemoProcess):
    """The demo on `display`, laid out and ready, the pointer parked off every button."""

    def __init__(self, display, language="", arguments=(), **extra_env):
        super().__init__(BINARY, display, arguments, language=language, **extra_env)
        self.display = display
        self.wait_ready()
        self.read_layout(0)
        self.tab = self.trace.of("shown")[0]["tab"]
        self.locate_window()
        self.park_pointer()

    def wait_for(self, predicate, timeout, what):
        self.trace.wait_for(predicate, timeout, what)

    def show(self, tab):
        """Clicks `tab` ("profile", "gallery", "looks" or "flows") in the switcher unless it is shown."""
        if self.tab == tab:
            return
        since = self.trace.mark()
        self.click_widget(f"tab_{tab}")
        self.wait_for(lambda: self.trace.has("shown", since, tab=tab), 5, f"the {tab} tab to show")
        self.read_layout(since)
        self.tab = tab
        time.sleep(0.2)  # the tab's own hover and press transitions

    def reveal(self, *buttons):
        """Shows the tab that holds `buttons`."""
        tabs = {"profile" if button in PROFILE_TAB else "looks" if button in looks_tab()
                 else "flows" if button in FLOWS_TAB else "gallery" for button in buttons}
        assert len(tabs) == 1, f"{buttons} are on different tabs"
        self.show(tabs.pop())

    def laid_out(self):
        """The buttons a layout line has reported so far, on any tab."""
        return {record["id"] for record in self.trace.of("layout-button")}

    def texts(self, kind):
        """The `text` lines of one kind: {id: (unknown glyphs, text)}."""
        return {record["id"]: (record["unknown"], record["value"]) for record in self.trace.of("text", kind=kind)}

    def click(self, button, count=1, delay_ms=80):
        self.click_at(self.layout[button], count, delay_ms)
        self.park_pointer()

    def click_widget(self, widget, count=1, delay_ms=80):
        """Clicks a widget that is not an async button (a tab, a field, the press button)."""
        self.click_at(self.widgets[widget], count, delay_ms)
        self.park_pointer()

    def park_pointer(self):
        # Hover changes a button's colour: keep the pointer off every button between actions.
        self.xdotool("mousemove", "1010", "760")

    def events(self, button, kind, since=0):
        """The `started` or `finished` records of `button`."""
        return self.trace.of(kind, since, button=button)

    def samples(self, button=None, since=0):
        """The `size` records, of one button or all."""
        return [record for record in self.trace.of("size", since) if button is None or record["button"] == button]

    def wait_idle(self, button, runs, timeout=10):
        self.wait_for(lambda: len(self.events(button, "finished")) >= runs, timeout,
                      f"{button} to finish {runs} run(s)")

    def screenshot(self):
        """The screen as rows of (r, g, b) tuples."""
        return self.parse(self.capture())

    def capture(self):
        """The screen, as the PPM bytes `import` writes: fast, so two captures can be close."""
        return subprocess.run(["import", "-display", self.display, "-window", "root", "-depth", "8", "ppm:-"],
                              check=True, capture_output=True).stdout

    @staticmethod
    def parse(data):
        """PPM bytes as a `Screen`: rows of (r, g, b) tuples, each decoded when first read."""
        return Screen(data)

    def region(self, shot, button, vertical_inset=6, extra=0):
        """A button's pixels inside its border and rounded corners; `extra` pixels wider than its
        idle layout leaves room for a button that grows."""
        x, y, width, height = self.layout[button]
        x0, y0 = self.origin[0] + x, self.origin[1] + y
        return [row[x0 + 6:x0 + width + extra - 6] for row in shot[y0 + vertical_inset:y0 + height - vertical_inset]]


class Screen:
    """A screenshot read as rows of (r, g, b) tuples, `shot[y][x]`. A row is decoded the first
    time it is read, so a test that looks at one button decodes that button's rows only (the whole
    screen, decoded, takes about 0.4 s)."""

    def __init__(self, data):
        parts = data.split(maxsplit=4)
        self.width, self.height, maxval = int(parts[1]), int(parts[2]), int(parts[3])
        assert parts[0] == b"P6" and maxval == 255, f"unexpected screenshot format {parts[:4]}"
        self.pixels = parts[4]
        self.rows = {}

    def __len__(self):
        return self.height

    def row(self, y):
        if y not in self.rows:
            start = y * self.width * 3
            line = self.pixels[start:start + self.width * 3]
            self.rows[y] = [tuple(line[x:x + 3]) for x in range(0, len(line), 3)]
        return self.rows[y]

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self.row(y) for y in range(*index.indices(self.height))]
        if index < 0:
            index += self.height
        if not 0 <= index < self.height:
            raise IndexError(f"row {index} of a {self.height}-row screenshot")
        return self.row(index)

    def __iter__(self):
        return (self.row(y) for y in range(self.height))

    def __eq__(self, other):
        return list(self) == list(other)


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


def ink_columns(region, fill=None):
    fill = fill or background(region)
    return [x for x in range(len(region[0])) if any(distance(row[x], fill) > 60 for row in region)]


def ink_extent(region):
    """The first and last columns holding ink, or None."""
    columns = ink_columns(region)
    return (columns[0], columns[-1]) if columns else None


def ink_clusters(region, fill):
    """Runs of columns holding ink (against `fill`), split where at least 4 columns in a row hold none."""
    clusters = []
    for x in ink_columns(region, fill):
        if clusters and x - clusters[-1][-1] < 5:
            clusters[-1].append(x)
        else:
            clusters.append([x])
    return [(cluster[0], cluster[-1]) for cluster in clusters]


def ink_rows(region):
    fill = background(region)
    return [y for y, row in enumerate(region) if any(distance(pixel, fill) > 60 for pixel in row)]


def contrast(region):
    """How far the region's most contrasting pixel is from its fill: the label's ink intensity."""
    fill = background(region)
    return max(distance(pixel, fill) for row in region for pixel in row)


def reddish(region):
    """The pixels that read as the theme's error colour: far more red than green or blue."""
    return [pixel for row in region for pixel in row if pixel[0] > pixel[1] + 60 and pixel[0] > pixel[2] + 60]


def frames(demo, seconds):
    """Raw screen captures, as fast as they come, for `seconds`."""
    captured = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        captured.append(demo.capture())
    return captured
