"""The rules of the demo's buttons, as a model written apart from the engine: it reads the demo's
--trace records one at a time, in the order the demo wrote them, and raises `Violation` at the
first record that breaks a rule. fuzz_gui.py feeds it; nothing here knows how the engine decides.
The rules about what a button draws and samples (its name and titles, the stop glyph, its size
samples, sensitivity and loading flags) are in fuzz_drawn.py, a part of `Model` of their own.
One module, over 400 lines: the rules of runs, presses, scopes and kept presses below read and change the same
state at every record, and a violation is read against all of them when a seed is replayed.

The rules:
- A run starts only from an accepted press: its `event … started` line is followed at once by
  the press that started it (`gtk-clicked` of the same button, `press` or the banner's
  `try-again` naming the same run). A press is accepted exactly when its button is idle, no
  other button of its scope runs, its tab is shown and the app has not made it insensitive;
  any other press is ignored, and its `event … ignored` line, right before the press's line,
  says why (busy, scopeBusy, offScreen, holdingSuccess), or a press from code says notFound off
  its tab, or disabled when the app made its button insensitive (which takes no click at all).
- A click on Download Backup while its action runs and nothing has cancelled it cancels the run
  (`ActionConfiguration.TapPolicy.cancelWhileBusy`): no event line, the run ends cancelled(user). While a click
  cancels, and only then, it shows its stop glyph; its name stays its title all along.
- A button whose label shows is named as it is named idle: by its label, never by what a click
  does.
- Save Address holds its busy look after a success on screen until its panel leaves the screen:
  busy, its spinner and no label drawn on screen, and a press is ignored (holdingSuccess).
- While "Send when free" is checked, a press on Send ignored because it or Attach runs is kept,
  and the scope's listener presses Send from inside the give-back that frees the scope: Send's
  press line comes before the line of the run that ended (Attach's; or Send's own, whose new
  run's start line then comes after it, as the engine performs an input from inside its effects
  after them). No press of Send from code happens otherwise; unchecking drops the kept press.
- The fields are read-only exactly while Save Changes runs; the banner shows the latest failure
  until it is hidden, and its Try Again presses that button.
- At most one run per button and per scope at a time; run numbers of a button go up by one.
- No run starts, no click lands and no loading flag turns on on a tab that is not shown; no
  click reaches a button that looks disabled while it runs.
- Every run that starts ends exactly once, before the demo exits, with the outcome the model
  expects: cancelled(left) if its tab went away while its action ran, cancelled(trigger) if the
  filter changed while Refresh Inbox's action ran, cancelled(timeout) if Connect's action saw its
  cancellation while on screen, and otherwise its action's own end (succeeded, or failed for the
  buttons whose action throws). The first cause wins; the actions of Refresh Inbox and Connect
  see each cancellation once, before they return.
- Every size sample agrees: busy exactly while a run is open or a success is held, the accessible
  BUSY state the same, insensitive only for the disabled look while busy or while the app keeps
  the button insensitive.
- Each demo ends with `exit live-widgets=0 closure-boxes=0`, every run ended and every flag off.
"""

from collections import Counter

from fuzz_demo import BUTTONS, FAILS, LOADING, PRESSED  # noqa: F401  (BUTTONS re-exported)
from fuzz_drawn import DrawnRules, Violation


class Run:
    def __init__(self, number, record):
        self.number, self.record = number, record
        # What cancelled it, once the model knows: left, trigger or timeout.
        self.cause = None
        # For the buttons whose action traces them (Refresh Inbox, Connect, Download Backup):
        # whether the action saw its cancellation, and whether it has returned.
        self.cancel_seen = self.returned = False
        # Whether its button drew its spinner on screen.
        self.spinner_drawn = False
        # Whether a click cancelled it (Download Backup).
        self.user_click = False


