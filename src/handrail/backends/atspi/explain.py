"""``handrail doctor --app NAME | --pid PID``: what one application offers, and the fix.

On the bus or not, its toolkit, the size of its tree, whether it looks
accessibility-poor (a window with next to nothing named and operable in it), and what
would help: the variable or flag its toolkit needs, or that the program exposes no
tree at all (Tk, plain X toolkits, Java without its bridge), where only pixels help.
"""

from __future__ import annotations

from pathlib import Path

from handrail.backends.atspi.backend import AtspiBackend
from handrail.desktop.doctor import FAIL, OK, WARN, Check, toolkit_of
from handrail.errors import HandrailError
from handrail.liveness import alive
from handrail.model import ObserveOptions, TargetQuery
from handrail.vocab import INTERACTIVE_ROLES

__all__ = ["POOR_BELOW", "explain_app"]

POOR_BELOW = 3
"""Named, operable elements below which a window counts as accessibility-poor."""

_NO_TREE_KITS = {
    "tk": "Tk programs expose no accessibility tree at all",
    "x11": "programs drawn with plain X toolkits (Xt, Motif, xterm) expose no tree",
    "java": "Java programs need the Java access bridge (libatk-wrapper-java) to expose one",
}
_FIXES = {
    "qt": "start it with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 ('handrail launch' sets it)",
    "chromium": "start it with --force-renderer-accessibility ('handrail launch' sets"
    " ACCESSIBILITY_ENABLED=1; Electron apps may need the flag)",
    "gtk3": "start it without NO_AT_BRIDGE ('handrail launch' does)",
    "gtk4": "start it with GTK_A11Y unset or 'atspi' ('handrail launch' does)",
}


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text(encoding="utf-8").strip()
    except OSError:
        return "?"


def _no_tree(pid: int, kit: str | None) -> Check:
    why = _NO_TREE_KITS.get(kit or "")
    fix = (
        f"{why}: read it from pixels instead (--window-id)"
        if why
        else _FIXES.get(kit or "", "start it with 'handrail launch', which turns accessibility on")
    )
    return Check(
        name="app-bus",
        status=FAIL,
        essential=False,
        detail=f"{_comm(pid)} (pid {pid}) runs but is not on the AT-SPI bus",
        fix=fix,
    )


async def explain_app(backend: AtspiBackend, query: TargetQuery) -> list[Check]:
    """Checks that explain the application ``query`` names (never raises for its faults).

    Raises:
        UsageError: when the name fits several applications.
        BackendUnavailable: when there is no desktop or AT-SPI bus at all.

    """
    try:
        target = await backend.resolve(query)
    except HandrailError as err:
        if query.pid is not None and alive(query.pid):
            return [_no_tree(query.pid, toolkit_of(query.pid))]
        if err.exit_code == 2:
            raise
        return [Check(name="app", status=FAIL, essential=False, detail=err.message)]
    kit = toolkit_of(target.pid)
    checks = [
        Check(
            name="app-bus",
            status=OK,
            essential=False,
            detail=f"{target.app} (pid {target.pid}) is on the AT-SPI bus",
        ),
        Check(name="toolkit", status=OK, essential=False, detail=kit or "unknown"),
    ]
    try:
        tree = await backend.read_tree(target, ObserveOptions())
    except HandrailError as err:
        checks.append(
            Check(
                name="tree",
                status=FAIL,
                essential=False,
                detail=err.message,
                fix=_FIXES.get(kit or ""),
            )
        )
        return checks
    operable = [n for n in tree.nodes if n.role in INTERACTIVE_ROLES and n.name]
    size = f"{tree.total} objects read, {len(tree.nodes)} shown, {len(operable)} named controls"
    checks.append(Check(name="tree", status=OK, essential=False, detail=size))
    if len(operable) < POOR_BELOW:
        checks.append(
            Check(
                name="coverage",
                status=WARN,
                essential=False,
                detail="accessibility-poor: its windows show almost nothing named to operate",
                fix=_FIXES.get(kit or "")
                or "it draws its own widgets: read it from pixels instead (--window-id)",
            )
        )
    return checks
