"""Checks for an element a finishing pass named otherwise than Chromium's tree names it.

Found again with the role it was read with, a node may still carry another name in the
tree: the read left a state, a check mark, a drawn letter or a glyph name out of it,
named it by the text beside it, by its cell, its group or its header, or by the choice it
shows. Each check says whether the node is still the element read (``True``/``False``)
or that it has nothing to say (``None``); :mod:`sameness` asks them in the order of
:data:`RENAMED`, after the node's role was found to be the one read.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from handrail.backends.browser.acting.drawnas import TOGGLES, Check
from handrail.backends.browser.acting.hostlabel import HOST_NAME
from handrail.backends.browser.acting.itemcaption import ITEM_CAPTION
from handrail.backends.browser.acting.livescripts import (
    AFTER_ITS_LABEL,
    CELL_NAME,
    CELL_WORDS,
    CLASSES,
    COLUMN_OVER,
    CONTROL_NAMES,
    DRAWN_CHARS,
    FACES,
    GROUP_VALUES,
    HEADER_BOX,
    HEADER_WORDS,
    HOLDER_WORDS,
    ITEM_TEXT,
    LABEL_AFTER,
    SELECT_TEXT,
    TEXT,
    TIP,
)
from handrail.backends.browser.acting.livetext import (
    GLYPH_NAME,
    LiveNode,
    glyphs_apart,
    in_order,
    squeezed,
)
from handrail.backends.browser.axdrafts import by_placeholder
from handrail.backends.browser.passes.names.chosennames import unchosen
from handrail.backends.browser.passes.names.emptylabels import unnamed_placeholder
from handrail.backends.browser.passes.names.fieldnames import field_words
from handrail.backends.browser.passes.names.groupradios import group_place_names
from handrail.backends.browser.passes.names.headerboxes import SELECT_ALL
from handrail.backends.browser.passes.names.idnames import names_own_id
from handrail.backends.browser.passes.names.slidernames import slider_end
from handrail.backends.browser.passes.names.statenames import STATED, said_state, unopened, unsaid
from handrail.backends.browser.passes.names.swapfaces import FACE_CLASS, drawn_face
from handrail.backends.browser.passes.states.checkmarks import MARKED_ROLES, marked
from handrail.backends.browser.roles import state_named
from handrail.vocab import Role, State

__all__ = ["RENAMED"]

_HOLDERS = frozenset({Role.CELL, Role.ROW, Role.LISTITEM, Role.COLUMNHEADER, Role.HEADING})
"""What Chromium names by everything in it, the names of the controls inside glued on,
and an observation names without them (``browser.finish``)."""
_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX})
"""Fields a <label> over them names where their placeholder would (:mod:`besidetext`)."""
_NAMED_BY_TEXT = frozenset(
    {Role.SWITCH, Role.CHECKBOX, Role.RADIO, Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX}
    | {Role.SLIDER, Role.SPINBUTTON, Role.LISTBOX}
)
"""Roles of controls an observation names by the text before them when the page did not."""
_SORT_BY = "Sort by "
"""How :mod:`sortbuttons` names a header's bare sort control, before its column."""


def _renamed(n: LiveNode) -> bool:
    """Whether the tree names the node otherwise than the read did."""
    return n.name != n.element.name


async def said_apart(n: LiveNode) -> bool | None:
    """A name the read took a state, a check mark, a choice or a verb out of.

    A label saying its state, read without it; its check mark drawn into its name; the
    choice its name says, read as its value; a disclosure's label without its verb.
    """
    e, name = n.element, n.name
    if not _renamed(n):
        return None
    if n.role in STATED and (bare := unsaid(name)) is not None:
        return bare[0] == e.name
    if n.role in MARKED_ROLES and (bare_mark := marked(name)) is not None:
        return bare_mark[0] == e.name
    if e.value and (chosen := unchosen(name)) is not None:
        return chosen[0] == e.name
    if (opened := unopened(name)) is not None:
        return opened[0] == e.name
    return None


async def tip_named(n: LiveNode) -> bool | None:
    """Named by its tooltip (Bootstrap's ``data-bs-title``)."""
    if n.name or not n.element.name:
        return None
    return True if await n.named_by_tip() else None


async def glyph_named(n: LiveNode) -> bool | None:
    """Named by an icon font's glyph (``format_italic``), which the read leaves out."""
    return True if not n.element.name and GLYPH_NAME.fullmatch(n.name) else None


