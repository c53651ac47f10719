"""The risk policy: which actions are irreversible, decided from the action and the tree.

:class:`RiskPolicy` classifies an action on an element of a snapshot as ``allow``,
``approve`` (a person must approve it) or ``deny``. It is deterministic and reads only
the acted-on element, its ancestors (dialogs, buttons a text belongs to), the element a
pointer would land on, the focused element for keys, and dialog and page titles. Text
elsewhere on the screen can only *raise* a verdict (a destructive dialog's wording),
never lower it, and nothing on the screen can change the rules.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.actions import Action, ActionKind
from handrail.gate import Verdict
from handrail.model import Element, Snapshot, Source
from handrail.safety.policy_file import PolicyFile
from handrail.safety.rulebook import LATER, first_held, held_before, is_plain, switched
from handrail.safety.rules.care import grade_switch
from handrail.safety.rules.choice import content_named, one_of_choices
from handrail.safety.rules.context import (
    access_pick,
    auto_action,
    bare_verb,
    explained_switch,
    state_button,
    status_pick,
    switch_look,
)
from handrail.safety.rules.forms import approving_tick
from handrail.safety.rules.keys import KeyRules
from handrail.safety.rules.lists import options_for
from handrail.safety.rules.mobility import gift_option, mobility_plain, priced_tier
from handrail.safety.rules.roles import described_role, grant
from handrail.safety.rules.rows import picks_row, pressed_alone, row_switch
from handrail.safety.rules.sections import purge_line, section_charge
from handrail.safety.rules.settings import bypass_commit, settings_pick
from handrail.safety.rules.team import (
    answers_invite,
    editor_plain,
    invites_on_save,
    skips_notice,
    titled_alone,
)
from handrail.safety.rules.view import (
    ALLOW,
    AREA_ROLES,
    CHOICE_ROLES,
    COMMIT_ROLES,
    CONTAINER_ROLES,
    EDITABLE_ROLES,
    POPUP_ITEMS,
    TOGGLE_ROLES,
    VALUE_COMMIT_ROLES,
    Assessment,
    View,
    beside,
    called,
    clears_field,
    holds_text,
    icon_risk,
    label_of,
    opens_more,
    stronger,
    telling_hint,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["Assessment", "RiskPolicy"]

_PRICED = re.compile(r"[$£€¥₹] ?\d")
_OPENS_LIST = re.compile(r"\s*[▾▼⌄˅]\s*$")
"""The arrow a page's own drop-down draws after its choice: pressing it opens its list."""
_SAYS_PRESS = re.compile(r"\b(?:select|click|press|tap|choose|hit) ([\w' -]{1,30}?) to \w")
_NAMING_PARTS = 3
"""An unnamed control with at most this many parts inside is named by their names."""


_MENUS = frozenset({Role.MENU, Role.MENUBAR})
_MENU_ITEMS = frozenset({Role.MENUITEM, Role.OPTION})
_WHOLE_AREAS = frozenset({Role.WINDOW, Role.DOCUMENT, Role.APPLICATION})
_RECORDS = frozenset({Role.ROW, Role.CELL, Role.LISTITEM, Role.TABLE, Role.LIST})
"""A clickable row or cell opens its record: it sends nothing typed beside it."""


_DECIDES = re.compile(r"(?:reject|decline|deny)(?: (?:it|this|request|deployment))?")
"""A dialog's bare answer that decides against what it reviews."""
_APPROVES = re.compile(r"^approve\b")
"""A dialog's answer that grants what it reviews (*Approve and deploy*)."""


def _chosen(element: Element, view: View) -> bool:
    """An item of a page's own drop-down that describes itself, chosen by a click.

    *Disabled  Do not evaluate or enforce rules* under *Active ▾* does what it says.
    """
    opener = view.popup_opener(element, hang=_DROP_HANG)
    if opener is None:
        return False
    return opener.has(State.HASPOPUP) or opener.name.rstrip().endswith(_DROP_MARKS)


