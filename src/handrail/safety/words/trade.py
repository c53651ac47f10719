"""Verbs of brokerages, crypto exchanges and e-signature envelopes, as data.

Orders and positions, recurring investments, margin and options levels, deposits,
loans, futures, staking locks and conversions between assets. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case, ``&`` kept). Each names its object or is anchored to the whole
label, so that a link about the action (*Liquidation price*, *Repayment schedule*,
*Convert to PDF*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["EXPOSING_TRADE", "PROTECTING_TRADE", "SPACED_TRADE"]

_ASSET = (
    r"(?:usdc|usdt|usd|dai|busd|fdusd|eurc|eth|weth|btc|wbtc|sol|bnb|xrp|ada|doge|matic|pol"
    r"|avax|dot|ltc|trx|ton|link|eur|gbp|cash|stablecoins?|crypto)"
)
"""Assets a conversion ends in: a currency, a coin or a stablecoin (not *PDF*)."""

_AMOUNT = r"(?:[$£€¥₹] ?)?\d[\d.,]*(?:k|m)?"
"""An amount, with or without its currency sign (*$1,000*, *1,000*, *0.5*)."""

SPACED_TRADE: dict[str, tuple[str, ...]] = {
    "transfer": (
        rf"^deposit (?:{_AMOUNT}|now$|funds$|cash$)",
        rf"^borrow(?:$| now$| max$| {_AMOUNT})",
    ),
    "pay": (
        rf"^repay(?:$| now$| all$| in full$| (?:the |this |my )?loan$| {_AMOUNT})",
    ),
    "purchase": (
        rf"^invest (?:now$|{_AMOUNT})",
    ),
    "trade": (
        r"^convert (?:it |this |the )?(?:order )?to (?:a )?market(?: order)?$",
        r"^replace (?:the |this )?order$",
        rf"^convert (?:{_AMOUNT} )?(?:[a-z]{{2,6}} )?(?:to|into) {_ASSET}$",
        r"^convert (?:all )?(?:small balances|dust)\b",
        r"^(?:set )?take[- ]profit (?:at|@)\b",
        r"^liquidate(?:$| now$| all\b| (?:the |this |my )?(?:position|holding)s?\b)",
        r"^reduce (?:the |this )?(?:position )?by \d+",
        r"^reduce (?:the |this )?position$",
        r"^(?:market|limit) close(?: all)?$",
        r"^close (?:long|short)(?: position)?$",
        r"^(?:open|go) (?:long|short)\b",
        r"^cover (?:the |this )?(?:short|position)$",
        r"^lock (?:for )?\d+ ?(?:d|days?|weeks?|months?)\b.*\d(?= ?%)",
    ),
    "account": (
        r"^(?:enable|turn on|activate|apply for|upgrade to) (?:a )?margin(?: trading| account)?$",
        r"^upgrade to (?:options )?level \d$",
        r"^(?:enable|turn on|activate) options(?: trading)?$",
    ),
    "cancel": (
        r"^cancel all \(\d+(?=\)$)",
        r"^cancel all (?:the )?(?:open |working |pending )?orders$",
        r"^(?:stop|cancel|end|delete) (?:the |this |my )?recurring (?:investment|buy|purchase"
        r"|order|deposit|transfer|plan)s?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""

PROTECTING_TRADE: tuple[str, ...] = (
    r"paper trading(?: mode)?",
    r"confirm (?:\w+ )?(?:orders|trades) before (?:sending|placing|submitting)",
)
"""What a trading switch that is on protects: turning it off trades real money unasked."""

EXPOSING_TRADE: tuple[str, ...] = (r"one[- ](?:click|tap) (?:trading|orders?|trades?)",)
"""What a trading switch turned on lets happen without asking."""
