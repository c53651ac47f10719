"""``handrail apps``, ``observe``, ``act`` and ``screenshot``: the primitives."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import re
import shlex
from pathlib import Path
from typing import Any

from handrail.actions import MAX_COORD, PERFORMED_KINDS, Action, ActionKind, Via
from handrail.cli.common import (
    CliContext,
    add_format_arg,
    add_lease_arg,
    add_mode_arg,
    add_secret_args,
    add_target_args,
    query_from_args,
    vault_from_args,
    whole,
)
from handrail.errors import HandrailError, TargetNotFound, UsageError
from handrail.geometry import Rect
from handrail.model import ObserveOptions, Perception
from handrail.render import act_failure_json, act_lines
from handrail.textformat import format_snapshot, format_targets

__all__ = ["register"]

MORE_ELEMENTS = "raise --max-elements or observe a --region"
"""What a truncated observation tells its reader to do to see the rest."""

ACT_VERBS = tuple(k.value.replace("_", "-") for k in PERFORMED_KINDS)


def register(sub: Any) -> None:
    """Add the primitive commands to ``sub``."""
    p = sub.add_parser("apps", help="list applications (or browser pages) that can be operated")
    add_target_args(p, required=False)
    add_format_arg(p)
    p.set_defaults(handler=cmd_apps)

    p = sub.add_parser("observe", help="print a target's elements with stable ids")
    add_target_args(p)
    p.add_argument("--all", action="store_true", help="include hidden and off-window elements")
    p.add_argument("--max-elements", type=int, default=2000, metavar="N")
    p.add_argument("--region", metavar="X,Y,W,H", help="only elements intersecting this area")
    p.add_argument(
        "--full", action="store_true", help="show long texts whole (default: cut at 200 chars)"
    )
    p.add_argument(
        "--viewport",
        action="store_true",
        help="a page: read only what is on screen, and count what is not (faster on long pages)",
    )
    p.add_argument("--output", "-o", metavar="FILE", help="write the output to FILE")
    p.add_argument(
        "--marks",
        metavar="FILE.png",
        help="also save the picture with each element's id drawn on its box (set-of-marks);"
        " under --mode vision it goes to the state directory's marks/ when not given",
    )
    add_mode_arg(p)
    add_format_arg(p)
    p.set_defaults(handler=cmd_observe)

    p = sub.add_parser(
        "act",
        help="act on an element by id",
        description=(
            "ACTION is one of: click ID, doubleclick ID, rightclick ID, hover ID, scroll [ID]"
            " DX DY (wheel steps: 100 CSS pixels each in a browser, one notch on the"
            " desktop), type [ID] TEXT (no ID: where the focus is), key [ID] COMBO, focus ID,"
            " set-value ID TEXT. The element id always comes first. Coordinates only with"
            " click (doubleclick, rightclick, hover) --x X --y Y."
        ),
    )
    p.add_argument("action", choices=ACT_VERBS, metavar="ACTION")
    p.add_argument("args", nargs="*", metavar="ARG", help="element id and the action's arguments")
    add_target_args(p)
    p.add_argument("--via", choices=[v.value for v in Via], default="auto")
    p.add_argument(
        "--x", type=whole(-MAX_COORD, MAX_COORD), help="explicit coordinate click (last resort)"
    )
    p.add_argument("--y", type=whole(-MAX_COORD, MAX_COORD))
    add_mode_arg(p)
    add_secret_args(p)
    add_lease_arg(p)
    add_format_arg(p)
    p.set_defaults(handler=cmd_act)

    p = sub.add_parser(
        "screenshot", help="save a PNG of a window, a page, an element, a region or the screen"
    )
    add_target_args(p, required=False)
    where = p.add_mutually_exclusive_group()
    where.add_argument("--region", metavar="X,Y,W,H")
    where.add_argument("--element", metavar="ID", help="only this element's box (e.g. e12)")
    p.add_argument("-o", "--output", required=True, metavar="FILE.png")
    add_format_arg(p)
    p.set_defaults(handler=cmd_screenshot)


def _region(text: str | None) -> Rect | None:
    if text is None:
        return None
    try:
        return Rect.parse(text)
    except ValueError as exc:
        raise UsageError(f"--region: {exc}") from exc


def cmd_apps(args: argparse.Namespace, ctx: CliContext) -> int:
    """List targets."""
    query = query_from_args(args, required=False)

    async def run() -> int:
        async with ctx.session(query) as session:
            if query is not None and query.naming:
                # A browser learns which endpoint to list from a query it resolves.
                with contextlib.suppress(TargetNotFound):
                    await session.resolve(query)
            targets = await session.targets()
        if ctx.json:
            ctx.emit_json([t.to_json() for t in targets])
        elif targets:
            ctx.emit(format_targets(targets))
        else:
            ctx.emit("no applications expose an accessibility tree (try: handrail doctor)")
        return 0

    return asyncio.run(run())


def cmd_observe(args: argparse.Namespace, ctx: CliContext) -> int:
    """Observe a target."""
    query = query_from_args(args)
    if args.max_elements < 1:
        raise UsageError("--max-elements must be at least 1")
    options = ObserveOptions(
        include_hidden=args.all,
        max_elements=args.max_elements,
        region=_region(args.region),
        mode=Perception(args.mode),
        viewport=args.viewport,
    )

    async def run() -> int:
        marks: dict[str, Any] | None = None
        async with ctx.session(query) as session:
            snap = await session.observe(query, options)  # type: ignore[arg-type]
            if args.marks or options.mode is Perception.VISION:
                marked = await session.marked_screenshot(
                    snap, long_side=ctx.settings.vision_long_side
                )
                path = Path(args.marks) if args.marks else _marks_path(ctx, snap.target.key)
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(marked.png)
                marks = {**marked.describe(), "file": str(path), "caption": marked.caption()}
        if ctx.json:
            data = snap.to_json()
            if marks is not None:
                data["marks"] = marks
            text = json.dumps(data, ensure_ascii=False)
        else:
            text = format_snapshot(snap, more=MORE_ELEMENTS, full=args.full)
            if marks is not None:
                text += f"\n{marks['caption']}\n# marks file: {marks['file']}"
        if args.output:
            Path(args.output).write_text(text + "\n", encoding="utf-8")
            ctx.progress(f"wrote {snap.stats.elements} elements to {args.output}")
        else:
            ctx.emit(text)
        return 0

    return asyncio.run(run())


def _marks_path(ctx: CliContext, key: str) -> Path:
    """Where ``--mode vision`` saves a target's marked picture when no file is named."""
    import hashlib

    name = hashlib.blake2b(key.encode(), digest_size=8).hexdigest()
    return ctx.settings.state_dir / "marks" / f"{name}.png"


