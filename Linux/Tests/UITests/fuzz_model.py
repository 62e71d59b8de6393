"""The rules of the demo's buttons, as a model written apart from the engine: it reads the demo's
--trace records one at a time, in the order the demo wrote them, and raises `Violation` at the
first record that breaks a rule. fuzz_gui.py feeds it; nothing here knows how the engine decides.

The rules:
- A run starts only from an accepted press: its `event … started` line is followed at once by
  the press that started it (`gtk-clicked` of the same button, or `press` naming the same run).
  A press is accepted exactly when its button is idle, no other button of its scope runs and its
  page is shown; any other press is ignored, and a press from code says why (busy, scopeBusy,
  notFound off its page).
- At most one run per button and per scope at a time; run numbers of a button go up by one.
- No run starts, no click lands and no loading flag turns on on a page that is not shown; no
  click reaches a button that looks disabled while it runs.
- Every run that starts ends exactly once, before the demo exits, with the outcome the model
  expects: cancelled(left) if its page went away while its action ran, cancelled(trigger) if the
  filter changed while Refresh Inbox's action ran, cancelled(timeout) if Connect's action saw its
  cancellation while on screen, and otherwise its action's own end (succeeded, or failed for the
  buttons whose action throws). The first cause wins; the actions of Refresh Inbox and Connect
  see each cancellation once, before they return.
- Every size sample agrees: busy exactly while a run is open, the accessible BUSY state the same,
  insensitive only for the disabled look while busy.
- Each demo ends with `exit live-widgets=0 closure-boxes=0`, every run ended and every flag off.
"""

from collections import Counter


class Violation(AssertionError):
    """A record that breaks a rule: the rule, in words, and the record."""

    def __init__(self, rule, record=None):
        super().__init__(rule)
        self.rule, self.record = rule, record


class Button:
    """What the model knows of an action button: its page, its scope, how its action ends on its
    own, what cancels it while it shows, and whether it looks disabled while it runs."""

    def __init__(self, page, scope=None, natural="succeeded", cancelled_on_screen_by=None, disabled_while_busy=False,
                 press=None):
        self.page, self.scope, self.natural = page, scope, natural
        self.cancelled_on_screen_by, self.disabled_while_busy, self.press = (
            cancelled_on_screen_by, disabled_while_busy, press)


FAILS = "failed(the server is unreachable)"
# The demo's action buttons, page by page, in the order they stand on the page.
BUTTONS = {
    "save": Button("profile", press="save"),
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
    "pulse": Button("looks"),
    "quiet": Button("looks"),
    "shake": Button("looks", natural=FAILS),
    "bar": Button("looks"),
    "percent": Button("looks"),
}
# The buttons whose loading flag the app owns, and their page.
LOADING = {"signin": "gallery", "check": "gallery"}
# A press from code names a button by the identifier it claims.
PRESSED = {button.press: name for name, button in BUTTONS.items() if button.press}


class Run:
    def __init__(self, number, record):
        self.number, self.record = number, record
        # What cancelled it, once the model knows: left, trigger or timeout.
        self.cause = None
        # For the buttons whose action traces them (Refresh Inbox, Connect): whether the action
        # saw its cancellation, and whether it has returned.
        self.cancel_seen = self.returned = False


