"""What Orca 43 speaks as the keyboard focus reaches Save Changes idle and busy, and as its run
fails; and the percentage of Download Backup's progress, in steps, with what a press does: Orca
runs against the demo with its debug log on a pseudo-terminal, its speech read from that log."""

import os
import re
import subprocess
import tempfile
import termios
import threading
import time

import harness
from atspi_session import Demo, Events, progress_description, spoken_percent, states, wait_until


class Orca:
    """Orca 43 with its own preferences folder, its debug log written to a pseudo-terminal (a
    file would be written in blocks; a terminal gets every line as Orca writes it)."""

    def __init__(self, language=None):
        self.folder = tempfile.TemporaryDirectory()
        # This end of the terminal stays open until Orca has stopped: reading a terminal
        # with no writer fails at once, and would close it before Orca opens it.
        master, self.terminal = os.openpty()
        attributes = termios.tcgetattr(self.terminal)
        attributes[3] &= ~termios.ECHO
        termios.tcsetattr(self.terminal, termios.TCSANOW, attributes)
        env = dict(os.environ, HOME=self.folder.name)
        if language:
            env.update(LANG="es_ES.UTF-8", LANGUAGE=language)
        # --replace: an Orca of an earlier test that has not quite gone yet would otherwise make
        # this one exit at once (status 1), as a second instance.
        self.process = harness.spawn(
            ["orca", "--replace", "--user-prefs", self.folder.name, "--debug-file", os.ttyname(self.terminal)],
            env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        self.spoken = []
        threading.Thread(target=self._read, args=(master,), daemon=True).start()
        # Orca greets ("Screen reader on.", in its language) once it listens.
        wait_until(lambda: self.spoken or self.process.poll() is not None, 30, "Orca to start")
        assert self.process.poll() is None, f"Orca exited with status {self.process.returncode}"

    def _read(self, master):
        with os.fdopen(master, "r", errors="replace") as log:
            try:
                for line in log:
                    # SPEECH OUTPUT: 'Save Changes push button.'{'established': False}
                    match = re.search(r"SPEECH OUTPUT: '(.*)'\s*\{.*\}\s*$", line)
                    if match:
                        self.spoken.append(match[1].strip())
            except OSError:  # the terminal closes when Orca exits
                pass

    def speech_after(self, start, *expected, timeout=5):
        """Waits until Orca has spoken `expected`, in that order, since index `start` of its speech
        (key echo such as "tab " may come between); returns what it spoke."""
        def heard():
            words = self.spoken[start:]
            position = 0
            for text in words:
                if position < len(expected) and text == expected[position]:
                    position += 1
            return position == len(expected)
        try:
            wait_until(heard, timeout, f"Orca to speak {list(expected)}")
        except AssertionError as error:
            raise AssertionError(f"{error}; it spoke {self.spoken[start:]}") from None
        return self.spoken[start:]

    def spoken_until(self, start, predicate, timeout, what):
        """Waits until Orca has spoken a text for which `predicate` holds since index `start` of
        its speech; returns what it spoke."""
        try:
            wait_until(lambda: any(predicate(text) for text in self.spoken[start:]), timeout, what)
        except AssertionError as error:
            raise AssertionError(f"{error}; it spoke {self.spoken[start:]}") from None
        return self.spoken[start:]

    def stop(self):
        # Orca speaks its goodbye on SIGTERM, and then sometimes does not exit: give it 2 s.
        harness.stop(self.process, grace=2)
        os.close(self.terminal)
        self.folder.cleanup()


def orca_speaks_save_changes_idle_and_busy(language, strings):
    orca = Orca(language)
    demo = Demo(language)
    try:
        # The demo starts with the focus on Save Changes. Its name as the bus gives it to Orca (the
        # demo may translate it); Orca 43 says the role as "push button", in Spanish too.
        save = wait_until(demo.focused, 5, "the focused button")
        title = f"{save.get_name()} {save.get_role_name()}."
        # Tab away and back, so that Orca hears the focus arrive on it. Orca, busy greeting the
        # new window, sometimes lets the first focus change go by unspoken: up to three tries.
        for attempt in range(3):
            start = len(orca.spoken)
            demo.key("Tab", "shift+Tab")
            try:
                idle = orca.speech_after(start, title, timeout=3)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        # Press it, and come back to it while it runs (1.5 s). Busy, the button is named by its
        # busy title ("Saving…") once the show-delay has passed. On a machine so busy that the
        # run, which fails, ended before the focus came back, wait out its failure feedback and
        # press again: up to three tries.
        busy_title = f"{strings['saving']} {save.get_role_name()}."
        for attempt in range(3):
            start = len(orca.spoken)
            demo.key("space")
            pressed = orca.speech_after(start, strings["in progress"])
            try:
                wait_until(lambda: save.get_name() == strings["saving"], 2, "the busy title to name the button")
                start = len(orca.spoken)
                demo.key("Tab", "shift+Tab")
                busy = orca.speech_after(start, busy_title, strings["in progress"] + ".")
                break
            except AssertionError:
                if attempt == 2:
                    raise
                time.sleep(3)
        start = len(orca.spoken)
        failed = orca.speech_after(start, strings["failed"])
    finally:
        orca.stop()
        code, _ = demo.finish()
    assert code == 0, f"the demo exited {code}"
    return (f"focus while idle: {idle[-1]!r}; space: {pressed!r}; focus while busy: {busy[-2:]!r}; "
                    f"failure feedback: {failed!r}")


def focus_download_backup(demo, orca, strings):
    """Shows the Flows tab and moves the keyboard focus to Download Backup with Tab, as a
    keyboard user does; returns the button once Orca has said it has the focus."""
    start = len(orca.spoken)
    shown = demo.trace.mark()
    demo.show_tab(strings["flows"])
    wait_until(lambda: demo.trace.has("tab", shown, tab="flows", mapped=True), 5, "the Flows tab to show")
    backup = wait_until(lambda: next((button for button in demo.buttons() if button.get_name() == strings["backup"]),
                                     None), 5, "Download Backup on the Flows tab")
    events = Events()
    try:
        for _ in range(40):
            if "focused" in states(backup):
                # Orca, busy, may speak the focus late: after it, its speech is the run's.
                orca.speech_after(start, f"{strings['backup']} {backup.get_role_name()}.")
                return backup
            events.focus = None
            demo.key("Tab")
            wait_until(lambda: events.focus is not None, 3, "Tab to move the focus")
    finally:
        events.stop()
    raise AssertionError("Tab never reached Download Backup")


def orca_speaks_the_percentage_of_download_backup(language, strings):
    """With the focus on Download Backup, Space starts its run (6 s, reporting progress every
    100 ms): Orca speaks the percentage as the description changes, in steps of 10 points and with
    "Press to cancel" after it, never a step twice; Space again cancels the run."""
    orca = Orca(language)
    demo = Demo(language)
    try:
        backup = focus_download_backup(demo, orca, strings)
        start = len(orca.spoken)
        demo.key("space")
        thirty = progress_description(strings, 30, cancels=True)
        spoken = orca.spoken_until(start, lambda text: text.startswith(thirty), 8, f"Orca to speak {thirty!r}")
        demo.key("space")
        wait_until(lambda: "busy" not in states(backup), 5, "Space to cancel the run")
        assert backup.get_name() == strings["backup"], f"named {backup.get_name()!r}"
    finally:
        orca.stop()
        code, _ = demo.finish()
    assert code == 0, f"the demo exited {code}"
    # Orca may end a text with a full stop of its own.
    said = [text.rstrip(".") for text in spoken]
    percents = [spoken_percent(strings, text, cancels=True) for text in said]
    percents = [percent for percent in percents if percent is not None]
    assert percents == sorted(set(percents)) and all(percent % 10 == 0 for percent in percents), \
        f"Orca spoke percentages {percents}, not steps of 10 once each: {spoken}"
    assert {10, 20, 30} <= set(percents), f"Orca spoke percentages {percents}: {spoken}"
    return f"Orca spoke {[text for text in spoken if any(character.isdigit() for character in text)]!r}"
