"""Checks for an element read as another role than the one Chromium's tree gives its node.

A finishing pass reads some nodes as what they are drawn as (a ``<div>`` drawn as a
drop-down, a link drawn as a tab, a checkbox's label standing for it). Found again, the
node has the tree's role, not the read's: each check says whether it is still the same
element (``True``/``False``) or that it has nothing to say (``None``). :mod:`sameness`
asks them in the order of :data:`DRAWN_AS`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from handrail.backends.browser.acting.livescripts import (
    CELL_NAME,
    ITEM_NAME,
    ITEM_TEXT,
    LINED_RECORD,
    STAR_PLACE,
    STEPPED_WORDS,
    TEXT,
    TIP,
)
from handrail.backends.browser.acting.livetext import GLYPH_NAME, LiveNode, in_order, squeezed
from handrail.backends.browser.passes.names.ratingstars import STARS
from handrail.backends.browser.passes.names.steppers import SIGNS
from handrail.vocab import Role, State

__all__ = ["DRAWN_AS", "NO_ROLE", "TOGGLES", "Check"]

Check = Callable[[LiveNode], Awaitable[bool | None]]
"""A check: whether the live node is still the element read, or ``None``: not its case."""

TOGGLES = frozenset({Role.CHECKBOX, Role.RADIO})
"""Check boxes and radio buttons."""
NO_ROLE = (Role.GENERIC, Role.GROUP)
"""What Chromium's tree makes of an element the page gave no role."""


async def drawn_select(n: LiveNode) -> bool | None:
    """A drop-down drawn by its class (:mod:`drawnselects`).

    Its words begin with its choice (or placeholder), or hold its chosen tags' words in
    order (which the read joins by commas), and its field's caption before it names it.
    """
    e = n.element
    if not (e.role is Role.COMBOBOX and not n.name and n.role in NO_ROLE):
        return None
    text, said = squeezed(await n.text(TEXT)), e.value or e.hint
    tags = ", " in said and in_order(said.replace(", ", " "), text)  # each with its button
    if not (text.startswith(squeezed(said)) or tags):
        return False
    return not e.name or await n.named_beside()


async def framed_choice(n: LiveNode) -> bool | None:
    """A read-only text box in a clickable frame, read as a drop-down (:mod:`fieldframes`).

    Named by its frame's words, its caption drawn beside its ``<input>``.
    """
    e = n.element
    if e.role is not Role.COMBOBOX or n.role is not Role.TEXTBOX or not e.has(State.READONLY):
        return None
    if n.name.strip():
        return " ".join(n.name.split()) == e.name
    return await n.named_beside()


async def rating_star(n: LiveNode) -> bool | None:
    """A star of a drawn rating, named by its place among its kin (:mod:`ratingstars`).

    Unnamed, or a radio button named by words ending with its place (``grade 4``).
    """
    e = n.element
    number = STARS.fullmatch(e.name)
    if number is None or n.role not in (e.role, Role.BUTTON, *NO_ROLE):
        return None
    said = n.name.split()
    if said and not (n.role is Role.RADIO and len(said) > 1 and said[-1] == number.group(1)):
        return None
    return bool(await n.run(STAR_PLACE) == int(number.group(1)))


async def clickable_words(n: LiveNode) -> bool | None:
    """A clickable element named by its words, its title or the text before it.

    A focusable element with no role (Vuetify's ``<span class="v-chip" tabindex=0>``) is
    an unnamed ``group`` in Chromium's own tree.
    """
    e = n.element
    if not (e.has(State.CLICKABLE) and not n.name and n.role in (e.role, *NO_ROLE)):
        return None
    titled = str((n.node.get("description") or {}).get("value") or "")
    if e.name and " ".join(titled.split()) == e.name:
        return True  # named by its title (an icon's ``title="Refresh"``)
    text = squeezed(await n.text(TEXT))
    if not text and e.name:
        # A switch drawn with no role, named by the text before it (``UPnP``).
        return await n.named_beside()
    # A card's name leaves out the words of the controls inside it ("Like · Reply"): its
    # words are still there, in order.
    return in_order(e.name, text)


async def owned_item(n: LiveNode) -> bool | None:
    """A clickable item of the menu a button owns (:mod:`ownedmenus`), by its words."""
    if n.element.role is not Role.MENUITEM or n.name or n.role not in (Role.LISTITEM, *NO_ROLE):
        return None
    return in_order(n.element.name, squeezed(await n.text(TEXT)))


