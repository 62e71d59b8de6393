"""The demo's --trace lines, read: the grammar is declared in Swift, in
Linux/Sources/async-action-demo/TraceGrammar.swift (`TraceKind`), one template for every kind of
line the demo prints. `load` reads it from the demo (`--trace-grammar`) into `KINDS`, with an
example line of each kind; this module is its one reader. A line that fits no kind stops the run
with a message naming the line. `harness` re-exports all of it.
"""

import fcntl
import re
import subprocess
import sys
import termios
import threading
import time

class TraceError(AssertionError):
    """A line of the demo's output that is not a --trace line of any kind."""


def _compile(template):
    """`layout widget={id} x={x:int}` -> a regex with a group per field and each field's type.
    Types: a word (no space or `=`), `int`, `bool`, `ints` (comma-separated, maybe none),
    `a|b` (one of those words), and `rest` (the rest of the line, spaces included)."""
    patterns = {"": r"[^\s=]+", "int": r"-?\d+", "bool": r"true|false", "ints": r"[\d,]*", "rest": r".*"}
    types, parts, position = {}, [], 0
    for match in re.finditer(r"\{(\w+)(?::([\w|]+))?\}", template):
        kind = match[2] or ""
        parts += [re.escape(template[position:match.start()]),
                  f"(?P<{match[1]}>{patterns.get(kind, kind)})"]
        types[match[1]] = kind
        position = match.end()
    parts.append(re.escape(template[position:]))
    return re.compile("".join(parts) + r"\Z"), types


# Every kind of line the demo prints with --trace (and with --offscreen-check), as the demo's
# `TraceKind` declares them: a name, and the line with its fields in braces. Filled by `load`.
KINDS = {}
# (kind, line): a line of each kind, as the demo writes it. Filled by `load`.
EXAMPLES = []
_COMPILED = {}


def load(binary):
    """Reads the grammar and its examples from `binary --trace-grammar`: lines `grammar KIND
    TEMPLATE` and `example KIND LINE`."""
    output = subprocess.run([binary, "--trace-grammar"], check=True, capture_output=True, text=True,
                            timeout=60).stdout
    KINDS.clear()
    EXAMPLES.clear()
    for line in output.splitlines():
        what, kind, text = line.split(" ", 2)
        if what == "grammar":
            KINDS[kind] = text
        elif what == "example":
            EXAMPLES.append((kind, text))
        else:
            raise TraceError(f"{binary} --trace-grammar wrote {line!r}, neither a grammar nor an example line")
    _COMPILED.clear()
    _COMPILED.update({name: _compile(template) for name, template in KINDS.items()})


class Record:
    """One parsed trace line: its kind, its fields (typed), its number and its text."""

    __slots__ = ("kind", "fields", "number", "text")

    def __init__(self, kind, fields, number, text):
        self.kind, self.fields, self.number, self.text = kind, fields, number, text

    def __getitem__(self, field):
        return self.fields[field]

    def __repr__(self):
        return f"line {self.number}: {self.text}"


def parse(text, number=0):
    """One line of the demo's output as a `Record`; raises `TraceError` naming the line if it
    fits no kind."""
    if not _COMPILED:
        raise TraceError("no trace grammar: call trace_lines.load(binary) first")
    for kind, (pattern, types) in _COMPILED.items():
        match = pattern.match(text)
        if not match:
            continue
        fields = {}
        for name, value in match.groupdict().items():
            fields[name] = (int(value) if types[name] == "int" else value == "true" if types[name] == "bool"
                            else [int(v) for v in value.split(",") if v] if types[name] == "ints" else value)
        return Record(kind, fields, number, text)
    word = text.split(" ", 1)[0]
    near = [template for template in KINDS.values() if template.split(" ", 1)[0] == word]
    where = f"trace line {number}" if number else "trace line"
    if near:
        raise TraceError(f"{where} is malformed: {text!r}; a line that starts {word!r} reads "
                         + " or ".join(repr(template) for template in near))
    raise TraceError(f"{where} is of no known kind: {text!r}; the kinds start with "
                     + ", ".join(sorted({template.split(' ', 1)[0] for template in KINDS.values()})))


class Trace:
    """The demo's --trace lines, parsed as they come from a pipe on a thread of their own."""

    def __init__(self, stream):
        self.stream = stream
        self.records = []
        self.error = None
        # Whether the pipe ended: the demo closed its output, as it does when it exits.
        self.ended = False
        self.changed = threading.Condition()
        self.reader = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.reader.start()

    def _read(self, stream):
        for number, line in enumerate(stream, 1):
            try:
                record = parse(line.rstrip("\n"), number)
            except TraceError as error:
                record = None
                self.error = self.error or error
            with self.changed:
                if record:
                    self.records.append(record)
                self.changed.notify_all()
        with self.changed:
            self.ended = True
            self.changed.notify_all()

    def check(self):
        """Raises the first malformed line's error, if one came."""
        if self.error:
            raise self.error

    def settle(self, timeout=5):
        """Waits until every line written to the pipe so far is a record: after the demo answered
        a question (over the accessibility bus), the records hold every line it wrote before."""
        deadline = time.monotonic() + timeout
        unread = bytearray(4)

        def pipe_is_empty():
            fcntl.ioctl(self.stream.fileno(), termios.FIONREAD, unread)
            return not int.from_bytes(unread, sys.byteorder)
        while True:
            count = len(self.records)
            if pipe_is_empty():
                # The reader may still hold lines it took from the pipe: a moment to parse them.
                time.sleep(0.005)
                if pipe_is_empty() and len(self.records) == count:
                    return
            if time.monotonic() > deadline:
                raise AssertionError(f"the trace reader did not catch up in {timeout} s")
            time.sleep(0.002)

    def mark(self):
        """A position for `of(..., since=)`: the lines from now on."""
        return len(self.records)

    def of(self, kind, since=0, /, **fields):
        """The records of `kind` from `since` on whose fields equal `fields`."""
        return [record for record in self.records[since:]
                if record.kind == kind and all(record.fields[k] == v for k, v in fields.items())]

    def has(self, kind, since=0, /, **fields):
        return bool(self.of(kind, since, **fields))

    def wait_for(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        with self.changed:
            while not predicate():
                self.check()
                if self.ended:
                    # No line comes any more: a moment for what the predicate reads besides the
                    # lines (the demo's exit status), then the wait fails at once.
                    deadline = min(deadline, time.monotonic() + 1)
                left = deadline - time.monotonic()
                if left <= 0:
                    ended = " (the demo's output ended: it exited)" if self.ended else ""
                    raise AssertionError(f"timed out waiting for {what}{ended}")
                self.changed.wait(min(left, 0.1) if self.ended else left)
        self.check()
