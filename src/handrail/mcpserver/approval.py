"""Asking the person behind an MCP client to approve an irreversible action.

The risk policy decides that an action needs a person's approval. Over MCP,
:class:`ElicitationApprover` (an :class:`~handrail.safety.approvals.Approver`) asks
that person through the client's elicitation capability: the client shows the
question to its user, not to the model, so the calling model cannot approve its own
action (and no tool argument can). When the client cannot elicit, another approver
is asked (by default nobody: the action stays held and the error points to the web
console).

:func:`mcp_gate` builds the risk gate with that approver. The request being served is
found through a context variable that the server sets for each tool call.
"""

from __future__ import annotations

import contextvars
import logging
from dataclasses import dataclass

import anyio
import mcp.types as types
from mcp.server.session import ServerSession

from handrail.config import Settings
from handrail.safety.approval_files import ConsoleApprover
from handrail.safety.approvals import (
    ApprovalAnswer,
    ApprovalRequest,
    Approver,
    DenyApprover,
    Outcome,
)
from handrail.safety.gate import RiskGate
from handrail.safety.secrets import SecretVault
from handrail.safety.wiring import choose_approver, default_gate

__all__ = [
    "CONSOLE_HINT",
    "ClientChannel",
    "ElicitationApprover",
    "current_channel",
    "mcp_gate",
]

log = logging.getLogger(__name__)

CONSOLE_HINT = (
    "ask the person to open the Handrail web console ('handrail console') and call act "
    "again: the question then waits there for their answer; you cannot approve it yourself"
)
"""Where an approval goes when the client cannot ask its user."""

APPROVED_BY = "mcp-client-user"
"""Recorded in the decision as the approver when the person accepted through the client."""


@dataclass(frozen=True, kw_only=True)
class ClientChannel:
    """The client connection of the tool call being served, and the request's id."""

    session: ServerSession
    request_id: types.RequestId | None

    @property
    def can_elicit(self) -> bool:
        """True when the client declared form elicitation and can take a request now."""
        caps = self.session.client_capabilities
        if caps is None or caps.elicitation is None:
            return False
        return self.session.can_send_request


current_channel: contextvars.ContextVar[ClientChannel | None] = contextvars.ContextVar(
    "handrail_mcp_channel", default=None
)
"""The channel of the tool call this task serves (set by the server per call)."""


def _question(request: ApprovalRequest) -> str:
    where = request.snapshot.target.url or request.snapshot.target.window or ""
    place = f" ({where})" if where else ""
    reason = f" Handrail holds it because: {request.reason}." if request.reason else ""
    flags = f" Warning: {'; '.join(request.flags)}." if request.flags else ""
    return f"An AI agent asks to {request.describe()}{place}.{reason}{flags} Allow this one action?"


_SCHEMA: types.ElicitRequestedSchema = {
    "type": "object",
    "properties": {
        "allow": {
            "type": "boolean",
            "title": "Allow this action once",
            "description": "Tick to let this one action run; leave unticked to refuse it.",
            "default": False,
        }
    },
    "required": ["allow"],
}


class ElicitationApprover(Approver):
    """Asks the person behind the MCP client, through elicitation, about one action.

    The question goes to the client's user interface, never to the model. When the
    tool call being served comes from a client that cannot elicit, ``fallback`` is
    asked instead.

    Args:
        fallback: the channel used when the client cannot elicit; by default nobody
            (the action stays held and the answer points to the web console).
        timeout: seconds to wait for the person when the request sets no expiry.

    """

    name = "mcp-elicitation"

    def __init__(self, fallback: Approver | None = None, *, timeout: float = 300.0) -> None:
        self.fallback = fallback or DenyApprover(CONSOLE_HINT)
        self.timeout = timeout
        self.wants_screenshot = self.fallback.wants_screenshot

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        """Ask the person through the client, or through ``fallback`` when it cannot elicit.

        Returns:
            Approved when the person ticked "allow" and accepted; denied when they
            refused or dismissed the question; unanswered when no answer came in time or
            the client failed the request.

        """
        channel = current_channel.get()
        if channel is None or not channel.can_elicit:
            return await self.fallback.decide(request)
        wait = request.remaining if request.expires else self.timeout
        try:
            with anyio.fail_after(max(wait, 1.0)):
                answer = await channel.session.elicit_form(
                    _question(request), _SCHEMA, related_request_id=channel.request_id
                )
        except TimeoutError:
            return ApprovalAnswer(
                outcome=Outcome.UNANSWERED, by="nobody", note=f"no answer in time; {CONSOLE_HINT}"
            )
        except Exception as exc:  # the client failed the request: nobody was asked
            log.warning("elicitation failed: %s", exc)
            return ApprovalAnswer(
                outcome=Outcome.UNANSWERED,
                by="nobody",
                note=f"the client could not ask its user; {CONSOLE_HINT}",
            )
        if answer.action == "accept" and (answer.content or {}).get("allow") is True:
            return ApprovalAnswer(outcome=Outcome.APPROVED, by=APPROVED_BY)
        note = "dismissed the question" if answer.action == "cancel" else "refused"
        return ApprovalAnswer(outcome=Outcome.DENIED, by=APPROVED_BY, note=f"the person {note}")


def mcp_gate(settings: Settings, *, vault: SecretVault | None = None) -> RiskGate:
    """The risk gate for actions asked over MCP: the user's policy, asking the client's user.

    The fallback channel, for clients that cannot elicit, is the web console when one is
    running (it waits there for an answer) and otherwise nobody (the action stays held
    and the error points to the console). Never the terminal: on stdio, stdin carries
    the protocol.

    Raises:
        UsageError: for a malformed policy file or approval setting.

    """
    fallback = choose_approver(settings, interactive=False)
    if not isinstance(fallback, ConsoleApprover):
        fallback = DenyApprover(CONSOLE_HINT)
    return default_gate(settings, "mcp", vault=vault, approver=ElicitationApprover(fallback))
