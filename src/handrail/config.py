"""Settings and the one place where environment variables are read.

Precedence: defaults, then a config file (``$HANDRAIL_CONFIG`` or
``$XDG_CONFIG_HOME/handrail/config.toml``), then the environment, then CLI flags (which
callers apply with :func:`dataclasses.replace`).
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from handrail.errors import UsageError

__all__ = ["Settings", "load_settings", "state_dir"]


def _home() -> Path:
    return Path(os.environ.get("HOME") or Path.home())


def state_dir(env: Mapping[str, str] | None = None) -> Path:
    """The per-user state directory (``$HANDRAIL_STATE_DIR`` or ``$XDG_STATE_HOME/handrail``)."""
    env = os.environ if env is None else env
    if env.get("HANDRAIL_STATE_DIR"):
        return Path(env["HANDRAIL_STATE_DIR"])
    base = env.get("XDG_STATE_HOME") or str(_home() / ".local" / "state")
    return Path(base) / "handrail"


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Typed settings with defaults.

    Attributes:
        state_dir: where ids, the managed desktop's and browser's state, and runs live.
        ipc_timeout: seconds any single IPC call (D-Bus, CDP) may take.
        settle_timeout: seconds to wait for the UI to settle after an action.
        chromium: the Chromium executable Handrail launches.
        openai_api_key, openai_base_url, anthropic_api_key, anthropic_base_url, model:
            planner endpoints.
        log_dir: where run logs go.
        display, session_bus: the process's ``DISPLAY`` and ``DBUS_SESSION_BUS_ADDRESS``
            (an existing desktop); ``None`` when unset.

    """

    state_dir: Path = field(default_factory=lambda: state_dir())
    ipc_timeout: float = 5.0
    settle_timeout: float = 2.0
    chromium: str = "/usr/bin/chromium"
    openai_api_key: str | None = None
    openai_base_url: str = "https://api.openai.com/v1"
    anthropic_api_key: str | None = None
    anthropic_base_url: str = "https://api.anthropic.com"
    model: str | None = None
    log_dir: Path | None = None
    display: str | None = None
    session_bus: str | None = None
    extra: Mapping[str, str] = field(default_factory=dict)

    @property
    def runs_dir(self) -> Path:
        """Where run logs go by default."""
        return self.log_dir or (self.state_dir / "runs")


_ENV_MAP = {
    "HANDRAIL_IPC_TIMEOUT": "ipc_timeout",
    "HANDRAIL_SETTLE_TIMEOUT": "settle_timeout",
    "HANDRAIL_CHROMIUM": "chromium",
    "HANDRAIL_OPENAI_API_KEY": "openai_api_key",
    "HANDRAIL_OPENAI_BASE_URL": "openai_base_url",
    "HANDRAIL_ANTHROPIC_API_KEY": "anthropic_api_key",
    "HANDRAIL_ANTHROPIC_BASE_URL": "anthropic_base_url",
    "HANDRAIL_MODEL": "model",
    "HANDRAIL_LOG_DIR": "log_dir",
    "DISPLAY": "display",
    "DBUS_SESSION_BUS_ADDRESS": "session_bus",
}


def _coerce(name: str, raw: Any) -> Any:
    kinds = {f.name: f.type for f in fields(Settings)}
    kind = str(kinds[name])
    try:
        if "float" in kind:
            return float(raw)
        if "Path" in kind:
            return Path(str(raw)).expanduser()
    except ValueError as exc:
        raise UsageError(f"setting {name}: {raw!r} is not a number") from exc
    return str(raw)


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Build settings from defaults, the config file and the environment.

    Raises:
        UsageError: if the config file is malformed or a value has the wrong type.

    """
    env = os.environ if env is None else env
    values: dict[str, Any] = {"state_dir": state_dir(env)}
    cfg_home = env.get("XDG_CONFIG_HOME") or str(_home() / ".config")
    cfg_path = Path(env.get("HANDRAIL_CONFIG") or Path(cfg_home) / "handrail" / "config.toml")
    if cfg_path.is_file():
        try:
            data = tomllib.loads(cfg_path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, OSError) as exc:
            raise UsageError(f"config file {cfg_path}: {exc}") from exc
        known = {f.name for f in fields(Settings)} - {"extra"}
        for key, raw in data.items():
            if key in known:
                values[key] = _coerce(key, raw)
    for var, name in _ENV_MAP.items():
        if env.get(var):
            values[name] = _coerce(name, env[var])
    values["extra"] = {k: v for k, v in env.items() if k.startswith("HANDRAIL_")}
    return replace(Settings(), **values)
