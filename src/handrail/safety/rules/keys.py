"""The risk policy's rules for keys: Enter that submits, Space that presses, Delete.

Enter in a field of a form submits that form (implicit submission, with or without a
button), so it is judged by what the form is for: its committing button if it has one,
else its purpose (title, hint, headings, labels). Keys that move a committing widget
("Slide to transfer") to an end are judged like pressing it.
"""

from __future__ import annotations

import itertools
import math
import re
from abc import ABC, abstractmethod

import handrail.safety.patterns as p
from handrail.actions import Action
from handrail.gate import Verdict
from handrail.geometry import Rect
from handrail.keys import SHIFTED
from handrail.model import Element
from handrail.safety.rules.context import destructive_code
from handrail.safety.rules.people import tags_field
from handrail.safety.rules.sections import saves_live
from handrail.safety.rules.view import (
    ALLOW,
    CHOICE_ROLES,
    COMMIT_ROLES,
    EDITABLE_ROLES,
    ENTER_REACH,
    SELECTION_ROLES,
    TOGGLE_ROLES,
    VALUE_COMMIT_ROLES,
    Assessment,
    View,
    beside,
    called,
    label_of,
)
from handrail.vocab import Role, State

__all__ = ["KeyRules"]

_ENTER = frozenset({"Return", "KP_Enter"})
_ENTER_RISKS = frozenset(
    {
        "pay", "donate", "transfer", "purchase", "trade", "send", "submit", "register",
        "publish", "post", "grant", "revoke", "security", "account", "restart", "lock",
        "reset", "cancel", "confirm",
    }
)  # fmt: skip
"""What a button Enter may press does: a row's trash or a chip's × is no form's Enter,
though a dialog's button that confirms a deletion is (see ``_committing_button``)."""
_MOVES = frozenset(
    {"End", "Home", "Right", "Left", "Up", "Down", "Page_Up", "Page_Down", "KP_End", "KP_Home"}
)


_MOD_NAMES = {
    "ctrl": r"(?:ctrl|control|⌃)",
    "alt": r"(?:alt|option|opt|⌥)",
    "shift": r"(?:shift|⇧)",
    "super": r"(?:cmd|command|meta|win|super|⌘)",
    "meta": r"(?:cmd|command|meta|win|super|⌘)",
}
_KEY_NAMES = {
    "Return": r"(?:enter|return|↵)",
    "KP_Enter": r"(?:enter|return|↵)",
    "minus": r"(?:-|minus)",
    "plus": r"(?:\+|plus)",
    "equal": r"(?:=|equals?)",
    "comma": r"(?:,|comma)",
    "period": r"(?:\.|period)",
    "slash": r"(?:/|slash)",
    "BackSpace": r"(?:backspace|⌫)",
}
"""Keys a page names by their symbol or word (*Ctrl+Alt+-* for ``ctrl+alt+minus``)."""
_SEGMENTS = re.compile(r"\s*[·•|,;]\s*|\s{2,}|(?<=[a-z)\]])\.\s+")
"""Where a help line's parts end: a separator, a wide gap, a sentence's full stop."""
_BARE_VERB = re.compile(r"\b([a-z]{3,})s\b")
_BARE_VERB_ES = re.compile(r"\b([a-z]{3,}(?:sh|ch|ss|x|z))es\b")
_JOINED = re.compile(r"\s(?:and|&|then|and then)\s")
"""Where a help line joins a second verb to the first (*finishes and sends the document*)."""
_TOGGLES = re.compile(r"(?:.* to )?(?:toggles?|switch(?:es)?|flips?) ")
_OF_IT = re.compile(
    r"(?:(?:.* )?to )?([a-z]{3,}) (?:it|them|this|these|those|that"
    r"|(?:the )?(?:selected|focused|highlighted|current|open)(?: [a-z]+)?)"
)

