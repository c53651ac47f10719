"""The risk policy's rules for words that say what they do only where they stand.

A bare verb (*Stop*, *Update now*, a lone *Cancel*) acts on what its section or its list
names: *Update now* under a *Firmware* heading updates the firmware, *Stop* chosen in a
list under *Services* stops a service, and a panel's only *Cancel* under *Upcoming
appointments* cancels one. A *Cancel* beside a field, or beside a *Save*, backs out of
an edit instead. A switch that makes something happen by itself (*Auto-approve
refunds*) does that thing from then on.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.admin import outside_row_menu
from handrail.safety.rules.market import help_over
from handrail.safety.rules.place import (
    line_before,
    line_texts,
    line_words,
    same_row,
    section_of,
    text_on_line,
)
from handrail.safety.rules.sections import help_near, purge_line, section_charge
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    EDITABLE_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    beside,
    called,
    label_of,
    pressable,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "access_pick",
    "auto_action",
    "bare_verb",
    "destructive_code",
    "explained_switch",
    "opens_to_all",
    "opens_writes",
    "runs_code",
    "saves_code",
    "state_button",
    "status_pick",
    "switch_look",
]


def switch_look(element: Element) -> bool:
    """A clickable element with no role drawn as an on/off switch (its hint says so)."""
    return (
        element.has(State.CLICKABLE)
        and element.role not in INTERACTIVE_ROLES
        and p.SWITCH_LOOK.search(p.fold(element.hint)) is not None
    )


def _backs_out(element: Element, view: View) -> bool:
    """Whether a *Cancel* leaves an edit: a field or a committing button stands with it.

    With it: in its form, else beside it on its own line, not anywhere on the page.
    """
    form = view.form_of(element)
    near = view.descendants(form) if form is not None else view.snapshot.elements
    for e in near:
        if e is element or (form is None and not same_row(element, e)):
            continue
        if e.role in EDITABLE_ROLES:
            return True
        if e.role in COMMIT_ROLES or e.has(State.CLICKABLE):
            wording = label_of(e)
            if p.FORM_COMMIT.match(wording) or p.AFFIRMATIVE.match(wording):
                return True
            if wording.startswith("cancel ") and p.begins_with_risk(wording):
                return True  # beside *Cancel route* a bare *Cancel* is something else
            verb = wording.split(" ", 1)[0]
            if p.begins_with_risk(wording) and view.heading_before(element).startswith(f"{verb} "):
                return True  # beside *Transfer* under *Transfer tickets* it closes the card
    return False


_FINDS = re.compile(r"\b(?:reveal|show) in (?:the )?(?:tree|folder|finder|explorer|sidebar|list)\b")
"""An icon that shows where an item is (*Reveal in tree*), not what it holds."""

_MASKED = re.compile(r"[•●∙·*]{2,}|(?:[•●∙·*] ){2,}|^(?:masked|hidden|redacted)$")
"""A value the page keeps hidden: a run of dots or stars (*QQ •• •• •• C*, *••••4321*), or
a badge that says so (*Masked*)."""


def state_button(element: Element, label: str, view: View) -> Element | None:
    """A button that shows its setting's state, as the switch it is: *Require PIN [On]*.

    Named by the text before it on its line, ``checked`` when it reads on; ``None`` for
    any other control.
    """
    if label not in _STATE_WORDS or element.role in TOGGLE_ROLES:
        return None
    if not (element.has(State.CLICKABLE) or element.role is Role.BUTTON):
        return None
    line = text_on_line(element, view)
    if line is None:
        return None
    on = {State.CHECKED} if label in ("on", "enabled", "active") else set()
    return dataclasses.replace(element, name=line.name, states=element.states | on)


_STATE_WORDS = frozenset({"on", "off", "enabled", "disabled", "active", "inactive"})


def _verb_of(element: Element, label: str) -> str | None:
    found = p.BARE_VERB.match(label)
    if found is not None:
        return found.group("verb")
    if (element.name and any(c.isalnum() for c in element.name)) or not element.hint:
        return None  # named (a name of symbols only, an "👁", is none)
    # An unnamed icon: what its look does (an eye shows, a lock locks).
    hint = p.fold(element.hint).replace("-", " ").replace("_", " ")
    if _FINDS.search(hint):
        return None  # "Reveal in tree" shows where the item is, not what it holds
    words = hint.split()
    return next((p.ICON_VERBS[w] for w in words if w in p.ICON_VERBS), None)


def bare_verb(element: Element, label: str, view: View, field: Element | None = None) -> Assessment:
    """A bare verb judged with what its list (``field``), dialog, line or section names.

    A label that only goes on (*Continue*) is judged with its section's heading. Only a
    risk the verb itself begins counts (*update firmware*, *cancel upcoming appointments*),
    not one its section names alone.
    """
    verb = _verb_of(element, label)
    saves = verb is None and bool(p.PLAIN_SAVE.match(label))
    if saves:
        verb = "change"  # "Save" under "Custom nameservers" changes them
    dialog = view.dialog_of(element)
    # "Continue" under "Withdraw to external address" does what its section is for.
    goes_on = verb is None and field is None and dialog is None
    goes_on = goes_on and bool(p.GENERIC_COMMIT.match(label))
    if goes_on:
        verb = ""
    if field is None and dialog is None:
        # A bare Yes or OK right after a question answers it.
        answered = _answer(element, label, view)
        if answered.verdict is not Verdict.ALLOW:
            return answered
        if verb is None:
            return _explained(element, label, view)
    if verb is None:
        return ALLOW
    if verb == "cancel" and (field is not None or dialog is not None or _backs_out(element, view)):
        return ALLOW
    places = [p.fold(field.name)] if field is not None else []
    if dialog is not None:
        places.append(p.fold(dialog.name))
    line = line_texts(element, view) if field is None else []
    if field is None and not saves and not goes_on:
        # Its line's text, nearest first: a row's help line, then the title before it
        # (*Disable* after *Private vulnerability reporting  Allow your community …*).
        places.extend(line or [""])
    places.append(view.heading_before(field or element))
    whole = " ".join(reversed(line))
    if verb in ("show", "reveal") and dialog is None and _MASKED.search(whole):
        # The whole line names the value: *DATABASE_URL ••••• Masked* before an eye.
        places.insert(0, whole)
    for place in places:
        if not place:
            continue
        if verb in ("show", "reveal") and _MASKED.search(place):
            # "Show" beside "QQ •• •• •• C": the value the page keeps hidden.
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="security",
                reason=f'{called(element)} would show "{place[:80]}" unmasked',
                rule="builtin:security",
            )
        # "Save" under "Change master password": the heading says the verb already.
        said = place if verb and place.startswith(f"{verb} ") else f"{verb} {place}".strip()
        if not p.begins_with_risk(said):
            continue
        risk = p.categories(said)[0]
        where = "under" if goes_on else "on"
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=risk,
            reason=f'{called(element)} {where} "{place[:80]}" would {p.doing(risk)}',
            rule=f"builtin:{risk}",
        )
    return ALLOW


def _answer(element: Element, label: str, view: View) -> Assessment:
    """*Yes* right after a question, with no dialog around them.

    The question says what the answer does (*Delete this deal? No Yes*): on its line, or
    the text right before its answers (a pop-up's question over its *No* and *Yes*).
    """
    if not p.AFFIRMATIVE.match(label) or len(label.split()) > 2:
        return ALLOW
    line = line_before(element, view) or _text_before(element, view)
    # A help topic's question (*How do I delete my account?*) asks about an action.
    asks = line.rstrip().endswith("?") and not _TOPIC.match(line)
    cats = p.categories(line) if asks else []
    if not cats:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=cats[0],
        reason=f'{called(element)} answers "{line[:80]}": it would {p.doing(cats[0])}',
        rule=f"builtin:{cats[0]}",
    )


_TOPIC = re.compile(r"(?:how|what|why|when|where|who|which)\b")
"""A question a help page asks about an action, not one a confirmation asks."""
_EXPLAINED_LOOKBACK = 3
"""How many elements before a button the line that explains it may lie."""


def _plain_before(element: Element, view: View) -> Iterator[Element]:
    """The elements right before ``element`` that are no controls, nearest first."""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    for e in reversed(elements[max(0, at - _EXPLAINED_LOOKBACK) : at]):
        if not (e.interactive or e.has(State.CLICKABLE)):
            yield e


def _text_before(element: Element, view: View) -> str:
    """The folded plain text nearest before ``element``, past a few controls (*No*)."""
    return next((p.fold(e.name).strip() for e in _plain_before(element, view)), "")


def _explained(element: Element, label: str, view: View) -> Assessment:
    """A one-word button under a line that says what it does by its own verb.

    *Schedule* under *Scheduling emails the invitation to panelists*: the line's words
    after the verb say what a press does.
    """
    word = label.strip()
    if not word.isalpha() or len(word) < 3:
        return ALLOW
    forms = (f"{word}ing ", f"{word[:-1]}ing ", f"{word}{word[-1]}ing ")
    for e in _plain_before(element, view):
        text = p.fold(e.name).strip()
        form = next((f for f in forms if text.startswith(f)), None)
        if form is None:
            continue
        rest = text[len(form) :]
        does = re.sub(r"^([a-z]{3,})s\b", r"\1", rest)
        cats = p.categories(does) or p.categories(rest)
        if cats:
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=cats[0],
                reason=f'{called(element)} under "{e.name[:80]}" would {p.doing(cats[0])}',
                rule=f"builtin:{cats[0]}",
            )
    return ALLOW


def status_pick(field: Element, option: Element) -> Assessment:
    """Setting a record's status list to one it is moved to for good (*Solved*, *Cancelled*)."""
    state = p.TERMINAL_STATE.match(p.fold(option.name).strip())
    name = p.fold(field.name)
    if state is None or not p.STATUS_FIELD.search(name) or p.SEARCH_FIELD.search(name):
        return ALLOW  # a list that filters by status changes no record
    risk = next(k for k, v in state.groupdict().items() if v)
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f'setting {called(field)} to "{option.name}" would {p.doing(risk)}',
        rule=f"builtin:status-{risk}",
    )


