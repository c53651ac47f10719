"""Settings: defaults, then the config file, then the environment, for every setting."""

from __future__ import annotations

from pathlib import Path

import pytest

from handrail.config import Settings, load_settings
from handrail.errors import UsageError


def _env(tmp_path: Path, text: str | None = None, **vars: str) -> dict[str, str]:
    env = {"HOME": str(tmp_path / "home"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    if text is not None:
        path = tmp_path / "cfg" / "handrail" / "config.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    env.update(vars)
    return env


def test_defaults_without_file_or_environment(tmp_path: Path) -> None:
    s = load_settings(_env(tmp_path))
    assert s.state_dir == tmp_path / "home" / ".local" / "state" / "handrail"
    assert s.ipc_timeout == 5.0
    assert s.chromium == "/usr/bin/chromium"
    assert s.runs_dir == s.state_dir / "runs"


def test_the_file_beats_the_defaults(tmp_path: Path) -> None:
    s = load_settings(
        _env(tmp_path, 'state_dir = "~/hr"\nipc_timeout = 7\nmodel = "m"\nlog_dir = "/x/runs"\n')
    )
    assert s.state_dir == tmp_path / "home" / "hr"
    assert s.ipc_timeout == 7.0
    assert s.model == "m"
    assert s.runs_dir == Path("/x/runs")


def test_the_environment_beats_the_file_for_every_setting(tmp_path: Path) -> None:
    file = "\n".join(
        [
            'state_dir = "/file/state"',
            "ipc_timeout = 1.5",
            "settle_timeout = 1.5",
            "list_timeout = 1.5",
            'chromium = "/file/chromium"',
            'openai_api_key = "file-key"',
            'openai_base_url = "http://file"',
            'anthropic_api_key = "file-key"',
            'anthropic_base_url = "http://file"',
            'model = "file-model"',
            'log_dir = "/file/runs"',
            'display = ":98"',
            'session_bus = "unix:path=/file"',
        ]
    )
    env = _env(
        tmp_path,
        file,
        HANDRAIL_STATE_DIR="/env/state",
        HANDRAIL_IPC_TIMEOUT="9",
        HANDRAIL_SETTLE_TIMEOUT="8",
        HANDRAIL_LIST_TIMEOUT="7",
        HANDRAIL_CHROMIUM="/env/chromium",
        HANDRAIL_OPENAI_API_KEY="env-key",
        HANDRAIL_OPENAI_BASE_URL="http://env",
        HANDRAIL_ANTHROPIC_API_KEY="env-key",
        HANDRAIL_ANTHROPIC_BASE_URL="http://env",
        HANDRAIL_MODEL="env-model",
        HANDRAIL_LOG_DIR="/env/runs",
        DISPLAY=":99",
        DBUS_SESSION_BUS_ADDRESS="unix:path=/env",
    )
    s = load_settings(env)
    assert s.state_dir == Path("/env/state")
    assert (s.ipc_timeout, s.settle_timeout, s.list_timeout) == (9.0, 8.0, 7.0)
    assert s.chromium == "/env/chromium"
    assert (s.openai_api_key, s.anthropic_api_key) == ("env-key", "env-key")
    assert (s.openai_base_url, s.anthropic_base_url) == ("http://env", "http://env")
    assert s.model == "env-model"
    assert s.log_dir == Path("/env/runs")
    assert (s.display, s.session_bus) == (":99", "unix:path=/env")


def test_a_state_dir_in_the_file_beats_the_xdg_default(tmp_path: Path) -> None:
    # XDG_STATE_HOME only says where the default is; HANDRAIL_STATE_DIR is the setting.
    env = _env(tmp_path, 'state_dir = "/file/state"\n', XDG_STATE_HOME=str(tmp_path / "xdg"))
    assert load_settings(env).state_dir == Path("/file/state")
    no_file = _env(tmp_path / "other", XDG_STATE_HOME=str(tmp_path / "xdg"))
    assert load_settings(no_file).state_dir == tmp_path / "xdg" / "handrail"


def test_unknown_keys_are_an_error_that_names_them(tmp_path: Path) -> None:
    with pytest.raises(UsageError) as err:
        load_settings(_env(tmp_path, 'ipc_timout = 3\nmodle = "x"\nmodel = "ok"\n'))
    named = str(err.value).split("(known")[0]
    assert "ipc_timout" in named
    assert "modle" in named
    assert "model " not in named.replace("modle", "")


def test_extra_is_not_a_file_key(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="extra"):
        load_settings(_env(tmp_path, "[extra]\nHANDRAIL_SECRET_X = 'y'\n"))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ('ipc_timeout = "soon"\n', "ipc_timeout"),
        ("ipc_timeout = true\n", "ipc_timeout"),
        ("chromium = 5\n", "chromium"),
        ("state_dir = 1\n", "state_dir"),
    ],
)
def test_a_value_of_the_wrong_type_names_the_setting(tmp_path: Path, text: str, word: str) -> None:
    with pytest.raises(UsageError, match=word):
        load_settings(_env(tmp_path, text))


def test_a_bad_number_in_the_environment_names_the_variable(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="HANDRAIL_SETTLE_TIMEOUT"):
        load_settings(_env(tmp_path, HANDRAIL_SETTLE_TIMEOUT="fast"))


def test_a_malformed_file_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"config\.toml"):
        load_settings(_env(tmp_path, "model = \n"))


def test_handrail_config_names_the_file_and_must_exist(tmp_path: Path) -> None:
    other = tmp_path / "other.toml"
    other.write_text('model = "other"\n', encoding="utf-8")
    assert load_settings(_env(tmp_path, HANDRAIL_CONFIG=str(other))).model == "other"
    with pytest.raises(UsageError, match=r"missing\.toml"):
        load_settings(_env(tmp_path, HANDRAIL_CONFIG=str(tmp_path / "missing.toml")))


def test_empty_variables_count_as_unset(tmp_path: Path) -> None:
    s = load_settings(_env(tmp_path, 'model = "file"\n', HANDRAIL_MODEL="", DISPLAY=""))
    assert s.model == "file"
    assert s.display is None


def test_extra_holds_every_handrail_variable(tmp_path: Path) -> None:
    env = _env(tmp_path, HANDRAIL_SECRET_PIN="4711", HANDRAIL_POLICY="/p.toml", OTHER="x")
    assert load_settings(env).extra == {"HANDRAIL_SECRET_PIN": "4711", "HANDRAIL_POLICY": "/p.toml"}


def test_every_field_has_a_variable_and_a_file_key() -> None:
    from dataclasses import fields

    from handrail.config import _SETTINGS

    assert set(_SETTINGS) == {f.name for f in fields(Settings)} - {"extra"}


def test_keys_and_extra_stay_out_of_repr() -> None:
    s = Settings(
        openai_api_key="sk-openai-secret",
        anthropic_api_key="sk-ant-secret",
        extra={"HANDRAIL_SECRET_PIN": "4711"},
    )
    text = repr(s)
    for value in ("sk-openai-secret", "sk-ant-secret", "4711", "HANDRAIL_SECRET_PIN"):
        assert value not in text
    assert "ipc_timeout=5.0" in text