async def standing_label(n: LiveNode) -> bool | None:
    """The label of a hidden checkbox stands for it (:mod:`hiddencontrols`)."""
    e = n.element
    if e.role not in TOGGLES or n.role not in (Role.LABEL, Role.GENERIC):
        return None
    text = squeezed(await n.text(TEXT))
    if not text and e.name:
        # A label holding only the box and its drawn knob (Framework7's
        # ``<span>Email digest</span><label class="toggle">``): named by the text before.
        return await n.named_beside()
    return squeezed(e.name) in text


async def same_named(n: LiveNode) -> bool | None:
    """Drawn as another role under the same name.

    An element drawn as what it reads as by its class (a switch, a tab, a radio button)
    and named by the page (``aria-label``); a link or button drawn as a tab (:mod:`tabrows`,
    :mod:`itemtabs`); a button drawn as a switch, a pill with a knob (:mod:`knobswitch`);
    a cell drawn as a header by its class (:mod:`headcells`).
    """
    e, role = n.element, n.role
    if n.name != e.name:
        return None
    drawn = (
        (e.has(State.CLICKABLE) and role is Role.GENERIC and bool(n.name))
        or (e.role is Role.TAB and role in (Role.LINK, Role.BUTTON))
        or (e.role is Role.SWITCH and role is Role.BUTTON)
        or (e.role is Role.COLUMNHEADER and role is Role.CELL)
    )
    return True if drawn else None


async def lined_record(n: LiveNode) -> bool | None:
    """A row's lone box in a frozen column, named by its record (:mod:`linedrecords`)."""
    e = n.element
    if e.role not in TOGGLES or n.role is not e.role or n.name or not e.name:
        return None
    lined = await n.run(LINED_RECORD) or ()
    return True if any(squeezed(str(w)) == squeezed(e.name) for w in lined) else None


async def checkable_cell(n: LiveNode) -> bool | None:
    """A checkable cell, its row's check box (:mod:`cellnames`), by its row and column."""
    e = n.element
    if e.role is not Role.CHECKBOX or n.role is not Role.CELL or n.name or not e.name:
        return None
    return squeezed(await n.text(CELL_NAME)) == squeezed(e.name)


async def item_toggle(n: LiveNode) -> bool | None:
    """An unnamed button read as its item's toggle or named by its look and item's words.

    A tree item's unnamed toggle is named as its item (:mod:`itemtoggles`); a button by
    its look and its item's words (:mod:`itemglyphbuttons`): ``delete vip``.
    """
    e = n.element
    if e.role is not Role.BUTTON or n.name or n.role not in (Role.BUTTON, *NO_ROLE):
        return None
    if not e.name:
        return None
    if squeezed(await n.text(ITEM_NAME)).startswith(squeezed(e.name)):
        return True
    words = " ".join((await n.text(ITEM_TEXT)).split())
    if words and e.name.casefold().endswith(" " + words.casefold()):
        return True
    return None


async def stepper_button(n: LiveNode) -> bool | None:
    """An unnamed button stepping a field, named by its field (:mod:`steppers`).

    Unnamed, named only by the glyph an icon font draws in it (``remove``, ``add``),
    which the read leaves out of names, or by the minus or plus sign it is written with.
    """
    e = n.element
    if e.role is not Role.BUTTON or n.role not in (Role.BUTTON, *NO_ROLE):
        return None
    if n.name and not GLYPH_NAME.fullmatch(n.name) and n.name.strip() not in SIGNS:
        return None
    way, _, field = e.name.partition(" ")
    if way not in ("Decrease", "Increase") or not field:
        return None
    want = squeezed(field).casefold()
    for words in await n.run(STEPPED_WORDS) or ():
        seen = squeezed(str(words)).casefold()
        if seen == want or seen.startswith(want + " ") or seen.rstrip(":") == want:
            return True
    return None


async def titled_button(n: LiveNode) -> bool | None:
    """A ``<button>`` kept out of the tree, named by its title (:mod:`titledbuttons`).

    Chromium's tree ignores it (``aria-hidden``) or gives it no role and no name; its
    ``title`` still says the read name.
    """
    e = n.element
    if e.role is not Role.BUTTON or n.name or not e.name:
        return None
    if not (n.node.get("ignored") or n.role in NO_ROLE):
        return None
    return " ".join((await n.text(TIP, ["title"])).split()) == e.name or None


DRAWN_AS: tuple[Check, ...] = (
    drawn_select,
    framed_choice,
    rating_star,
    clickable_words,
    owned_item,
    standing_label,
    same_named,
    lined_record,
    checkable_cell,
    item_toggle,
    stepper_button,
    titled_button,
)
"""The checks for a node whose tree role may differ from the read's, in the order asked."""
