"""The risk policy: which actions are irreversible, decided from the action and the tree.

:class:`RiskPolicy` classifies an action on an element of a snapshot as ``allow``,
``approve`` (a person must approve it) or ``deny``. It is deterministic and reads only
the acted-on element, its ancestors (dialogs, buttons a text belongs to), the element a
pointer would land on, the focused element for keys, and dialog and page titles. Text
elsewhere on the screen can only *raise* a verdict (a destructive dialog's wording),
never lower it, and nothing on the screen can change the rules.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import handrail.safety.patterns as p
from handrail.actions import Action, ActionKind
from handrail.gate import Verdict
from handrail.model import Element, Snapshot
from handrail.safety.policy_file import PolicyFile
from handrail.vocab import Role, State

__all__ = ["Assessment", "RiskPolicy"]

_RANK = {Verdict.ALLOW: 0, Verdict.APPROVE: 1, Verdict.DENY: 2}

EDITABLE_ROLES = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON})
SELECTION_ROLES = frozenset(
    {Role.LISTITEM, Role.ROW, Role.CELL, Role.TREEITEM, Role.OPTION, Role.LIST, Role.LISTBOX,
     Role.TABLE, Role.TREE, Role.IMAGE, Role.GENERIC, Role.UNKNOWN}
)  # fmt: skip
CONTAINER_ROLES = frozenset(
    {Role.WINDOW, Role.DIALOG, Role.ALERT, Role.APPLICATION, Role.DOCUMENT, Role.FORM,
     Role.GROUP, Role.PANEL, Role.REGION, Role.MAIN, Role.SECTION, Role.ARTICLE,
     Role.NAVIGATION, Role.BANNER, Role.CONTENTINFO, Role.COMPLEMENTARY, Role.TABPANEL,
     Role.TOOLBAR, Role.MENUBAR, Role.MENU, Role.LIST, Role.TABLE, Role.TREE, Role.IFRAME}
)  # fmt: skip
COMMIT_ROLES = frozenset({Role.BUTTON, Role.TOGGLEBUTTON, Role.LINK, Role.MENUITEM})
"""Roles whose ancestors a click on a text or an icon inside them presses."""
TOGGLE_ROLES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
DIALOG_ROLES = frozenset({Role.DIALOG, Role.ALERT})
_ENTER = frozenset({"Return", "KP_Enter"})


@dataclass(frozen=True, kw_only=True)
class Assessment:
    """The policy's classification of one action.

    ``risk`` names the category (``send``, ``pay``, ``delete``, …); ``reason`` explains it
    to a person; ``rule`` says which rule decided (``builtin:…``, ``file:rules[2]``,
    ``file:apps.NAME``).
    """

    verdict: Verdict
    risk: str | None = None
    reason: str = ""
    rule: str = "builtin"


ALLOW = Assessment(verdict=Verdict.ALLOW, reason="no irreversible effect recognised")


def _stronger(a: Assessment, b: Assessment) -> Assessment:
    return b if _RANK[b.verdict] > _RANK[a.verdict] else a


class _View:
    """A snapshot with parent links and caches, for walking ancestors and descendants.

    Everything is computed at most once per element, so one assessment stays linear in
    the size of the snapshot even for keys that look at every button of a big page.
    """

    def __init__(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.by_id = snapshot.by_id
        self.children: dict[str, list[Element]] = {}
        for e in snapshot.elements:
            if e.parent is not None:
                self.children.setdefault(e.parent, []).append(e)
        self._descendants: dict[str, list[Element]] = {}
        self._dialog: dict[str, Element | None] = {}
        self._risk: dict[str, tuple[list[str], bool]] = {}
        self._titles: str | None = None
        self.committing: Assessment | bool | None = False
        """The committing button's assessment, once computed (``False``: not yet)."""

    def ancestors(self, element: Element) -> Iterator[Element]:
        seen = 0
        parent = element.parent
        while parent is not None and seen < 64:
            node = self.by_id.get(parent)
            if node is None:
                return
            yield node
            parent = node.parent
            seen += 1

    def descendants(self, element: Element) -> list[Element]:
        found = self._descendants.get(element.id)
        if found is None:
            found = []
            stack = list(reversed(self.children.get(element.id, [])))
            while stack:
                e = stack.pop()
                found.append(e)
                stack.extend(reversed(self.children.get(e.id, [])))
            self._descendants[element.id] = found
        return found

    def dialog_of(self, element: Element) -> Element | None:
        if element.id in self._dialog:
            return self._dialog[element.id]
        found: Element | None = None
        if element.role in DIALOG_ROLES:
            found = element
        else:
            for a in self.ancestors(element):
                if a.role in DIALOG_ROLES or (a.role is Role.WINDOW and a.has(State.MODAL)):
                    found = a
                    break
        self._dialog[element.id] = found
        return found

    def dialog_risk(self, dialog: Element) -> tuple[list[str], bool]:
        """The risk categories a dialog's title and texts name, and whether it is destructive."""
        found = self._risk.get(dialog.id)
        if found is None:
            texts = [dialog.name] + [
                e.name
                for e in self.descendants(dialog)
                if e.role not in COMMIT_ROLES and e.role not in EDITABLE_ROLES
            ]
            wording = p.fold(" | ".join(t for t in texts if t))
            cats = p.categories(wording)
            found = (cats, bool(cats) or bool(p.DESTRUCTIVE_HINT.search(wording)))
            self._risk[dialog.id] = found
        return found

    def hit(self, x: int, y: int) -> Element | None:
        best: Element | None = None
        for e in self.snapshot.elements:
            inside = e.bounds is not None and e.bounds.contains_point(x, y)
            if inside and (best is None or e.depth >= best.depth):
                best = e
        return best

    def focused(self) -> Element | None:
        found = [e for e in self.snapshot.elements if e.has(State.FOCUSED)]
        return max(found, key=lambda e: e.depth) if found else None

    def titles(self) -> str:
        if self._titles is None:
            parts = [
                e.name for e in self.snapshot.elements if e.depth == 0 or e.role is Role.HEADING
            ]
            self._titles = p.fold(" | ".join(parts))
        return self._titles


