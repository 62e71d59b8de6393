"""The rules of fuzz_model.py about what a button draws and samples: its accessible name while its
label shows, its busy and retry titles, the stop glyph, its spinner drawn during a run, what a held
success draws; its size samples (its tab shown, BUSY as the trace says, sensitivity under its
policy and the Flows tab's check button, the fields read-only while Save Changes runs); and the
loading flags. `DrawnRules` is a part of `fuzz_model.Model`: it reads the state the model keeps
(`open`, `holding`, `mapped`, `flags`, `fields`, `checks`, `drawn`, `label_names`, `counts`) and its
`busy` and `_cancellable`."""

from fuzz_demo import BUTTONS, LOADING


class Violation(AssertionError):
    """A record that breaks a rule: the rule, in words, and the record."""

    def __init__(self, rule, record=None):
        super().__init__(rule)
        self.rule, self.record = rule, record


class DrawnRules:
    """The drawing and sampling rules of `fuzz_model.Model`."""

    def _drawn(self, record):
        name = record["button"]
        if name not in BUTTONS:
            return
        button, run = BUTTONS[name], self.open.get(name)
        self.drawn[name] = record
        cancels = self._cancellable(name)
        if record["stop"] and not cancels:
            raise Violation(f"{name} shows its stop glyph while a click would not cancel its run", record)
        if record["title"] == "label":
            idle_name = self.label_names.setdefault(name, record["name"])
            if record["name"] != idle_name:
                raise Violation(f"{name} is named {record['name']!r} while its label {idle_name!r} shows"
                                f" (a click {'cancels' if cancels else 'would not cancel'} its run)", record)
        if record["title"] == "busy" and not (button.busy_title and self.busy(name)):
            raise Violation(f"{name} shows a busy title while not busy", record)
        if record["title"] == "retry":
            raise Violation(f"{name} shows a retry title, and no run of it failed", record)
        if run and record["mapped"] and record["page"] == "spinner":
            run.spinner_drawn = True
        if name in self.holding and record["mapped"] and self.holding[name] and record["page"] != "spinner":
            raise Violation(f"{name} draws its {record['page']} on screen while it holds its success", record)
        if record["mapped"] and record["page"] == "label":
            self.counts["drawings of the label"] += 1

    def _flag(self, record):
        name = record["button"]
        if name not in LOADING:
            raise Violation(f"a loading flag of {name!r}, which has none", record)
        on = record["state"] == "on"
        if on and LOADING[name] not in self.mapped:
            raise Violation(f"{name}'s flag turned on while its tab is not shown", record)
        if on == self.flags[name]:
            raise Violation(f"{name}'s flag turned {record['state']} while it was {record['state']}", record)
        self.flags[name] = on
        self.counts["flags turned on"] += on

    def _size(self, record):
        name = record["button"]
        place = BUTTONS[name].place if name in BUTTONS else LOADING.get(name)
        if place not in self.mapped:
            raise Violation(f"a size sample of {name}, whose tab or panel ({place}) is not shown", record)
        if record["a11y_busy"] != record["busy"]:
            raise Violation(f"{name}'s accessible BUSY state is {record['a11y_busy']} while busy={record['busy']}",
                            record)
        if name not in BUTTONS:
            return
        busy = self.busy(name)
        if record["busy"] != busy:
            raise Violation(f"{name} samples busy={record['busy']} while the trace says it "
                            f"{'runs' if name in self.open else 'holds its success' if busy else 'is idle'}", record)
        enabled_by = BUTTONS[name].enabled_by
        sensitive = not (BUTTONS[name].disabled_while_busy and busy) and (not enabled_by or self.checks[enabled_by])
        if name == "save" and any(self.fields.values()) == busy:
            raise Violation(f"the fields are {'editable' if busy else 'read-only'} while Save Changes "
                            f"{'runs' if busy else 'is idle'}: {self.fields}", record)
        if record["sensitive"] != sensitive or record["a11y_disabled"] == sensitive:
            raise Violation(f"{name} samples sensitive={record['sensitive']} a11y-disabled={record['a11y_disabled']}"
                            f" while {'busy' if busy else 'idle'}", record)
