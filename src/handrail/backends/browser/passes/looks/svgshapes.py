"""What an unnamed button's inline SVG draws, read from its shapes: ``x``, ``more``.

Hand-built apps (Tailwind with Heroicons or Lucide pasted in, Alpine.js, htmx) put an
``<svg>`` of a few strokes in a button and give it no name and no class that says what
it does: the slide-over's close button is an ``x``, each row's menu button three dots.
A read gave a bare ``clickable``, and an agent had to guess from the place. A person
reads the drawing, and so does this module, from the shapes' own coordinates: two
diagonals crossing in the middle are an ``x`` (a panel's close button, or a row's remove or
cancel one: the drawing does not say which, so the hint names the drawing and the risk
gate judges an unnamed ``x`` by where it stands); a horizontal and a vertical crossing,
``plus``; one horizontal stroke, ``minus``; three horizontal strokes, ``menu``; two strokes
meeting at a point, a ``chevron`` pointing that way; three dots in a row, ``more``.
Anything else (a curve that is no dot, more strokes) says nothing here.
"""

from __future__ import annotations

import math
import re
from itertools import pairwise
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import string_at, wanted_nodes

__all__ = ["shape_hints"]

_MAX_NODES = 24
"""Nodes inside a button looked through for its drawing."""
_DOT = 0.3
"""A closed shape at most this share of the drawing's size across is a dot."""
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TOKEN = re.compile(r"[MmLlHhVvZzCcSsQqTtAa]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")

Point = tuple[float, float]
Segment = tuple[Point, Point]


def _numbers(text: str) -> list[float]:
    return [float(n) for n in _NUMBER.findall(text)]


def _arc_tokens(rest: str) -> tuple[list[float], str]:
    """One arc's seven numbers from the front of ``rest`` (its flags may touch: ``110``)."""
    out: list[float] = []
    pos = 0
    while len(out) < 7:
        while pos < len(rest) and rest[pos] in " ,\t\n\r":
            pos += 1
        if pos >= len(rest):
            break
        if len(out) in (3, 4) and rest[pos] in "01":
            out.append(float(rest[pos]))
            pos += 1
            continue
        m = _NUMBER.match(rest, pos)
        if m is None:
            break
        out.append(float(m.group()))
        pos = m.end()
    return out, rest[pos:]


_ARGS = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}


def _subpaths(d: str) -> list[tuple[list[Point], bool]] | None:
    """Each subpath's points (every command's end) and whether it is all straight."""
    out: list[tuple[list[Point], bool]] = []
    x = y = 0.0
    start = (0.0, 0.0)
    points: list[Point] = []
    straight = True
    rest = d.strip()
    cmd = ""
    while rest:
        rest = rest.lstrip(" ,\t\n\r")
        if not rest:
            break
        if rest[0].isalpha():
            cmd, rest = rest[0], rest[1:]
        elif not cmd:
            return None
        low = cmd.lower()
        if low not in _ARGS:
            return None
        if low == "z":
            x, y = start
            points.append(start)
            cmd = ""
            continue
        if low == "a":
            args, rest = _arc_tokens(rest)
        else:
            args = []
            for _ in range(_ARGS[low]):
                rest = rest.lstrip(" ,\t\n\r")
                m = _NUMBER.match(rest)
                if m is None:
                    break
                args.append(float(m.group()))
                rest = rest[m.end() :]
        if len(args) != _ARGS[low]:
            return None
        rel = cmd.islower()
        if low == "h":
            x = x + args[0] if rel else args[0]
        elif low == "v":
            y = y + args[0] if rel else args[0]
        else:
            nx, ny = args[-2], args[-1]
            x, y = (x + nx, y + ny) if rel else (nx, ny)
        if low == "m":
            if points:
                out.append((points, straight))
            points, straight, start = [(x, y)], True, (x, y)
            cmd = "l" if rel else "L"  # more pairs after a move are lines
            continue
        if low not in ("l", "h", "v"):
            straight = False
        points.append((x, y))
    if points:
        out.append((points, straight))
    return out


def _size(attrs: dict[str, str]) -> float:
    box = _numbers(attrs.get("viewBox", ""))
    if len(box) == 4 and box[2] > 0 and box[3] > 0:
        return max(box[2], box[3])
    sizes = [n for n in _numbers(attrs.get("width", "") + " " + attrs.get("height", "")) if n > 0]
    return max(sizes) if sizes else 24.0


def _kind(a: Segment) -> str:
    dx, dy = abs(a[1][0] - a[0][0]), abs(a[1][1] - a[0][1])
    length = math.hypot(dx, dy)
    if length == 0:
        return "dot"
    if dy <= 0.1 * length:
        return "h"
    if dx <= 0.1 * length:
        return "v"
    return "d" if abs(dx - dy) <= 0.25 * max(dx, dy) else "other"


