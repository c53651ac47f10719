"""How the browser backend's targets are named: a browser, and one of its pages.

Kept apart from the backend so that the shells can build their arguments without
importing the DevTools client.
"""

from __future__ import annotations

from handrail.targets import TargetField, TargetSpec

__all__ = ["TARGET"]

TARGET = TargetSpec(
    backend="browser",
    by_app=False,
    kind="browser page",
    empty="no pages (is the browser running? a person can run 'handrail browser start')",
    fields=(
        TargetField(
            name="browser",
            kind=bool,
            names_target=True,
            help="the Chromium that 'handrail browser start' launched",
        ),
        TargetField(
            name="cdp",
            names_target=True,
            connects=True,
            metavar="URL",
            help="any Chromium or Electron DevTools endpoint, e.g. http://127.0.0.1:9222",
        ),
        TargetField(
            name="tab",
            help="the page by URL or title substring (default: the most recently active page)",
        ),
    ),
)
"""Pages of the managed browser (``browser``) or of any endpoint (``cdp``); ``tab`` picks one."""