class Model(DrawnRules):
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
        # The button whose ignored press's line comes next, and why it was ignored.
        self.pending_ignored = None
        # The buttons holding their busy look after a success, with whether their spinner showed.
        self.holding = {}
        self.checks = {"allow_send": True, "queue_send": False}
        # A press on Send kept by "Send when free", for the scope's listener to press again.
        self.send_queued = False
        # The kept press started a run from inside the give-back of Send's last run: that run's
        # end, then the new run's start, come after its line.
        self.owed_start = None
        # The button whose `finished` line must come next: the one whose give-back pressed Send.
        self.finish_next = None
        self.owed_finish = None
        self.fields = {"name": True, "email": True}
        self.drawn = {}
        # Each button's name while its label shows, from its first such drawing.
        self.label_names = {}
        # The button whose failure the banner shows (the latest failure), until it is hidden.
        self.banner = None
        self.destroyed = False
        self.exited = False

    # MARK: Questions from the fuzzer

    def busy(self, button):
        """Whether the trace so far says the action button runs, or holds its success."""
        return button in self.open or button in self.holding

    def name(self, button):
        """The accessible name the button's last drawing gave it, or None before any."""
        drawn = self.drawn.get(button)
        return drawn["name"] if drawn else None

    def state(self, button):
        """What the trace says of a button now, to compare before and after a read."""
        run = self.open.get(button)
        return (run.number if run else None, BUTTONS[button].place in self.mapped, button in self.holding,
                self.name(button))

    def ended(self):
        """Raises unless the trace of the demo that just exited ended with its `exit` line (which
        `_exit` checks: every run ended, every flag off, nothing left alive)."""
        if not self.exited:
            raise Violation("the demo exited without its `exit` line")

    # MARK: Reading the trace

    def feed(self, record):
        if self.exited:
            raise Violation("a line after the `exit` line", record)
        if self.finish_next:
            if record.kind != "finished" or record["button"] != self.finish_next:
                raise Violation(f"Send was pressed from the give-back of {self.finish_next}'s run, and the line "
                                f"after is not that run's end", record)
            self.finish_next = None
        # The form's fields follow its scope, whose listeners hear of a run once it has started:
        # their lines may come between the run's start and the line of the press that started it.
        if self.pending and record.kind != "field" and not self._claims(record):
            button, run = self.pending
            raise Violation(f"{button} started run #{run.number} with no press: the line after its start is not "
                            f"its press", record)
        if self.pending_ignored and not self._claims_ignored(record):
            button, reason = self.pending_ignored
            raise Violation(f"{button} ignored a press ({reason}), and the line after is not that press", record)
        handler = getattr(self, "_" + record.kind.replace("-", "_"), None)
        if handler:
            handler(record)

    def _claims(self, record):
        """Whether `record` is the press that started the pending run. A run that started while
        its scope's peer still ran (`owed_finish`) is Send's kept press, from code, or nothing."""
        button, run = self.pending
        started = f"tapped(started(run #{run.number}))"
        if self.owed_finish:
            return record.kind == "press" and PRESSED.get(record["id"]) == button == "send" and \
                record["result"] == started
        if record.kind == "gtk-clicked":
            return record["button"] == button
        if record.kind == "try-again":
            return record["button"] == button and record["result"] == started
        return record.kind == "press" and PRESSED.get(record["id"]) == button and record["result"] == started

    def _claims_ignored(self, record):
        """Whether `record` is the press that the pending `event … ignored` line was about."""
        button, reason = self.pending_ignored
        ignored = f"tapped(ignored({reason}))"
        if record.kind == "gtk-clicked":
            return record["button"] == button
        if record.kind == "try-again":
            return record["button"] == button and record["result"] == ignored
        return record.kind == "press" and PRESSED.get(record["id"]) == button and record["result"] == ignored

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
        if button.place not in self.mapped:
            raise Violation(f"{name} started a run while its tab or panel ({button.place}) is not shown", record)
        if name in self.open:
            raise Violation(f"{name} started run #{number} while run #{self.open[name].number} runs", record)
        if name in self.holding:
            raise Violation(f"{name} started run #{number} while it holds its last success", record)
        if button.enabled_by and not self.checks[button.enabled_by]:
            raise Violation(f"{name} started a run while the app keeps it insensitive", record)
        if self._scope_busy(name):
            peers = [other for other in self.open if other != name and BUTTONS[other].scope == button.scope]
            # The kept press of Send, from inside the give-back of the peer's run: that run's
            # end line comes right after the press's.
            if name == "send" and self.send_queued and self.checks["queue_send"] and len(peers) == 1:
                self.owed_finish = peers[0]
            else:
                raise Violation(f"{name} started a run while another button of its scope runs", record)
        if number != self.last_run[name] + 1:
            raise Violation(f"{name} started run #{number} after run #{self.last_run[name]}", record)
        self.last_run[name] = number
        self.open[name] = Run(number, record)
        self.counts["runs started"] += 1
        if self.owed_start:
            if self.owed_start != (name, number):
                raise Violation(f"{name} started run #{number}, and the kept press of Send started run "
                                f"#{self.owed_start[1]}", record)
            # Its press's line came before: from inside the give-back of Send's last run.
            self.owed_start = None
            return
        self.pending = (name, self.open[name])

    def _cancellable(self, name):
        """Whether a press on `name` now cancels its run: its action runs, and nothing has
        cancelled it."""
        run = self.open.get(name)
        return BUTTONS[name].cancels_on_click and run is not None and not run.cause and not run.returned

    def _reasons(self, name):
        """Every reason for which a press on `name` may be ignored now."""
        button, reasons = BUTTONS[name], set()
        if name in self.open and not self._cancellable(name):
            reasons.add("busy")
        if name in self.holding:
            reasons.add("holdingSuccess")
        if self._scope_busy(name):
            reasons.add("scopeBusy")
        if button.place not in self.mapped:
            reasons.add("offScreen")
        return reasons

    def _ignored(self, record):
        name, _ = self._action_button(record)
        reasons = self._reasons(name)
        if record["reason"] not in reasons:
            raise Violation(f"{name} ignored a press ({record['reason']}) while the trace gives "
                            f"{', '.join(sorted(reasons)) or 'no reason to'}", record)
        self.pending_ignored = (name, record["reason"])
        if name == "send" and self.checks["queue_send"] and record["reason"] in ("busy", "scopeBusy"):
            self.send_queued = True
            self.counts["kept Send kept"] += 1

    def _gtk_clicked(self, record):
        name, button = self._action_button(record)
        if self.pending:
            self.pending = None
            self.counts["clicks started a run"] += 1
            return
        if button.place not in self.mapped:
            raise Violation(f"GTK clicked {name}, whose tab or panel ({button.place}) is not shown", record)
        if button.disabled_while_busy and name in self.open:
            raise Violation(f"GTK clicked {name} while it runs and looks disabled", record)
        if button.enabled_by and not self.checks[button.enabled_by]:
            raise Violation(f"GTK clicked {name} while the app keeps it insensitive", record)
        if self.pending_ignored:
            self.counts[f"clicks ignored ({self.pending_ignored[1]})"] += 1
            self.pending_ignored = None
            return
        run = self.open.get(name)
        # No event: the click cancelled the run (its action's `cancel` line may have come first).
        if button.cancels_on_click and run and not run.returned and run.cause in (None, "user") \
                and not run.user_click:
            run.cause, run.user_click = "user", True
            self.counts["clicks cancelled a run"] += 1
            return
        raise Violation(f"GTK clicked {name}, and no event says what the click did", record)

    def _press(self, record):
        name = PRESSED.get(record["id"])
        if name is None:
            raise Violation(f"a press of {record['id']!r}, which no button claims", record)
        if name == "send":
            # Only the scope's listener presses Send, for a kept press.
            if not self.send_queued:
                raise Violation("Send was pressed from code with no press kept by \"Send when free\"", record)
            self.send_queued = False
            self.counts["kept Send pressed"] += 1
        if self.pending:
            self.pending = None
            self.counts["presses from code started a run"] += 1
            if self.owed_finish:
                self.counts["kept Send started from the give-back of attach"] += 1
            self.finish_next, self.owed_finish = self.owed_finish, None
            return
        if name == "send" and record["result"].startswith("tapped(started(run #") and "send" in self.open:
            # From inside the give-back of Send's own run: its end, then the new start, come next.
            self.owed_start = ("send", int(record["result"].split("#")[1].rstrip(")")))
            self.finish_next = "send"
            self.counts["presses from code started a run"] += 1
            self.counts["kept Send started from its own give-back"] += 1
            return
        if record["result"] == "disabled" and BUTTONS[name].enabled_by and not self.checks[BUTTONS[name].enabled_by]:
            self.counts["presses from code refused (disabled)"] += 1
            return
        if self.pending_ignored:
            reason = self.pending_ignored[1]
            self.pending_ignored = None
        elif BUTTONS[name].place not in self.mapped:
            reason = "notFound"
            if record["result"] != reason:
                raise Violation(f"a press of {record['id']} off its tab gave {record['result']}, not notFound", record)
        else:
            raise Violation(f"a press of {record['id']} gave {record['result']} with no event", record)
        self.counts[f"presses from code ignored ({reason})"] += 1

    def _try_again(self, record):
        name, button = self._action_button(record)
        if name != self.banner:
            raise Violation(f"Try Again pressed {name}, and the banner shows {self.banner or 'nothing'}", record)
        if self.pending:
            self.pending = None
            self.counts["Try Again started a run"] += 1
            return
        if self.pending_ignored:
            self.counts[f"Try Again ignored ({self.pending_ignored[1]})"] += 1
            self.pending_ignored = None
            return
        if record["result"] == "disabled" and button.enabled_by and not self.checks[button.enabled_by]:
            self.counts["Try Again refused (disabled)"] += 1
            return
        raise Violation(f"Try Again on {name} gave {record['result']} with no event", record)

    def _banner(self, record):
        name, _ = self._action_button(record)
        if name != self.banner:
            raise Violation(f"the banner is {record['state']} for {name}, and it shows "
                            f"{self.banner + chr(39) + 's latest failure' if self.banner else 'nothing'}", record)
        if record["state"] == "hidden":
            self.banner = None
        self.counts[f"banners {record['state']}"] += 1

    def _check(self, record):
        self.checks[record["id"]] = record["active"]
        if record["id"] == "queue_send" and not record["active"]:
            self.send_queued = False
        self.counts["check buttons toggled"] += 1

    def _field(self, record):
        self.fields[record["id"]] = record["editable"]

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
        if button.scope and not self._scope_busy(name) and self.send_queued and name in ("send", "attach") \
                and self.checks["queue_send"] and not self.destroyed:
            raise Violation(f"{name} gave the scope back with a press of Send kept, and Send was not pressed", record)
        if record["outcome"] == FAILS:
            self.banner = name
        self.counts[f"ended {record['outcome']}"] += 1
        # A success on screen holds the busy look until the button leaves the screen.
        if button.holds_success and record["outcome"] == "succeeded" and button.place in self.mapped:
            self.holding[name] = run.spinner_drawn
            self.counts["successes held"] += 1

    def _tab(self, record):
        self._mapped(record["tab"], record)

    def _panel(self, record):
        self._mapped(record["panel"], record)

    def _mapped(self, place, record):
        """A tab's or a panel's buttons came on screen, or left it."""
        if record["mapped"]:
            self.mapped.add(place)
            return
        self.mapped.discard(place)
        # A run whose action had returned ended when its button left (before this line); one
        # still open was cancelled now, unless something had cancelled it first. A success held
        # ends as its button leaves.
        for name, run in self.open.items():
            if BUTTONS[name].place == place and not run.cause:
                run.cause = "left"
        for name in [name for name in self.holding if BUTTONS[name].place == place]:
            del self.holding[name]

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
            # Its button left the screen: the tab's line comes next.
            run.cause = "left"
        elif button.cancelled_on_screen_by == "timeout":
            run.cause = "timeout"
        elif button.cancels_on_click:
            # A click cancelled it: the click's line comes next.
            run.cause = "user"
        else:
            raise Violation(f"{name} run #{run.number} was cancelled on screen with no cause", record)

    def _returned(self, record):
        name, button, run = self._traced_run(record)
        run.returned = True
        if run.cause and not run.cancel_seen:
            raise Violation(f"the action of {name} run #{run.number} returned without seeing its cancellation "
                            f"({run.cause})", record)

    def _window_destroyed(self, record):
        self.destroyed = True

    def _exit(self, record):
        if record["widgets"] or record["boxes"]:
            raise Violation(f"{record['widgets']} live widgets and {record['boxes']} closure boxes at exit", record)
        if self.open:
            raise Violation("runs never ended: " + ", ".join(f"{name} #{run.number}" for name, run in self.open.items()),
                            record)
        if self.holding:
            raise Violation("successes still held at exit: " + ", ".join(self.holding), record)
        if any(self.flags.values()):
            raise Violation("loading flags still on at exit: " + ", ".join(n for n, on in self.flags.items() if on),
                            record)
        self.exited = True

    def _error(self, record):
        raise Violation("the demo reports an error", record)
