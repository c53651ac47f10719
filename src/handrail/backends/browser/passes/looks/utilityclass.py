"""Utility classes: class words that say how an element is drawn, not what it does.

Tailwind and its kin style a control with one class per property (``bg-blue-500``,
``text-gray-700``, ``hover:bg-red-600``, ``px-2``, ``inline-flex``). Their words (*blue*,
*text*, *inline*) would read as an icon button's meaning; :func:`meaningful_classes`
leaves them out of a class list and keeps the rest (``trash-btn``), as it does the
classes a CSS-in-JS library generates from a hash (``css-vubbuv``).
"""

from __future__ import annotations

import re

__all__ = ["meaningful_classes", "utility_class"]

_COLORS = (
    "slate|gray|grey|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan"
    "|sky|blue|indigo|violet|purple|fuchsia|pink|rose|black|white|transparent|current|inherit"
    "|primary|secondary|muted|foreground|background|accent|destructive|popover|card|input"
)
_SIZES = r"none|xs|sm|md|lg|\d?xl|base|full|center|left|right|justify|start|end|\d+"
_WEIGHTS = "thin|light|normal|medium|semibold|bold|extrabold|black|mono|sans|serif"
_DRAWN = re.compile(
    r"(?:bg|text|border(?:-[xytrblse])?|ring(?:-offset)?|shadow|rounded(?:-[trblse]{1,2})?"
    r"|font|outline|fill|stroke|divide(?:-[xy])?|placeholder|accent|caret|decoration|from|via|to)"
    rf"-(?:\[.*\]|(?:{_COLORS})(?:-\d+)?(?:/\d+)?|{_SIZES}|{_WEIGHTS})"
)
"""A colour, size or weight of a drawn property: ``bg-blue-500``, ``text-sm``, ``rounded-md``."""
_MEASURED = re.compile(
    r"-?(?:[pm][xytrblse]?|[wh]|min-[wh]|max-[wh]|size|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?"
    r"|top|left|right|bottom|z|order|basis|leading|tracking|opacity|duration|delay|scale"
    r"|rotate|translate-[xy])-(?:\d[\d./]*|px|full|auto|screen|fit|min|max|\[.*\])"
)
"""A length or a number: ``px-2``, ``w-10``, ``-mt-1``, ``z-50``, ``w-[18px]``."""
_LAID = re.compile(
    r"flex|inline-flex|inline-block|inline-grid|grow|shrink|shrink-0|transition|truncate"
    r"|relative|absolute|sticky|border|shadow|sr-only|not-sr-only"
    r"|flex-(?:row|col|wrap|nowrap|1|auto|none|initial)(?:-reverse)?"
    r"|grid-(?:cols|rows)-\d+|grid-flow-[a-z-]+"
    r"|(?:items|justify|content|self|place-(?:items|content|self))-[a-z]+(?:-[a-z]+)?"
    r"|(?:cursor|overflow(?:-[xy])?|whitespace|select|pointer-events|ease|transition)-[a-z-]+"
)
"""How the box is laid out: ``inline-flex``, ``items-center``, ``cursor-pointer``."""
_HOLDS = re.compile(r"has-[a-z][a-z-]*")
"""What the box holds, for its layout (Web Awesome's button marks ``has-label``,
``has-start``, ``has-end`` by the slots it fills; Bulma's ``has-addons``): not what it
does, so an icon button's hint is not ``label trash can``."""
_GENERATED = re.compile(r"css-[0-9a-z]{4,8}")
"""A class a CSS-in-JS library made from a hash of the styles (Emotion's ``css-vubbuv``,
which MUI and Ant Design's CSS-in-JS put on each element): no word of it means anything."""


def utility_class(token: str) -> bool:
    """Whether one class says only how the element is drawn (``hover:bg-red-600``)."""
    if ":" in token:  # a variant (``hover:``, ``md:``, ``dark:``) of a utility
        return True
    t = token.lstrip("!")
    return bool(
        _DRAWN.fullmatch(t)
        or _MEASURED.fullmatch(t)
        or _LAID.fullmatch(t)
        or _GENERATED.fullmatch(t)
        or _HOLDS.fullmatch(t)
    )


_LOOKS = re.compile(
    r"(?:orange|yellow|olive|green|teal|blue|violet|purple|pink|brown|grey|gray|black"
    r"|white|mini|tiny|small|large|big|huge|massive|inverted|circular|bordered|fitted)",
    re.IGNORECASE,
)
"""A bare colour or size word (Semantic UI's and Fomantic-UI's ``blue mini icon``); not
``red``, a page's colour of danger, which the risk policy reads in a hint."""


def meaningful_classes(value: str) -> str:
    """A class list without its utility classes (``bg-red-500 trash-btn`` → ``trash-btn``).

    A bare colour or size word (``blue``, ``mini``) goes too when another word stays: the
    ``blue mini edit`` icon is an edit icon. ``red`` stays: it marks what destroys.
    """
    kept = [t for t in value.split() if not utility_class(t)]
    shown = [t for t in kept if not _LOOKS.fullmatch(t)]
    return " ".join(shown if shown else kept)
