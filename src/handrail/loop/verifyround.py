"""VERIFY for one round: a :class:`~handrail.loop.verify.Verification` per action executed."""

from __future__ import annotations

from handrail.backends.base import Backend
from handrail.errors import HandrailError
from handrail.geometry import Rect
from handrail.loop.executor import Execution
from handrail.loop.guard import StopGuard
from handrail.loop.pixelverify import apply_pixel_check, check_pixels, on_pixels
from handrail.loop.rounds import RoundState
from handrail.loop.vault import Vault
from handrail.loop.verify import Tolerances, Verification, verify_action
from handrail.model import Target

__all__ = ["verify_round"]


async def verify_round(
    rs: RoundState,
    *,
    backend: Backend,
    target: Target | None,
    vault: Vault,
    tolerances: Tolerances,
    guard: StopGuard,
) -> None:
    """Append to ``rs.verdicts`` one verification for each of ``rs.executions``.

    A failed action fails its structure layer, a skipped one passes; an action on
    pixels is also checked on the screen (:mod:`handrail.loop.pixelverify`), each
    wait guarded by the stop.
    """
    for ex in rs.executions:
        if ex.error is not None:
            rs.verdicts.append(
                Verification(structure=0.0, failed_layer="structure", details=(ex.error,))
            )
        elif ex.skipped is not None:
            rs.verdicts.append(Verification(structure=1.0, geometry=1.0, semantics=1.0))
        else:
            verdict = verify_action(
                ex.action, ex.before, ex.after, typed=_typed(ex, vault), tolerances=tolerances
            )
            if on_pixels(ex) and target is not None:
                check = await guard.wait(
                    check_pixels(
                        backend,
                        target,
                        ex,
                        before_png=rs.screenshot if ex is rs.executions[0] else None,
                        before_area=Rect(*rs.area) if rs.area else None,
                        expect=rs.valid.plan.expect if rs.valid else "",
                    )
                )
                if check is not None:
                    verdict = apply_pixel_check(verdict, check)
            rs.verdicts.append(verdict)


def _typed(ex: Execution, vault: Vault) -> str | None:
    """The text the action typed, secrets expanded (as written when they cannot be)."""
    if ex.action.text is None:
        return None
    try:
        return vault.expand(ex.action.text)
    except HandrailError:
        return ex.action.text
