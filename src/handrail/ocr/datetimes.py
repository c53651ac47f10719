"""How a date or time field shows the value it holds, as OCR reads it.

A date field holds ``2024-12-21`` and shows ``12/21/2024`` (or ``21.12.2024``, by the
locale); a time field holds ``18:30`` and shows ``06:30 PM`` or ``18:30``. OCR reads
what is shown, so a line OCR reads in such a field repeats the tree's value in another
form. :func:`shown_forms` gives those forms squeezed as OCR text is compared (letters
and digits only, lower case).
"""

from __future__ import annotations

import calendar
import re

__all__ = ["dated", "shown_forms"]

_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_TIME = re.compile(r"(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?")
_MONTH = re.compile(r"(\d{4})-(\d{2})")
_WEEK = re.compile(r"(\d{4})-W(\d{2})")
_VALUE = re.compile(
    rf"(?:{_DATE.pattern}(?:T{_TIME.pattern})?|{_TIME.pattern}|{_MONTH.pattern}|{_WEEK.pattern})"
)


def dated(value: str) -> bool:
    """Whether ``value`` is what a date, time, month or week field holds."""
    return _VALUE.fullmatch(value.strip()) is not None


def shown_forms(value: str) -> tuple[str, ...]:
    """The squeezed forms a field holding ``value`` may show, longest first; ``()`` if none."""
    value = value.strip()
    forms: set[str] = set()
    date, _, time = value.partition("T")
    if m := _DATE.fullmatch(date):
        days = _dates(*m.groups())
        clock = _TIME.fullmatch(time)
        times = _times(*clock.groups()) if clock else {""}
        forms |= {d + t for d in days for t in times}
    elif m := _TIME.fullmatch(value):
        forms |= _times(*m.groups())
    elif m := _WEEK.fullmatch(value):
        year, week = m.groups()
        forms |= {f"week{week}{year}", f"week{int(week)}{year}", f"{week}{year}"}
    elif m := _MONTH.fullmatch(value):
        year, month = m.groups()
        name = calendar.month_name[int(month)].lower() if 1 <= int(month) <= 12 else month
        forms |= {f"{name}{year}", f"{month}{year}", f"{year}{month}"}
    return tuple(sorted(forms, key=len, reverse=True))


def _dates(year: str, month: str, day: str) -> set[str]:
    m, d = str(int(month)), str(int(day))
    return {
        f"{year}{month}{day}",
        f"{month}{day}{year}",
        f"{day}{month}{year}",
        f"{m}{d}{year}",
        f"{d}{m}{year}",
    }


def _times(hours: str, minutes: str, seconds: str | None) -> set[str]:
    h = int(hours)
    tail = seconds or ""
    twelve = h % 12 or 12
    half = "am" if h < 12 else "pm"
    return {
        f"{hours}{minutes}{tail}",
        f"{twelve:02d}{minutes}{tail}{half}",
        f"{twelve}{minutes}{tail}{half}",
    }
