"""Secrets: values typed into a target but never shown in clear.

A :class:`SecretVault` holds named values given as ``--secret NAME=VALUE`` or through
``HANDRAIL_SECRET_<NAME>`` in the environment (read, like every variable, by
:mod:`handrail.config`). A planner refers to a secret as ``{{NAME}}``; the value is put
in only at the last moment, when the text is typed (:meth:`SecretVault.expand`).
Everything else — prompts, logs, screenshots' metadata, the console — goes through
:meth:`SecretVault.redact`, which turns every occurrence of a value back into its
placeholder. :class:`SecretsBackend` does both at the backend boundary, so the session,
the loop and everything above see placeholders only; its screenshots have the boxes of
elements that show a value blacked out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any, TypeVar

from handrail.actions import Action, ActionKind, ActionReceipt, Via
from handrail.backends.base import Backend, ScreenPicture, Tree
from handrail.backends.wrapper import BackendWrapper
from handrail.config import Settings
from handrail.errors import BackendUnavailable, HandrailError, UsageError, arg
from handrail.geometry import Rect
from handrail.masking import mask_png
from handrail.model import Element, ObserveOptions, Target, TargetQuery

__all__ = ["ENV_PREFIX", "PLACEHOLDER", "SecretVault", "SecretsBackend"]

ENV_PREFIX = "HANDRAIL_SECRET_"
"""Environment variables ``HANDRAIL_SECRET_<NAME>`` define the secret ``NAME``."""

PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
"""How a planner writes a secret: ``{{NAME}}``."""

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

T = TypeVar("T")

MIN_SECRET = 4
"""The shortest secret value (not counting white space)."""
PIECE = 4
"""The shortest piece of a value that is hidden on its own."""
_MAX_NAMES = 4096


def _spaced(chars: str) -> str:
    """A pattern for ``chars`` with any white space between them."""
    return r"\s*".join(re.escape(c) for c in chars)


class _Matcher:
    """Finds one secret value in texts, ignoring case and white space, and pieces of it."""

    def __init__(self, value: str) -> None:
        self.squeezed = "".join(value.split()).casefold()
        self.whole = re.compile(_spaced(self.squeezed), re.IGNORECASE)
        self._heads: dict[int, re.Pattern[str]] = {}
        self._tails: dict[int, re.Pattern[str]] = {}

    def _head(self, n: int) -> re.Pattern[str]:
        # The value's first n characters at the end of a text.
        found = self._heads.get(n)
        if found is None:
            found = self._heads[n] = re.compile(
                _spaced(self.squeezed[:n]) + r"\s*\Z", re.IGNORECASE
            )
        return found

    def _tail(self, n: int) -> re.Pattern[str]:
        # The value's last n characters at the start of a text.
        found = self._tails.get(n)
        if found is None:
            found = self._tails[n] = re.compile(
                r"\A\s*" + _spaced(self.squeezed[-n:]), re.IGNORECASE
            )
        return found

    def redact(self, text: str, placeholder: str) -> str:
        squeezed = "".join(text.split()).casefold()
        secret = self.squeezed
        if not squeezed:
            return text
        if secret in squeezed:
            text = self.whole.sub(placeholder, text)
            squeezed = "".join(text.split()).casefold()
        if len(secret) <= PIECE:
            return text
        if len(squeezed) >= PIECE and squeezed in secret:
            return placeholder
        if squeezed[-PIECE:] in secret:
            for n in range(min(len(secret), len(squeezed)) - 1, PIECE - 1, -1):
                if squeezed.endswith(secret[:n]):
                    text = self._head(n).sub(placeholder, text, count=1)
                    squeezed = "".join(text.split()).casefold()
                    break
        if squeezed[:PIECE] in secret:
            for n in range(min(len(secret), len(squeezed)) - 1, PIECE - 1, -1):
                if squeezed.startswith(secret[-n:]):
                    text = self._tail(n).sub(placeholder, text, count=1)
                    break
        return text


class SecretVault:
    """Named secret values, expanded for typing and redacted everywhere else.

    Args:
        secrets: name → value. Names are letters, digits and ``_``; values are non-empty.

    Raises:
        UsageError: for a malformed name or an empty value.

    """

    def __init__(self, secrets: Mapping[str, str] | None = None) -> None:
        self._values: dict[str, str] = {}
        self._matchers: dict[str, _Matcher] = {}
        for name, value in (secrets or {}).items():
            self.add(name, value)

    @classmethod
    def from_args(cls, pairs: Iterable[str] = (), settings: Settings | None = None) -> SecretVault:
        """Build a vault from ``NAME=VALUE`` pairs and the settings' environment.

        A pair without ``=VALUE`` takes its value from ``HANDRAIL_SECRET_<NAME>``; every
        ``HANDRAIL_SECRET_<NAME>`` in the environment is a secret too.

        Raises:
            UsageError: for a malformed pair, or a bare name with no such variable.

        """
        extra = settings.extra if settings is not None else {}
        vault = cls()
        for var, value in extra.items():
            if var.startswith(ENV_PREFIX) and value:
                name = var[len(ENV_PREFIX) :]
                if not _NAME.match(name):
                    raise UsageError(
                        f"{var}: a secret's name takes letters, digits and _ only;"
                        " rename the variable"
                    )
                vault.add(name, value)
        for pair in pairs:
            name, eq, value = pair.partition("=")
            if not eq:
                env_value = extra.get(ENV_PREFIX + name)
                if not env_value:
                    raise UsageError(
                        f"{arg('secret')} {name}: give NAME=VALUE or set {ENV_PREFIX}{name}"
                    )
                value = env_value
            vault.add(name, value)
        return vault

    def add(self, name: str, value: str) -> None:
        """Add (or replace) the secret ``name``.

        Raises:
            UsageError: for a malformed name or an empty value.

        """
        if not _NAME.match(name):
            raise UsageError(f"secret name {name!r}: use letters, digits and _")
        if not value:
            raise UsageError(f"secret {name}: the value is empty")
        if len("".join(value.split())) < MIN_SECRET:
            raise UsageError(
                f"secret {name}: a value of {len(value)} character(s) is too short to hide"
                f" (it would blank out that text wherever it shows); use {MIN_SECRET} or more"
            )
        self._values[name] = value

    @property
    def names(self) -> tuple[str, ...]:
        """The secrets' names, sorted."""
        return tuple(sorted(self._values))

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, name: object) -> bool:
        return name in self._values

    def expand(self, text: str) -> str:
        """``text`` with every ``{{NAME}}`` replaced by its value — for typing only.

        Raises:
            UsageError: when a placeholder names no secret (nothing is typed then).

        """

        def put(m: re.Match[str]) -> str:
            name = m.group(1)
            if name not in self._values:
                known = ", ".join(self.names) or "none"
                raise UsageError(f"unknown secret {{{{{name}}}}} (known: {known})")
            return self._values[name]

        return PLACEHOLDER.sub(put, text)

    def expand_known(self, text: str) -> str:
        """``text`` with placeholders of known secrets replaced; others are left as they are."""
        return PLACEHOLDER.sub(lambda m: self._values.get(m.group(1), m.group(0)), text)

    def has_placeholder(self, text: str) -> bool:
        """True when ``text`` contains a ``{{NAME}}`` placeholder."""
        return PLACEHOLDER.search(text) is not None

    def redact_text(self, text: str) -> str:
        """``text`` with every secret value, or visible piece of one, replaced by ``{{NAME}}``.

        As pictures are: case and white space are ignored (CSS can change the case,
        markup can split a value with a space), a text that is itself a piece of a value
        at least 4 characters long becomes the placeholder, and a text that ends with a
        value's beginning or starts with its end (4 characters or more: the value goes
        on in the next text) has that part replaced.
        """
        if not self._values or not text:
            return text
        # Longest values first, so a secret that contains another is replaced whole.
        for name, value in sorted(self._values.items(), key=lambda kv: -len(kv[1])):
            text = self._matcher(value).redact(text, "{{" + name + "}}")
        return text

    def _matcher(self, value: str) -> _Matcher:
        found = self._matchers.get(value)
        if found is None:
            found = self._matchers[value] = _Matcher(value)
        return found

    def shows_part(self, text: str) -> bool:
        """Whether ``text`` may show a secret, or a piece of one, on screen.

        For hiding pixels, where hiding too much is harmless: case and runs of white
        space are ignored (CSS can change both), and a piece counts when it holds a
        whole value, is a piece of one at least 4 characters long (markup can split a
        value over several texts), or ends with a value's beginning or starts with its
        end (at least 4 characters: a value cut by markup or a line break).
        """
        shown = " ".join(text.split()).casefold()
        if not shown:
            return False
        for value in self._values.values():
            secret = " ".join(value.split()).casefold()
            if not secret:
                continue
            if secret in shown or (len(shown) >= min(4, len(secret)) and shown in secret):
                return True
            least = min(4, len(secret))
            for n in range(min(len(secret), len(shown)) - 1, least - 1, -1):
                if shown.endswith(secret[:n]) or shown.startswith(secret[-n:]):
                    return True
        return False

    def redact(self, obj: T) -> T:
        """A copy of ``obj`` (str, or JSON-able dicts, lists and tuples) with values redacted.

        Dictionary keys are redacted too; other objects are returned as they are.
        """
        return self._redact(obj)  # type: ignore[no-any-return]

    def _redact(self, obj: Any) -> Any:
        if not self._values:
            return obj
        if isinstance(obj, str):
            return self.redact_text(obj)
        if isinstance(obj, dict):
            return {self._redact(k): self._redact(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [self._redact(v) for v in obj]
        if isinstance(obj, tuple):
            return tuple(self._redact(v) for v in obj)
        return obj

    def __repr__(self) -> str:
        # Never the values: a repr ends up in tracebacks and logs.
        return f"SecretVault(names={list(self.names)!r})"


class SecretsBackend(BackendWrapper):
    """A backend wrapper: placeholders are expanded when typing, values redacted when read.

    Everything above it (session, snapshots, signatures, loop, logs, console) sees
    ``{{NAME}}`` where a secret was typed; only the wrapped backend sees the value.
    What it does not change (:meth:`capture_area`, :meth:`close`) is forwarded.

    Args:
        inner: the real backend.
        vault: the secrets.

    """

    def __init__(self, inner: Backend, vault: SecretVault) -> None:
        super().__init__(inner)
        self.vault = vault
        self._names: dict[tuple[str, str], str] = {}
        """(locator, redacted name) -> the name the backend read, for acting on it."""

    async def list_targets(self) -> list[Target]:
        """See :meth:`Backend.list_targets`."""
        return [self._target(t) for t in await self.inner.list_targets()]

    async def resolve(self, query: TargetQuery) -> Target:
        """See :meth:`Backend.resolve` (a title or URL showing a secret is redacted)."""
        return self._target(await self.inner.resolve(query))

    async def refresh(self, target: Target) -> Target:
        """See :meth:`Backend.refresh` (a title or URL showing a secret is redacted)."""
        return self._target(await self.inner.refresh(target))

    def _target(self, target: Target) -> Target:
        return replace(
            target,
            app=self.vault.redact_text(target.app),
            window=self.vault.redact_text(target.window) if target.window else target.window,
            url=self.vault.redact_text(target.url) if target.url else target.url,
        )

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """The inner tree with secret values replaced by placeholders."""
        try:
            tree = await self.inner.read_tree(target, options)
        except HandrailError as exc:
            raise self._scrubbed(exc) from None
        return self._redacted(tree)

    def _redacted(self, tree: Tree) -> Tree:
        v = self.vault
        if not len(v):
            return tree  # an empty vault has nothing to hide: no copy of a large tree
        names = [v.redact_text(n.name) for n in tree.nodes]
        for n, shown in zip(tree.nodes, names, strict=True):
            if shown != n.name:
                if len(self._names) >= _MAX_NAMES:
                    self._names.clear()
                self._names[(n.locator, shown)] = n.name
        nodes = tuple(
            replace(
                n,
                name=name,
                value=v.redact_text(n.value) if n.value is not None else None,
                description=v.redact_text(n.description),
                hint=v.redact_text(n.hint),
            )
            for n, name in zip(tree.nodes, names, strict=True)
        )
        blocking = v.redact_text(tree.blocking) if tree.blocking else tree.blocking
        title = v.redact_text(tree.title) if tree.title else tree.title
        return replace(tree, nodes=nodes, blocking=blocking, title=title)

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """Expand placeholders in typed text, perform, and return a receipt without values.

        Raises:
            UsageError: when the text names an unknown secret; nothing is typed.

        """
        sent = action
        if action.kind in (ActionKind.TYPE, ActionKind.SET_VALUE) and action.text is not None:
            sent = replace(action, text=self.vault.expand(action.text))
        if element is not None:
            # The element was read through this wrapper; the inner backend re-checks the
            # name at the locator, so give it back the name it knows.
            element = self._unredacted(element)
        try:
            receipt = await self.inner.perform(target, element, sent, via)
        except HandrailError as exc:
            raise self._scrubbed(exc) from None
        return replace(
            receipt, action=action, diagnostic=self.vault.redact_text(receipt.diagnostic)
        )

    def _unredacted(self, element: Element) -> Element:
        if not self.vault.has_placeholder(element.name):
            return element
        original = self._names.get((element.locator, element.name))
        return replace(element, name=original or self.vault.expand_known(element.name))

    def _scrubbed(self, exc: HandrailError) -> HandrailError:
        """``exc`` with secret values taken out of its message (same class when it can be)."""
        message = self.vault.redact_text(exc.message)
        if message == exc.message:
            return exc
        try:
            clean = type(exc)(message)
        except TypeError:
            clean = HandrailError(message)
        clean.__dict__.update({k: v for k, v in exc.__dict__.items() if k != "args"})
        return clean

    async def shown_text(self, target: Target) -> list[tuple[str, Rect]]:
        """See :meth:`Backend.shown_text`, with secret values replaced by placeholders."""
        v = self.vault
        return [(v.redact_text(text), box) for text, box in await self.inner.shown_text(target)]

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """See :meth:`Backend.screenshot`, with every element that shows a secret blacked out.

        What the targets in the picture show is read first (:meth:`Backend.shown_text`:
        hidden elements too, and a page's drawn text), so the boxes are where they are
        now: the target, or without one what the backend's ``untargeted_screenshot``
        says the picture shows — every target of a desktop's screen, or a browser's
        current page. A target that cannot be read is blacked out whole. Text a secret
        left outside any element (drawn on a canvas, say) cannot be found.

        Raises:
            BackendUnavailable, TargetNotFound: as the wrapped backend's, and when a
                target in the picture can be neither read nor located.

        """
        if not len(self.vault):
            return await self.inner.screenshot(target, region)
        if (
            target is None
            and self.inner.capabilities.untargeted_screenshot is ScreenPicture.CURRENT_TARGET
        ):
            # A picture without a target is of the current target (a browser's page):
            # name it once, so the boxes and the picture are of the same target.
            pages = await self.inner.list_targets()
            target = pages[0] if pages else None
        if target is not None:
            shown = [target]
        else:
            shown = await self.inner.list_targets()
        boxes: list[Rect] = []
        for t in shown:
            boxes.extend(await self._secret_boxes(t))
        png = await self.inner.screenshot(target, region)
        if not boxes:
            return png
        return mask_png(png, boxes, await self.inner.capture_area(target, region))

    async def _secret_boxes(self, target: Target) -> list[Rect]:
        v = self.vault
        try:
            shown = await self.inner.shown_text(target)
        except HandrailError as exc:
            whole = await self.inner.capture_area(target, None)
            if whole is None:
                raise BackendUnavailable(
                    v.redact_text(
                        f"cannot read {target.app} to hide secrets in the screenshot: {exc}"
                    )
                ) from exc
            return [whole]
        return [box for text, box in shown if v.shows_part(text)]

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """See :meth:`Backend.settle`: the settled tree, redacted like :meth:`read_tree`."""
        tree = await self.inner.settle(target, timeout)
        return self._redacted(tree) if tree is not None else None
