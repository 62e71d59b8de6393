"""What the GUI fuzz knows of the demo: its action buttons tab by tab — scope, how each action
ends on its own, what cancels it on screen, what it looks like while busy — the buttons whose
loading flag the app owns, and the identifiers pressed from code. fuzz_model.py judges the trace
against these; fuzz_gui.py clicks them. The Looks tab's rows are not listed here: `add_looks_rows`
adds them from the demo's own list (`--list-looks`, read by harness.demo_argument).
"""


class Button:
    """What the model knows of an action button: where it is (its tab, or the panel it is in),
    its scope, how its action ends on its own, what cancels it while it shows, and whether it
    looks disabled while it runs."""

    def __init__(self, place, scope=None, natural="succeeded", cancelled_on_screen_by=None, disabled_while_busy=False,
                 press=None, cancels_on_click=False, holds_success=False, enabled_by=None, busy_title=None):
        self.place, self.scope, self.natural = place, scope, natural
        self.cancelled_on_screen_by, self.disabled_while_busy, self.press = (
            cancelled_on_screen_by, disabled_while_busy, press)
        # Download Backup: a click while it runs cancels the run. Save Address: it holds its busy
        # look after a success. Send Message: insensitive while its check button is off. Save
        # Changes: its busy title.
        self.cancels_on_click, self.holds_success, self.enabled_by, self.busy_title = (
            cancels_on_click, holds_success, enabled_by, busy_title)


FAILS = "failed(the server is unreachable)"
# The demo's action buttons, tab by tab, in the order they stand on the tab.
BUTTONS = {
    "save": Button("profile", press="save", busy_title="Saving…"),
    "sync": Button("profile"),
    "invite": Button("profile"),
    "upload": Button("gallery", natural=FAILS),
    "download": Button("gallery"),
    "refresh": Button("gallery", cancelled_on_screen_by="trigger"),
    "connect": Button("gallery", cancelled_on_screen_by="timeout"),
    "archive": Button("gallery", scope="archive+delete"),
    "delete": Button("gallery", scope="archive+delete"),
    "publish": Button("gallery", disabled_while_busy=True),
    "export": Button("gallery"),
    "import": Button("gallery"),
    "draft": Button("gallery", press="draft"),
    # The Looks tab's rows come from the demo: add_looks_rows.
    "send": Button("flows", scope="send+attach", natural=FAILS, enabled_by="allow_send", press="send"),
    "attach": Button("flows", scope="send+attach"),
    "backup": Button("flows", cancelled_on_screen_by="user", cancels_on_click=True),
    # In the Flows tab's address panel: on screen while the panel is open.
    "address": Button("address", holds_success=True),
}
# The buttons whose loading flag the app owns, and their tab.
LOADING = {"signin": "gallery", "check": "gallery"}
# A press from code names a button by the identifier it claims.
PRESSED = {button.press: name for name, button in BUTTONS.items() if button.press}


def add_looks_rows(rows):
    """Adds the Looks tab's buttons from the demo's rows (harness.LOOK_ROWS), between the Gallery's
    and the Flows tab's, as the tabs stand: a row whose work fails throws; every other row succeeds."""
    looks = {row["id"]: Button("looks", natural=FAILS if row["work"] == "fail" else "succeeded") for row in rows}
    before = [(name, button) for name, button in BUTTONS.items() if button.place in ("profile", "gallery")]
    after = [(name, button) for name, button in BUTTONS.items() if button.place not in ("profile", "gallery", "looks")]
    BUTTONS.clear()
    BUTTONS.update([*before, *looks.items(), *after])
