"""Test support shipped with Handrail: the backend conformance checks and test applications.

Use the checks to test a backend of your own: see :mod:`handrail.testing.conformance`.
``TEST_APPS`` is the directory of small applications the acceptance suite and the
tests run with the system Python (``tkapp.py``, a Tk window without an accessibility
tree; ``gtkform.py``, a GTK form whose abnormal states the suite injects).
"""

from pathlib import Path

from handrail.testing.conformance import CHECKS, ConformanceApp, run_all

TEST_APPS = Path(__file__).parent / "apps"
"""Where the shipped test applications are (run them with ``/usr/bin/python3``)."""

__all__ = ["CHECKS", "TEST_APPS", "ConformanceApp", "run_all"]