async def id_named(n: LiveNode) -> bool | None:
    """Labelled by its own id, which the read leaves out (:mod:`idnames`)."""
    if n.element.name or not n.name:
        return None
    return True if names_own_id(n.name, await n.text(TIP, ["id"]), n.role.value) else None


async def drawn_letters(n: LiveNode) -> bool | None:
    """Letters of an icon font or a ``+`` drawn by ``::before``, left out (:mod:`drawnletters`)."""
    if not _renamed(n) or not any(len(w) == 1 for w in n.name.split()):
        return None
    drawn = Counter(str(c) for c in await n.run(DRAWN_CHARS) or ())
    kept = []
    for word in n.name.split():
        if len(word) == 1 and drawn[word] > 0:
            drawn[word] -= 1
            continue
        kept.append(word)
    return True if " ".join(kept) == n.element.name else None


async def state_words(n: LiveNode) -> bool | None:
    """Named by the state or both states it draws (``OFF``, ``Off On``; :mod:`statenames`).

    Then by the text after its label, or beside it.
    """
    e, name = n.element, n.name
    if not e.name or not _renamed(n) or not state_named(n.role, name):
        return None
    if len(name.split()) == 2:
        after = squeezed(await n.text(AFTER_ITS_LABEL))
        return after.casefold().startswith(squeezed(e.name).casefold())
    return await n.named_beside()


async def highlighted_option(n: LiveNode) -> bool | None:
    """An option drawing what a press does after its words (:mod:`highlights`).

    Or a chosen item named apart from its remove button (:mod:`chosenitems`).
    """
    e = n.element
    if n.role is not Role.OPTION or not e.name or not n.name.startswith(e.name + " "):
        return None
    press = " ".join((await n.text(SELECT_TEXT)).split())
    rest = " ".join(n.name[len(e.name) :].split())
    if press and rest == press:
        return True
    said = await n.run(CONTROL_NAMES) or ()
    return bool(rest) and rest == " ".join(" ".join(str(w).split()) for w in said)


async def told_by_item(n: LiveNode) -> bool | None:
    """A button its items repeat, told by its item's words (:mod:`itemremovers`).

    Or a header's shared sort button, told by its column (:mod:`sortbuttons`).
    """
    e, name = n.element, n.name
    if n.role is not Role.BUTTON or not name:
        return None
    if e.name.startswith(name + " "):
        item = squeezed(await n.text(ITEM_TEXT))
        rest = squeezed(e.name[len(name) :])
        if rest and rest.casefold() in item.casefold():
            return True
    return True if e.name.endswith(": " + name) else None


async def sort_link(n: LiveNode) -> bool | None:
    """A header's bare sort link, named by its column (:mod:`sortbuttons`)."""
    e = n.element
    if n.name or not e.name.startswith(_SORT_BY):
        return None
    column = squeezed(await n.text(HEADER_WORDS))
    return bool(column) and squeezed(_SORT_BY + column) == squeezed(e.name)


async def shown_choice(n: LiveNode) -> bool | None:
    """Named by its label and the choice it shows (:mod:`shownchoices`).

    An icon font's glyph names before them are left out, as the read leaves them out.
    """
    e = n.element
    if n.role not in (Role.LINK, Role.BUTTON) or not e.value or not _renamed(n):
        return None
    parts, want = n.name.split(), squeezed(f"{e.name} {e.value}")
    while parts and squeezed(" ".join(parts)) != want and GLYPH_NAME.fullmatch(parts[0]):
        parts = parts[1:]
    return True if parts and squeezed(" ".join(parts)) == want else None


async def shown_value(n: LiveNode) -> bool | None:
    """A drop-down named by the choice it shows, read as its value.

    Named by the box showing its choice (:mod:`shownvalue`): the same node showing the
    same choice. Named by that choice in the full tree and unnamed in the node's own (AG
    Grid's select editor, a ``role=combobox`` box holding its choice's text): the same
    box if it still shows that choice.
    """
    e = n.element
    if n.role is not Role.COMBOBOX or not e.value:
        return None
    if n.name == e.value:
        return True
    if not n.name and e.name == e.value:
        shown = str((n.node.get("value") or {}).get("value") or "")
        return " ".join(shown.split()) == " ".join(e.value.split())
    return None


