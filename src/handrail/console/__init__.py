"""The web console: watch runs, answer approvals, press the emergency stop.

Start it with ``handrail console``; see ``docs/safety.md``.
"""

from handrail.console.app import ConsoleConfig, create_app
from handrail.console.server import ConsoleServer

__all__ = ["ConsoleConfig", "ConsoleServer", "create_app"]
