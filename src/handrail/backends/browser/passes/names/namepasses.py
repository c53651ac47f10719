"""The names a read gives elements or takes from them, from the drafts alone.

Passes :func:`finish.finish_drafts` runs over the shaped drafts before they become nodes:
a card, cell, row or heading named by all its contents loses its controls' words
(:func:`without_controls_words`); a dialog the page left unnamed is named by its heading
or its first line (:func:`name_dialogs_by_heading`); a name of icon-font glyph names
loses them (:func:`unname_glyphs`); a shortcut glued to an item's label is parted from
it (:func:`unglue_shortcuts`); a clickable element with no words is named by its title
(:func:`named_by_title`) or its tooltip (:func:`named_by_tooltip`); a box named only by
a calendar's weekday headers is left unnamed (:func:`without_weekday_names`); a toggle's
name that ends by saying its state loses that ending (:func:`without_state_echo`).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from handrail.backends.browser.axdrafts import from_contents
from handrail.backends.browser.passes.kinds import DIALOGS, pressed
from handrail.backends.browser.passes.looks.hints import ligatures, tooltips
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "name_dialogs_by_heading",
    "named_by_title",
    "named_by_tooltip",
    "unglue_shortcuts",
    "unname_glyphs",
    "without_controls_words",
    "without_weekday_names",
]


_NAMED_BY_CONTENTS = frozenset({Role.CELL, Role.ROW, Role.LISTITEM})


_ROWS = frozenset({Role.CELL, Role.ROW})
"""Containers Chromium names by everything in them, their controls' names glued on
(``Akismet SettingsDeactivate``)."""


_HEADERS = frozenset({Role.COLUMNHEADER, Role.HEADING})
"""Headers whose clickables are controls of their own (a column's filter ⏷); a row header
is its row's title, and a link there names the row (:mod:`shape`)."""


def without_controls_words(drafts: list[Draft]) -> None:
    """A card, cell, row or heading named by all its contents loses its controls' names.

    Chromium names a focused ``<div tabindex=0>`` by everything in it (``… Like ·
    Reply``), unfocused by nothing, when the card is named by its own texts alone; the
    card keeps one name either way, and its controls are lines of their own. A table
    cell's row actions, glued to its words (``Akismet SettingsDeactivate``), are too,
    and so is a heading's menu button (``Course settings Course options``) or a column
    header's filter glyph (``Customer⏷``); a heading that is all one control's words (an
    accordion's) keeps them.
    """
    cards = {
        d.locator: d
        for d in drafts
        if (State.CLICKABLE in d.states or d.role in _NAMED_BY_CONTENTS or d.role in _HEADERS)
        and d.role not in INTERACTIVE_ROLES
        and d.name.strip()
    }
    if not cards:
        return
    inside: dict[str, list[tuple[str, ...]]] = {}
    apart: set[tuple[str, ...]] = set()
    """Controls named apart from their contents (a ``title``): a card's name may lack them."""
    titles: dict[str, int] = {}
    """Card -> the place in its controls of its first link."""
    owner_of: dict[str, str] = {}
    controls = {d.locator for d in drafts if d.role in INTERACTIVE_ROLES}
    """A select's options are its own, not the cell's."""
    controls_inside_controls = {d.locator for d in drafts if d.parent in controls}
    popped = _in_popups(drafts)
    """An open menu's items: Chromium leaves a menu out of its row's name."""
    # A cell holding several clickable elements with no role holds controls: an open
    # row menu's items (``⋮ View history Turn off campaign``), not the cell's words.
    pressed: dict[str, list[str]] = {}
    for d in drafts:
        owner = d.parent if d.parent in cards else owner_of.get(d.parent or "")
        if owner is None:
            continue
        owner_of[d.locator] = owner
        if cards[owner].role is Role.CELL and d.locator in cards and d.role not in _ROWS:
            pressed.setdefault(owner, []).append(d.locator)
    menus = {x for ls in pressed.values() if len(ls) > 1 for x in ls}
    for d in drafts:
        owner = owner_of.get(d.locator)
        if owner is None:
            continue
        said = tuple(" ".join(t.split()) for t in (d.name, d.value or "") if t.strip())
        acts = d.role in INTERACTIVE_ROLES or d.locator in menus
        # A clickable inside a header is its control (a filter's ⏷), not its words.
        acts = acts or (State.CLICKABLE in d.states and cards[owner].role in _HEADERS)
        if acts and said and d.parent not in controls:
            # Buttons, links, fields (by their name, or the value Chromium names the cell
            # by: a grade's 92, a select's Resident): a clickable text inside (a row's
            # title) is the card's own words (:mod:`shape` names a row by it).
            inside.setdefault(owner, []).append(said)
            if not from_contents(d.named) or d.locator in popped:
                apart.add(said)
            if d.role is Role.LINK and owner not in titles:
                titles[owner] = len(inside[owner]) - 1
    # Every control's words under each row, its cells' too (a row's check box).
    every: dict[str, list[tuple[str, ...]]] = {}
    rows_held = any(c.role is Role.ROW for c in cards.values())
    parent_of = {d.locator: d.parent for d in drafts} if rows_held else {}
    for d in drafts if rows_held else ():
        if d.role in INTERACTIVE_ROLES and d.locator not in controls_inside_controls:
            said = tuple(" ".join(t.split()) for t in (d.name, d.value or "") if t.strip())
            up = d.parent
            for _ in range(8):
                if up is None:
                    break
                if up in cards and said and cards[up].role is Role.ROW:
                    every.setdefault(up, []).append(said)
                    if d.locator in popped:
                        apart.add(said)
                up = parent_of.get(up)
    rows = [x for x in every if x not in inside]
    for locator, names in [*inside.items(), *((x, []) for x in rows)]:
        card = cards[locator]
        text = " ".join(card.name.split())
        if card.role is Role.ROW:
            # A row's name holds its cells' controls too: a check box, row actions.
            first = names[titles[locator]] if locator in titles else None
            names = every.get(locator, names)
            if first is not None:
                titles[locator] = names.index(first)
        title = titles.get(locator) if card.role is not Role.CELL else None
        if title is not None and not _before(text, names[title], names):
            # A link a row or card begins with, past its check box (a row's "Hannah
            # Weiss") is the record's title: its words, not a row action. A cell's own
            # link is shown as the link.
            names = names[:title] + names[title + 1 :]
        for control in reversed(names):
            at, words = next(((text.rfind(w), w) for w in control if w in text), (-1, ""))
            if at < 0 and control in apart:
                continue  # an icon named by its tooltip, which Chromium leaves out
            if at < 0:
                break  # not named by all its contents: its own texts name it already
            text = (text[:at].rstrip() + " " + text[at + len(words) :].lstrip()).strip()
        else:
            if text or card.role in _NAMED_BY_CONTENTS:
                card.name = text  # a cell of row actions alone names nothing
            if not text and card.role is Role.CELL:
                # A cell whose words are all its controls' holds them (a date picker's
                # day, <td> with a listener around <a>15</a>): a press on it is theirs.
                card.states.discard(State.CLICKABLE)


_POPUPS = frozenset({Role.MENU, Role.LISTBOX})


def _in_popups(drafts: list[Draft]) -> set[str]:
    """Locators of the drafts inside a menu or list box (drafts come parents first)."""
    held = {d.locator for d in drafts if d.role in _POPUPS}
    for d in drafts:
        if d.parent in held:
            held.add(d.locator)
    return held


def _before(text: str, link: tuple[str, ...], others: list[tuple[str, ...]]) -> str:
    """The words of ``text`` before ``link``'s, past the words of other controls there."""
    at = next((text.find(w) for w in link if w in text), -1)
    if at < 0:
        return "?"  # not named by it: nothing to keep
    head = text[:at]
    for control in others:
        if control == link:
            continue
        for w in control:
            head = head.replace(w, " ", 1) if w in head else head
    return head.strip()


_DIALOG_NAME_CHARS = 120


_TITLE_CHARS = 60
"""The longest first line of a dialog read as its title."""


def name_dialogs_by_heading(drafts: list[Draft]) -> None:
    """A dialog the page left unnamed takes its first heading's words as its name.

    A modal built of ``<div role=dialog>`` with an ``<h2>`` but no ``aria-labelledby``
    is told by that heading, as a person reads it (``dialog "Delete 3 files?"``); one
    with no heading by a question its text begins with (``<b>Discard draft?</b>``), or
    by a short first line that is no sentence (``Create guest code`` over its field);
    one whose first part is a focusable panel with its words folded in by the question
    they begin with.
    """
    open_dialogs: dict[str, Draft] = {}
    by_locator: dict[str, Draft] = {}
    begun: set[str] = set()
    """Dialogs with something in them already: a line after that is no title."""
    for d in drafts:
        if d.role in DIALOGS and not d.name.strip():
            open_dialogs[d.locator] = d
            continue
        if not open_dialogs:
            continue
        by_locator = by_locator or {x.locator: x for x in drafts}
        owner = d.parent
        for _ in range(32):
            if owner is None or owner in open_dialogs:
                break
            up = by_locator.get(owner)
            owner = up.parent if up is not None else None
        if owner is None or owner not in open_dialogs:
            continue
        words = " ".join(d.name.split())
        plain = d.role is Role.TEXT and d.value is None and State.CLICKABLE not in d.states
        short = plain and bool(words) and len(words) <= _DIALOG_NAME_CHARS
        question = short and words.endswith("?")
        title = short and owner not in begun and len(words) <= _TITLE_CHARS and words[-1:].isalnum()
        asked = "" if owner in begun else _panel_question(d, words)
        if words or d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states:
            begun.add(owner)
        if asked:
            open_dialogs.pop(owner).name = asked
        elif words and (d.role is Role.HEADING or question or title):
            open_dialogs.pop(owner).name = words[:_DIALOG_NAME_CHARS]


_QUESTION = re.compile(r"[^?.!]{1,118}\?(?=\s|$)")
"""A question a dialog's words begin with (``Delete message?``)."""


def _panel_question(d: Draft, words: str) -> str:
    """The question the words of a dialog's focusable panel begin with, if they do.

    mdui's dialog focuses a ``<div tabindex=0>`` panel holding its headline, its
    description and its buttons: Chromium names nothing by them, and the read folds its
    words into the panel (``clickable Delete message? It will be gone for good.``).
    """
    if d.role in INTERACTIVE_ROLES or State.CLICKABLE not in d.states:
        return ""
    found = _QUESTION.match(words)
    return found.group(0).strip() if found else ""


def unname_glyphs(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """A control named by an icon font's glyph name (``format_italic``) is unnamed.

    Chromium names it by its text, which is what the font draws a picture of; its look is
    its hint (its ``title``, the glyph's words), as for any icon, so ``remove`` (a minus
    sign) reads as one and a title the page gave it is read. A control the page named
    keeps its name ("Post now"), and the glyph's text inside it (``post``) is no line of
    its own.
    """
    found: dict[str, dict[int, list[str]]] = {}
    given: dict[str, str] = {}
    """Locator of a control the page named -> the glyph it shows."""
    drop: set[str] = set()
    drawn: dict[str, str] = {}
    """Locator of an unnamed element (a ``::after``) -> the glyph it draws by name."""
    for d in drafts:
        if d.role is Role.TEXT and d.parent in given and d.name.strip() == given[d.parent]:
            drop.add(d.locator)
            continue
        if d.role is Role.TEXT and d.bid is None and d.name.strip() == drawn.get(d.parent or ""):
            drop.add(d.locator)  # the text a style sheet draws as an icon, by name
            continue
        if d.bid is None or d.sid not in snaps:
            continue
        glyphs = found.get(d.sid)
        if glyphs is None:
            glyphs = found[d.sid] = ligatures(snaps[d.sid])
        shown = glyphs.get(d.bid)
        if not shown:
            continue
        if not d.name:
            drawn[d.locator] = shown[0]
            continue
        glyph = shown[0]
        if not from_contents(d.named):
            given[d.locator] = glyph
            continue  # a name the page gave ("Enable shuffle") says what it means
        # The glyphs' names alone, or as words of a name made of the contents (a button
        # "send Send now", a row whose cells hold "person_add" and "more_vert").
        d.name = _without_glyphs(d.name, shown)
    return [d for d in drafts if d.locator not in drop] if drop else drafts


_GLUED_SHORTCUT = re.compile(
    r"(?<=[a-z)…])(?=(?:Ctrl|Cmd|Alt|Shift|Option|Meta|[⌘⌥⇧⌃])(?:\s*\+|[⌘⌥⇧⌃]|\s*[A-Z0-9/.,;\[\]-]\b))"
)
"""A shortcut shown in its own span right after an item's label, with no space between
(``Keyboard shortcutsCtrl+/``, ``Undo⌘Z``): Chromium joins the two pieces."""


def unglue_shortcuts(drafts: list[Draft]) -> None:
    """Part a control's label from the shortcut glued to it (``Keyboard shortcuts Ctrl+/``)."""
    for d in drafts:
        if d.name and d.role in INTERACTIVE_ROLES and from_contents(d.named):
            d.name = _GLUED_SHORTCUT.sub(" ", d.name)


def _without_glyphs(name: str, glyphs: list[str]) -> str:
    """``name`` without the glyph names it holds as words or glued to each other.

    Icons side by side with no space between read ``file_downloaddeletemore_vert``; a glyph
    glued to a tooltip shown inside its control (``syncSync all``) leaves the tooltip.
    """
    order = sorted(set(glyphs), key=len, reverse=True)
    budget = Counter(glyphs)
    """Each glyph shown once goes once: ``history Clear history`` keeps its last word."""
    kept = []
    for word in name.split(" "):
        rest, took = word, Counter[str]()
        while rest and (
            glyph := next((g for g in order if rest.startswith(g) and budget[g] > took[g]), None)
        ):
            rest = rest[len(glyph) :]
            took[glyph] += 1
        if rest == word or (rest and not rest[:1].isupper()):
            kept.append(word)  # no glyph, or a word that only begins like one ("deleted")
            continue
        budget.subtract(took)
        if rest:
            kept.append(rest)
    return " ".join(kept).strip()


_TITLE_NAME_CHARS = 80


def named_by_title(drafts: list[Draft]) -> None:
    """A clickable element with no role and no words is named by its title.

    ``<span class="ico" title="Refresh">``: a person hovering reads the tooltip as what
    the icon does, and Chromium gives it as the description of an element its role
    leaves unnamed. It is the name; a glyph's title (``▶`` titled *Run query*) stays its
    tip, the glyph its name.
    """
    for d in drafts:
        if d.name.strip() or not d.desc or len(d.desc) > _TITLE_NAME_CHARS:
            continue
        if pressed(d):
            d.name, d.desc = " ".join(d.desc.split()), ""
            # Named by an attribute, not its contents: a row's name does not hold it.
            d.named = {"sources": [{"type": "attribute", "attribute": "title", "value": d.name}]}


_WEEKDAYS = frozenset(
    (
        *("sun", "mon", "tue", "wed", "thu", "fri", "sat"),
        *("su", "mo", "tu", "we", "th", "fr", "sa"),
        *("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"),
    )
)


def without_weekday_names(drafts: list[Draft]) -> None:
    """A clickable box named only by a calendar's weekday headers is left unnamed.

    flatpickr's open calendar is a ``<div>`` with a listener of its own; less its days
    and buttons, its words are ``Sun Mon Tue Wed Thu Fri Sat``, which name nothing. Its
    days are named by their dates, each a line of its own.
    """
    for d in drafts:
        if State.CLICKABLE not in d.states or d.role in INTERACTIVE_ROLES:
            continue
        words = d.name.casefold().split()
        if len(words) >= 5 and all(w.strip(".,") in _WEEKDAYS for w in words):
            d.name = ""


def named_by_tooltip(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """A link or button with no words is named by the tooltip its page's script shows.

    Bootstrap's ``<a class="btn" data-bs-title="Share link"><i class="bi bi-link">``:
    Bootstrap sets no ``aria-label`` when the tip is given by ``data-bs-title``, and the
    icon's hint was its id and attribute names (``share title``). The tip is its name
    (``acting/renamed.py`` finds it again by it), no description beside it.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is None or d.name.strip() or d.value:
            continue
        if d.role not in (Role.LINK, Role.BUTTON):
            continue  # a clickable span's tip stays its hint, with its glyph's words
        wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, by_bid in wanted.items():
        if sid not in snaps:
            continue
        for bid, tip in tooltips(snaps[sid], set(by_bid)).items():
            d = by_bid[bid]
            if len(tip) <= _TITLE_NAME_CHARS and (not d.desc or d.desc == tip):
                d.name, d.desc = tip, ""
                d.named = {"sources": [{"type": "attribute", "value": tip}]}