def auto_action(element: Element, label: str) -> Assessment:
    """A switch turned on that does an irreversible action by itself from then on."""
    found = p.AUTO_ACTION.search(label)
    if found is None:
        return ALLOW
    verb = (
        found.group("verb") or found.group("later") or found.group("unasked") or found.group("when")
    ) or found.group("then")
    cats = p.categories(verb)
    risk = cats[0] if cats else "confirm"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f"{called(element)} would {verb} by itself from then on",
        rule=f"builtin:toggle-{risk}",
    )


def explained_switch(element: Element, view: View) -> Assessment:
    """A switch whose title or help line over it says it acts by itself from then on.

    *Apple News* under *Automatically publish every new article to Apple News*.
    """
    lines = [element.description] if element.description else []
    lines += help_over(element, view)
    for line in lines:
        found = auto_action(element, p.fold(line))
        if found.verdict is not Verdict.ALLOW:
            return found
    return ALLOW


def destructive_code(field: Element | None) -> Assessment:
    """A field holding code that deletes or destroys data when it runs."""
    if field is None or not field.value:
        return ALLOW
    found = p.DESTRUCTIVE_CODE.search(field.value)
    if found is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="delete",
        reason=f'{called(field)} holds "{found.group(0)}", which deletes data when it runs',
        rule="builtin:destructive-code",
    )