async def cell_named(n: LiveNode) -> bool | None:
    """An unnamed toggle named by its row and column in a table (:mod:`cellnames`)."""
    e = n.element
    if n.name or not e.name or e.role not in TOGGLES | {Role.SWITCH}:
        return None
    by_cell = await n.text(CELL_NAME)
    return True if by_cell and squeezed(by_cell) == squeezed(e.name) else None


async def header_box(n: LiveNode) -> bool | None:
    """A header's bare box, named ``Select all`` (:mod:`headerboxes`) while it still is one."""
    e = n.element
    if n.name.strip() or e.role is not Role.CHECKBOX or e.name != SELECT_ALL:
        return None
    return bool(await n.run(HEADER_BOX))


async def row_toggle(n: LiveNode) -> bool | None:
    """A tree grid's unnamed row toggle, named by its cell (:mod:`rowtoggles`)."""
    e = n.element
    if n.name.strip() or e.role is not Role.BUTTON or not e.name:
        return None
    words = squeezed(await n.text(CELL_WORDS))
    return True if words and words == squeezed(e.name) else None


async def record_row(n: LiveNode) -> bool | None:
    """An unnamed row of a table named by its cells' words (:mod:`recordrows`).

    Its text begins with them (a cell's words may be drawn twice: w2ui's).
    """
    e = n.element
    if n.name.strip() or e.role is not Role.ROW or n.role is not Role.ROW or not e.name:
        return None
    return squeezed(await n.text(TEXT)).startswith(squeezed(e.name))


async def column_named(n: LiveNode) -> bool | None:
    """An unnamed field drawn over a table's cell, named by its column (:mod:`columnfields`)."""
    e = n.element
    if n.name.strip() or not e.name or e.role not in _FIELDS | {Role.SPINBUTTON}:
        return None
    column = await n.text(COLUMN_OVER)
    return True if column and squeezed(column) == squeezed(e.name) else None


def _named_handle(seen: str, end: str) -> bool:
    """Whether ``seen`` is how an unnamed handle moving ``end`` (``""``: none said) reads."""
    last = seen.rsplit(" ", 1)[-1].casefold()
    said = last in ("lower", "upper", "min", "max", "start", "end")
    return last == end if said else not end


async def slider_named(n: LiveNode) -> bool | None:
    """An unnamed slider named by its field's name (:mod:`fieldnames`).

    Or by its caption and the end it moves (:mod:`slidernames`).
    """
    e = n.element
    if n.name.strip() or not e.name or e.role is not Role.SLIDER:
        return None
    if field_words(await n.text(TIP, ["name"])) == e.name:
        return True
    return True if _named_handle(e.name, slider_end(await n.text(CLASSES))) else None


async def item_captioned(n: LiveNode) -> bool | None:
    """A field named by its placeholder, read by its form item's caption (:mod:`itemcaptions`)."""
    if not _renamed(n) or not n.element.name or n.role not in _FIELDS:
        return None
    if not by_placeholder(n.node.get("name")):
        return None
    return True if squeezed(await n.text(ITEM_CAPTION)) == squeezed(n.element.name) else None


async def label_over(n: LiveNode) -> bool | None:
    """A field named by its placeholder, read by the ``<label>`` over it (:mod:`besidetext`)."""
    if not _renamed(n) or not n.name.strip() or not n.element.name or n.role not in _FIELDS:
        return None
    return await n.named_beside() if by_placeholder(n.node.get("name")) else None


async def face_named(n: LiveNode) -> bool | None:
    """A toggle labelled by both faces, read by the one drawn (:mod:`swapfaces`)."""
    e = n.element
    if not e.name or not _renamed(n) or n.role not in TOGGLES | {Role.SWITCH}:
        return None
    faces = await n.run(FACES, FACE_CLASS.pattern)
    if not isinstance(faces, dict):
        return None
    drawn = {str(k): str(v) for k, v in faces.items()}
    return True if any(drawn_face(n.name, drawn, on) == e.name for on in (True, False)) else None


def _group_name(found: dict[str, Any]) -> list[str]:
    """The name :mod:`groupradios` gives a radio button at ``found``'s place, or none."""
    values, at = found.get("values"), found.get("at")
    if not isinstance(values, list) or not isinstance(at, int) or not 0 <= at < len(values):
        return []
    return [group_place_names([str(v) for v in values])[at]]


