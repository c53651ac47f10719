"""The one place sessions are built: from settings, a target and options.

The CLI (:class:`handrail.cli.common.CliContext`) and the MCP server
(:class:`handrail.mcpserver.tools.Toolbox`) both open their sessions here, so they pick
the same backend for a target, keep ids in the same per-user store, wrap the backend
with the same secrets whatever the vault holds (an empty vault too: a ``{{NAME}}``
naming no secret then fails in both instead of being typed), and build the same default
gate and stop flag.
"""

from __future__ import annotations

from handrail.backends.registry import create_backend
from handrail.config import Settings
from handrail.gate import Gate
from handrail.ids import FileIdStore, IdStore
from handrail.model import TargetQuery
from handrail.ocr import ocr_backend
from handrail.safety.secrets import SecretVault
from handrail.session import Session

__all__ = ["backend_for", "open_session", "session_vault"]


def backend_for(query: TargetQuery | None, forced: str | None = None) -> str:
    """The registry name of the backend a session for ``query`` uses.

    ``forced`` (a ``--backend`` or a server's backend) wins; else the query's own.
    """
    if forced:
        return forced
    return query.backend_name if query is not None else TargetQuery().backend_name


def session_vault(settings: Settings, vault: SecretVault | None = None) -> SecretVault:
    """``vault``, or the secrets of the environment (``HANDRAIL_SECRET_*``) when none is given.

    Raises:
        UsageError: for a badly named ``HANDRAIL_SECRET_*`` variable.

    """
    return vault if vault is not None else SecretVault.from_args((), settings)


def open_session(
    settings: Settings,
    query: TargetQuery | None = None,
    *,
    origin: str,
    backend: str | None = None,
    vault: SecretVault | None = None,
    gate: Gate | None = None,
    ids: IdStore | None = None,
) -> Session:
    """A session on the backend ``query`` (or ``backend``) names, built from ``settings``.

    Args:
        settings: the settings the backend, the gate, the stop flag and the settle time
            come from.
        query: the target the session is for; ``None`` for the default backend.
        origin: who opens it (``cli``, ``mcp``, …), recorded in gate requests.
        backend: a registry name overriding the query's backend.
        vault: the secrets; the environment's (:func:`session_vault`) when not given.
        gate: the gate; :func:`handrail.safety.default_gate` for ``origin`` when not given.
        ids: the id store; the per-user file store in the state directory by default,
            so ids stay valid across processes and between the CLI and the server.

    Raises:
        UsageError: for an unknown backend name, a bad policy file or approval setting,
            or a badly named secret variable.

    """
    name = backend_for(query, backend)
    created = create_backend(name, settings=settings)
    if created.capabilities.ocr:
        # OCR reads pixels only when a snapshot's mode asks for it (ax-poor windows).
        created = ocr_backend(created, settings)
    return Session(
        created,
        settings=settings,
        vault=session_vault(settings, vault),
        ids=ids or FileIdStore(settings.state_dir / "ids"),
        gate=gate,
        origin=origin,
    )
