"""The tools' names, descriptions and input schemas, written for a model to read.

Descriptions say what a tool returns and when to use it; schemas are closed
(``additionalProperties: false``) so a model learns of a misspelt argument at once.
No schema has an argument that approves anything: approval comes from a person.
"""

from __future__ import annotations

from typing import Any

import mcp.types as types

from handrail.mcpserver.arguments import ACT_KINDS
from handrail.model import Perception
from handrail.targets import TargetField, target_fields, target_owner, target_spec, target_specs
from handrail.vocab import Role

__all__ = ["DEFAULT_MAX_ELEMENTS", "target_properties", "tool", "tool_names", "tools"]

_APP: dict[str, Any] = {
    "app": {
        "type": "string",
        "description": (
            "Desktop application by name, a case-insensitive substring of the name list_apps "
            "shows (e.g. 'calculator')."
        ),
    },
    "pid": {"type": "integer", "minimum": 1, "description": "Desktop application by process id."},
}

DEFAULT_MAX_ELEMENTS = 400
"""observe's default cap: enough for most windows, small enough for a model's context."""

_JSON_TYPES: dict[type, dict[str, Any]] = {
    str: {"type": "string"},
    bool: {"type": "boolean"},
    # An X window id is shown in hex; a model may pass it so.
    int: {"anyOf": [{"type": "integer"}, {"type": "string", "pattern": "^0[xX][0-9a-fA-F]+$"}]},
}


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "." if text else ""


