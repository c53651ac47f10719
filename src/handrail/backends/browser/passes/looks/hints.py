"""Icon hints for unnamed controls, from a page's ``DOMSnapshot.captureSnapshot``.

A button drawn as an icon often has no accessible name, but its look says what it is:
a ``title``, an image's ``alt`` or file name, an SVG ``<title>`` or ``<use href="#…">``,
an icon font's ligature text (``<span class="material-icons">delete</span>``), the
file name of an image CSS draws (``background-image: url(trash.svg)``, or a mask) or the
words of its class and id (``fa-trash``, ``icon-send``). :func:`icon_hints` reads those
from the element and a few levels below it and returns them as a short hint
(``"trash"``), which the text format shows and the risk policy reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from handrail.backends.browser.layout import DRAWN_IMAGES, first_entries
from handrail.backends.browser.passes.looks.cellclasses import cell_bases, drawn_by_cell
from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    class_of,
    string_at,
    wanted_nodes,
)
from handrail.backends.browser.passes.looks.drawnglyphs import pseudo_glyphs
from handrail.backends.browser.passes.looks.iconfaces import icon_face_nodes
from handrail.backends.browser.passes.looks.recordwords import record_words
from handrail.backends.browser.passes.looks.utilityclass import meaningful_classes
from handrail.backends.browser.roles import visible

__all__ = [
    "TIP_ATTRS",
    "glyph_only",
    "glyph_words",
    "icon_hints",
    "ligatures",
    "placeholders",
    "symbol_hint",
    "tooltips",
    "words_of",
]

_ATTRS = (
    "title", "alt", "aria-description", "data-icon", "data-tooltip", "data-tip", "data-title",
    "data-original-title", "data-bs-original-title", "data-hint", "data-action", "data-act",
    "data-cmd", "data-command", "name",
    "class", "id",
)  # fmt: skip
_URL_ATTRS = ("src", "href", "xlink:href", "srcset", "data-src")
_ICON_ATTRS = ("uk-icon", "data-feather", "data-lucide", "data-icon")
"""Attributes naming the icon a library draws in an element (UIkit's ``uk-icon="icon:
trash"``, Feather's, Lucide's): a person sees that icon, whatever the page's classes say."""
_ICON_WORD = "icon"
"""UIkit's key in ``uk-icon="icon: pencil"``."""
_TEST_ATTRS = ("data-testid", "data-test-id", "data-test", "data-qa", "data-cy", "data-e2e")
"""Attributes a page's tests find a control by: their values name it for a program."""
_DATA_NOISE_WORDS = (
    "id idx index key row rows col cols column value val state type target ref uid uuid"
    " name label v item items pos position order count page size kind group section src"
    " original bs toggle placement container offset delay trigger html template opens controls"
    " did pid cid sid tid rid oid"
    " click dblclick mouseenter mouseleave mousedown mouseup mouseover mouseout contextmenu"
)
_DATA_NOISE = frozenset(_DATA_NOISE_WORDS.split())
"""Words of ``data-`` attribute names that say where or which, not what a control does
(``data-id``, ``data-row``, ``data-did``: an id's shorthand; ``data-bs-toggle`` says only
that a script handles it; w2ui's ``data-click``, ``data-mouseenter`` name the event a
handler listens to)."""
_NOISE_WORDS = (
    "icon icons ico fa fas far fab fal fad fa-solid bi mdi material symbols outlined rounded"
    " sharp filled outline glyphicon glyph ic btn tb button svg img image png jpg jpeg gif webp"
    " sm md lg xl xs small medium large mini tiny big action actions toolbar item control ctrl js"
    " ui el app base wrapper inner container default primary secondary left right top bottom"
    " the a an of px w h color dark light active inactive hover focus disabled static media"
    " www http https com org net assets static dist is has tip tips tooltip tooltips"
    " tooltipped tippy popover ghost ant antd mui mat chakra mantine radix vuetify"
    " headlessui anticon root hydrated ionicon ionicons ion join"
)
"""Words of class names and file paths that say nothing of what a control does (a
``has-tip`` class only says that the control has a tooltip; a component library's
prefix, ``ant-``, ``mui-``, ``headlessui-``, only whose the markup is, as do its icon
class ``anticon`` and its slot name ``MuiSvgIcon-root``; Stencil's mark of a defined
element, ``hydrated``, and Ionic's icon class ``ionicon``; daisyUI's ``join``, which lays
buttons side by side)."""
_NOISE = frozenset(_NOISE_WORDS.split())
_CSS_URL = re.compile(r"""url\(\s*["']?([^"')]+)""")
_SPLIT = re.compile(r"[^0-9A-Za-z\u00c0-\uffff]+|(?<=[a-z])(?=[A-Z])")
_GENERATED = re.compile(r"[a-z]\d+[a-z]|\d[a-z]+\d")
"""Letters and digits mixed more than once (``x1q``, ``1s2u09g``): a class a build tool made."""
_NUMBERED = re.compile(r"([a-z]{3,})\d{1,6}([a-z]{3,})")
"""A word, a number, a word (``rec1del``, ``item12remove``): an id a page numbered."""
_SIZED = re.compile(
    r"(?:[Ff]ont)?[Ss]ize(?:Small|Medium|Large|Inherit)$|(?<=[a-z])(?:Small|Medium|Large)$"
)
"""A component library's size modifier ending a class (MUI's ``MuiSvgIcon-fontSizeMedium``,
``MuiChip-deleteIconMedium``, ``MuiButton-sizeSmall``): how big the node is drawn, no word
of what it does (a chip's delete icon was hinted ``font size medium chip delete``)."""
_VOWELS = frozenset("aeiouy")
_SHORTHAND_WORDS = "fwd rss pdf cc bcc csv xml sms dm pm qr ftp ssh vpn kb mb gb tv up ok on off rm"
_STATE_WORD_LIST = (
    "on off open opened closed selected checked enabled show shown hidden visible collapsed"
    " expanded current toggled pressed"
)
_STATE_WORDS = frozenset(_STATE_WORD_LIST.split())
"""A class's state: beside what the control is (``toggle on``) it tells its state; alone
(``on``) it says nothing of what the control does."""
_SHORTHANDS = frozenset(_SHORTHAND_WORDS.split())
"""Words without a vowel, or of two letters, that still say what a control does; other
such words (``sw``, ``bt``, ``ib``) are a class name's shorthand, which says nothing to a
reader."""
_SPELLED = {"cb": "checkbox", "chk": "checkbox", "cbx": "checkbox", "chkbox": "checkbox"}
"""A program's shorthands for what a control is, spelled out (``<span class="cb">``)."""
_SHAPES = frozenset({"path", "line", "polyline", "polygon", "rect", "circle", "ellipse"})
"""SVG shapes: their classes say how they are drawn (Quill's ``ql-stroke``, ``ql-fill``,
``ql-thin``), not what the control they draw does."""
_PLACES = frozenset({"SLOT"})
"""Tags whose attributes say where a component puts what it is given (Web Awesome's
button holds ``<slot name="start" class="start">``, ``label`` and ``end`` around its
icon), not what the control does: an icon button reads ``(icon: gear)``, not
``label start end gear``. A slot that is itself the control says what it does (mdui's
chip listens on ``<slot name="delete-icon">``)."""
_MAX_NODES = 24
_MAX_WORDS = 6


TIP_ATTRS = (
    "data-tooltip", "data-tip", "data-title", "data-original-title", "data-bs-original-title",
    "data-bs-title", "data-tippy-content", "data-tooltip-content",
)  # fmt: skip
"""Attributes a page's own tooltip script shows on hover, which Chromium's tree does not
read (Bootstrap's, tippy.js's, react-tooltip's and the plain ``data-tooltip``)."""
_TIP_MAX = 200


def tooltips(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """The tooltip a page's script shows for each node in ``wanted`` that has one.

    ``data-tooltip="Close conversation (Ctrl+Shift+Y)"`` on a button named *Close*: what
    it does and its shortcut, said only on hover. A page without such attributes costs
    one pass over the snapshot's strings.
    """
    return _first_attribute(snap, wanted, TIP_ATTRS)


_PLACEHOLDER_ATTRS = ("data-placeholder", "aria-placeholder", "placeholder")


def placeholders(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """The placeholder each node in ``wanted`` names in its attributes, whatever it shows.

    An editor of the page's own draws ``data-placeholder="Message #general"`` only while
    it is empty: once something is typed, the attribute still says what it is for.
    """
    return _first_attribute(snap, wanted, _PLACEHOLDER_ATTRS)


def _first_attribute(
    snap: dict[str, Any], wanted: set[int], names: Iterable[str]
) -> dict[int, str]:
    """For each node in ``wanted``, the first non-blank value of one of ``names``."""
    strings: list[str] = snap.get("strings", [])
    named = frozenset(names)
    keys = {i for i, v in enumerate(strings) if v in named} if wanted else set()
    if not keys:
        return {}
    out: dict[int, str] = {}
    for d, hits in wanted_nodes(snap, wanted):
        bids, attrs = d.bids, d.attrs
        for i in hits:
            pairs = attrs[i] if i < len(attrs) else []
            for k in range(0, len(pairs) - 1, 2):
                v = pairs[k + 1]
                if pairs[k] in keys and 0 <= v < len(strings):
                    value = " ".join(visible(strings[v]).split())[:_TIP_MAX]
                    if value:
                        out[bids[i]] = value
                        break
    return out


_TICKS = frozenset("✓✔☑✅")


def tick_only(name: str) -> bool:
    """Whether a name is only a drawn tick (``✓``): a check box's state, not its name."""
    squeezed = "".join(name.split())
    return bool(squeezed) and _TICKS.issuperset(squeezed)


def glyph_only(name: str) -> bool:
    """Whether a name is only symbols (``✕``, ``⋯``, ``+``): it needs a hint to be read."""
    return bool(name) and not any(c.isalnum() for c in name)


_SYMBOLS = {
    "⋮": "more", "⋯": "more", "…": "more", "︙": "more", "⁝": "more", "•••": "more",
    "☰": "menu", "≡": "menu", "✕": "close", "✖": "close", "×": "close", "╳": "close",
    "⚙": "settings", "✎": "edit", "✏": "edit", "🔍": "search", "↻": "refresh", "⟳": "refresh",
    "▾": "dropdown", "▼": "dropdown", "⌄": "dropdown", "★": "star", "☆": "star", "♥": "like",
    "❤": "like", "⤓": "download", "🗑": "trash", "＋": "plus", "+": "plus", "−": "minus",
    "－": "minus", "-": "minus", "«": "previous", "‹": "previous", "»": "next", "›": "next",
}  # fmt: skip
"""What a control drawn as a bare symbol is taken to do (a row's ``⋮`` opens its menu)."""


_ARROWS = frozenset("«‹»›")
"""Arrows a pager's buttons are drawn as, which a text that is no control shows between a
breadcrumb's links (``Python » 3.11 » Library``): no ``next`` there."""
_DASHES = frozenset("-‐‑‒–—―−－")
"""Dashes, which a text that is no control shows for a blank value (a status not yet
set, an empty cell), not for a minus sign."""


def symbol_hint(name: str, *, control: bool = True) -> str:
    """The hint a name of symbols only gives (``⋮`` -> ``more``), or ``""``.

    ``control``: the element is one; a dash alone in a text that is none gives no hint.
    """
    if not glyph_only(name):
        return ""
    text = "".join(name.split())
    if not control and (set(text) <= _DASHES or set(text) <= _ARROWS):
        return ""  # a blank value, a breadcrumb's separator
    if len(set(text)) != 1:
        return ""  # several symbols ("✎🗑"): no one meaning
    return _SYMBOLS.get(text) or _SYMBOLS.get(text[0], "")


def words_of(text: str, *, names: bool = False) -> list[str]:
    """The meaningful words of a class list, id, file name or title (lower case).

    ``names``: the text names things for a program (a class list, an id), where a
    word of two letters is its shorthand (``ib``), not a word of a title (``as``).
    """
    if names:
        text = " ".join(_SIZED.sub("", token) for token in text.split())
    out: list[str] = []
    for raw in _SPLIT.split(text):
        w = raw.lower()
        numbered = _NUMBERED.fullmatch(w) if names else None
        if numbered:
            # A page numbered its record between two words (``rec1del``): both name it.
            out.extend(words_of(f"{numbered.group(1)} {numbered.group(2)}", names=True))
            continue
        if names and w in _SPELLED:
            out.append(_SPELLED[w])
            continue
        short = len(w) < (3 if names else 2) and w not in _SHORTHANDS
        if short or w in _NOISE or w.isdigit() or len(w) > 30 or glyph_only(w):
            continue
        if _GENERATED.search(w) or (_VOWELS.isdisjoint(w) and w not in _SHORTHANDS):
            continue
        out.append(w)
    return out


def _url_words(url: str) -> list[str]:
    if url.startswith("data:"):
        return []
    path = url.split("?", 1)[0].split("#", 1)
    tail = path[1] if len(path) > 1 and path[1] else path[0].rstrip("/").rsplit("/", 1)[-1]
    return words_of(tail.rsplit(".", 1)[0] if "." in tail else tail)


def _css_urls(strings: list[str]) -> dict[int, list[str]]:
    """String index -> the file-name words of the first image a CSS image value names."""
    out: dict[int, list[str]] = {}
    for i, v in enumerate(strings):
        if v.startswith(("url(", "image-set(")):
            m = _CSS_URL.search(v)
            words = _url_words(m.group(1)) if m else []
            if words:
                out[i] = words
    return out


class _Drawn:
    """The images CSS draws on the nodes of one document, looked up node by node."""

    def __init__(self, lay: dict[str, Any], urls: dict[int, list[str]]) -> None:
        self.urls = urls
        self.lay = lay
        self.styles: dict[int, list[int]] | None = None

    def words(self, node: int) -> list[str]:
        if not self.urls:
            return []
        if self.styles is None:
            # Made once, on the first node asked about.
            self.styles = first_entries(self.lay.get("nodeIndex", []), self.lay.get("styles", []))
        st = self.styles.get(node, ())
        return [w for j in DRAWN_IMAGES if j < len(st) for w in self.urls.get(st[j], ())]


_ICON_FONT = re.compile(r"\bmaterial-(?:icons|symbols)")
_SNAKE = re.compile(r"[a-z]{2,}(?:_[a-z]{2,})+")
"""An icon font's glyph name of two words or more (``star_outline``, ``more_vert``)."""
_ICON_CLASS_LIST = "mi ms msi mso mdi icon icons ico glyph glyphs symbol symbols material gi"
_ICON_CLASS_WORDS = frozenset(_ICON_CLASS_LIST.split())
"""Class words that say an element draws an icon font's glyph (``<i class="mi">``)."""
"""Class names of the icon fonts that draw a glyph from its name (``<span
class="material-icons">delete</span>``): the text is the glyph's name, not a label."""
_LIGATURE = re.compile(r"[a-z][a-z0-9_]{1,40}")
_MEANING = {"remove": "minus", "add": "plus", "clear": "close"}
"""Glyph names that read as another thing: Material's ``remove`` draws a minus sign (a
stepper's, not a removal), ``add`` a plus, ``clear`` a cross."""
_LIGATURE_LEVELS = 3
"""How many ancestors of an icon-font glyph it may stand for (the button it sits in); a
``<slot>`` on the way, and a component drawing the glyph in its shadow root, count none."""


def ligatures(snap: dict[str, Any]) -> dict[int, list[str]]:
    """Backend node id -> the icon-font glyph names it shows, the nearest first.

    For the glyph's element (and its text) and the few ancestors it sits in (a
    ``<button>`` whose only text is ``format_italic``, a row holding ``person_add`` and
    ``more_vert``).
    """
    strings: list[str] = snap.get("strings", [])
    # The snapshot's strings are shared: most pages name no icon font in any of them.
    fonts = {i for i, v in enumerate(strings) if "material-" in v and _ICON_FONT.search(v)}
    # A glyph name of two words or more (``mic_off``) in an ``<i>`` or ``<span>`` of its
    # own is one whatever the font's class is called (``<i class="mi">``).
    snakes = {i for i, v in enumerate(strings) if "_" in v and _SNAKE.fullmatch(v.strip())}
    docs = snap.get("documents", [])
    faces = [icon_face_nodes(d, strings) for d in docs]
    if not fonts and not snakes and not any(faces):
        return {}
    cls = strings.index("class") if "class" in strings else -1
    icon_tags = {i for i, v in enumerate(strings) if v in ("I", "SPAN")}
    s = string_at(strings)
    out: dict[int, list[str]] = {}
    for d, face in zip(docs, faces, strict=True):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        names: list[int] = nodes.get("nodeName", [])
        values: list[int] = nodes.get("nodeValue", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        glyphs: dict[int, str] = {}
        for i in face:
            # Text drawn in an icon font its element's style sheet sets (``<md-icon>``).
            par = parents[i] if i < len(parents) else -1
            if par >= 0 and i < len(names) and s(names[i]) == "#text":
                glyphs.setdefault(par, "")
        for i, pairs in enumerate(attrs if fonts else ()):
            for k in range(0, len(pairs) - 1, 2):
                if pairs[k] == cls and pairs[k + 1] in fonts:
                    glyphs[i] = ""
        if snakes:
            for i, v in enumerate(values):
                par = parents[i] if i < len(parents) else -1
                if v not in snakes or not 0 <= par < len(names) or names[par] not in icon_tags:
                    continue
                # Only under a class that says icon (``mi``, ``icon``): a code word in a
                # document's span (``dir_fd``) is text.
                words = re.split(r"[\s_-]+", class_of(attrs, par, s).lower())
                if _ICON_CLASS_WORDS.intersection(words):
                    glyphs.setdefault(par, "")
        if snakes:
            # A glyph a style sheet draws by name (Framework7's ``::after`` icons).
            for drawn, i, text in pseudo_glyphs(d, strings):
                glyphs.setdefault(i, text)
                if drawn < len(bids):
                    out.setdefault(bids[drawn], []).append(text)
        if not glyphs:
            continue
        for i, par in enumerate(parents):
            if par in glyphs and i < len(names) and s(names[i]) == "#text":
                text = s(values[i]).strip() if i < len(values) else ""
                if _LIGATURE.fullmatch(text):
                    glyphs[par] = text
                    if i < len(bids):
                        # The glyph's own text: a clickable wrapper's text stands for it.
                        out.setdefault(bids[i], []).append(text)
        for i, text in glyphs.items():
            up, level = i, 0
            while text and 0 <= up < len(bids) and level <= _LIGATURE_LEVELS:
                out.setdefault(bids[up], []).append(text)
                tag = s(names[up]) if up < len(names) else ""
                # A ``<slot>`` draws nothing of its own, and the component drawing the
                # glyph in its shadow root (``<mdui-icon>``) is the glyph: no level up.
                if tag != "SLOT" and not (up != i and level == 1 and "-" in tag):
                    level += 1
                up = parents[up] if up < len(parents) else -1
    return out


_DIRECTIONS = frozenset({"left", "right", "top", "bottom"})
"""Noise in a class name (``float-left``), meaning in a glyph's (``chevron_left`` goes back)."""


def glyph_words(text: str) -> list[str]:
    """The words an icon-font glyph's name says (``remove``: minus; ``chevron_left``)."""
    out: list[str] = []
    for piece in _MEANING.get(text, text).split("_"):
        out.extend([piece] if piece in _DIRECTIONS else words_of(piece))
    return out


_GLYPH_CLASS = re.compile(
    r"^(?:mdi|fa|bi|ri|ti|ph|gi|pi|glyphicon|ion|bx|bxs|las|lar|lab|icon|[a-z]{1,2}-(?:svg-)?i)"
    r"-([a-z][a-z0-9-]*)$",
    re.IGNORECASE,
)
"""An icon font's glyph class: ``mdi-pencil``, ``fa-trash``, ``bi-x-lg``, ``icon-trash``,
PrimeIcons' ``pi-pencil``, and a prefixed ``i-`` one, of a font or of an SVG icon set
(Kendo UI's ``k-i-trash``, ``k-svg-i-pencil``)."""
_GLYPH_NOISE_WORDS = (
    "spin pulse fw lg xs sm xl 1x 2x 3x 4x 5x rotate flip inverse border li stack solid"
    " regular light brands circle"
)
_GLYPH_NOISE = frozenset(_GLYPH_NOISE_WORDS.split())
"""What a glyph class says of its drawing (``fa-spin``, ``fa-lg``, the ring around
``k-svg-i-x-circle``), not of the glyph."""
_LOOK_WORDS = (
    "non selectable focusable hoverable actionable clickable helper content component only"
    " text flat round rounded dense raised plain outlined unelevated push severity"
    " standard tonal solid full font"
)
_LOOK = frozenset(_LOOK_WORDS.split())
"""Class words of a button around a glyph that say how it is drawn or behaves
(PrimeVue's ``p-component p-button-icon-only p-button-text``, Quasar's ``non-selectable
q-focusable q-hoverable``, Material's ``icon-button standard``), not what it does: beside
the glyph they are left out; Kendo UI's ``k-button-solid``, ``k-rounded-full`` and
``k-font-icon`` say its fill, its corners, that a font draws the glyph."""
_GLYPH_DEPTH = 2
"""How far above an icon-font glyph's text its font's class may sit (Quasar's ``<i
class="q-icon material-icons"><span>edit</span></i>``)."""


def _in_icon_font(i: int, parents: list[int], attrs: list[list[int]], s: Any) -> bool:
    """Whether text node ``i`` is drawn by an icon font's element just above it."""
    up = parents[i] if i < len(parents) else -1
    for _ in range(_GLYPH_DEPTH):
        if up < 0:
            return False
        if _ICON_FONT.search(class_of(attrs, up, s)):
            return True
        up = parents[up] if up < len(parents) else -1
    return False


def _filler(i: int, names: list[int], values: list[int], s: Any) -> bool:
    """Whether node ``i`` is a comment or blank text: nothing drawn, nothing said."""
    tag = s(names[i]) if i < len(names) else ""
    if tag == "#comment":
        return True
    return tag == "#text" and not (s(values[i]) if i < len(values) else "").strip()


def _glyph_class_words(classes: str) -> list[str]:
    """The words of the icon font glyphs a class list draws (``mdi-pencil`` → ``pencil``)."""
    out: list[str] = []
    for token in classes.split():
        m = _GLYPH_CLASS.match(token)
        if m is not None:
            out.extend(w for w in words_of(m.group(1), names=True) if w not in _GLYPH_NOISE)
    return out


_GLYPH_TAG = re.compile(r"^[a-z][a-z0-9]*-icon-([a-z][a-z0-9-]*)$", re.IGNORECASE)
"""A web component drawing one glyph, named by it: ``<x-icon-cancel--outlined>``."""


def _glyph_tag_words(tag: str) -> list[str]:
    """The words of the glyph a component's tag names (``x-icon-visibility-off`` → those).

    A BEM modifier after ``--`` says how it is drawn (``--outlined``), not which glyph.
    """
    m = _GLYPH_TAG.match(tag)
    if m is None:
        return []
    glyph = m.group(1).split("--", 1)[0]
    return [w for w in words_of(glyph, names=True) if w not in _GLYPH_NOISE]


def icon_hints(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """Hints for the nodes (backend node ids) in ``wanted``, where their look names them.

    An icon font's glyph class inside (``<i class="mdi-pencil mdi">``) comes first and,
    with the node's own words, is the whole hint; a BEM modifier class
    (``v-btn--size-small``, ``v-theme--light``) says how a node is drawn, so no word.
    """
    if not wanted:
        return {}
    strings: list[str] = snap.get("strings", [])
    s = string_at(strings)

    out: dict[int, str] = {}
    urls = _css_urls(strings)
    for d, hits in wanted_nodes(snap, wanted):
        bids, parents, names, values, attrs = d.bids, d.parents, d.names, d.values, d.attrs
        lay = d.doc.get("layout", {})
        drawn = _Drawn(lay, urls)
        laid: list[int] = lay.get("nodeIndex", [])
        shown: set[int] | None = None
        face: set[int] | None = None
        """The nodes drawn in an icon font (:mod:`iconfaces`), read if needed."""
        children = d.children
        for start in hits:
            words: list[str] = []
            glyphs: list[str] = []
            """The words of glyph classes inside (``mdi-pencil``)."""
            drawn_names: list[str] = []
            """The names of icon-font glyphs drawn inside (``format_italic``)."""
            own = 0
            """How many of ``words`` are the start node's own."""
            named: list[str] = []
            """The icons an attribute names (``uk-icon="trash"``)."""
            classed: set[str] = set()
            """The words of classes, which an icon an attribute names says better."""
            queue = [start]
            seen = 0
            record: frozenset[str] | None = None
            """The words of the row holding ``start`` (:mod:`recordwords`), read if needed."""
            cell = cell_bases(
                s(names[start]) if start < len(names) else "",
                attribute_of(attrs, start, s, "role"),
                attribute_of(attrs, start, s, "class"),
            )
            """A table cell's own classes naming it a cell (:mod:`cellclasses`)."""
            while (
                queue
                and seen < _MAX_NODES
                and (len(words) < _MAX_WORDS or not (glyphs or drawn_names))
            ):
                i = queue.pop(0)
                if _filler(i, names, values, s):
                    continue  # a template's markers and the blanks between tags (Lit's)
                seen += 1
                if i != start and laid and shown is None:
                    shown = set(laid)
                tag = s(names[i]) if i < len(names) else ""
                if i != start and shown is not None and i not in shown:
                    if tag == "SLOT":
                        # No box of its own: it draws what it is given (a shadow root's
                        # slot holding the icon its host was given).
                        queue.extend(children.get(i, ()))
                    continue  # not drawn (a closed menu inside a kebab button)
                if tag == "#text":
                    text = s(values[i]) if i < len(values) else ""
                    glyph = _LIGATURE.fullmatch(text.strip()) is not None
                    if glyph and face is None:
                        face = icon_face_nodes(d.doc, strings)
                    if glyph and (i in (face or ()) or _in_icon_font(i, parents, attrs, s)):
                        drawn_names.extend(glyph_words(text.strip()))
                    else:
                        words.extend(words_of(text))
                elif tag in ("STYLE", "SCRIPT"):
                    continue
                elif i != start and "-" in tag:
                    glyphs.extend(_glyph_tag_words(tag))
                words.extend(drawn.words(i))
                placed = i != start and tag in _PLACES
                pairs = attrs[i] if i < len(attrs) and not placed else []
                for k in range(0, len(pairs) - 1, 2):
                    key, value = s(pairs[k]), s(pairs[k + 1])
                    if key == "class":
                        if tag not in _SHAPES:
                            glyphs.extend(_glyph_class_words(value))
                            kept = " ".join(
                                w
                                for w in value.split()
                                if "--" not in w and not drawn_by_cell(w, cell)
                            )
                            said = words_of(meaningful_classes(kept), names=True)
                            classed.update(said)
                            words.extend(said)
                    elif key in _ICON_ATTRS:
                        named.extend(w for w in words_of(value) if w != _ICON_WORD)
                    elif key == "id":
                        # An id made of the row's record name says which row, not what.
                        if record is None:
                            record = _record(start, d, s)
                        words.extend(w for w in words_of(value, names=True) if w not in record)
                    elif key in _ATTRS or (key == "value" and tag == "BUTTON"):
                        # A button's value tells look-alikes apart (Quill's two list
                        # buttons, ``value="ordered"`` and ``value="bullet"``).
                        words.extend(words_of(value))
                    elif key in _TEST_ATTRS:
                        words.extend(words_of(value, names=True))
                    elif key.startswith("data-"):
                        # A handler's own mark (``data-remind="ENV-4471"``) says what the
                        # click does; its value only says which.
                        words.extend(
                            w for w in words_of(key[5:], names=True) if w not in _DATA_NOISE
                        )
                    elif key in _URL_ATTRS:
                        words.extend(_url_words(value))
                queue.extend(children.get(i, ()))
                if i == start:
                    own = len(words)
            if named:
                glyphs = named + glyphs
                own_part = [w for w in words[:own] if w not in classed]
                words = own_part + [w for w in words[own:] if w not in classed]
                own = len(own_part)
            if glyphs or drawn_names:
                # An icon font's glyph names what a person sees; the parts drawn around
                # it (a button's overlay, its content slot) say nothing more. A glyph's
                # drawn name follows the control's own words (its ``title``, *Italic*).
                own_words = [w for w in words[:own] if w not in _LOOK]
                words = glyphs + own_words + drawn_names
            unique = list(dict.fromkeys(words))[:_MAX_WORDS]
            if unique and not _STATE_WORDS.issuperset(unique):
                out[bids[start]] = " ".join(unique)
    return out


def _record(i: int, d: DocNodes, s: Any) -> frozenset[str]:
    """The words of the row or list item holding node ``i`` (see :mod:`recordwords`)."""
    return record_words(
        i,
        d.parents,
        lambda k: s(d.names[k]) if k < len(d.names) else "",
        lambda k: attribute_of(d.attrs, k, s, "role"),
        lambda k: s(d.values[k]) if k < len(d.values) else "",
        lambda t: words_of(t, names=True),
    )