_DROP_MARKS = ("▾", "▼", "⌄")
"""How a page's own drop-down shows it opens a list (*Active ▾*)."""
_DROP_HANG = 16
"""Pixels between a drop-down's opener and the list it draws under it, padding and all."""


class RiskPolicy(KeyRules):
    """Classifies actions as allow, approve or deny.

    Args:
        file: the user's extra rules and per-application verdicts.

    """

    def __init__(self, file: PolicyFile | None = None) -> None:
        self.file = file or PolicyFile()

    def assess(self, action: Action, element: Element | None, snapshot: Snapshot) -> Assessment:
        """Classify ``action`` on ``element`` as chosen from ``snapshot``.

        Returns:
            The assessment; never raises for any action, element or snapshot.

        """
        view = View(snapshot)
        builtin, subjects = self._builtin(action, element, view)
        return self._apply_file(action, snapshot.target.app, subjects, builtin)

    # -- the built-in rules ------------------------------------------------------------

    def _builtin(
        self, action: Action, element: Element | None, view: View
    ) -> tuple[Assessment, list[Element]]:
        kind = action.kind
        if kind in (ActionKind.WAIT, ActionKind.FINISH, ActionKind.SCROLL, ActionKind.FOCUS):
            return ALLOW, [element] if element else []
        if kind in (ActionKind.RIGHTCLICK, ActionKind.HOVER):
            return ALLOW, [element] if element else []
        blocking = self._blocking(view, action, element)
        if kind in (ActionKind.CLICK, ActionKind.DOUBLECLICK):
            result, subjects = self._click(action, element, view)
            return stronger(result, blocking), subjects
        if kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            text = action.text or ""
            field = element or view.focused()
            if "\n" in text or "\r" in text:
                return stronger(self._enter(field, view, ()), blocking), [e for e in [field] if e]
            if field is not None and field.role in VALUE_COMMIT_ROLES:
                # Setting a slider ("Slide to transfer") is pulling it all the way.
                return stronger(self._press(field, view), blocking), [field]
            if field is not None and field.role in CHOICE_ROLES and not field.has(State.EDITABLE):
                # A list field takes no text: what is set or typed picks an option, and a
                # page may act on the change ("Quick actions", a role saved on change).
                options = options_for(field, text, view, typed=kind is ActionKind.TYPE)
                return stronger(self._choose(field, options, view), blocking), [field]
            if field is not None and kind is ActionKind.SET_VALUE:
                granted = grant(field, text, view)
                return stronger(granted, blocking), [field]
            return blocking, [field] if field else []
        if kind is ActionKind.KEY:
            field = element or view.focused()
            return stronger(self._key(action, field, view), blocking), [e for e in [field] if e]
        return ALLOW, []

    def _blocking(self, view: View, action: Action, element: Element | None) -> Assessment:
        text = view.snapshot.blocking
        if not text:
            return ALLOW
        if action.kind is ActionKind.KEY and action.combo.key == "Escape":
            return ALLOW
        if element is not None and p.NEGATIVE.match(p.fold(element.name)):
            return ALLOW
        folded = p.fold(text)
        cats = p.categories(folded)
        if cats or p.DESTRUCTIVE_HINT.search(folded):
            risk = cats[0] if cats else "confirm"
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=f"a destructive dialog is open: {text[:120]!r}",
                rule="builtin:blocking-dialog",
            )
        return ALLOW

    def _click(
        self, action: Action, element: Element | None, view: View
    ) -> tuple[Assessment, list[Element]]:
        if element is None:
            if action.x is None or action.y is None:
                return ALLOW, []
            hit = view.hit(action.x, action.y)
            if hit is None:
                return (
                    Assessment(
                        verdict=Verdict.APPROVE,
                        risk="unknown",
                        reason=f"no known element at ({action.x},{action.y}) to judge the click by",
                        rule="builtin:coordinate",
                    ),
                    [],
                )
            element = hit
        subjects = self._click_subjects(element, view)
        result = ALLOW
        for subject in subjects:
            if subject is not element and not subject.interactive:
                # A plain text under the point does nothing when pressed; the control it
                # lies in does (a text under an open menu is not what the menu's item
                # does). A policy file's rules still read it (a button's own label).
                continue
            result = stronger(result, self._press(subject, view))
        return result, subjects

    def _click_subjects(self, element: Element, view: View) -> list[Element]:
        # What a click may press: the element, the button or link it sits in, and what
        # lies under its centre if a pointer fallback lands there.
        out = [element]
        for i, a in enumerate(view.ancestors(element)):
            if i >= 3:
                break
            if a.role in COMMIT_ROLES or a.has(State.CLICKABLE):
                out.append(a)
        if element.bounds is not None and not element.bounds.empty:
            cx, cy = element.bounds.center
            hit = view.hit(cx, cy, tree_only=element.source is Source.AX)
            up = list(view.ancestors(hit))[:3] if hit is not None else []
            # A cell of a row found covered (by an open menu's item) is covered with it.
            covered = any(a.has(State.COVERED) for a in up)
            if (
                hit is not None
                and hit.id != element.id
                and not covered
                and not pressed_alone(element, hit, view)
            ):
                out.append(hit)
                # An SVG's path inside a clickable <span>: the span's handler runs.
                out.extend(a for a in up if a.role in COMMIT_ROLES or a.has(State.CLICKABLE))
        seen: set[str] = set()
        unique = []
        for e in out:
            if e.id not in seen:
                seen.add(e.id)
                unique.append(e)
        return unique

    def _press(self, element: Element, view: View) -> Assessment:
        """Pressing (clicking, or space/Enter on) one element."""
        if element.role in EDITABLE_ROLES or element.role in CONTAINER_ROLES - {Role.LIST}:
            return ALLOW
        if element.role in (Role.HEADING, Role.SEPARATOR, Role.PROGRESSBAR, Role.SCROLLBAR):
            return ALLOW
        if element.role in (Role.TAB, Role.COLUMNHEADER, Role.ROWHEADER):
            # A tab shows its panel (*Number transfer*, *Purchase history*); a header
            # sorts by its column (*Rent ▾*).
            return ALLOW
        if element.has(State.HASPOPUP) and element.role in COMMIT_ROLES - {Role.LINK}:
            return ALLOW  # it opens a menu (or a dialog) whose choices are judged in turn
        label = label_of(element)
        if not label and (element.interactive or element.has(State.CLICKABLE)):
            # An unnamed icon whose picture names itself (an SVG's "Erase device").
            inside = view.descendants(element)
            if 0 < len(inside) <= _NAMING_PARTS:
                label = p.fold(" ".join(e.name for e in inside if e.name))
        if content_named(element) and not switch_look(element) and not _chosen(element, view):
            # A clickable row named by the text it holds (a mail's subject and snippet):
            # that text is its content, not what the click does. A row drawn as a switch
            # is named by what it switches ("Safe Browsing  Standard protection …").
            label = p.fold(element.hint)
        label = described_role(element, view) or label
        symbol, _, rest = label.partition(" ")
        pictured = not any(c.isalnum() for c in element.name)
        if rest and pictured and symbol == element.name.strip() and not p.categories(symbol):
            label = rest  # "🕘 posting history": the picture's tooltip says what it is
        # A dialog's check box ("I understand my DNS may stop working") commits nothing.
        toggle = element.role in TOGGLE_ROLES or switch_look(element)
        if gift_option(element, label, view) or priced_tier(element, label, view):
            return ALLOW  # *Send as a gift* marks the order; a ride's tier is paid on *Request*
        answered = stronger(
            stronger(answers_invite(element, label, view), skips_notice(element, label, view)),
            invites_on_save(element, label, view),
        )
        if answered.verdict is not Verdict.ALLOW:
            return answered  # an event pop-over's "No" answers, it is no way back
        dialog = view.dialog_of(element) if not toggle else None
        if dialog is not None and editor_plain(element, label, dialog, view):
            return ALLOW  # an event editor's "Discard" beside its "Save"
        if dialog is not None:
            bypass = bypass_commit(element, label, dialog)
            if bypass.verdict is not Verdict.ALLOW:
                return bypass
            in_dialog = self._dialog_button(element, label, dialog, view)
            if in_dialog is not None:
                return in_dialog
        if toggle:
            return switched(element, label, view, self._toggle(element, label, view))
        shown = state_button(element, label, view)
        if shown is not None:
            flipped = self._toggle(shown, p.fold(shown.name), view)
            if flipped.verdict is not Verdict.ALLOW:
                return flipped
        if element.has(State.CLICKABLE) and element.role not in INTERACTIVE_ROLES:
            # A settings row a person clicks flips the one switch it holds.
            switches = [
                e for e in view.descendants(element) if e.role in TOGGLE_ROLES or switch_look(e)
            ]
            if len(switches) == 1:
                flipped = self._toggle(switches[0], label_of(switches[0]), view)
                if flipped.verdict is not Verdict.ALLOW:
                    return flipped
        if mobility_plain(element, label):
            return ALLOW  # *Add coupon* opens a field, a link *Report this listing* a form
        # A plain clickable "Send feedback" in a side menu opens a form, as a link does.
        # A bare "Discard" beside a bar's "Save" drops unsaved edits, as "Discard changes";
        # "Launch" after a web address opens the site.
        plain = is_plain(element, label, view)
        own = ALLOW if plain else self._label(element, label)
        if own.verdict is Verdict.ALLOW:
            own = bare_verb(element, label, view)
        if own.verdict is not Verdict.ALLOW:
            return own
        menu = self._menu_risk(element, label, view)
        if menu.verdict is not Verdict.ALLOW:
            return menu
        if element.role is Role.OPTION:
            field = next(
                (a for a in view.ancestors(element) if a.role in (Role.COMBOBOX, Role.LISTBOX)),
                None,
            )
            if field is not None:
                # Clicking an option chooses it, as setting the list to it does.
                chosen = self._choose(field, [element], view)
                if chosen.verdict is not Verdict.ALLOW:
                    return chosen
        if element.role in POPUP_ITEMS or element.has(State.CLICKABLE):
            # An item of a menu an audience control opened (*Public* under *Who can see
            # this post*): chosen in that control.
            opener = view.popup_opener(element)
            if opener is not None and p.ACCESS_FIELD.search(p.fold(opener.name)):
                chosen = access_pick(opener, element, view)
                if chosen.verdict is not Verdict.ALLOW:
                    return chosen
            weakened = settings_pick(element, view)
            if weakened.verdict is not Verdict.ALLOW:
                return weakened
        held = held_before(element, label, view, self._label)
        if held.verdict is not Verdict.ALLOW:
            return held
        unnamed = self._unnamed_commit(element, view)
        if unnamed.verdict is not Verdict.ALLOW:
            return unnamed
        later = first_held(LATER, element, label, view)
        if later.verdict is not Verdict.ALLOW:
            return later
        return self._settings_commit(element, label, view)

    def _choose(self, field: Element, options: list[Element], view: View) -> Assessment:
        """Choosing one of ``options`` in the list ``field``: each is judged as its press."""
        result = ALLOW
        for option in options:
            if p.KEEP_ALL.match(p.fold(option.name).strip()) and purge_line(field, view):
                continue  # "Never delete" in a list that deletes what it leaves out
            found = grant(field, option.name, view)
            if found.verdict is Verdict.ALLOW:
                found = self._label(option, label_of(option))
            if found.verdict is Verdict.ALLOW:
                found = bare_verb(option, label_of(option), view, field)
            if found.verdict is Verdict.ALLOW:
                found = status_pick(field, option)
            if found.verdict is Verdict.ALLOW:
                found = access_pick(field, option, view)
            if found.verdict is Verdict.ALLOW and p.PUBLIC_TOGGLE.search(p.fold(option.name)):
                found = Assessment(
                    verdict=Verdict.APPROVE,
                    risk="publish",
                    reason=f'"{option.name}" makes it public',
                    rule="builtin:publish",
                )
            if found.verdict is not Verdict.ALLOW:
                found = Assessment(
                    verdict=found.verdict,
                    risk=found.risk,
                    reason=f'choosing "{option.name}" in {called(field)}: {found.reason}',
                    rule=found.rule,
                )
            result = stronger(result, found)
        return result

    @staticmethod
    def _menu_risk(element: Element, label: str, view: View) -> Assessment:
        """A menu's item does what its menu says: "Tomorrow 8:00" in "Schedule send"."""
        if element.role not in _MENU_ITEMS:
            return ALLOW
        menu = next((a for a in view.ancestors(element) if a.role in _MENUS), None)
        if menu is not None and not menu.name:
            # A menu with no name of its own is what its opener says (*Delete ▾*).
            menu = view.opener(menu)
        if menu is None or not menu.name:
            return ALLOW
        name = p.fold(menu.name)
        cats = [] if p.ABOUT_ITEM.match(name) else p.categories(name)
        if not cats or (label and p.NEGATIVE.match(label)):
            return ALLOW
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=cats[0],
            reason=f'{called(element)} in menu "{menu.name}" would {p.doing(cats[0])}',
            rule=f"builtin:{cats[0]}",
        )

    def _unnamed_commit(self, element: Element, view: View) -> Assessment:
        """A control with no name that may send what was typed, or submit its form.

        Nobody can tell what it does from its label, so it needs approval when the
        compose area it sits in holds typed text, or when it is its form's only button.
        A plain element a page made clickable with nothing at all to tell it by (a
        ``<div>`` around a paper-plane SVG, its classes made up by a build tool) is such a
        control too; one whose icon names something harmless (a star) is not.
        """
        ticked = approving_tick(element, view)
        if ticked.verdict is not Verdict.ALLOW:
            return ticked
        if element.name or element.has(State.HASPOPUP):
            return ALLOW  # named, or it opens a menu whose choices are judged in turn
        words = p.fold(element.hint).split()
        if words and not p.SAFE_ICON.isdisjoint(words) and icon_risk(element) is None:
            return ALLOW  # a sort, star or close icon sends nothing
        plain = (
            element.has(State.CLICKABLE)
            and element.role not in INTERACTIVE_ROLES
            and element.role not in _RECORDS
            and not telling_hint(element)
        )
        if element.role not in COMMIT_ROLES - {Role.LINK} and not plain:
            return ALLOW
        risk = icon_risk(element)
        if risk is not None:
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=(
                    f"unnamed {element.spoken_role} with icon {element.hint!r}"
                    f" would {p.doing(risk)}"
                ),
                rule="builtin:icon",
            )
        form = view.form_of(element)
        if form is not None and form.role is Role.FORM:
            buttons = [e for e in view.descendants(form) if e.role in COMMIT_ROLES - {Role.LINK}]
            if len(buttons) == 1:
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk="submit",
                    reason=f"unnamed {element.spoken_role} is the only button of its form",
                    rule="builtin:unnamed-commit",
                )
        area = next((a for a in view.ancestors(element) if a.role in AREA_ROLES), None)
        typed = [e for e in (view.descendants(area) if area is not None else ()) if holds_text(e)]
        if area is not None and area.role in _WHOLE_AREAS:
            # The whole window or page is no compose area: only a field beside the
            # control is what it may send (a chat's box and its send icon), not a promo
            # code typed across the page from an overflow menu's button.
            typed = [e for e in typed if beside(element.bounds, e.bounds)]
        # A cross at a field's end empties that field: it sends none of its words.
        typed = [e for e in typed if not clears_field(element, e)]
        if typed:
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="send",
                reason=(
                    f"unnamed {element.spoken_role} next to typed text in {called(typed[0])}"
                    " may send it"
                ),
                rule="builtin:unnamed-commit",
            )
        return ALLOW

    def _label(self, element: Element, label: str) -> Assessment:
        if not label:
            return ALLOW
        named = element.role is Role.LINK or element.role not in INTERACTIVE_ROLES
        if named and p.SLUG.fullmatch(element.name.strip()):
            return ALLOW  # a firewall rule's name (*allow-ssh-office*) opens the rule
        if opens_more(element):
            return ALLOW  # a split button's arrow opens its menu, judged item by item
        if p.FILTER_CHIP.match(label):
            return ALLOW  # a filter chip's ✕ widens what the list shows
        cats = p.categories(label)
        if not cats and (risk := icon_risk(element)) is not None:
            cats = [risk]
        if not cats and p.VIRTUAL_PRICE.search(label):
            cats = ["purchase"]  # a store's "💎 1,200" spends a game's currency
        if not cats and p.DESTRUCTIVE_HINT.search(p.fold(element.description)):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="destructive",
                reason=f"{called(element)} says: {element.description[:120]!r}",
                rule="builtin:description",
            )
        if not cats:
            return ALLOW
        if p.QUESTION.match(label) and not p.DESTRUCTIVE_HINT.search(label):
            return ALLOW  # "How do I reset my password?" opens an answer
        if p.ABOUT_ITEM.match(label):
            return ALLOW  # "Actions for Deploy staging" opens a menu about it
        if element.role is Role.LINK and p.NAV_LINK.search(label):
            return ALLOW
        if element.role is Role.LINK and cats == ["register"]:
            return ALLOW  # a "Sign up" link leads to the form whose button is judged
        if element.role is Role.LINK and p.SAFE_LINK.search(label):
            rest = p.SAFE_LINK.sub(" ", label)
            if not p.categories(rest):
                return ALLOW
        if p.REVERSAL.match(label) and not p.CHAINED.search(label) and not _PRICED.search(label):
            return ALLOW  # "Restore", unless priced ("Restore domain ($80 fee)")
        if p.PREVIEW.match(label) and not p.CHAINED.search(label) and "security" not in cats:
            return ALLOW
        if p.NOUN_LABEL.match(label) and not p.CHAINED.search(label):
            return ALLOW  # "New bulk send" opens a draft; "Posting history" a record
        if p.SAFE_NAME.match(label) and not p.begins_with_risk(label):
            rest = p.SAFE_NAME.sub(" ", label, count=1)
            if not p.categories(rest):
                return ALLOW
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=cats[0],
            reason=f"{called(element)} would {p.saying(label, cats[0], element.name)}",
            rule=f"builtin:{cats[0]}",
        )

    def _dialog_button(
        self, element: Element, label: str, dialog: Element, view: View
    ) -> Assessment | None:
        cats, destructive = view.dialog_risk(dialog)
        # The dialog's own verb ("Schedule" in "Schedule post", "Delete" in "Delete file?").
        verb = bool(label) and p.fold(dialog.name).startswith(label)
        # A way back, unless a risk begins it (*Close account*); a bare *Reject* or *Decline*
        # is one (a signature request's), unless it is the dialog's own verb (below).
        backs_out = bool(p.NEGATIVE.match(label)) and (
            not p.begins_with_risk(label) or bool(p.NEGATIVE.fullmatch(label))
        )
        # "Cancel anyway" beside "Keep booking" goes on with what the dialog warns of.
        backs_out = backs_out and not p.ANYWAY.search(label)
        # A page's own clickable <div> is a dialog's button too ("Decline to Sign").
        buttons = [
            e
            for e in view.descendants(dialog)
            if e.role in COMMIT_ROLES or (e.has(State.CLICKABLE) and e.name)
        ]
        negative = [
            e for e in buttons if p.NEGATIVE.match(label_of(e)) and not p.ANYWAY.search(label_of(e))
        ]
        approve = next(
            (e for e in buttons if e is not element and _APPROVES.match(label_of(e))), None
        )
        if approve is not None and _DECIDES.fullmatch(label):
            # Beside *Approve and deploy* or *Approve*, a bare *Reject* or *Deny* decides what
            # someone asked for (their deployment, their access), and tells them.
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="submit",
                reason=f'{called(element)} answers the request that "{approve.name}" would grant',
                rule="builtin:submit",
            )
        if backs_out and _DECIDES.fullmatch(label):
            # A bare *Reject* beside the dialog's own *Cancel* is no way back: it decides
            # (a review of pending deployments: *Cancel*, *Reject*, *Approve and deploy*).
            backs_out = not any(
                e is not element and p.SAFE_NAME.match(label_of(e)) for e in negative
            )
        if backs_out and verb and destructive:
            # "Cancel" in "Cancel this trip?" beside "No, keep trip": the verb commits.
            backs_out = not any(e is not element for e in negative)
        # A way back that keeps something ("Keep my bid", "No, keep it") says the other
        # button loses it, whatever the dialog's verb ("Retract", "Roll back").
        keeps = any(p.KEEPS.match(label_of(e)) for e in negative if e is not element)
        if (not destructive and not keeps) or backs_out:
            return ALLOW if backs_out else None
        if not label and one_of_choices(element, buttons):
            return ALLOW  # a radio row ("Private  Only you … can watch") is chosen, not sent
        if not label and _OPENS_LIST.search(element.name):
            return ALLOW  # a long choice shown in a drop-down ("Hold … for review ▾") opens it
        # Beside the dialog's one way back, its one other button commits it ("Compress"
        # beside "Not now" in a dialog saying the originals will be replaced).
        only = bool(negative) and [e for e in buttons if e not in negative] == [element]
        # The dialog says what it does: "Select Finish to complete signing."
        said = _SAYS_PRESS.search(
            " ".join(p.fold(e.name) for e in view.descendants(dialog) if e.role not in COMMIT_ROLES)
        )
        named = bool(label) and said is not None and said.group(1) == label
        if (
            p.AFFIRMATIVE.match(label)
            or element.has(State.DEFAULT)
            or not label
            or verb
            or only
            or named
        ):
            risk = cats[0] if cats else "confirm"
            who = f'"{element.name}"' if element.name else called(element)
            which = f'dialog "{dialog.name}"' if dialog.name else "dialog"
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=f"{who} confirms the {which} ({risk})",
                rule="builtin:destructive-dialog",
            )
        return None

    def _toggle(self, element: Element, label: str, view: View) -> Assessment:
        if p.SELECTS_ROW.match(label) or picks_row(element, view):
            return ALLOW  # "Select ci-deploy": a row's check box picks the row, does nothing
        if element.role is Role.CHECKBOX and view.dialog_of(element) is not None:
            # "Revoke system access on last day" in a dialog: a choice its button commits.
            return ALLOW
        headed = False
        if not label.strip():
            column = row_switch(element, view)
            if isinstance(column, Assessment):
                return column
            label, headed = column or label, bool(column)
        cats = [
            c
            for c in p.categories(label)
            if c in ("grant", "revoke", "publish", "account", "delete", "lock", "security")
        ]
        if not cats and headed and p.PRIVILEGED.match(label):
            cats = ["grant"]  # a permission grid's box under "Admin" makes its member admin
        if not cats and p.PUBLIC_TOGGLE.search(label):
            cats = ["publish"]  # "Public playlist", "Anyone with the link can view"
        if not cats and p.CONSENT_TOGGLE.search(label):
            cats = ["grant"]  # "I consent to …", "Share my record with this person"
        # A switch with no role shows its state by its look at most (``switch on``, or
        # checked where the observation made it a switch by that look): off, it may only
        # look so, and either way may be the one that weakens.
        looks_on = switch_look(element) and p.fold(element.hint).split()[-1:] == ["on"]
        on = element.has(State.CHECKED) or element.has(State.PRESSED) or looks_on
        drawn = element.has(State.CLICKABLE)
        known = (element.role in TOGGLE_ROLES and not drawn) or on
        weakens = (
            (p.PROTECTION.search(label) if on else p.REMOTE_ACCESS.search(label))
            if known
            else p.PROTECTION.search(label) or p.REMOTE_ACCESS.search(label)
        )
        if not cats and weakens:
            cats = ["security"]  # "SPI Firewall" turned off, "Remote management" turned on
        if not cats and not (on and known):
            automatic = auto_action(element, label)
            if automatic.verdict is Verdict.ALLOW and not titled_alone(element, view):
                automatic = explained_switch(element, view)
            if automatic.verdict is Verdict.ALLOW:
                automatic = grade_switch(element, label)
            if automatic.verdict is not Verdict.ALLOW:
                return automatic
        if not cats and not on and p.PRICE.search(label):
            # "Late checkout (2 PM, $40)" turned on adds the charge.
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="pay",
                reason=f"{called(element)} would add what it costs",
                rule="builtin:toggle-pay",
            )
        if not cats:
            billed = section_charge(element, view)
            if billed.verdict is not Verdict.ALLOW:
                return billed
        if not cats and p.PRIVATE_TOGGLE.search(label):
            # "Make this site private" turned off makes it public; turned on, takes it down.
            doing = "unpublish" if known and not on else "publish"
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="publish",
                reason=f"{called(element)} would {doing}",
                rule="builtin:toggle-private",
            )
        if cats and on and known and not weakens and p.AUTO_ACTION.search(label):
            return ALLOW  # "Auto-deploy" turned off: nothing is done by itself any more
        if cats:
            risk = cats[0]
            doing = p.doing(risk)
            if on and risk in ("grant", "publish"):
                # Turned off, a sharing or public switch takes back what it gave.
                risk, doing = ("revoke", "revoke") if risk == "grant" else (risk, "unpublish")
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=f"{called(element)} would {doing}",
                rule=f"builtin:toggle-{risk}",
            )
        looks = p.LOOK_TOGGLE.match(p.fold(element.name).strip())
        if p.ACCOUNT_CONTEXT.search(self._context(element, view)) and not looks:
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="account",
                reason=f"{called(element)} changes an account setting",
                rule="builtin:account-toggle",
            )
        return ALLOW

    def _context(self, element: Element, view: View) -> str:
        dialog = view.dialog_of(element)
        # The window's title and the heading of the element's own section: a *Lunch
        # account* heading far above says nothing of a permission slip's radio buttons.
        parts = [view.top_titles(), view.heading_before(element)]
        if dialog is not None:
            parts.append(p.fold(dialog.name))
        parts.extend(p.fold(a.name) for a in view.ancestors(element) if a.role is Role.FORM)
        return " | ".join(parts)

    def _settings_commit(self, element: Element, label: str, view: View) -> Assessment:
        if element.role not in COMMIT_ROLES or not p.SETTINGS_COMMIT.match(label):
            return ALLOW
        if not p.ACCOUNT_CONTEXT.search(self._context(element, view)):
            return ALLOW
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="account",
            reason=f'"{element.name}" saves account settings',
            rule="builtin:account-save",
        )

    # -- the user's file -----------------------------------------------------------------

    def _apply_file(
        self, action: Action, app: str, subjects: list[Element], builtin: Assessment
    ) -> Assessment:
        return self.file.apply(action, app, subjects, builtin)