def _or(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _field_schema(field: TargetField) -> dict[str, Any]:
    owner = target_spec(target_owner(field.name) or "")
    if field.names_target:
        description = _sentence(f"target {field.help}")
    else:
        description = _sentence(f"with {_or(owner.naming)}: {field.help}")
    return {**_JSON_TYPES[field.kind], "description": description}


def target_properties(*, naming_only: bool = False) -> dict[str, Any]:
    """The target arguments every backend declares, as JSON schema properties.

    ``naming_only`` keeps the fields that name a target (list_apps takes no others).
    """
    out: dict[str, Any] = {} if naming_only else dict(_APP)
    for field in target_fields():
        if field.names_target or not naming_only:
            out[field.name] = _field_schema(field)
    return out


def _ways_of_naming() -> str:
    return "; ".join(f"{_or(s.naming)} ({s.kind})" for s in target_specs() if s.naming)


_REGION: dict[str, Any] = {
    "type": "object",
    "description": "A screen rectangle in the screen coordinates that observe's bounds use.",
    "properties": {
        "x": {"type": "integer"},
        "y": {"type": "integer"},
        "w": {"type": "integer", "minimum": 1},
        "h": {"type": "integer", "minimum": 1},
    },
    "required": ["x", "y", "w", "h"],
    "additionalProperties": False,
}

_ROLE_NAMES = sorted(r.value for r in Role)

_MODE: dict[str, Any] = {
    "type": "string",
    "enum": [m.value for m in Perception],
    "default": "auto",
    "description": (
        "Perception: auto (add OCR text when the tree covers little of the window, or there "
        "is none, and a page draws a picture in view; the snapshot's 'perception' says "
        "which), ax (the tree only), ax+ocr "
        "(always add OCR text), vision (as ax+ocr, plus the picture: observe returns a "
        "screenshot with each element's id drawn on its box; run_task sends its planner one "
        "every round). OCR text is marked 'ocr' and acted on by pointer at its centre."
    ),
}

_VISION: dict[str, Any] = {
    "type": "string",
    "enum": ["off", "fallback", "always"],
    "description": (
        "Whether the run's planner is sent a screenshot with the element ids drawn on it: off, "
        "fallback (only when a plan was rejected, a round made no progress, or the window is "
        "ax-poor) or always. Default: the server's vision setting (off), always with "
        "mode=vision. Points the planner gives on the picture are mapped back to the screen."
    ),
}


def _schema(properties: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        out["required"] = required
    return out


def _list_apps() -> types.Tool:
    return types.Tool(
        name="list_apps",
        title="List applications",
        description=(
            "List the desktop applications (or, with browser/cdp, the browser pages) that expose "
            "an accessibility tree and can be operated. Each line is 'app<TAB>pid<TAB>window or "
            "URL'. Use a name or pid from here as observe's 'app' or 'pid'."
        ),
        input_schema=_schema(
            {
                **target_properties(naming_only=True),
            }
        ),
        annotations=types.ToolAnnotations(read_only_hint=True, open_world_hint=False),
    )


def _observe() -> types.Tool:
    return types.Tool(
        name="observe",
        title="Observe an application",
        description=(
            "Read one application window or browser page through its accessibility tree. Returns "
            "one line per element: 'e12 focused disabled button Save = value' (states first; "
            "a text has no role word: 'e14 Saved'; a table row lists its cells: "
            "'e4 row | e5 Acme | e6 0.50'; a name with \" [ ] ( ) = | is quoted), "
            "indented by nesting, after a header naming the window (app, pid, title) or the "
            "page (URL, and its title unless a heading says it). Ids (e12) are stable: the "
            "same element keeps its id across observations "
            "for as long as it exists with the same role and name. Pass ids to act. Observe "
            "again after acting, or whenever an id is reported stale. Structured content holds "
            "the full JSON snapshot (target, signature, stats, environment, elements with role, "
            "name, value, states, bounds [x, y, w, h] and actions); with structured=false it "
            "leaves out the elements, which the text lists, and a large page answers several "
            "times faster. Name exactly one target: "
            f"{_ways_of_naming()}. Narrow a large tree with role, text or region."
        ),
        input_schema=_schema(
            {
                **target_properties(),
                "max_elements": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 5000,
                    "default": DEFAULT_MAX_ELEMENTS,
                    "description": (
                        f"At most this many elements (default {DEFAULT_MAX_ELEMENTS});"
                        " the rest is cut."
                    ),
                },
                "role": {
                    "anyOf": [
                        {"type": "string", "enum": _ROLE_NAMES},
                        {"type": "array", "items": {"type": "string", "enum": _ROLE_NAMES}},
                    ],
                    "description": "Keep only elements with this role (or one of these roles).",
                },
                "text": {
                    "type": "string",
                    "description": (
                        "Keep only elements whose name, value or description contains this text "
                        "(case-insensitive)."
                    ),
                },
                "region": {**_REGION, "description": "Keep only elements intersecting this area."},
                "include_hidden": {
                    "type": "boolean",
                    "default": False,
                    "description": "Also list invisible and off-window elements.",
                },
                "full": {
                    "type": "boolean",
                    "default": False,
                    "description": (
                        "Show long texts whole (by default each is cut at 200 characters,"
                        " with how many were left out: '… (+812 chars)')."
                    ),
                },
                "viewport": {
                    "type": "boolean",
                    "default": False,
                    "description": (
                        "A browser page: read only what is on screen, plus a count of the"
                        " elements above and below it (faster on long pages; scroll, then"
                        " observe again for the next part)."
                    ),
                },
                "mode": _MODE,
                "structured": {
                    "type": "boolean",
                    "default": True,
                    "description": (
                        "Include the elements as JSON in the structured content (default"
                        " true). False when only the text is read: the text lists every"
                        " element, and a page of thousands answers several times faster."
                    ),
                },
            }
        ),
        annotations=types.ToolAnnotations(read_only_hint=True, open_world_hint=False),
    )


def _act() -> types.Tool:
    return types.Tool(
        name="act",
        title="Act on an element",
        description=(
            "Do one thing to one element, by the id observe gave it, then observe again. Actions: "
            "click, doubleclick, rightclick (element); hover (element: rests the pointer on it, "
            "pressing nothing, to show controls a page reveals only under the pointer, which an "
            "element's hover field names); focus "
            "(element); type (text, into element "
            "or the focused field); set_value (element, text: replaces the value); key (keys, a "
            "combo such as 'Return', 'ctrl+a', 'shift+Tab'; optional element to focus first); "
            "scroll (dx/dy wheel steps, dy > 0 scrolls down; optional element). Handrail uses "
            "the element's accessibility action first and falls back to keyboard or pointer "
            "input; the result says which ('via'). Returns whether the snapshot changed and the "
            "signatures before and after: verify the effect by observing. x/y screen "
            "coordinates are a last resort for the click kinds and hover, when no element fits. "
            "A stale "
            "or unknown id fails without acting anywhere: observe again and use the new id. "
            "Irreversible actions (sending, deleting, paying, ...) are held until a person "
            "approves them; you cannot approve them yourself."
        ),
        input_schema=_schema(
            {
                **target_properties(),
                "action": {"type": "string", "enum": list(ACT_KINDS), "description": "What to do."},
                "element": {
                    "type": "string",
                    "pattern": "^e[0-9]+$",
                    "description": "The element id from observe, e.g. 'e12'.",
                },
                "text": {"type": "string", "description": "For type and set_value: the text."},
                "keys": {
                    "type": "string",
                    "description": "For key: a combo such as 'Return', 'ctrl+s', 'alt+F4'.",
                },
                "dx": {
                    "type": "integer",
                    "minimum": -100,
                    "maximum": 100,
                    "description": "For scroll: horizontal wheel steps (> 0 right).",
                },
                "dy": {
                    "type": "integer",
                    "minimum": -100,
                    "maximum": 100,
                    "description": "For scroll: vertical wheel steps (> 0 down).",
                },
                "x": {
                    "type": "integer",
                    "description": "Last resort, click kinds only: screen x (needs y, no element).",
                },
                "y": {
                    "type": "integer",
                    "description": "Last resort, click kinds only: screen y (needs x, no element).",
                },
                "via": {
                    "type": "string",
                    "enum": ["auto", "ax", "input"],
                    "default": "auto",
                    "description": (
                        "Channels allowed: auto (accessibility action, then input), ax only, "
                        "or input only."
                    ),
                },
                "mode": _MODE,
            },
            ["action"],
        ),
        annotations=types.ToolAnnotations(
            read_only_hint=False, destructive_hint=True, open_world_hint=False
        ),
    )


def _screenshot() -> types.Tool:
    return types.Tool(
        name="screenshot",
        title="Screenshot",
        description=(
            "A PNG image of a target's window or page, of one element (by id, cropped to its "
            "bounds), of a screen region, or of the whole screen when nothing is named. Use it "
            "when the accessibility tree is poor or you need to see layout; prefer observe for "
            "reading text and finding ids."
        ),
        input_schema=_schema(
            {
                **target_properties(),
                "element": {
                    "type": "string",
                    "pattern": "^e[0-9]+$",
                    "description": "Crop to this element's bounds (needs a target).",
                },
                "region": {**_REGION, "description": "Capture this screen rectangle."},
            }
        ),
        annotations=types.ToolAnnotations(read_only_hint=True, open_world_hint=False),
    )


def _run_task() -> types.Tool:
    return types.Tool(
        name="run_task",
        title="Run a bounded task",
        description=(
            "Hand a whole multi-step task to Handrail's own bounded loop (observe, plan with the "
            "configured planner model, validate, gate, act, verify) and wait for it to end. "
            "Returns the final status (finished: the expect checks hold; 'finished (unverified)':"
            " the planner said so and no expect checks were given; blocked, handoff, "
            "no_progress, max_steps_reached, budget_exhausted, stopped or error), a summary, "
            "the step count "
            "and the run id and log location for get_run. Use it for routine sequences you can "
            "describe in one instruction; drive observe/act yourself when you need to decide at "
            "each step. Without execute=true the run is a dry run: it plans and validates but "
            "sends no input. Irreversible steps still need a person's approval."
        ),
        input_schema=_schema(
            {
                "instruction": {
                    "type": "string",
                    "description": "What to get done, in one or two sentences, with the success "
                    "criterion (e.g. 'Compute 12*7 and leave the result on the display').",
                },
                **target_properties(),
                "execute": {
                    "type": "boolean",
                    "default": False,
                    "description": "Actually send input (default false: a dry run).",
                },
                "max_steps": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 100,
                    "default": 15,
                    "description": "Stop after this many rounds (default 15).",
                },
                "max_seconds": {
                    "type": "number",
                    "minimum": 1,
                    "maximum": 3600,
                    "default": 300,
                    "description": "Stop after this many seconds (default 300).",
                },
                "mode": _MODE,
                "vision": _VISION,
                "expect": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": (
                        "Success checks that must all hold for the run to end finished, each "
                        'ROLE "NAME" [= or ~ "TEXT"] [[STATE ...]], e.g. \'textbox "Display" '
                        '= "84"\', \'button "Send" [disabled]\', \'!dialog "Error"\' (absent).'
                    ),
                },
            },
            ["instruction"],
        ),
        annotations=types.ToolAnnotations(
            read_only_hint=False, destructive_hint=True, open_world_hint=True
        ),
    )