async def group_named(n: LiveNode) -> bool | None:
    """An unnamed radio button named by its value or place in its group (:mod:`groupradios`)."""
    if n.name.strip() or not n.element.name or n.role is not Role.RADIO:
        return None
    values = await n.run(GROUP_VALUES)
    named = isinstance(values, dict) and n.element.name in _group_name(values)
    return True if named else None


async def text_named(n: LiveNode) -> bool | None:
    """An unnamed control named by what the read found for it.

    A stepper's field, by its item's title (:mod:`steppers`); a field by the custom
    element it fills (:mod:`hostnames`) or by the placeholder an empty label hid
    (:mod:`emptylabels`); else by the text before it (``<span>SPI Firewall</span> <input
    role=switch>``) or a ``<label>`` labelling nothing after its wrapper
    (:mod:`orphanlabels`); a switch by the words of the list item holding it, drawn in
    that item's shadow root (:mod:`heldcontrols`).
    """
    e = n.element
    if n.name.strip() or not e.name or e.role not in _NAMED_BY_TEXT:
        return None
    item = " ".join((await n.text(ITEM_TEXT)).split())
    if item and squeezed(item) == squeezed(e.name):
        return True
    holder = await n.text(HOLDER_WORDS)
    if holder and squeezed(holder) == squeezed(e.name):
        return True
    host = await n.text(HOST_NAME)
    if host and squeezed(host) == squeezed(e.name):
        return True
    if unnamed_placeholder(n.node.get("name")) == e.name:
        return True
    if await n.named_beside():
        return True
    after = await n.text(LABEL_AFTER)
    return bool(after) and squeezed(after).rstrip(":") == squeezed(e.name)


async def host_labelled(n: LiveNode) -> bool | None:
    """A button named by the custom element it is drawn in (:mod:`hostlabels`).

    Web Awesome's tooltip names the ``<wa-button>`` host by ``aria-labelledby``; its
    ``aria-label`` names one whose button shows other words, *HEX* for *Toggle color
    format* (:mod:`controlparts`).
    """
    e = n.element
    if e.role is not Role.BUTTON or not e.name:
        return None
    host = await n.text(HOST_NAME)
    return True if host and squeezed(host) == squeezed(e.name) else None


async def text_piece(n: LiveNode) -> bool | None:
    """A text's name is its block's pieces joined: the node (the first piece) begins it."""
    if n.element.role is not Role.TEXT or not _renamed(n):
        return None
    return bool(n.name.strip()) and squeezed(n.element.name).startswith(squeezed(n.name))


async def holder_words(n: LiveNode) -> bool | None:
    """A cell named by its words, less its controls' names.

    *Restore* over *Restore Delete forever*, the button's; unnamed over a ⋮: the same
    words once those are taken out.
    """
    if not _renamed(n) or n.role not in _HOLDERS:
        return None
    rest, want = n.name, squeezed(n.element.name)
    for said in reversed(await n.run(CONTROL_NAMES) or ()):
        words = " ".join(str(said).split())
        at = rest.rfind(words) if words else -1
        if at >= 0:
            rest = rest[:at] + " " + rest[at + len(words) :]
        if squeezed(rest) == want:
            return True
    return None


async def words_apart(n: LiveNode) -> bool | None:
    """A name the read took glued or added words out of.

    A label and the shortcut glued to it, parted (``Undo ⌘Z``); a label that says its
    state, read without it (``… (unchecked)``); its icons' glyph names left out of a name
    made of its contents (a row's ``person_add``, shown once it is focused; ``visibility
    Preview``), and a card's the words of the controls inside it (``Like · Reply``).
    """
    e, name = n.element, n.name
    if not _renamed(n) or not e.name:
        return None
    if squeezed(name) == squeezed(e.name):
        return True
    said = said_state(name)
    if said is not None and said[0] == e.name:
        return True
    if e.has(State.CLICKABLE) and in_order(e.name, squeezed(name)):
        return True
    return glyphs_apart(name, e.name)


RENAMED: tuple[Check, ...] = (
    said_apart,
    tip_named,
    glyph_named,
    id_named,
    drawn_letters,
    state_words,
    highlighted_option,
    told_by_item,
    sort_link,
    shown_choice,
    shown_value,
    cell_named,
    header_box,
    row_toggle,
    record_row,
    column_named,
    slider_named,
    item_captioned,
    label_over,
    face_named,
    group_named,
    text_named,
    host_labelled,
    text_piece,
    holder_words,
    words_apart,
)
"""The checks for a node of the role read, in the order asked."""