def _filled_fields(element: Element, view: View) -> Iterator[Element]:
    """The fields holding a value that ``element`` commits: in its form, else beside it."""
    form = view.form_of(element)
    pool = view.descendants(form) if form is not None else view.snapshot.elements
    for e in pool:
        if e.value and (e.role in EDITABLE_ROLES or e.has(State.EDITABLE)):
            if form is None and not beside(element.bounds, e.bounds, reach=_CODE_REACH):
                continue
            if form is None and view.form_of(e) is not None:
                continue  # another form's field: its own button commits it
            yield e


def opens_to_all(element: Element, label: str, view: View) -> Assessment:
    """*Save* or *Create* beside a field holding ``0.0.0.0/0`` or ``"Principal": "*"``.

    A firewall rule from any address, a bucket policy for any principal: whatever the
    form sets, anyone can reach it once it is saved.
    """
    if not pressable(element) or not p.FORM_COMMIT.match(label):
        return ALLOW
    for e in (f for f in _filled_fields(element, view) if not outside_row_menu(element, f, view)):
        found = p.OPEN_TO_ALL.search(e.value or "")
        # A database's remote host of "%": any host may connect.
        wildcard = (e.value or "").strip() == "%" and _HOST.search(p.fold(e.name))
        if found is not None or wildcard:
            held = found.group(0) if found is not None else "%"
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="grant",
                reason=f"{called(element)} saves {called(e)} holding {held!r}: "
                "anyone could reach it",
                rule="builtin:open-to-all",
            )
    return ALLOW


def saves_code(element: Element, label: str, view: View) -> Assessment:
    """*Add New Cron Job* for a *Command* of ``rm -rf …``: the server runs it later."""
    if not pressable(element) or not p.FORM_COMMIT.match(label):
        return ALLOW
    commands = (e for e in _filled_fields(element, view) if p.COMMAND_FIELD.search(p.fold(e.name)))
    return _commits_code(element, "saves", commands)


