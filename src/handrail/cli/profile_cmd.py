"""``handrail profile show|check APP``: the application profiles OCR regions come from."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.cli.common import CliContext, add_format_arg
from handrail.errors import HandrailError, TargetNotFound
from handrail.model import Target, TargetQuery
from handrail.ocr import SHIPPED_DIR, AppProfile, load_profiles, profile_for

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``profile`` to ``sub``."""
    p = sub.add_parser(
        "profile",
        help="show or check an application's profile (regions, preferred mode, hints)",
        description=(
            "Profiles are TOML files: Handrail's examples, overridden by files of the same"
            " name in the profiles directory (HANDRAIL_PROFILES_DIR, default"
            " ~/.config/handrail/profiles). 'check' also places the regions on the"
            " application's window when it runs, and exits 1 when one falls outside it."
        ),
    )
    p.add_argument("verb", choices=("show", "check"), metavar="show|check")
    p.add_argument("app", metavar="APP", help="the application (as 'handrail apps' names it)")
    add_format_arg(p)
    p.set_defaults(handler=cmd_profile)


def _for_name(app: str, profiles: list[AppProfile]) -> AppProfile | None:
    return profile_for(Target(backend="", key="", app=app), profiles)


def _describe(profile: AppProfile) -> list[str]:
    lines = [f"profile {profile.source}", f"  match: {', '.join(profile.match)}"]
    if profile.mode is not None:
        lines.append(f"  mode: {profile.mode.value}")
    lines.extend(f"  hint: {h}" for h in profile.hints)
    for r in profile.regions:
        unit = "of the window" if r.fractional else "px"
        lines.append(f"  region {r.name} ({r.role.value}): {list(r.rect)} {unit}")
    return lines


async def _place(ctx: CliContext, app: str, profile: AppProfile) -> list[dict[str, Any]]:
    async with ctx.session(TargetQuery(app=app)) as session:
        target = await session.resolve(TargetQuery(app=app))
        window = await session.backend.capture_area(target, None)
    placed = []
    for r in profile.regions:
        rect = r.on(window) if window is not None else None
        inside = rect is not None and window is not None and window.contains(rect)
        placed.append({"name": r.name, "rect": rect.as_list() if rect else None, "inside": inside})
    return placed


def cmd_profile(args: argparse.Namespace, ctx: CliContext) -> int:
    """Show or check the profile for ``APP``."""
    profiles = load_profiles((SHIPPED_DIR, ctx.settings.profiles_dir))
    profile = _for_name(args.app, profiles)
    if profile is None:
        raise TargetNotFound(
            f"no profile matches {args.app!r} (profiles: "
            + ", ".join(p.source.name for p in profiles)
            + f"; add one to {ctx.settings.profiles_dir})"
        )
    data: dict[str, Any] = {
        "source": str(profile.source),
        "match": list(profile.match),
        "mode": profile.mode.value if profile.mode else None,
        "hints": list(profile.hints),
        "regions": [
            {"name": r.name, "role": r.role.value, "rect": list(r.rect)} for r in profile.regions
        ],
    }
    lines = _describe(profile)
    code = 0
    if args.verb == "check":
        try:
            placed = asyncio.run(_place(ctx, args.app, profile))
        except HandrailError as err:
            data["placed"] = None
            lines.append(f"  valid; not placed on a window: {err.message}")
        else:
            data["placed"] = placed
            for p in placed:
                where = "inside the window" if p["inside"] else "OUTSIDE the window"
                lines.append(f"  {p['name']} at {p['rect']}: {where}")
            code = 0 if all(p["inside"] for p in placed) else 1
    if ctx.json:
        ctx.emit_json(data)
    else:
        ctx.emit("\n".join(lines))
    return code