def _get_run() -> types.Tool:
    return types.Tool(
        name="get_run",
        title="Read a run log",
        description=(
            "Summarize a run's log: its instruction, final status and summary, and one line per "
            "round (plan, actions with the channel used, gate decisions, verification). Give "
            "run_id (as run_task returned it) or omit it for the most recent run."
        ),
        input_schema=_schema(
            {
                "run_id": {"type": "string", "description": "The run id; default: the latest run."},
                "max_rounds": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 200,
                    "default": 30,
                    "description": "Show at most this many rounds, the last ones (default 30).",
                },
            }
        ),
        annotations=types.ToolAnnotations(read_only_hint=True, open_world_hint=False),
    )


def _open_url() -> types.Tool:
    return types.Tool(
        name="open_url",
        title="Open a URL",
        description=(
            "Load a web address in a browser page (name it with browser, or cdp and tab) and "
            "wait until it has loaded; then observe it. Takes http://, https:// and file:// "
            "addresses and about:blank. Only browser pages can open one."
        ),
        input_schema=_schema(
            {
                **target_properties(),
                "url": {"type": "string", "minLength": 1, "description": "The address to load."},
                "reload": {
                    "type": "boolean",
                    "description": "Load the page afresh even when the address is the open "
                    "page at another #fragment, which a browser only scrolls to (default false).",
                },
            },
            ["url"],
        ),
        annotations=types.ToolAnnotations(read_only_hint=False, open_world_hint=True),
    )


def tools() -> tuple[types.Tool, ...]:
    """Every tool the server offers, with the target arguments the backends declare now."""
    return (
        _list_apps(),
        _observe(),
        _act(),
        _screenshot(),
        _open_url(),
        _run_task(),
        _get_run(),
    )


def tool(name: str) -> types.Tool:
    """The tool called ``name``.

    Raises:
        KeyError: when there is none.

    """
    for t in tools():
        if t.name == name:
            return t
    raise KeyError(name)


def tool_names() -> list[str]:
    """The names of every tool, in listing order."""
    return [t.name for t in tools()]