class RiskPolicy:
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
        view = _View(snapshot)
        builtin, subjects = self._builtin(action, element, view)
        return self._apply_file(action, snapshot.target.app, subjects, builtin)

    # -- the built-in rules ------------------------------------------------------------

    def _builtin(
        self, action: Action, element: Element | None, view: _View
    ) -> tuple[Assessment, list[Element]]:
        kind = action.kind
        if kind in (ActionKind.WAIT, ActionKind.FINISH, ActionKind.SCROLL, ActionKind.FOCUS):
            return ALLOW, [element] if element else []
        if kind is ActionKind.RIGHTCLICK:
            return ALLOW, [element] if element else []
        blocking = self._blocking(view, action, element)
        if kind in (ActionKind.CLICK, ActionKind.DOUBLECLICK):
            result, subjects = self._click(action, element, view)
            return _stronger(result, blocking), subjects
        if kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            text = action.text or ""
            field = element or view.focused()
            if "\n" in text or "\r" in text:
                return _stronger(self._enter(field, view, ()), blocking), [e for e in [field] if e]
            return blocking, [field] if field else []
        if kind is ActionKind.KEY:
            field = element or view.focused()
            return _stronger(self._key(action, field, view), blocking), [e for e in [field] if e]
        return ALLOW, []

    def _blocking(self, view: _View, action: Action, element: Element | None) -> Assessment:
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
        self, action: Action, element: Element | None, view: _View
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
            result = _stronger(result, self._press(subject, view))
        return result, subjects

    def _click_subjects(self, element: Element, view: _View) -> list[Element]:
        # What a click may press: the element, the button or link it sits in, and what
        # lies under its centre if a pointer fallback lands there.
        out = [element]
        for i, a in enumerate(view.ancestors(element)):
            if i >= 3:
                break
            if a.role in COMMIT_ROLES:
                out.append(a)
        if element.bounds is not None and not element.bounds.empty:
            cx, cy = element.bounds.center
            hit = view.hit(cx, cy)
            if hit is not None and hit.id != element.id:
                out.append(hit)
                out.extend(a for a in view.ancestors(hit) if a.role in COMMIT_ROLES)
        seen: set[str] = set()
        unique = []
        for e in out:
            if e.id not in seen:
                seen.add(e.id)
                unique.append(e)
        return unique

    def _press(self, element: Element, view: _View) -> Assessment:
        """Pressing (clicking, or space/Enter on) one element."""
        if element.role in EDITABLE_ROLES or element.role in CONTAINER_ROLES - {Role.LIST}:
            return ALLOW
        if element.role in (Role.HEADING, Role.SEPARATOR, Role.PROGRESSBAR, Role.SCROLLBAR):
            return ALLOW
        label = p.fold(f"{element.name} {element.description}".strip())
        dialog = view.dialog_of(element)
        if dialog is not None:
            in_dialog = self._dialog_button(element, label, dialog, view)
            if in_dialog is not None:
                return in_dialog
        if element.role in TOGGLE_ROLES:
            return self._toggle(element, label, view)
        own = self._label(element, label)
        if own.verdict is not Verdict.ALLOW:
            return own
        return self._settings_commit(element, label, view)

    def _label(self, element: Element, label: str) -> Assessment:
        if not label:
            return ALLOW
        cats = p.categories(label)
        if not cats and p.DESTRUCTIVE_HINT.search(p.fold(element.description)):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="destructive",
                reason=f'{element.role} "{element.name}" says: {element.description[:120]!r}',
                rule="builtin:description",
            )
        if not cats:
            return ALLOW
        if element.role is Role.LINK and p.NAV_LINK.search(label):
            return ALLOW
        if element.role is Role.LINK and p.SAFE_LINK.search(label):
            rest = p.SAFE_LINK.sub(" ", label)
            if not p.categories(rest):
                return ALLOW
        if p.REVERSAL.match(label) and not p.CHAINED.search(label):
            return ALLOW
        if p.SAFE_NAME.match(label) and "cancel" not in cats:
            rest = p.SAFE_NAME.sub(" ", label, count=1)
            if not p.categories(rest):
                return ALLOW
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=cats[0],
            reason=f'{element.role} "{element.name}" would {cats[0]}',
            rule=f"builtin:{cats[0]}",
        )

    def _dialog_button(
        self, element: Element, label: str, dialog: Element, view: _View
    ) -> Assessment | None:
        cats, destructive = view.dialog_risk(dialog)
        if not destructive or p.NEGATIVE.match(label):
            return None if not p.NEGATIVE.match(label) else ALLOW
        if p.AFFIRMATIVE.match(label) or element.has(State.DEFAULT) or not label:
            risk = cats[0] if cats else "confirm"
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=f'"{element.name}" confirms the dialog "{dialog.name}" ({risk})',
                rule="builtin:destructive-dialog",
            )
        return None

    def _toggle(self, element: Element, label: str, view: _View) -> Assessment:
        cats = [c for c in p.categories(label) if c in ("grant", "publish", "account", "delete")]
        if cats:
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=cats[0],
                reason=f'{element.role} "{element.name}" would {cats[0]}',
                rule=f"builtin:toggle-{cats[0]}",
            )
        if p.ACCOUNT_CONTEXT.search(self._context(element, view)):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="account",
                reason=f'{element.role} "{element.name}" changes an account setting',
                rule="builtin:account-toggle",
            )
        return ALLOW

    def _context(self, element: Element, view: _View) -> str:
        dialog = view.dialog_of(element)
        parts = [view.titles()]
        if dialog is not None:
            parts.append(p.fold(dialog.name))
        parts.extend(p.fold(a.name) for a in view.ancestors(element) if a.role is Role.FORM)
        return " | ".join(parts)

    def _settings_commit(self, element: Element, label: str, view: _View) -> Assessment:
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

    # -- keys ----------------------------------------------------------------------------

    def _key(self, action: Action, field: Element | None, view: _View) -> Assessment:
        combo = action.combo
        key, mods = combo.key, combo.modifiers
        if key in _ENTER:
            return self._enter(field, view, mods)
        if key == "space" and not mods and field is not None and field.role not in EDITABLE_ROLES:
            return self._press(field, view)
        if key in ("Delete", "BackSpace"):
            return self._delete_key(key, mods, field)
        return ALLOW

    def _enter(self, field: Element | None, view: _View, mods: tuple[str, ...]) -> Assessment:
        if field is not None and field.role not in EDITABLE_ROLES and not field.has(State.EDITABLE):
            return self._press(field, view)
        if field is not None:
            dialog = view.dialog_of(field)
            if dialog is not None:
                default = next((e for e in view.descendants(dialog) if e.has(State.DEFAULT)), None)
                if default is not None:
                    found = self._press(default, view)
                    if found.verdict is not Verdict.ALLOW:
                        return found
        name = p.fold(f"{field.name} {field.description}") if field is not None else ""
        if field is not None and (field.role is Role.SEARCHBOX or p.SEARCH_FIELD.search(name)):
            return ALLOW
        committing = self._committing_button(view)
        compose = bool(name) and bool(p.COMPOSE_FIELD.search(name))
        multiline = field is not None and field.has(State.MULTILINE)
        if committing is None and not compose:
            return ALLOW
        if multiline and not mods and not compose:
            # Enter in a multi-line field starts a new line, unless it is a message box.
            return ALLOW
        if multiline and mods == ("shift",):
            return ALLOW  # Shift+Enter is a new line, even in a message box
        if committing is None and field is None:
            return ALLOW
        risk = committing.risk if committing is not None else "send"
        where = f'field "{field.name}"' if field is not None else "the focused element"
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=risk,
            reason=f"Enter in {where} may {risk} the form",
            rule="builtin:commit-key",
        )

    def _committing_button(self, view: _View) -> Assessment | None:
        if view.committing is not False:
            return view.committing  # type: ignore[return-value]
        best: Assessment | None = None
        for e in view.snapshot.elements:
            if e.role in COMMIT_ROLES and e.role is not Role.LINK:
                found = self._press(e, view)
                if found.verdict is not Verdict.ALLOW and (best is None or e.has(State.DEFAULT)):
                    best = found
        view.committing = best
        return best

    @staticmethod
    def _delete_key(key: str, mods: tuple[str, ...], field: Element | None) -> Assessment:
        if field is not None and (field.role in EDITABLE_ROLES or field.has(State.EDITABLE)):
            return ALLOW
        if key == "BackSpace" and (field is None or field.role not in SELECTION_ROLES):
            return ALLOW
        where = f'{field.role} "{field.name}"' if field is not None else "the current selection"
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="delete",
            reason=f"{'+'.join((*mods, key))} on {where} deletes it",
            rule="builtin:delete-key",
        )

    # -- the user's file -----------------------------------------------------------------

    def _apply_file(
        self, action: Action, app: str, subjects: list[Element], builtin: Assessment
    ) -> Assessment:
        f = self.file
        if not f.rules and not f.apps:
            return builtin
        matched: list[Assessment] = []
        for rule in f.rules:
            for e in subjects:
                if not rule.applies(app, e.role.value, action.kind.value):
                    continue
                label = p.fold(f"{e.name} {e.description}")
                if rule.pattern.search(label):
                    matched.append(
                        Assessment(
                            verdict=rule.verdict,
                            risk=rule.risk,
                            reason=f'policy rule {rule.index} matches "{e.name}"',
                            rule=f"file:rules[{rule.index}]",
                        )
                    )
                    break
        for app_rule in f.apps:
            if app_rule.applies(app):
                matched.append(
                    Assessment(
                        verdict=app_rule.verdict,
                        risk=builtin.risk,
                        reason=f"policy for application {app_rule.app!r}: {app_rule.verdict}",
                        rule=f"file:apps.{app_rule.app}",
                    )
                )
        # A deny anywhere wins; then a rule about this very element; then the
        # application's verdict; the built-in verdict otherwise.
        for a in matched:
            if a.verdict is Verdict.DENY:
                return a
        for a in matched:
            if a.rule.startswith("file:rules"):
                return a if a.verdict is Verdict.ALLOW else _stronger(builtin, a)
        for a in matched:
            if a.verdict is Verdict.ALLOW:
                return a
            return _stronger(builtin, a)
        return builtin