def _mid(a: Segment) -> Point:
    return ((a[0][0] + a[1][0]) / 2, (a[0][1] + a[1][1]) / 2)


def _near(p: Point, q: Point, size: float) -> bool:
    return math.hypot(p[0] - q[0], p[1] - q[1]) <= 0.12 * size


def _read(segments: list[Segment], dots: list[Point], size: float) -> str:
    """The icon the strokes and dots draw, or ``""``."""
    if not segments:
        if len(dots) == 3:
            xs, ys = sorted(p[0] for p in dots), sorted(p[1] for p in dots)
            if xs[2] - xs[0] <= 0.1 * size or ys[2] - ys[0] <= 0.1 * size:
                return "more"
        return ""
    if dots:
        return ""
    kinds = [_kind(s) for s in segments]
    if kinds == ["h"]:
        return "minus"
    if len(segments) == 3 and kinds == ["h", "h", "h"]:
        return "menu"
    if len(segments) != 2:
        return ""
    a, b = segments
    if sorted(kinds) == ["h", "v"] and _near(_mid(a), _mid(b), size):
        return "plus"
    if kinds != ["d", "d"]:
        return ""
    if _near(_mid(a), _mid(b), size):
        return "x"
    ends = [(p, q) for p in a for q in b if _near(p, q, size / 3)]
    if len(ends) != 1:
        return ""
    tip = ends[0][0]
    others = [p for p in a if p != tip] + [q for q in b if q != ends[0][1]]
    ox, oy = sum(p[0] for p in others) / 2, sum(p[1] for p in others) / 2
    dx, dy = tip[0] - ox, tip[1] - oy
    if abs(dy) >= abs(dx):
        return "chevron down" if dy > 0 else "chevron up"
    return "chevron right" if dx > 0 else "chevron left"


def _drawing(shapes: list[tuple[str, dict[str, str]]], size: float) -> str:
    segments: list[Segment] = []
    dots: list[Point] = []
    for tag, attrs in shapes:
        if tag == "circle":
            c = _numbers(f"{attrs.get('cx', '0')} {attrs.get('cy', '0')} {attrs.get('r', '0')}")
            if len(c) != 3 or 2 * c[2] > _DOT * size:
                return ""
            dots.append((c[0], c[1]))
        elif tag == "line":
            n = _numbers(" ".join(attrs.get(k, "0") for k in ("x1", "y1", "x2", "y2")))
            if len(n) != 4:
                return ""
            segments.append(((n[0], n[1]), (n[2], n[3])))
        elif tag == "path":
            subs = _subpaths(attrs.get("d", ""))
            if subs is None:
                return ""
            for points, straight in subs:
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                across = max(max(xs) - min(xs), max(ys) - min(ys))
                if across >= size * 0.95 and attrs.get("fill") == "none":
                    continue  # the frame a set draws to size its icons (Material's)
                if across <= _DOT * size and (not straight or len(points) > 2):
                    dots.append(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2))
                elif straight:
                    segments.extend(pairwise(points))
                else:
                    return ""
        elif tag in ("rect", "polygon", "polyline", "ellipse", "text", "image", "use"):
            return ""
    return _read([s for s in segments if s[0] != s[1]], dots, size)


def shape_hints(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """The icon each node of ``wanted`` draws by the one inline ``<svg>`` inside it.

    Only a node with no words inside; see the module's description for what is read.
    """
    if not wanted:
        return {}
    s = string_at(snap.get("strings", []))
    out: dict[int, str] = {}
    for d, hits in wanted_nodes(snap, wanted):
        bids, parents, names, values, attrs = d.bids, d.parents, d.names, d.values, d.attrs

        def attributes(i: int) -> dict[str, str]:
            pairs = attrs[i] if i < len(attrs) else []  # noqa: B023
            return {s(pairs[k]): s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2)}

        for top in hits:
            inside = {top}
            svgs: list[int] = []
            shapes: list[tuple[str, dict[str, str]]] = []
            worded = False
            for j in range(top + 1, min(len(parents), top + 1 + _MAX_NODES)):
                if parents[j] not in inside:
                    break
                inside.add(j)
                tag = s(names[j]).lower()
                if tag == "#text":
                    worded = worded or bool(j < len(values) and s(values[j]).strip())
                elif tag == "svg":
                    svgs.append(j)
                elif svgs and tag in ("circle", "line", "path", "rect", "polygon", "polyline"):
                    shapes.append((tag, attributes(j)))
                elif svgs and tag in ("ellipse", "text", "image", "use"):
                    shapes.append((tag, {}))
            if worded or len(svgs) != 1 or not shapes or len(inside) >= _MAX_NODES:
                continue
            hint = _drawing(shapes, _size(attributes(svgs[0])))
            if hint:
                out[bids[top]] = hint
    return out