def opens_writes(element: Element, label: str, view: View) -> Assessment:
    """*Change Permissions* with *World* × *Write* ticked lets anyone change the file.

    A grid of unnamed boxes: each is named by the words that begin its row (*World*)
    and the header over its column (*Write*).
    """
    if not pressable(element) or not (
        p.FORM_COMMIT.match(label) or p.PERMISSION_COMMIT.match(label)
    ):
        return ALLOW
    dialog = view.dialog_of(element)
    scope = view.descendants(dialog) if dialog is not None else section_of(element, view)
    for e in scope:
        if e.name or not e.has(State.CHECKED) or e.role not in TOGGLE_ROLES:
            continue
        if dialog is None and view.dialog_of(e) is not None:
            continue  # a dialog's grid is saved by its own button
        row = p.fold(line_words(e, view)).strip()
        if not p.EVERYONE_ROW.match(row):
            continue
        column = p.fold(_column_head(e, scope)).strip()
        if p.WRITE_COLUMN.match(column):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="security",
                reason=f"{called(element)} with {row!r} × {column!r} ticked lets anyone change it",
                rule="builtin:world-writable",
            )
    return ALLOW


def _column_head(element: Element, scope: list[Element]) -> str:
    """The words right above ``element`` over its column (a grid's header), or ``""``."""
    box = element.bounds
    if box is None:
        return ""
    mid = box.x + box.w // 2
    above = [
        e
        for e in scope
        if e.bounds is not None and e.name and not e.interactive
        and e.bounds.bottom <= box.y and e.bounds.x <= mid <= e.bounds.right
    ]  # fmt: skip
    return max(above, key=lambda e: e.bounds.y if e.bounds else 0).name if above else ""


def runs_code(element: Element, label: str, view: View) -> Assessment:
    """*Run* beside an editor holding ``delete from users;`` deletes the rows."""
    pressable = element.role in COMMIT_ROLES or element.has(State.CLICKABLE)
    if not pressable or not p.RUN_COMMIT.match(label):
        return ALLOW
    return _commits_code(element, "runs", _filled_fields(element, view))


def _commits_code(element: Element, verb: str, fields: Iterable[Element]) -> Assessment:
    """The first of ``fields`` whose code destroys, as what ``element`` runs or saves."""
    for e in fields:
        found = destructive_code(e)
        if found.verdict is not Verdict.ALLOW:
            return Assessment(
                verdict=found.verdict,
                risk=found.risk,
                reason=f"{called(element)} {verb} what {found.reason[0].lower()}{found.reason[1:]}",
                rule=found.rule,
            )
    return ALLOW


_HOST = re.compile(r"\bhosts?\b")
"""Names of fields that say which hosts may connect."""

_CODE_REACH = 300
"""How far from a *Run* or *Save* button in no form the field it commits may lie."""


def access_pick(field: Element, option: Element, view: View) -> Assessment:
    """Choosing in a list who may open something, a role, a price or a limit.

    *Anyone with the link* or *Acme Corp* in *General access* opens it to more people; an
    option that says it is
    charged today pays, one that says what is lost says so; *No limit* in a screen-time
    or rating list lifts a protection. In a section whose notice says changes are billed
    at once, any choice pays.
    """
    name, chosen = p.fold(field.name), p.fold(option.name).strip()

    def found(risk: str, why: str) -> Assessment:
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=risk,
            reason=f"this choice {why}",
            rule=f"builtin:{risk}",
        )

    if p.ACCESS_FIELD.search(name) and chosen and not p.PRIVATE_CHOICE.match(chosen):
        public = p.PUBLIC_TOGGLE.search(chosen) or p.PUBLIC_TOGGLE.search(name)
        return found("publish" if public else "grant", "opens it to more people")
    if p.CHARGE_NOTICE.search(chosen) or p.PERIOD_PRICE.search(chosen):
        return found("pay", "is charged")
    if p.DESTRUCTIVE_HINT.search(chosen):
        return found("confirm", "loses what it names")
    if p.LIMIT_FIELD.search(name) and p.NO_LIMIT.match(chosen):
        return found("security", "lifts a protection")
    changed = chosen != p.fold(field.value or "").strip()
    purge = purge_line(field, view)
    if purge and changed and not p.KEEP_ALL.match(chosen):
        return found("delete", f'deletes what it leaves out: the page says "{purge[:80]}"')
    said = help_near(field, view, p.CHANGE_EFFECT)
    effect = p.CHANGE_EFFECT.search(p.fold(said)) if said and changed else None
    if effect is not None:
        risk = _EFFECTS[effect.group("verb")]
        return found(risk, f'is acted on: the page says "{said[:80]}"')
    return section_charge(field, view)


_EFFECTS = {
    "email": "send", "e-mail": "send", "notifie": "send", "notify": "send", "text": "send",
    "message": "send", "send": "send", "charge": "pay", "bill": "pay", "publishe": "publish",
    "publish": "publish", "post": "post", "delete": "delete",
}  # fmt: skip
"""What a list's help line says its change does (*emails the applicant*), by its verb."""
