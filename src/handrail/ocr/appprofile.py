"""Application profiles: named regions of a window, a preferred mode, hints for a planner.

A profile is a TOML file. Handrail ships examples (``handrail/ocr/profiles/``); files in
the user's profile directory (``Settings.profiles_dir``) override a shipped one of the
same file name, or add new ones::

    match = ["wechat", "WeChat"]      # substrings of the app name (WM_CLASS) or title
    mode = "ax+ocr"                   # optional: auto, ax or ax+ocr
    hints = ["The chat list is on the left; the newest message is at the bottom."]

    [[regions]]
    name = "message_input"
    role = "textbox"                  # optional, default "region"
    rect = [0.3, 0.8, 0.7, 0.15]      # fractions of the window (all between 0 and 1) …
    [[regions]]
    name = "send_button"
    role = "button"
    rect = [-110, -50, 90, 34]        # … or pixels; negative x/y count from the right/bottom

Regions appear in snapshots as elements with ``source: region`` and can be targets:
an action on one goes by pointer at its centre.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.geometry import Rect
from handrail.model import Perception, Target
from handrail.vocab import Role

__all__ = [
    "SHIPPED_DIR",
    "AppProfile",
    "ProfileRegion",
    "load_profiles",
    "parse_profile",
    "profile_for",
]

SHIPPED_DIR = Path(__file__).parent / "profiles"
"""The example profiles shipped with Handrail."""

_KEYS = {"match", "mode", "hints", "regions"}
_REGION_KEYS = {"name", "role", "rect"}


@dataclass(frozen=True, slots=True, kw_only=True)
class ProfileRegion:
    """A named part of a window: ``rect`` in fractions (all within 0..1) or pixels."""

    name: str
    role: Role
    rect: tuple[float, float, float, float]

    @property
    def fractional(self) -> bool:
        """True when ``rect`` is in fractions of the window."""
        return all(isinstance(v, float) and 0.0 <= v <= 1.0 for v in self.rect)

    def on(self, window: Rect) -> Rect:
        """The region's rectangle on the screen, for a window at ``window``."""
        x, y, w, h = self.rect
        if self.fractional:
            return Rect(
                window.x + round(x * window.w),
                window.y + round(y * window.h),
                max(1, round(w * window.w)),
                max(1, round(h * window.h)),
            )
        left = window.x + int(x) if x >= 0 else window.right + int(x)
        top = window.y + int(y) if y >= 0 else window.bottom + int(y)
        return Rect(left, top, int(w), int(h))


@dataclass(frozen=True, slots=True, kw_only=True)
class AppProfile:
    """One application's profile, as read from ``source``."""

    source: Path
    match: tuple[str, ...]
    mode: Perception | None = None
    hints: tuple[str, ...] = ()
    regions: tuple[ProfileRegion, ...] = ()

    def matches(self, target: Target) -> bool:
        """True when a ``match`` string is a substring (any case) of the app or the title."""
        names = [n.lower() for n in (target.app, target.window or "") if n]
        return any(m.lower() in n for m in self.match for n in names)

    def region(self, name: str) -> ProfileRegion | None:
        """The region called ``name``, if any."""
        return next((r for r in self.regions if r.name == name), None)


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise UsageError(f"{where}: expected a string or a list of strings")
    return tuple(value)


def _region(raw: Any, where: str) -> ProfileRegion:
    if not isinstance(raw, dict):
        raise UsageError(f"{where}: each [[regions]] entry is a table")
    unknown = sorted(set(raw) - _REGION_KEYS)
    if unknown:
        raise UsageError(f"{where}: unknown key(s) {', '.join(unknown)}")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise UsageError(f"{where}: needs a name")
    try:
        role = Role(raw.get("role", "region"))
    except ValueError:
        raise UsageError(f"{where} ({name}): unknown role {raw.get('role')!r}") from None
    rect = raw.get("rect")
    if (
        not isinstance(rect, list)
        or len(rect) != 4
        or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in rect)
    ):
        raise UsageError(f"{where} ({name}): rect is [x, y, w, h]")
    region = ProfileRegion(name=name, role=role, rect=(rect[0], rect[1], rect[2], rect[3]))
    if rect[2] <= 0 or rect[3] <= 0:
        raise UsageError(f"{where} ({name}): width and height must be positive")
    mixed = any(isinstance(v, float) for v in rect) and not region.fractional
    if mixed:
        raise UsageError(
            f"{where} ({name}): give the rect in fractions (all between 0.0 and 1.0)"
            " or in whole pixels"
        )
    if region.fractional and (rect[0] + rect[2] > 1.0 or rect[1] + rect[3] > 1.0):
        raise UsageError(f"{where} ({name}): a fractional rect must stay inside the window")
    return region


def parse_profile(data: dict[str, Any], source: Path) -> AppProfile:
    """A profile from parsed TOML.

    Raises:
        UsageError: naming the file and the key, for anything malformed.

    """
    where = str(source)
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise UsageError(
            f"{where}: unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(_KEYS))})"
        )
    if "match" not in data:
        raise UsageError(f"{where}: needs 'match', the app names it is for")
    mode = None
    if "mode" in data:
        try:
            mode = Perception(data["mode"])
        except ValueError:
            modes = ", ".join(m.value for m in Perception)
            raise UsageError(f"{where}: mode {data['mode']!r} is not one of {modes}") from None
    raw_regions = data.get("regions", [])
    if not isinstance(raw_regions, list):
        raise UsageError(f"{where}: regions is a list of [[regions]] tables")
    regions = tuple(_region(r, f"{where}: regions[{i}]") for i, r in enumerate(raw_regions))
    names = [r.name for r in regions]
    doubled = sorted({n for n in names if names.count(n) > 1})
    if doubled:
        raise UsageError(f"{where}: region name(s) used twice: {', '.join(doubled)}")
    return AppProfile(
        source=source,
        match=_strings(data["match"], f"{where}: match"),
        mode=mode,
        hints=_strings(data.get("hints", []), f"{where}: hints") if data.get("hints") else (),
        regions=regions,
    )


def _read(path: Path) -> AppProfile:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"{path}: {exc}") from None
    return parse_profile(data, path)


def load_profiles(dirs: Iterable[Path | None] = (SHIPPED_DIR,)) -> list[AppProfile]:
    """Every profile in ``dirs``; a later directory's file overrides an earlier one's of that name.

    Raises:
        UsageError: for a malformed profile file.

    """
    by_name: dict[str, Path] = {}
    for d in dirs:
        if d is not None and d.is_dir():
            for path in sorted(d.glob("*.toml")):
                by_name[path.name] = path
    return [_read(p) for _, p in sorted(by_name.items())]


def profile_for(target: Target, profiles: Sequence[AppProfile]) -> AppProfile | None:
    """The first profile that matches ``target`` (user profiles sort with the shipped ones)."""
    return next((p for p in profiles if p.matches(target)), None)
