"""Verbs of clinicians' health records, lab information systems and telehealth consoles.

A medication stopped, a prescription transmitted to the pharmacy, a specimen's
recollection asked of the ward, results released to the chart. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case). Each is anchored and names its object, so that a link about the
action (*Stopped medications*, *Transmission log*, *Recollection requests*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_EHR"]

_DRUG = r"(?:medications?|meds?|drugs?|prescriptions?|rx|infusions?|drips?|orders?)"
"""What a clinician stops or transmits."""

SPACED_EHR: dict[str, tuple[str, ...]] = {
    "delete": (
        rf"^(?:stop|d/c) (?:this |the |all )?{_DRUG}$",
    ),
    "submit": (
        r"^(?:change|set) (?:code status )?to (?:dnr|dni|dnar|dnr/dni|full code|comfort care)$",
        r"^(?:mark|record) (?:the )?(?:patient )?(?:as )?(?:deceased|expired|dead)$",
    ),
    "security": (
        r"^break (?:the )?glass$",
    ),
    "send": (
        r"^request (?:a |the )?(?:recollection|recollect|redraw|re-draw)s?$",
        rf"^(?:transmit|e-?prescribe|send) (?:the |this |all )?{_DRUG}(?: now)?$",
    ),
    "publish": (
        r"^release (?:results? )?to (?:the )?(?:chart|ehr|emr|portal|patient portal|patient)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
