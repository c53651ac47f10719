"""Small server-drawn SVG charts for the health page (no script, no styles: the CSP holds).

Every label is escaped; the charts are returned as markup the templates insert as is.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup, escape

__all__ = ["bar_chart", "line_chart"]

_W, _H, _PAD, _BOTTOM = 560, 180, 34, 40
_COLORS = ("#1565c0", "#c62828", "#2e7d32", "#8a4b00")


def _frame(body: list[str], title: str, chart_id: str) -> Markup:
    head = (
        f'<svg id="{escape(chart_id)}" class="chart" viewBox="0 0 {_W} {_H}" width="{_W}"'
        f' height="{_H}" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>"
        f'<line x1="{_PAD}" y1="{_H - _BOTTOM}" x2="{_W - 8}" y2="{_H - _BOTTOM}" stroke="#888"/>'
    )
    return Markup(head + "".join(body) + "</svg>")


def bar_chart(
    bars: Sequence[tuple[str, float]],
    *,
    title: str,
    chart_id: str,
    limit: float | None = None,
    alert: Sequence[bool] | None = None,
) -> Markup:
    """Vertical bars with their labels and values; ``limit`` draws a dashed threshold line.

    Bars flagged in ``alert`` are drawn red.
    """
    top = max([v for _, v in bars] + ([limit] if limit is not None else []) + [1e-9])
    inner_w, inner_h = _W - _PAD - 8, _H - _BOTTOM - 12
    step = inner_w / max(1, len(bars))
    body: list[str] = []
    for i, (label, value) in enumerate(bars):
        h = inner_h * value / top
        x = _PAD + i * step + step * 0.15
        y = _H - _BOTTOM - h
        red = bool(alert and i < len(alert) and alert[i])
        body.append(
            f'<rect class="bar" x="{x:.1f}" y="{y:.1f}" width="{step * 0.7:.1f}" height="{h:.1f}"'
            f' fill="{"#c62828" if red else "#1565c0"}" data-label="{escape(label)}"'
            f' data-value="{value:g}"><title>{escape(label)}: {value:g}</title></rect>'
            f'<text x="{x + step * 0.35:.1f}" y="{y - 3:.1f}" font-size="10"'
            f' text-anchor="middle">{value:g}</text>'
            f'<text x="{x + step * 0.35:.1f}" y="{_H - _BOTTOM + 13}" font-size="9"'
            f' text-anchor="middle">{escape(label[-12:])}</text>'
        )
    if limit is not None:
        y = _H - _BOTTOM - inner_h * limit / top
        body.append(
            f'<line class="limit" x1="{_PAD}" y1="{y:.1f}" x2="{_W - 8}" y2="{y:.1f}"'
            f' stroke="#c62828" stroke-dasharray="4 3"/>'
            f'<text x="{_PAD - 2}" y="{y + 3:.1f}" font-size="9" text-anchor="end">{limit:g}</text>'
        )
    return _frame(body, title, chart_id)


def line_chart(
    points: Sequence[str],
    series: Sequence[tuple[str, Sequence[float | None]]],
    *,
    title: str,
    chart_id: str,
    top: float = 1.0,
) -> Markup:
    """One polyline per series over the labelled points (``None`` leaves a gap)."""
    inner_w, inner_h = _W - _PAD - 8, _H - _BOTTOM - 12
    step = inner_w / max(1, len(points) - 1) if len(points) > 1 else 0.0
    body: list[str] = []
    for i, label in enumerate(points):
        x = _PAD + i * step
        body.append(
            f'<text x="{x:.1f}" y="{_H - _BOTTOM + 13}" font-size="9"'
            f' text-anchor="middle">{escape(label[-11:])}</text>'
        )
    for n, (name, values) in enumerate(series):
        color = _COLORS[n % len(_COLORS)]
        coords = [
            f"{_PAD + i * step:.1f},{_H - _BOTTOM - inner_h * v / (top or 1):.1f}"
            for i, v in enumerate(values)
            if v is not None
        ]
        body.append(
            f'<polyline class="series" data-series="{escape(name)}" fill="none"'
            f' stroke="{color}" stroke-width="2" points="{" ".join(coords)}"/>'
        )
        for c in coords:
            cx, cy = c.split(",")
            body.append(f'<circle cx="{cx}" cy="{cy}" r="3" fill="{color}"/>')
        body.append(
            f'<text x="{_W - 10}" y="{14 + 12 * n}" font-size="10" text-anchor="end"'
            f' fill="{color}">{escape(name)}</text>'
        )
    return _frame(body, title, chart_id)
