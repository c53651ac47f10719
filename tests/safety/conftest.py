"""The adversarial suite's tally is printed after the tests and written as JSON on request."""

from __future__ import annotations

from typing import Any

from safety_suite import RESULTS, summary_lines, write_report


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for line in summary_lines(RESULTS):
        terminalreporter.write_line(line)
    write_report(RESULTS)
