"""The CLI and the MCP server build their sessions in one place, so they agree.

Each shell's own entry point is used (``CliContext.session``, ``Toolbox`` and its
``act`` tool) on the in-memory fake backend: the same wrapping whatever the vault
holds, ``{{NAME}}`` typed as the value in both, and an unknown placeholder failing in
both with nothing typed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from handrail.actions import Action, ActionKind
from handrail.backends import registry
from handrail.backends.base import Capabilities
from handrail.backends.fake import FakeBackend
from handrail.backends.wrapper import find_layer
from handrail.cli.common import CliContext
from handrail.config import Settings
from handrail.errors import UsageError
from handrail.factory import open_session
from handrail.mcpserver.tools import Toolbox
from handrail.model import TargetQuery
from handrail.ocr.backend import OcrBackend
from handrail.safety.gate import RiskGate
from handrail.safety.secrets import SecretsBackend, SecretVault
from handrail.session import Session

FORM = TargetQuery(app="form")


def _settings(tmp_path: Path, **secrets: str) -> Settings:
    extra = {f"HANDRAIL_SECRET_{name}": value for name, value in secrets.items()}
    # No terminal, no console: an approval question would be refused, never asked.
    extra["HANDRAIL_APPROVER"] = "none"
    return Settings(state_dir=tmp_path, extra=extra)


def _fake(session: Session) -> FakeBackend:
    assert isinstance(session.backend, SecretsBackend)
    inner = session.backend.inner
    assert isinstance(inner, FakeBackend)
    return inner


def _field(backend: FakeBackend, name: str) -> str | None:
    app = next(a for a in backend.apps if a.target().app == "fake-form")
    return next(
        n.value for n, _ in app.window.walk() if n.name == name and n.role.value == "textbox"
    )


async def _both(settings: Settings) -> tuple[Session, Session]:
    cli = CliContext(settings=settings).session(FORM, backend="fake")
    toolbox = Toolbox(settings, backend="fake")
    return cli, await toolbox.session(FORM)


@pytest.mark.parametrize("secrets", [{}, {"PW": "s3cr3t-value"}])
async def test_both_shells_wrap_the_backend_the_same_way(
    tmp_path: Path, secrets: dict[str, str]
) -> None:
    cli, mcp = await _both(_settings(tmp_path, **secrets))
    async with cli, mcp:
        for session in (cli, mcp):
            assert isinstance(session.backend, SecretsBackend)
            assert session.vault is not None and session.vault.names == tuple(secrets)
            assert isinstance(session.gate, RiskGate)
        assert (cli.origin, mcp.origin) == ("cli", "mcp")
        assert cli.stop is not None and mcp.stop is not None
        assert cli.stop.path == mcp.stop.path
        assert cli.settle_timeout == mcp.settle_timeout == Settings().settle_timeout


async def test_a_placeholder_is_typed_as_its_value_in_both(tmp_path: Path) -> None:
    cli, mcp = await _both(_settings(tmp_path, PW="s3cr3t-value"))
    async with cli, mcp:
        for session in (cli, mcp):
            snap = await session.observe(FORM)
            to = next(e for e in snap.elements if e.name == "To" and e.role.value == "textbox")
            result = await session.act(
                FORM, Action(kind=ActionKind.TYPE, element_id=to.id, text="{{PW}}")
            )
            assert _field(_fake(session), "To") == "s3cr3t-value"
            assert result.after is not None
            after = next(e for e in result.after.elements if e.id == to.id)
            assert after.value == "{{PW}}"


async def test_an_unknown_placeholder_fails_in_both_and_nothing_is_typed(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    cli, mcp = await _both(settings)
    errors = []
    async with cli, mcp:
        for session in (cli, mcp):
            snap = await session.observe(FORM)
            to = next(e for e in snap.elements if e.name == "To" and e.role.value == "textbox")
            with pytest.raises(UsageError) as caught:
                await session.act(
                    FORM, Action(kind=ActionKind.TYPE, element_id=to.id, text="{{PW}}")
                )
            errors.append(caught.value.message)
            assert _fake(session).log == [] and _field(_fake(session), "To") in (None, "")
    assert errors[0] == errors[1] == "unknown secret {{PW}} (known: none)"

    # And through the server's act tool: the same one line, as a tool error.
    toolbox = Toolbox(settings, backend="fake")
    try:
        seen = await (await toolbox.session(FORM)).observe(FORM)
        to = next(e for e in seen.elements if e.name == "To" and e.role.value == "textbox")
        out = await toolbox.act(
            {"app": "form", "action": "type", "element": to.id, "text": "{{PW}}"}
        )
        assert out.is_error and out.structured_content is not None
        assert out.structured_content["error"] == errors[0]
    finally:
        await toolbox.close()


async def test_a_session_given_a_vault_wraps_its_backend_once(tmp_path: Path) -> None:
    vault = SecretVault({"PW": "s3cr3t-value"})
    settings = _settings(tmp_path)
    async with open_session(settings, FORM, origin="api", backend="fake", vault=vault) as made:
        assert made.vault is vault
        assert isinstance(made.backend, SecretsBackend)
        assert isinstance(made.backend.inner, FakeBackend)
    wrapped = SecretsBackend(FakeBackend(), vault)
    async with Session(wrapped, settings=settings) as adopted:
        assert adopted.backend is wrapped and adopted.vault is vault
    async with Session(FakeBackend(), settings=settings) as plain:
        assert plain.vault is None and isinstance(plain.backend, FakeBackend)


class _ScreenFake(FakeBackend):
    """A fake whose pictures count as a screen's: the factory reads them with OCR."""

    capabilities = Capabilities(platform="memory", ocr=True)


async def test_ocr_is_added_by_what_a_backend_declares_not_by_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = _settings(tmp_path)
    async with open_session(settings, FORM, origin="api", backend="fake") as plain:
        assert not FakeBackend.capabilities.ocr
        assert find_layer(plain.backend, OcrBackend) is None
    monkeypatch.setitem(registry._REGISTRY, "fake", _ScreenFake)
    async with open_session(settings, FORM, origin="api", backend="fake") as read:
        assert find_layer(read.backend, OcrBackend) is not None