_ELEMENT_ID = re.compile(r"e\d+")
"""What an element id looks like (``e12``)."""


def parse_act(verb: str, rest: list[str], x: int | None, y: int | None) -> Action:
    """Turn ``act`` arguments into an :class:`Action`.

    Raises:
        UsageError: when the arguments do not fit the verb.

    """

    def need(n: int, what: str) -> list[str]:
        if len(rest) != n:
            raise UsageError(f"act {verb}: expected {what}, got {len(rest)} argument(s)")
        return rest

    if verb in ("click", "doubleclick", "rightclick", "hover"):
        kind = ActionKind(verb)
        if x is not None or y is not None:
            if rest:
                raise UsageError(f"act {verb}: give an element id or --x/--y, not both")
            return Action(kind=kind, x=x, y=y)
        (eid,) = need(1, "ELEMENT_ID")
        return Action(kind=kind, element_id=eid)
    if verb == "scroll":
        target = rest[0] if len(rest) == 3 else None
        dx, dy = rest[1:] if len(rest) == 3 else need(2, "[ELEMENT_ID] DX DY")
        try:
            return Action(kind=ActionKind.SCROLL, element_id=target, dx=int(dx), dy=int(dy))
        except ValueError as exc:
            raise UsageError("act scroll: DX and DY must be integers") from exc
    if verb in ("type", "set-value"):
        kind = ActionKind.TYPE if verb == "type" else ActionKind.SET_VALUE
        if len(rest) == 2:
            if _ELEMENT_ID.fullmatch(rest[1]) and not _ELEMENT_ID.fullmatch(rest[0]):
                text = shlex.quote(rest[0])
                raise UsageError(
                    f"act {verb}: the element comes first: act {verb} {rest[1]} {text}"
                )
            return Action(kind=kind, element_id=rest[0], text=rest[1])
        if verb == "type" and len(rest) == 1:
            return Action(kind=kind, text=rest[0])
        raise UsageError(
            f"act {verb}: expected {'[ELEMENT_ID] ' if verb == 'type' else 'ELEMENT_ID '}TEXT"
        )
    if verb == "key":
        if len(rest) == 2:
            if _ELEMENT_ID.fullmatch(rest[1]) and not _ELEMENT_ID.fullmatch(rest[0]):
                raise UsageError(f"act key: the element comes first: act key {rest[1]} {rest[0]}")
            return Action(kind=ActionKind.KEY, element_id=rest[0], keys=rest[1])
        (combo,) = need(1, "[ELEMENT_ID] COMBO")
        return Action(kind=ActionKind.KEY, keys=combo)
    if verb == "focus":
        (eid,) = need(1, "ELEMENT_ID")
        return Action(kind=ActionKind.FOCUS, element_id=eid)
    raise UsageError(f"unknown action {verb!r}")


