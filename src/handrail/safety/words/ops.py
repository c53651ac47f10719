"""Verbs of operations consoles, as data.

Incident response and on-call, device management, tax filing and payroll, advertising,
cloud drives.
Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are
matched against (lower case, ``&`` kept).
"""

from __future__ import annotations

__all__ = ["SPACED_OPS"]

SPACED_OPS: dict[str, tuple[str, ...]] = {
    "pay": (
        r"reset (?:the )?(?:account )?(?:spending |spend |budget )?limit",
        r"change (?:the )?(?:account )?(?:spending|spend|daily|credit|budget) limit",
        r"raise (?:the )?(?:daily |lifetime )?budget", r"save budget",
        r"stop (?:all )?(?:future |scheduled |recurring )?(?:debits|payments|deposits)",
        r"skip (?:this |the |next )?(?:payment|debit|deposit|installment)",
        r"schedule (?:it |the payment )?for (?:the )?(?:due date|\w+ \d)",
        r"void (?:the |this |last |latest )?(?:pay ?check|payment|deposit|payroll|check)s?",
        r"cancel (?:the |this )?(?:deposit|debit|direct debit|tax payment)s?",
    ),
    "send": (
        r"request (?:the )?(?:files?|documents?|uploads?)(?: from \S+)?$",
        r"(?:re-?)?page (?:the )?(?:on-?call|responders?|everyone|team|\w+ (?:now|again))",
        r"(?:and |& )?page (?:the )?on-?call(?: now)?", r"^re-?page$",
        r"escalate(?:$| now| to (?:level|l)? ?\d| (?:the |this |selected )?incidents?)",
        r"notify (?:all )?(?:subscribers|customers|users|responders|stakeholders)(?: now)?",
        r"upload and (?:create|share|send)",
        r"distribute (?:the )?(?:w-?2s?|1099s?|forms?|payslips?|pay stubs?)",
    ),
    "submit": (
        r"(?:deny|decline|reject) (?:[\w.@'-]+ ){1,8}(?:is requesting|requested|requests"
        r"|wants to|asked to)\b",
        r"request (?:another|a new|a) review", r"approve (?:\d+ |all |the |this )?ads?\b",
        r"resolve (?:the |this |selected |all )?(?:\d+ )?incidents?",
        r"resolve without notifying", r"resolve (?:it|them)$",
        r"acknowledge (?:the |this |selected |all )?(?:incidents?|alerts?)",
        r"declare(?:$| (?:an? )?(?:sev ?\d|incident|major incident))",
        r"update severity", r"request (?:an? |the )?(?:automatic )?extension",
        r"file (?:the |this |an? |my )?(?:amend(?:ment|ed return)|\d{3,4}(?:-\w+)?(?: now)?"
        r"|form \w+|return|extension)", r"resubmit(?:$| (?:without changes|now|it))",
        r"dispute (?:the |this )?(?:duplicate )?(?:claim|charge|notice)",
        r"release (?:the )?claim", r"(?:transmit|e-?file)(?:$| now| (?:the |this |my )?return)",
        r"run (?:pending |all )?migrations?", r"assign role",
    ),
    "grant": (
        r"share (?:[\w-]+ ){0,3}with anyone\b", r"share without notifying",
        r"^create (?:a )?(?:share |sharing |public )?link$", r"others can (?:add|edit|upload"
        r"|invite|change)", r"share (?:my |your |our )?storage with",
        r"create (?:an? )?app passwords?",
        r"let (?:our |your |my )?partners\b", r"assign (?:a |the )?partner",
        r"share (?:[\w-]+ ){0,4}with (?:my |your |the )?(?:spouse|partner|preparer|accountant"
        r"|advisor)",
    ),
    "delete": (
        r"keep only (?:the )?\d+ (?:most recent|latest|newest)",
        r"archive (?:the |this )?(?:slack |teams )?(?:war ?room|channel|flag)s?",
    ),
    "reset": (
        r"fresh start", r"autopilot reset",
    ),
    "security": (
        r"^(?:yes,? )?it was me$", r"^(?:no,? )?secure (?:my |your |the )?account$",
        r"disable (?:the )?(?:activation lock|find my|bitlocker|filevault|firewall|antivirus"
        r"|tamper protection|defender|encryption)",
        r"(?:show|reveal|view) (?:the )?(?:bitlocker |filevault |device )?recovery keys?",
        r"export (?:[\w-]+ ){0,3}with (?:the |its )?private keys?",
        r"export (?:the )?private keys?",
        r"(?:show|reveal) (?:the )?(?:full |api |sdk |secret |live )?key$",
        r"(?:show|reveal|unmask) (?:[\w']+ ){0,2}(?:full )?(?:ssns?|social security numbers?"
        r"|account numbers?|tax ids?|card numbers?)",
    ),
    "publish": (
        r"(?:resume|restart) (?:the )?(?:delivery|campaign|ad set|ads?)\b",
        r"turn on (?:the |this )?(?:campaign|ad set|ad)s?\b",
    ),
    "revoke": (
        r"disable (?:the |this )?(?:share |sharing |public )?link",
        r"sign (?:out|off) (?:of )?(?:this |the |that |selected )?(?:[\w-]+ )?devices?",
    ),
    "remove": (
        r"leave (?:the |this )?(?:shared )?(?:album|folder|drive|team|workspace|group|channel)",
    ),
    "purchase": (
        r"upgrade (?:now )?with (?:visa|mastercard|amex|american express|card|paypal|apple pay"
        r"|google pay)\b",
    ),
    "account": (
        r"^downgrade(?: now| to [\w-]+)?$",
    ),
    "restart": (
        r"(?:turn off|pause|stop|end) (?:the |this )?(?:campaign|ad set|ad)s?\b",
        r"stop (?:the )?delivery(?: now)?",
        r"(?:force )?install (?:\w+ )?(?:now )?on (?:all|every|\d[\d,]*) (?:devices|machines"
        r"|computers|endpoints|hosts)",
        r"(?:start|end) (?:the )?maintenance(?: window)?(?: now| early)?",
        r"abort (?:the )?(?:canary|rollout|deploy(?:ment)?|release|migration)",
        r"^kill switch$",
    ),
    "lock": (
        r"(?:remote )?lock (?:the |this |selected )?(?:devices?|phones?|laptops?|them)\b",
    ),
    "cancel": (
        r"cancel (?:the |this )?(?:maintenance )?windows?",
        r"cancel (?:the |this )?(?:queued )?transmission",
    ),
}  # fmt: skip
"""Category → fragments, added to the ones :data:`handrail.safety.words.verbs.SPACED` has."""
