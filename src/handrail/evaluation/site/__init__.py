"""The suite's local web app site: ten page forms served under five abnormal states.

``start_site()`` serves the pages of ``pages/`` on a real HTTP server; ``Site.url(path,
state)`` names a page under a state (``/s/<state>/<path>``), and the server makes the
state happen (see :mod:`handrail.evaluation.site.app`).
"""

from __future__ import annotations

from handrail.evaluation.site.app import LOADING_SECONDS, STATES
from handrail.evaluation.site.server import Site, start_site

__all__ = ["LOADING_SECONDS", "STATES", "Site", "start_site"]