_OF_IT_VERBS = {
    "cancel": ["cancel"], "approve": ["submit"], "decline": ["submit"], "reject": ["submit"],
    "stop": ["restart"], "rotate": ["reset"], "disable": ["security"], "lock": ["lock"],
    "resolve": ["submit"], "remove": ["remove"], "share": ["grant"],
}  # fmt: skip
"""Verbs that commit only with an object, which *it* or *the selected …* is."""


def _announced(key: str, mods: tuple[str, ...], view: View) -> Assessment | None:
    """A key the page names as a risky command's shortcut is judged as that command.

    A menu item "Publish to web Ctrl+Alt+P", a mail page's help line "# delete", an
    icon's tooltip "Send now (s)".
    """
    name = _KEY_NAMES.get(key) or (re.escape(key.lower()) if len(key) == 1 else None)
    if name is None:
        return None
    parts = [_MOD_NAMES.get(m, re.escape(m)) for m in mods]
    glue = r"\s*[+-]?\s*"
    # A combo may stick to the item's label ("webCtrl+Alt+P"); a lone key stands apart.
    before = r"(?:^|(?<=[\s(\[/])|(?<=[a-z]))" if mods else r"(?:^|(?<=[\s(\[]))"
    pattern = re.compile(before + glue.join([*parts, name]) + r"(?=$|[\s)\].,;:])")
    # An item's label, a help line, or an icon's tooltip ("Send now (s)").
    for text in (t for e in view.snapshot.elements for t in (e.name, e.description, e.hint)):
        folded = p.fold(text)
        if not folded or len(folded) > 400 or not pattern.search(folded):
            continue
        segments = _SEGMENTS.split(folded)
        # The page's own words for the reason, where folding kept the segments apart.
        shown = _SEGMENTS.split(text)
        if len(shown) != len(segments):
            shown = segments
        for segment, words in zip(segments, shown, strict=True):
            found = pattern.search(segment)
            if found is None:
                continue
            # "… anywhere to book.": the command said last, its sentence ended.
            said = pattern.sub(" ", segment).rstrip(" .!")
            # "Ctrl+Shift+X rejects": the command said of the key, its verb with an -s
            # (the first word after the key with one: not "Shortcuts:" before it), read
            # from its start ("A approves a held comment" is "approve a held comment").
            after = segment[found.end() :].strip(" .!")
            plain = after if after else said.strip()
            cats = p.categories(said) or p.categories(_BARE_VERB.sub(r"\1", plain, count=1))
            cats = cats or p.categories(_BARE_VERB_ES.sub(r"\1", plain, count=1))
            # A key is a command said now: "to book" is "book now".
            cats = cats or p.categories(f"{said} now")
            # "Alt+F finishes and sends the document": each verb of the line, said alone.
            for part in _JOINED.split(plain)[1:] if not cats else ():
                cats = cats or p.categories(_BARE_VERB.sub(r"\1", part.strip(), count=1))
            # "Shift+V voids it": what "it" is, the page's selection, the verb says alone.
            if not cats and (bare := _OF_IT.fullmatch(said.strip())):
                verb = _BARE_VERB_ES.sub(r"\1", _BARE_VERB.sub(r"\1", bare.group(1)))
                cats = p.categories(verb) or _OF_IT_VERBS.get(verb, [])
            # "Shift+P toggles privacy protection": on, the toggle turns it off.
            if not cats and _TOGGLES.match(said.strip()) and p.PROTECTION.search(said):
                cats = ["security"]
            if cats:
                combo = "+".join((*mods, key))
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=cats[0],
                    reason=f'{combo}: the shortcut the page names for "{words.strip()}"',
                    rule=f"builtin:{cats[0]}",
                )
    return None