def cmd_act(args: argparse.Namespace, ctx: CliContext) -> int:
    """Act on an element."""
    query = query_from_args(args)
    action = parse_act(args.action, list(args.args), args.x, args.y)

    async def run() -> int:
        secrets = vault_from_args(args, ctx.settings)
        async with ctx.session(query, secrets=secrets) as session:
            mode = Perception(args.mode)
            options = ObserveOptions(mode=mode) if mode is not Perception.AUTO else None
            result = await session.act(
                query,  # type: ignore[arg-type]
                action,
                via=Via(args.via),
                options=options,
            )
        if ctx.json:
            ctx.emit_json(result.to_json())
        else:
            for line in act_lines(action, result):
                ctx.emit(line)
        return 0 if result.ok else 5

    try:
        return asyncio.run(run())
    except HandrailError as err:
        if ctx.json:
            # The act contract is JSON on stdout even when the action failed.
            ctx.emit_json(act_failure_json(action, err))
        raise


def _write_output(path: Path, data: bytes) -> None:
    """Write ``data`` to ``-o PATH``.

    Raises:
        UsageError: when the path is a directory or cannot be written.

    """
    if path.is_dir():
        raise UsageError(f"-o {path}: is a directory; name a file such as shot.png")
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise UsageError(f"-o {path}: cannot write it ({exc.strerror or exc})") from None


def cmd_screenshot(args: argparse.Namespace, ctx: CliContext) -> int:
    """Save a screenshot."""
    query = query_from_args(args, required=args.element is not None)
    out = Path(args.output)
    if not args.output or out.is_dir():
        raise UsageError(f"-o {args.output!r}: is a directory; name a file such as shot.png")
    region = _region(args.region)

    async def run() -> int:
        shot = region
        async with ctx.session(query) as session:
            if args.element is not None:
                assert query is not None
                snap = await session.observe(query, ObserveOptions(include_hidden=True))
                element = await session.element(snap, args.element)
                if element.bounds is None or element.bounds.empty:
                    raise UsageError(f"--element: {args.element} has no box on screen")
                shot = element.bounds
            png = await session.screenshot(query, shot)
        _write_output(Path(args.output), png)
        if ctx.json:
            ctx.emit_json(
                {
                    "ok": True,
                    "path": args.output,
                    "bytes": len(png),
                    "region": shot.as_list() if shot is not None else None,
                }
            )
        else:
            ctx.emit(f"wrote {args.output} ({len(png)} bytes)")
        return 0

    return asyncio.run(run())
