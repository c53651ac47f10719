"""Test support shipped with Handrail: the backend conformance checks.

Use them to check a backend of your own: see :mod:`handrail.testing.conformance`.
"""

from handrail.testing.conformance import CHECKS, ConformanceApp, run_all

__all__ = ["CHECKS", "ConformanceApp", "run_all"]
