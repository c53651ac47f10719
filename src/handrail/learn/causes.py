"""Root-cause labels: what made a round fail or a run end, named from its evidence."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["RootCause"]


class RootCause(StrEnum):
    """Why a round failed or a run ended without finishing (see ``docs/runlog.md``)."""

    UI_BLOCKED_BY_POPUP = "UI_BLOCKED_BY_POPUP"
    """A dialog, banner or JavaScript dialog covered or blocked the target."""
    ELEMENT_MISSING = "ELEMENT_MISSING"
    """The element acted on is no longer there, nor anything like it."""
    STALE_ELEMENT = "STALE_ELEMENT"
    """The id no longer matched; the same element is there under a new id."""
    NO_EFFECT = "NO_EFFECT"
    """The action ran and nothing changed."""
    WRONG_TARGET = "WRONG_TARGET"
    """The action ran and something changed, but not what was expected."""
    PLANNER_INVALID = "PLANNER_INVALID"
    """The planner's replies stayed invalid after the repairs."""
    PLANNER_TIMEOUT = "PLANNER_TIMEOUT"
    """The planner did not answer in time."""
    NETWORK_TIMEOUT = "NETWORK_TIMEOUT"
    """A call to the target (page, bus, endpoint) timed out."""
    RENDER_UNAVAILABLE = "RENDER_UNAVAILABLE"
    """The renderer or display the target draws with was not there (crashed, closed)."""
    PERMISSION_DENIED = "PERMISSION_DENIED"
    """Accessibility is off, or there is no bus or tree to read."""
    APPROVAL_DENIED = "APPROVAL_DENIED"
    """A person or the policy refused the action, or nobody approved it."""
    BUDGET = "BUDGET"
    """The step, cost or time budget ran out."""
    TARGET_GONE = "TARGET_GONE"
    """The target application or page went away (its process died)."""
    USER_INTERFERENCE = "USER_INTERFERENCE"
    """A person stopped the run or used the target meanwhile."""
    UNKNOWN = "UNKNOWN"
    """No rule explained the evidence."""
