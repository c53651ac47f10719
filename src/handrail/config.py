"""Settings and the one place where environment variables are read.

Precedence, the same for every setting: defaults, then the config file
(``$HANDRAIL_CONFIG``, else ``$XDG_CONFIG_HOME/handrail/config.toml``), then the
environment, then CLI flags (which callers apply with :func:`dataclasses.replace`).
A key the file does not know, or a value of the wrong type, is a :class:`UsageError`
that names it.
"""

from __future__ import annotations

import math
import os
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from handrail.errors import UsageError

__all__ = ["Settings", "load_settings", "state_dir"]


def _home(env: Mapping[str, str]) -> Path:
    return Path(env.get("HOME") or Path.home())


def state_dir(env: Mapping[str, str] | None = None) -> Path:
    """The per-user state directory (``$HANDRAIL_STATE_DIR`` or ``$XDG_STATE_HOME/handrail``)."""
    env = os.environ if env is None else env
    if env.get("HANDRAIL_STATE_DIR"):
        return _expand(Path(env["HANDRAIL_STATE_DIR"]), env)
    return _default_state_dir(env)


def _default_state_dir(env: Mapping[str, str]) -> Path:
    base = env.get("XDG_STATE_HOME") or str(_home(env) / ".local" / "state")
    return Path(base) / "handrail"


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Typed settings with defaults.

    Attributes:
        state_dir: where ids, the managed desktop's and browser's state, and runs live.
        ipc_timeout: seconds any single IPC call (D-Bus, CDP) may take.
        settle_timeout: seconds to wait for the UI to settle after an action.
        list_timeout: seconds each desktop application may take to describe itself
            while all are listed; a slower one is left out of the listing (and said
            to be) rather than stall the others.
        chromium: the Chromium executable Handrail launches.
        openai_api_key, openai_base_url, anthropic_api_key, anthropic_base_url, model:
            planner endpoints (the keys are left out of ``repr``).
        planner_output: how plans are asked for (``auto``, ``json-schema``,
            ``json-object``, ``tool``, ``text``).
        log_dir: where run logs go.
        display, session_bus: the process's ``DISPLAY`` and ``DBUS_SESSION_BUS_ADDRESS``
            (an existing desktop); ``None`` when unset.
        profiles_dir: the user's application profiles (TOML), which override the shipped
            ones of the same file name; ``$XDG_CONFIG_HOME/handrail/profiles`` by default.
        vision: when ``handrail run`` and the MCP ``run_task`` send the planner a marked
            screenshot: ``off`` (the default), ``fallback`` or ``always``.
        vision_long_side: the marked screenshot's budget, its long side in pixels.
        cdp_daemon_idle: seconds the session daemon of a ``--cdp`` endpoint lives
            without a request (:mod:`handrail.backends.browser.session.cdpdaemon`); 0 starts
            none. ``None`` (unset) is the caller's default: the CLI's is 600, a
            long-lived process (the MCP server, a library user) starts none.
        extra: every ``HANDRAIL_*`` variable of the environment, for the parts that read
            their own (secrets, the policy file, the approver); left out of ``repr``.

    """

    state_dir: Path = field(default_factory=lambda: state_dir())
    ipc_timeout: float = 5.0
    settle_timeout: float = 2.0
    list_timeout: float = 2.0
    chromium: str = "/usr/bin/chromium"
    openai_api_key: str | None = field(default=None, repr=False)
    openai_base_url: str = "https://api.openai.com/v1"
    anthropic_api_key: str | None = field(default=None, repr=False)
    anthropic_base_url: str = "https://api.anthropic.com"
    model: str | None = None
    planner_output: str = "auto"
    log_dir: Path | None = None
    display: str | None = None
    session_bus: str | None = None
    profiles_dir: Path | None = None
    vision: str = "off"
    vision_long_side: int = 1280
    cdp_daemon_idle: float | None = None
    extra: Mapping[str, str] = field(default_factory=dict, repr=False)

    @property
    def runs_dir(self) -> Path:
        """Where run logs go by default."""
        return self.log_dir or (self.state_dir / "runs")


def _number(raw: object, where: str) -> float:
    value: float | None = None
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        value = float(raw)
    elif isinstance(raw, str):
        try:
            value = float(raw)
        except ValueError:
            value = None
    if value is None or not math.isfinite(value) or value < 0 or value > 86400:
        raise UsageError(f"{where}: {raw!r} is not a number of seconds")
    return value


def _timeout(raw: object, where: str) -> float:
    value = _number(raw, where)
    if value <= 0:
        raise UsageError(f"{where}: {raw!r} must be more than 0 seconds (every call would fail)")
    return value


def _text(raw: object, where: str) -> str:
    if not isinstance(raw, str):
        raise UsageError(f"{where}: {raw!r} is not a string")
    return raw


def _vision(raw: object, where: str) -> str:
    text = _text(raw, where)
    if text not in ("off", "fallback", "always"):
        raise UsageError(f"{where}: {raw!r} is not one of off, fallback, always")
    return text


def _long_side(raw: object, where: str) -> int:
    value: int | None = None
    if isinstance(raw, int) and not isinstance(raw, bool):
        value = raw
    elif isinstance(raw, str) and raw.strip().isdigit():
        value = int(raw)
    if value is None or not 64 <= value <= 8192:
        raise UsageError(f"{where}: {raw!r} is not a number of pixels from 64 to 8192")
    return value


def _path(raw: object, where: str) -> Path:
    return Path(_text(raw, where))


def _expand(path: Path, env: Mapping[str, str]) -> Path:
    """``~`` is the home of ``env`` (``$HOME``), as everywhere else here."""
    if path.parts[:1] == ("~",):
        return _home(env).joinpath(*path.parts[1:])
    return path.expanduser()


# Each setting: its environment variable and how a raw value becomes its type. The config
# file's keys are the field names.
_SETTINGS: dict[str, tuple[str, Callable[[object, str], Any]]] = {
    "state_dir": ("HANDRAIL_STATE_DIR", _path),
    "ipc_timeout": ("HANDRAIL_IPC_TIMEOUT", _timeout),
    "settle_timeout": ("HANDRAIL_SETTLE_TIMEOUT", _number),
    "list_timeout": ("HANDRAIL_LIST_TIMEOUT", _timeout),
    "chromium": ("HANDRAIL_CHROMIUM", _text),
    "openai_api_key": ("HANDRAIL_OPENAI_API_KEY", _text),
    "openai_base_url": ("HANDRAIL_OPENAI_BASE_URL", _text),
    "anthropic_api_key": ("HANDRAIL_ANTHROPIC_API_KEY", _text),
    "anthropic_base_url": ("HANDRAIL_ANTHROPIC_BASE_URL", _text),
    "model": ("HANDRAIL_MODEL", _text),
    "planner_output": ("HANDRAIL_PLANNER_OUTPUT", _text),
    "log_dir": ("HANDRAIL_LOG_DIR", _path),
    "display": ("DISPLAY", _text),
    "session_bus": ("DBUS_SESSION_BUS_ADDRESS", _text),
    "profiles_dir": ("HANDRAIL_PROFILES_DIR", _path),
    "vision": ("HANDRAIL_VISION", _vision),
    "vision_long_side": ("HANDRAIL_VISION_LONG_SIDE", _long_side),
    "cdp_daemon_idle": ("HANDRAIL_CDP_DAEMON_IDLE", _number),
}


def _config_file(env: Mapping[str, str]) -> dict[str, Any]:
    named = env.get("HANDRAIL_CONFIG")
    if named:
        path = Path(named).expanduser()
        if not path.is_file():
            raise UsageError(f"HANDRAIL_CONFIG: no config file at {path}")
    else:
        cfg_home = env.get("XDG_CONFIG_HOME") or str(_home(env) / ".config")
        path = Path(cfg_home) / "handrail" / "config.toml"
        if not path.is_file():
            return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"config file {path}: {exc}") from exc
    unknown = sorted(set(data) - set(_SETTINGS))
    if unknown:
        known = ", ".join(_SETTINGS)
        raise UsageError(
            f"config file {path}: unknown key{'s' if len(unknown) > 1 else ''} "
            f"{', '.join(unknown)} (known: {known})"
        )
    return {key: _SETTINGS[key][1](raw, f"config file {path}: {key}") for key, raw in data.items()}


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Build settings from defaults, the config file and the environment, in that order.

    Raises:
        UsageError: if the config file is missing (when named), malformed, has unknown
            keys, or a value has the wrong type.

    """
    env = os.environ if env is None else env
    cfg_home = env.get("XDG_CONFIG_HOME") or str(_home(env) / ".config")
    values: dict[str, Any] = {
        "state_dir": _default_state_dir(env),
        "profiles_dir": Path(cfg_home) / "handrail" / "profiles",
    }
    values.update(_config_file(env))
    for name, (var, parse) in _SETTINGS.items():
        if env.get(var):
            values[name] = parse(env[var], var)
    values = {k: _expand(v, env) if isinstance(v, Path) else v for k, v in values.items()}
    values["extra"] = {k: v for k, v in env.items() if k.startswith("HANDRAIL_")}
    return replace(Settings(), **values)
