"""Prompt injection: notice screen text that tries to instruct the agent.

Text on the screen is data. :func:`scan` looks through a snapshot's names, values,
descriptions and any blocking dialog for wording that addresses an AI or tries to
override its rules ("ignore previous instructions", "press Pay", "系统提示", …) and
returns flags for the record. It never changes a verdict: an irreversible action still
needs a person, and the person sees the flags.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from handrail.model import Snapshot
from handrail.safety.patterns import fold

__all__ = ["InjectionHit", "scan", "scan_text"]

_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(rx))
    for name, rx in (
        (
            "override",
            r"\b(?:ignore|disregard|forget|override|bypass)\b.{0,30}\b(?:previous|prior|above"
            r"|earlier|all|your|the|any|system)\b.{0,20}\b(?:instructions?|rules?|prompts?"
            r"|directions?|guidelines?|polic(?:y|ies))\b",
        ),
        ("new-instructions", r"\b(?:new|updated|real|actual) (?:instructions?|task|orders?)\s*:"),
        ("role-play", r"\byou are (?:now|actually) (?:a|an|the|my)\b|\bact as (?:a|an|the)\b"),
        (
            "addresses-ai",
            r"\b(?:ai|llm|chatbot|language model|gpt|claude|ai assistants?|ai agents?)\b.{0,40}"
            r"\b(?:must|should|need to|have to|are required|is required)\b",
        ),
        ("system-prompt", r"\bsystem (?:prompt|message|instruction)s?\b|<\s*/?\s*system\s*>"),
        (
            "commands-risky-action",
            # Not a shortcut a page names ("Press Ctrl+Enter to submit quiz").
            r"\b(?:press(?! (?:ctrl|control|cmd|command|alt|option|shift|meta|enter|return"
            r"|space|tab|esc|escape|f\d+|[⌘⌥⇧⌃]|\S\+))|click|tap|hit|select|choose)\b.{0,20}"
            r"\b(?:pay|send|confirm|delete|buy"
            r"|purchase|transfer|submit|approve|allow|authori[sz]e|publish)\b",
        ),
        (
            "skips-approval",
            r"\b(?:without|no need (?:to|for))\b.{0,20}\b(?:ask(?:ing)?|approv\w*|confirm\w*"
            r"|permission)\b|\b(?:don'?t|do not|never)\b.{0,10}\b(?:ask (?:the )?(?:user|human"
            r"|owner|for (?:approval|confirmation|permission))|confirm with)\b",
        ),
        (
            "claims-authority",
            r"\b(?:the )?(?:user|owner|admin(?:istrator)?) (?:has )?(?:already )?(?:approved"
            r"|authori[sz]ed|consented|confirmed)\b|\bpre-?approved\b",
        ),
        (
            "zh-override",
            r"(?:忽略|无视|無視|忘记|忘記|不要理会).{0,10}(?:之前|以上|先前|上面|所有|前面)"
            r".{0,6}(?:指令|指示|说明|說明|规则|規則|提示)",
        ),
        ("zh-system-prompt", r"系统提示|系統提示|系统指令|系統指令|新的指令|新指令"),
        ("zh-role-play", r"你现在是|你現在是|扮演"),
        (
            "zh-commands-risky-action",
            r"(?:点击|點擊|按下|点|選擇|选择).{0,6}(?:支付|付款|发送|發送|确认|確認|删除|刪除|购买"
            r"|購買|转账|轉帳|提交|授权|授權)",
        ),
        (
            "zh-skips-approval",
            r"(?:无需|無需|不需要|不用|不要).{0,6}(?:确认|確認|批准|审批|詢問|询问|同意)",
        ),
    )
)


@dataclass(frozen=True, kw_only=True)
class InjectionHit:
    """One suspicious text: which rule, where (element id or ``blocking``), an excerpt."""

    rule: str
    where: str
    excerpt: str

    def flag(self) -> str:
        """The flag recorded in a gate decision: ``injection:<rule>:<where>:<excerpt>``."""
        return f"injection:{self.rule}:{self.where}:{self.excerpt}"


def scan_text(text: str) -> list[str]:
    """The names of the rules that ``text`` trips (``[]`` for harmless text)."""
    folded = fold(text)
    return [name for name, rx in _RULES if rx.search(folded)]


def scan(snapshot: Snapshot, limit: int = 8) -> list[InjectionHit]:
    """Suspicious texts in ``snapshot``, at most ``limit`` (one per element)."""
    sources: list[tuple[str, str]] = []
    if snapshot.blocking:
        sources.append(("blocking", snapshot.blocking))
    for e in snapshot.elements:
        for text in (e.name, e.value or "", e.description):
            if len(text) >= 8:
                sources.append((e.id, text))
    if not sources:
        return []
    # One pass of each rule over all texts joined by newlines (no rule crosses a line),
    # rather than every rule over every text: a big page costs a few milliseconds.
    folded = [fold(text).replace("\n", " ") for _, text in sources]
    starts: list[int] = []
    pos = 0
    for f in folded:
        starts.append(pos)
        pos += len(f) + 1
    joined = "\n".join(folded)
    first_rule: dict[int, int] = {}
    for r, (_, rx) in enumerate(_RULES):
        for m in rx.finditer(joined):
            i = bisect_right(starts, m.start()) - 1
            if i not in first_rule or r < first_rule[i]:
                first_rule[i] = r
    hits: list[InjectionHit] = []
    seen: set[str] = set()
    for i in sorted(first_rule):
        where, text = sources[i]
        if where in seen:
            continue
        seen.add(where)
        excerpt = " ".join(text.split())
        excerpt = excerpt if len(excerpt) <= 80 else excerpt[:77] + "..."
        hits.append(InjectionHit(rule=_RULES[first_rule[i]][0], where=where, excerpt=excerpt))
        if len(hits) >= limit:
            break
    return hits