def _within(mods: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``mods``, then each combination of fewer of them, the most first (never none)."""
    return [
        kept for size in range(len(mods), 0, -1) for kept in itertools.combinations(mods, size)
    ] or [()]


def _sends_with_modifier(view: View) -> bool:
    """Whether the page names Ctrl+Enter (or Cmd+Enter) as the key that sends."""
    return any(_announced("Return", (mod,), view) is not None for mod in ("ctrl", "meta"))


def _reachable(options: list[Element], key: str) -> list[Element]:
    """The options of a closed list that ``key`` may choose, from the one chosen now."""
    at = next((i for i, o in enumerate(options) if o.has(State.SELECTED)), None)
    if len(key) == 1:
        return [o for o in options if o.name.strip()[:1].casefold() == key.casefold()]
    if key in ("Home", "KP_Home"):
        return options[:1]
    if key in ("End", "KP_End"):
        return options[-1:]
    if at is not None and key in ("Down", "Right"):
        return options[at + 1 : at + 2]
    if at is not None and key in ("Up", "Left"):
        return options[max(at - 1, 0) : at]
    return options


_ARROWS = frozenset({"Right", "Left", "Up", "Down"})
_MENUS = frozenset({Role.MENU, Role.LISTBOX})
_ITEMS = frozenset({Role.MENUITEM, Role.OPTION, Role.TEXT, Role.GENERIC, Role.LISTITEM})
"""What a menu's items may be drawn as (``<li>`` items of a ``<ul role=menu>`` read as text)."""


def _next_radio(radio: Element, key: str, view: View) -> Element | None:
    """The radio button of ``radio``'s group an arrow key checks (the group wraps round)."""
    for group in view.ancestors(radio):
        radios = [e for e in view.descendants(group) if e.role is Role.RADIO]
        if len(radios) < 2:
            continue
        at = next((i for i, e in enumerate(radios) if e.id == radio.id), 0)
        step = 1 if key in ("Down", "Right") else -1
        return radios[(at + step) % len(radios)]
    return None


class KeyRules(ABC):
    """Key rules of :class:`~handrail.safety.policy.RiskPolicy` (a mixin)."""

    @abstractmethod
    def _press(self, element: Element, view: View) -> Assessment:
        """Pressing one element (defined by the policy)."""

    @abstractmethod
    def _choose(self, field: Element, options: list[Element], view: View) -> Assessment:
        """Choosing one of ``options`` in a list field (defined by the policy)."""

    def _key(self, action: Action, field: Element | None, view: View) -> Assessment:
        combo = action.combo
        key, mods = combo.key, combo.modifiers
        if mods == ("shift",) and key in SHIFTED:
            key, mods = SHIFTED[key], ()  # shift+3 types "#", the key a page may name
        typing = field is not None and (field.role in EDITABLE_ROLES or field.has(State.EDITABLE))
        # A closed list takes no text: a letter on it is a shortcut the page may name too.
        typing = typing and not (
            field is not None and field.role in CHOICE_ROLES and not field.has(State.EDITABLE)
        )
        named = len(key) > 1 and mods == ("shift",)  # Shift+Enter, a page's own command
        if (mods and mods != ("shift",)) or (len(key) == 1 and not typing) or named:
            # A page's handler that asks only for the modifiers it names (Shift and R)
            # runs with more held (Alt+Shift+R): a named combo within the pressed counts.
            # A capital letter the page names ("W withdraws …") is typed with Shift.
            capital = mods == ("shift",) and len(key) == 1 and key.isalpha()
            for fewer in [*_within(mods), ()] if capital else _within(mods):
                announced = _announced(key, fewer, view)
                if announced is not None:
                    return announced
        if key in _ENTER:
            return self._enter(field, view, mods)
        if key.lower() == "s" and mods in (("ctrl",), ("meta",)):
            # Ctrl+S in an editor of a cluster's live object applies it; with the focus
            # outside any editor, the page's one such editor.
            live = saves_live(field if typing else None, view)
            if live.verdict is not Verdict.ALLOW:
                return live
        if key == "space" and not mods and (field is None or field.role not in EDITABLE_ROLES):
            # Space picks a list's highlighted option as Enter does (a menu's "Delete").
            picked = self._highlighted(field, view)
            if picked is not None or field is None:
                return picked or ALLOW
            return self._press(field, view)
        if key in _MOVES and field is not None and field.role in VALUE_COMMIT_ROLES:
            return self._press(field, view)
        if key in _ARROWS and not mods and field is not None and field.role is Role.RADIO:
            # An arrow key checks the next radio button of the group ("Public"), as a
            # click on it does.
            moved = _next_radio(field, key, view)
            return self._press(moved, view) if moved is not None else ALLOW
        letter = len(key) == 1 and key.isalnum() and mods in ((), ("shift",))
        moves = key in _MOVES or letter
        closed_list = field is not None and field.role in CHOICE_ROLES
        if moves and closed_list and field is not None and not field.has(State.EDITABLE):
            # A key on a closed list moves its choice, and a page may act on the change
            # ("Quick actions"): the options it can reach are what it may choose.
            options = [e for e in view.descendants(field) if e.role is Role.OPTION]
            return self._choose(field, _reachable(options, key), view)
        if key in ("Delete", "BackSpace"):
            return self._delete_key(key, mods, field)
        return ALLOW

    def _enter(self, field: Element | None, view: View, mods: tuple[str, ...]) -> Assessment:
        multiline = field is not None and field.has(State.MULTILINE)
        if mods not in ((), ("shift",)) or not multiline:
            # Ctrl+Enter in a query editor holding "delete from users;" runs it.
            code = destructive_code(field)
            if code.verdict is not Verdict.ALLOW:
                return code
        picked = self._highlighted(field, view)
        if picked is not None:
            return picked
        open_list = field is not None and field.role is Role.COMBOBOX and field.has(State.EXPANDED)
        listed = (e for e in view.snapshot.elements if e.role is Role.OPTION)
        if open_list and any(e.has(State.HIGHLIGHTED) for e in listed):
            # An open list with an option highlighted: Enter picks it (a harmless one, as
            # judged above), and no button of the page is pressed.
            return ALLOW
        if field is not None and field.role in CHOICE_ROLES and not field.has(State.EDITABLE):
            if field.has(State.EXPANDED):
                # An open list: Enter picks the option its keys moved to, which its tree
                # need not show; any of them may be it.
                options = [e for e in view.descendants(field) if e.role is Role.OPTION]
                return self._choose(field, options, view)
            return ALLOW  # a closed list opens
        if field is not None and field.role not in EDITABLE_ROLES and not field.has(State.EDITABLE):
            pressed = self._press(field, view)
            form = view.form_of(field) if field.role in TOGGLE_ROLES else None
            if form is None or form.role is not Role.FORM:
                return pressed
            # Enter on a form's checkbox or radio button submits the form (as in a field).
            committing = self._committing_button(view, form)
            if committing is None or pressed.verdict is not Verdict.ALLOW:
                return pressed
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=committing.risk,
                reason=f"Enter on {called(field)} submits its form: {committing.reason}",
                rule="builtin:commit-key",
            )
        if field is not None:
            dialog = view.dialog_of(field)
            if dialog is not None:
                default = next((e for e in view.descendants(dialog) if e.has(State.DEFAULT)), None)
                if default is not None:
                    found = self._press(default, view)
                    if found.verdict is not Verdict.ALLOW:
                        return found
        name = p.fold(f"{field.name} {field.description}") if field is not None else ""
        if field is not None and not field.name:
            # An unnamed editor says what it is for by the placeholder drawn inside it.
            inside = " ".join(e.name for e in view.descendants(field) if e.name)
            name = p.fold(f"{name} {inside[:200]}").strip()
        if field is not None and (field.role is Role.SEARCHBOX or p.SEARCH_FIELD.search(name)):
            return ALLOW
        if field is not None and tags_field(field, name, view):
            return ALLOW  # Enter in a side panel's *Add tag* makes a chip of what was typed
        if field is not None and not field.name and not field.has(State.MULTILINE):
            # An unnamed one-line editor (a chat's contenteditable) sends what it holds
            # when a send control sits beside it.
            beside_it = self._sender_beside(field, view)
            if beside_it is not None:
                return beside_it
        # A dialog holding the field is its form: a button behind it is no Enter's.
        form = view.form_of(field) if field is not None else None
        committing = self._committing_button(view, form, field)
        compose = bool(name) and bool(p.COMPOSE_FIELD.search(name))
        compose = compose and not (field is not None and p.BODY_FIELD.search(name))
        multiline = field is not None and field.has(State.MULTILINE)
        if multiline and not mods and not compose:
            # Enter in a multi-line field starts a new line, unless it is a message box;
            # an editor with nothing to name it is one when a send control sits beside it.
            beside_it = self._sender_beside(field, view) if field is not None and not name else None
            return beside_it or ALLOW
        if multiline and mods == ("shift",):
            return ALLOW  # Shift+Enter is a new line, even in a message box
        if multiline and not mods and compose and _sends_with_modifier(view):
            return ALLOW  # the page sends with Ctrl+Enter: Enter is a new line
        where = called(field) if field is not None else "the focused element"
        if committing is None and not compose and field is not None and not multiline:
            # Implicit submission: Enter submits the form even without a button.
            purpose = " | ".join((label_of(field), view.purpose(form)))
            cats = p.categories(purpose)
            if cats:
                what = f'form "{form.name}"' if form is not None and form.name else "form"
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=cats[0],
                    reason=f"Enter in {where} submits the {what}, which would {p.doing(cats[0])}",
                    rule="builtin:implicit-submit",
                )
            return ALLOW
        if committing is None and (not compose or field is None):
            return ALLOW
        risk = (committing.risk if committing is not None else None) or "send"
        why = committing.reason if committing is not None else "a message box sends what it holds"
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=risk,
            reason=f"Enter in {where} may {p.doing(risk)}: {why}",
            rule="builtin:commit-key",
        )

    def _highlighted(self, field: Element | None, view: View) -> Assessment | None:
        """Pressing the highlighted option of a list the focus drives, if that needs approval.

        The field keeps the focus and names the option (``aria-activedescendant``): a
        command palette's or a menu's *Delete*, which Enter or Space picks; or the field
        is an open combobox whose list marks its current option only ``selected``.
        """
        for picked in view.snapshot.elements:
            if picked.has(State.HIGHLIGHTED) and picked is not field:
                found = self._press(picked, view)
                if found.verdict is not Verdict.ALLOW:
                    return found
        items = view.descendants(field) if field is not None and field.role in _MENUS else []
        if items and not any(e.has(State.HIGHLIGHTED) for e in items):
            # A focused menu that marks its highlighted item by its look alone: Enter may
            # pick any of its items.
            for item in items:
                if item.role not in _ITEMS or not (item.name or item.hint):
                    continue
                found = self._press(item, view)
                if found.verdict is not Verdict.ALLOW:
                    return Assessment(
                        verdict=found.verdict,
                        risk=found.risk,
                        reason=f"the menu does not say which item is highlighted: {found.reason}",
                        rule=found.rule,
                    )
            return None
        if field is None or field.role is not Role.COMBOBOX or not field.has(State.EXPANDED):
            return None
        # An open list the field drives that marks its current option only as selected
        # (``aria-selected``): the options of the first list after the field.
        elements = view.snapshot.elements
        at = next((i for i, e in enumerate(elements) if e is field), len(elements))
        listbox = next((e for e in elements[at + 1 :] if e.role is Role.LISTBOX), None)
        pool = view.descendants(listbox) if listbox is not None else view.descendants(field)
        options = [e for e in pool if e.role is Role.OPTION]
        for picked in options:
            if not picked.has(State.SELECTED):
                continue
            found = self._press(picked, view)
            if found.verdict is Verdict.ALLOW or len(options) < 2:
                return None if found.verdict is Verdict.ALLOW else found
            # The page may mark the current choice so and highlight another by its look
            # alone: the person is told which one is judged, and why.
            return Assessment(
                verdict=found.verdict,
                risk=found.risk,
                reason=f'Enter picks the option the list marks selected, "{picked.name}"'
                f" (unless the page highlights another by its look alone): {found.reason}",
                rule=found.rule,
            )
        return None

    def _sender_beside(self, field: Element, view: View) -> Assessment | None:
        """A control beside an unnamed editor that would send what it holds, as Enter."""
        for e in view.snapshot.elements:
            if e is field or not (e.role in COMMIT_ROLES or e.has(State.CLICKABLE)):
                continue
            if not beside(field.bounds, e.bounds):
                continue
            found = self._press(e, view)
            if found.verdict is not Verdict.ALLOW and found.risk in _ENTER_RISKS:
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=found.risk,
                    reason=f"Enter in an unnamed editor beside {e.id} ({found.reason}) may"
                    f" {found.risk} it",
                    rule="builtin:commit-key",
                )
        return None

    def _committing_button(
        self, view: View, form: Element | None, field: Element | None = None
    ) -> Assessment | None:
        """The button of ``form`` that Enter in ``field`` may press.

        The default one, else the first that sends, submits, pays or publishes. Without a
        form, the one nearest the field within :data:`ENTER_REACH` (a page's script may
        take Enter there for it: the message box's *Send* under it, not a row's *Cancel*
        above it), or of the whole snapshot when no field is known: a *Cancel trip*
        across the page is not what Enter in *Destination* does.
        """
        near = form is None and field is not None and field.bounds is not None
        if form is None and not near and view.committing is not False:
            return view.committing  # type: ignore[return-value]
        best: Assessment | None = None
        pool = view.descendants(form) if form is not None else view.snapshot.elements
        if near and field is not None:
            pool = [e for e in pool if beside(field.bounds, e.bounds, ENTER_REACH)]
            pool.sort(key=lambda e: _gap(field.bounds, e.bounds))
        for e in pool:
            # A page's own clickable element may be its form's button (a "Send" <div>).
            # Near the field, an unnamed one too (a send icon beside a typed address).
            pressable = e.role in COMMIT_ROLES or (
                e.has(State.CLICKABLE) and (bool(e.name) or near)
            )
            if pressable and e.role is not Role.LINK:
                found = self._press(e, view)
                confirms = found.rule == "builtin:destructive-dialog"
                if found.risk not in _ENTER_RISKS and not confirms:
                    # Enter sends, submits or pays for what was typed; it presses no
                    # button that removes or deletes (a chip's ×, a row's trash).
                    continue
                if found.verdict is not Verdict.ALLOW and (best is None or e.has(State.DEFAULT)):
                    best = found
        if form is None and not near:
            view.committing = best
        return best

    @staticmethod
    def _delete_key(key: str, mods: tuple[str, ...], field: Element | None) -> Assessment:
        if field is not None and (field.role in EDITABLE_ROLES or field.has(State.EDITABLE)):
            return ALLOW
        if key == "BackSpace" and (field is None or field.role not in SELECTION_ROLES):
            return ALLOW
        where = f"{called(field)}" if field is not None else "the current selection"
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="delete",
            reason=f"{'+'.join((*mods, key))} on {where} deletes it",
            rule="builtin:delete-key",
        )


def _gap(a: Rect | None, b: Rect | None) -> float:
    """How far apart two boxes are drawn (0 when they touch or overlap, or one is unknown)."""
    if a is None or b is None:
        return 0.0
    dx = max(0, b.x - (a.x + a.w), a.x - (b.x + b.w))
    dy = max(0, b.y - (a.y + a.h), a.y - (b.y + b.h))
    return math.hypot(dx, dy)
