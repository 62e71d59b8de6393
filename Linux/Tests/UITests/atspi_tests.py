#!/usr/bin/env python3
"""What a screen reader gets from the GTK demo: the demo runs under Xvfb with a session D-Bus and
the AT-SPI bus (GTK_A11Y=atspi); a real AT-SPI client (gi.repository.Atspi, in this process)
reads its buttons while xdotool drives them from the keyboard; and Orca 43 runs against it, its
speech read from its debug log.

usage: atspi_tests.py PATH-TO-async-action-demo [WORD...]
  With words, runs only the tests whose name contains one of them.

Buttons are found by their accessible name (or, in Spanish, by the keyboard focus), never by
their place in the window. Needs at-spi2-core, python3-gi, gir1.2-atspi-2.0, dbus, xvfb, xdotool
and orca (scripts/install-packages installs them), and Debian's /usr/bin/python3, which has gi.
The tests: atspi_reader.py (the AT-SPI client, in English then in Spanish), atspi_orca.py (Orca, in
English and in Spanish).
"""

import sys

sys.dont_write_bytecode = True  # the test modules leave no __pycache__ in the tree

import harness  # noqa: E402

harness.ensure_gi()

import atspi_orca  # noqa: E402
import atspi_reader  # noqa: E402, F401 — registers the reader tests
import atspi_session  # noqa: E402
from atspi_session import ENGLISH, SPANISH, tests  # noqa: E402



def run(runner, words):
    atspi_session.start_session()
    for language, strings, group in [(None, ENGLISH, "english"), ("es", SPANISH, "spanish")]:
        chosen = tests.chosen(group, words)
        if not chosen:
            continue
        try:
            demo = atspi_session.Demo(language)
        except Exception as error:  # noqa: BLE001
            runner.record(False, f"the demo starts on the AT-SPI bus (LANGUAGE={language or ''})", error)
            continue
        for function in chosen:
            runner.run(function, demo, strings)
        demo.key("ctrl+w")
        runner.closed(demo, f"the demo exits with status 0 (LANGUAGE={language or ''})")
    if not words or any(word in "orca speaks save changes idle and busy" for word in words):
        for language, strings in [(None, ENGLISH), ("es", SPANISH)]:
            runner.run(atspi_orca.orca_speaks_save_changes_idle_and_busy, language, strings,
                       name=f"orca speaks save changes idle and busy (LANGUAGE={language or ''})")
    if not words or any(word in "orca speaks the percentage of download backup" for word in words):
        for language, strings in [(None, ENGLISH), ("es", SPANISH)]:
            runner.run(atspi_orca.orca_speaks_the_percentage_of_download_backup, language, strings,
                       name=f"orca speaks the percentage of download backup (LANGUAGE={language or ''})")


def main():
    atspi_session.BINARY, words = harness.demo_argument(__doc__)
    harness.require_tools(harness.SESSION_TOOLS + [("orca", "orca")])
    return harness.Runner("AT-SPI tests").main(lambda runner: run(runner, words))


if __name__ == "__main__":
    sys.exit(main())
