"""Verbs of citizen-services portals and other consoles, as data.

Citizen services, code hosting, container platforms, video studios and hosting control
panels. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels
they are matched against (lower case, ``&`` kept).
"""

from __future__ import annotations

__all__ = ["SPACED_CIVIC"]

SPACED_CIVIC: dict[str, tuple[str, ...]] = {
    "pay": (
        r"set up (?:the |my |your )?(?:vehicle |road )?tax\b",
        r"set up (?:a |the |my )?(?:direct debit|standing order|payment plan|instalments?)\b",
    ),
    "send": (
        r"^tell (?:my|your|the|our) (?:work coach|employer|landlord|school|council|doctor|gp"
        r"|bank|insurer|agent|case ?worker|adviser|advisor)\b",
        r"tell us (?:that )?you(?:'ve| ve| have)? (?:sold|moved|scrapped|changed)\b",
    ),
    "submit": (
        r"^approve(?= )(?! (?:list|queue|settings|rules?|history)$)",
        r"sign (?:the |this )?(?:image|artifact|release|commit|tag|container|build)s?\b",
        r"claim (?:a |the |your |my )?(?:tax )?(?:repayment|refund|rebate|reimbursement)s?\b",
        r"request (?:a |an |the )?(?:court |tribunal |oral )?hearing\b",
        r"request (?:a |an |the )?(?:postponement|adjournment|reconsideration|review"
        r"|interpreter|extension|callback)\b",
        r"save (?:the |my |your )?hearing (?:choice|preference|option)s?",
        r"accept (?:the |this )?(?:earlier |later |new |offered )?(?:slot|time|date|appointment"
        r"|place|offer)\b",
        r"accept (?:[\w£$€.,-]+ ){0,4}(?:offer|penalty|fine|decision|settlement)\b",
        r"(?:decline|reject|refuse) (?:the |an? |this )?(?:earlier |later |new |offered )?"
        r"(?:slot|offer|invitation|place)\b",
        r"(?:deny|decline|refuse|reject) (?:[\w.@&'()-]+ ){0,12}(?:asks? (?:to|for)"
        r"|wants? (?:to|access)|would like to)\b",
    ),
    "grant": (
        r"create (?:a |the )?(?:check|share|sharing|access|view) code\b",
        r"make (?:\w+ )?(?:the )?(?:main|primary|lead) (?:account holder|contact|applicant)\b",
        r"(?:act|acts|acting) (?:for|on behalf of) (?:me|us|you)\b",
        r"(?:receive|see|view) (?:my|our) (?:medical |health |tax |benefit )?(?:evidence"
        r"|records|letters|data|information)\b",
    ),
    "cancel": (
        r"cancel (?:the |this |my |your )?(?:vehicle |road )?tax\b",
        r"cancel (?:the |this |my |your )?(?:payment )?(?:arrangement|plan|claim|licen[cs]e"
        r"|permit|application|benefit)s?\b",
        r"^cancel (?:the )?selected(?: \w+)?$",
        r"release (?:my |the |this |your )?(?:slot|booking|appointment|seat|reservation"
        r"|place)\b",
    ),
    "security": (
        r"(?:show|reveal|display) (?:the |all )?(?:decoded|decrypted|plain ?text|secret|raw)"
        r" (?:values?|secrets?|data)\b", r"reveal (?:all )?values\b",
        r"export (?:[\w-]+ )?(?:unsealed|decrypted|decoded|plain ?text)\b",
        r"attach (?:a |the )?debug(?:ger)? containers?\b", r"exec into\b",
        r"(?:show|reveal|unmask|view) (?:my |the |your |full )?(?:utr|nino|ni number"
        r"|national insurance number|unique taxpayer reference|tax reference|passport number"
        r"|(?:driving )?licen[cs]e number|iban|sort code|routing number|pin)\b",
    ),
    "restart": (
        r"^scale (?!(?:image|photo|picture|text|font|view|chart|to fit)\b)(?:down\b|to (?:zero|0)\b"
        r"|(?:the |this )?(?:deployment|statefulset|replica ?set|pool|node pool|cluster|service)s?"
        r"\b|[\w-]+$)",
        r"save (?:the )?(?:autoscaler|hpa|scaling policy)\b",
        r"update (?:the )?(?:container )?image\b",
        r"kill (?:the )?(?:container|pod|process|task|job|session|query)\b",
        r"restart (?:all )?(?:the )?(?:pods?|deployments?|rollouts?|nodes?|workloads?)\b",
        r"replace (?:the |this )?(?:node|instance|vm|host|server)s?\b",
        r"add (?:a |the )?taint\b", r"resize (?:the )?(?:node )?pool\b",
        r"resize (?:the )?cluster\b", r"^drain\b", r"drain (?:the )?(?:selected|nodes?)\b",
        r"upgrade to v?\d", r"(?:force )?recreate (?:the )?pods\b",
        r"install (?:the |this )?(?:release|chart)\b",
    ),
    "revoke": (
        r"rotate (?:the )?(?:cluster )?(?:ca|certificate authority|credentials|certificates?)\b",
    ),
    "reset": (
        r"force (?:sync|push|overwrite|update|refresh)\b",
    ),
    "lock": (
        r"^(?:make |mark (?:as |it )?)?immutable(?: tags| images)?$",
    ),
    "purchase": (
        r"^book for (?:me|us|you|[\w'-]+)\b",
    ),
}  # fmt: skip
"""Category → fragments, added to the ones :data:`handrail.safety.words.verbs.SPACED` has."""
