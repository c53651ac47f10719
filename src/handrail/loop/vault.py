"""What the loop needs from a secret vault: expand placeholders for typing, redact the rest.

:class:`handrail.safety.secrets.SecretVault` fits this protocol; the loop depends only
on the protocol so that it can be used with any vault.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

__all__ = ["NoSecrets", "Vault"]


@runtime_checkable
class Vault(Protocol):
    """Named secrets referred to as ``{{NAME}}``."""

    @property
    def names(self) -> tuple[str, ...]:
        """The secrets' names."""
        ...

    def expand(self, text: str) -> str:
        """``text`` with placeholders replaced by values (for typing only)."""
        ...

    def redact(self, obj: Any) -> Any:
        """A copy of a string or JSON-able object with values replaced by placeholders."""
        ...


class NoSecrets:
    """The empty vault: expands nothing, redacts nothing."""

    @property
    def names(self) -> tuple[str, ...]:
        """No names."""
        return ()

    def expand(self, text: str) -> str:
        """``text`` unchanged."""
        return text

    def redact(self, obj: Any) -> Any:
        """``obj`` unchanged."""
        return obj