class Model:
    """The state one demo's trace has put the buttons in, and the counts of what happened."""

    def __init__(self):
        self.counts = Counter()
        self.start_demo()

    def start_demo(self):
        """A fresh demo: nothing mapped, nothing running."""
        self.mapped = set()
        self.open = {}
        self.last_run = Counter()
        self.flags = {name: False for name in LOADING}
        self.filter = "All"
        self.pending = None
        self.destroyed = False
        self.exited = False

    # MARK: Questions from the fuzzer

    def busy(self, button):
        """Whether the trace so far says the action button runs."""
        return button in self.open

    def state(self, button):
        """What the trace says of a button now, to compare before and after a read."""
        run = self.open.get(button)
        return (run.number if run else None, BUTTONS[button].page in self.mapped)

    def ended(self):
        """Raises if the demo that just exited left a run open or a line unexplained."""
        if not self.exited:
            raise Violation("the demo exited without its `exit` line")

    # MARK: Reading the trace

    def feed(self, record):
        if self.exited:
            raise Violation("a line after the `exit` line", record)
        if self.pending and not self._claims(record):
            button, run = self.pending
            raise Violation(f"{button} started run #{run.number} with no press: the line after its start is not "
                            f"its press", record)
        handler = getattr(self, "_" + record.kind.replace("-", "_"), None)
        if handler:
            handler(record)

    def _claims(self, record):
        """Whether `record` is the press that started the pending run."""
        button, run = self.pending
        if record.kind == "gtk-clicked":
            return record["button"] == button
        return (record.kind == "press" and PRESSED.get(record["id"]) == button
                and record["result"] == f"tapped(started(run #{run.number}))")

    def _action_button(self, record):
        name = record["button"]
        if name not in BUTTONS:
            raise Violation(f"an event of {name!r}, which is no action button of the demo", record)
        return name, BUTTONS[name]

    def _scope_busy(self, name):
        scope = BUTTONS[name].scope
        return scope and any(BUTTONS[other].scope == scope for other in self.open if other != name)

    def _started(self, record):
        name, button = self._action_button(record)
        number = record["run"]
        if self.destroyed:
            raise Violation(f"{name} started a run after the window was destroyed", record)
        if button.page not in self.mapped:
            raise Violation(f"{name} started a run while its page ({button.page}) is not shown", record)
        if name in self.open:
            raise Violation(f"{name} started run #{number} while run #{self.open[name].number} runs", record)
        if self._scope_busy(name):
            raise Violation(f"{name} started a run while another button of its scope runs", record)
        if number != self.last_run[name] + 1:
            raise Violation(f"{name} started run #{number} after run #{self.last_run[name]}", record)
        self.last_run[name] = number
        self.open[name] = Run(number, record)
        self.pending = (name, self.open[name])
        self.counts["runs started"] += 1

    def _ignored_because(self, name, record):
        """Why a press on `name` that started nothing was right to; raises if it was not."""
        if name in self.open:
            return "busy"
        if self._scope_busy(name):
            return "scopeBusy"
        raise Violation(f"a press on {name}, idle on its page shown with its scope free, started no run", record)

    def _gtk_clicked(self, record):
        name, button = self._action_button(record)
        if self.pending:
            self.pending = None
            self.counts["clicks started a run"] += 1
            return
        if button.page not in self.mapped:
            raise Violation(f"GTK clicked {name}, whose page ({button.page}) is not shown", record)
        if button.disabled_while_busy and name in self.open:
            raise Violation(f"GTK clicked {name} while it runs and looks disabled", record)
        self.counts[f"clicks ignored ({self._ignored_because(name, record)})"] += 1

    def _press(self, record):
        name = PRESSED.get(record["id"])
        if name is None:
            raise Violation(f"a press of {record['id']!r}, which no button claims", record)
        if self.pending:
            self.pending = None
            self.counts["presses from code started a run"] += 1
            return
        reason = "notFound" if BUTTONS[name].page not in self.mapped else self._ignored_because(name, record)
        expected = reason if reason == "notFound" else f"tapped(ignored({reason}))"
        if record["result"] != expected:
            raise Violation(f"a press of {record['id']} gave {record['result']}, not {expected}", record)
        self.counts[f"presses from code ignored ({reason})"] += 1

    def _finished(self, record):
        name, button = self._action_button(record)
        run = self.open.get(name)
        if run is None or run.number != record["run"]:
            raise Violation(f"{name} ended run #{record['run']}, which is not running (ended twice, or never "
                            f"started)", record)
        expected = f"cancelled({run.cause})" if run.cause else button.natural
        if record["outcome"] != expected:
            raise Violation(f"{name} run #{run.number} ended {record['outcome']}, not {expected}", record)
        del self.open[name]
        self.counts[f"ended {record['outcome']}"] += 1

    def _page(self, record):
        page = record["page"]
        if record["mapped"]:
            self.mapped.add(page)
            return
        self.mapped.discard(page)
        # A run whose action had returned ended when its button left (before this line); one
        # still open was cancelled now, unless something had cancelled it first.
        for name, run in self.open.items():
            if BUTTONS[name].page == page and not run.cause:
                run.cause = "left"

    def _trigger(self, record):
        if record["button"] != "refresh" or record["value"] == self.filter:
            raise Violation(f"a trigger line that changes nothing (the filter was {self.filter})", record)
        self.filter = record["value"]
        self.counts["filter changes"] += 1
        # A change cancels a run whose action has not returned; after, it changes nothing.
        run = self.open.get("refresh")
        if run and not run.cause and not run.returned:
            run.cause = "trigger"

    def _traced_run(self, record):
        """The open run of a button whose action traces its cancellation and its return."""
        name, button = self._action_button(record)
        run = self.open.get(name)
        if run is None or run.returned:
            raise Violation(f"the action of {name} reports, and no run of it has its action running", record)
        return name, button, run

    def _cancel(self, record):
        name, button, run = self._traced_run(record)
        if run.cancel_seen:
            raise Violation(f"the action of {name} run #{run.number} saw its cancellation twice", record)
        run.cancel_seen = True
        if run.cause:
            return
        if not record["mapped"]:
            # Its button left the screen: the page's line comes next.
            run.cause = "left"
        elif button.cancelled_on_screen_by == "timeout":
            run.cause = "timeout"
        else:
            raise Violation(f"{name} run #{run.number} was cancelled on screen with no cause", record)

    def _returned(self, record):
        name, button, run = self._traced_run(record)
        run.returned = True
        if run.cause and not run.cancel_seen:
            raise Violation(f"the action of {name} run #{run.number} returned without seeing its cancellation "
                            f"({run.cause})", record)

    def _flag(self, record):
        name = record["button"]
        if name not in LOADING:
            raise Violation(f"a loading flag of {name!r}, which has none", record)
        on = record["state"] == "on"
        if on and LOADING[name] not in self.mapped:
            raise Violation(f"{name}'s flag turned on while its page is not shown", record)
        if on == self.flags[name]:
            raise Violation(f"{name}'s flag turned {record['state']} while it was {record['state']}", record)
        self.flags[name] = on
        self.counts["flags turned on"] += on

    def _size(self, record):
        name = record["button"]
        page = BUTTONS[name].page if name in BUTTONS else LOADING.get(name)
        if page not in self.mapped:
            raise Violation(f"a size sample of {name}, whose page ({page}) is not shown", record)
        if record["a11y_busy"] != record["busy"]:
            raise Violation(f"{name}'s accessible BUSY state is {record['a11y_busy']} while busy={record['busy']}",
                            record)
        if name not in BUTTONS:
            return
        busy = name in self.open
        if record["busy"] != busy:
            raise Violation(f"{name} samples busy={record['busy']} while the trace says it "
                            f"{'runs' if busy else 'is idle'}", record)
        sensitive = not (BUTTONS[name].disabled_while_busy and busy)
        if record["sensitive"] != sensitive or record["a11y_disabled"] == sensitive:
            raise Violation(f"{name} samples sensitive={record['sensitive']} a11y-disabled={record['a11y_disabled']}"
                            f" while {'busy' if busy else 'idle'}", record)

    def _window_destroyed(self, record):
        self.destroyed = True

    def _exit(self, record):
        if record["widgets"] or record["boxes"]:
            raise Violation(f"{record['widgets']} live widgets and {record['boxes']} closure boxes at exit", record)
        if self.open:
            raise Violation("runs never ended: " + ", ".join(f"{name} #{run.number}" for name, run in self.open.items()),
                            record)
        if any(self.flags.values()):
            raise Violation("loading flags still on at exit: " + ", ".join(n for n, on in self.flags.items() if on),
                            record)
        self.exited = True

    def _error(self, record):
        raise Violation("the demo reports an error", record)
