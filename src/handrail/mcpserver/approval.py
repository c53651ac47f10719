"""Asking the person behind an MCP client to approve an irreversible action.

The risk policy decides that an action needs a person's approval. Over MCP,
:class:`ElicitationApprover` (an :class:`~handrail.safety.approvals.Approver`) asks
that person through the client's elicitation capability: the client shows the
question to its user, not to the model, so the calling model cannot approve its own
action (and no tool argument can). On connections that can carry a request to the
client during a call it asks at once and waits; on 2026-07-28 connections, which
cannot, the ``act`` call answers "input required" with the question and the client
calls again with the person's answer. When the client cannot elicit, another approver
is asked (by default nobody: the action stays held and the error points to the web
console).

:func:`mcp_gate` builds the risk gate with that approver. The request being served is
found through a context variable that the server sets for each tool call.
"""

from __future__ import annotations

import contextvars
import logging
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import anyio
import mcp.types as types
from mcp.server.session import ServerSession

from handrail.config import Settings
from handrail.safety.approval_files import ConsoleApprover
from handrail.safety.approvals import (
    ApprovalAnswer,
    ApprovalBinding,
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
    "ApprovalPending",
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
    """The client connection of the tool call being served.

    ``resumable`` is set for tools that can answer "input required" and be called again
    (the 2026-07-28 way of asking the user); ``request_state`` and ``input_responses``
    are what such a repeated call brought back.
    """

    session: ServerSession
    request_id: types.RequestId | None
    resumable: bool = False
    request_state: str | None = None
    input_responses: Mapping[str, Any] | None = None

    def _declared(self) -> bool:
        caps = self.session.client_capabilities
        return caps is not None and caps.elicitation is not None

    @property
    def can_elicit(self) -> bool:
        """True when the client declared elicitation and can take a request now."""
        return self._declared() and self.session.can_send_request

    @property
    def can_elicit_by_retry(self) -> bool:
        """True when the client declared elicitation and this call can be repeated with it."""
        return self._declared() and self.resumable and not self.session.can_send_request


class ApprovalPending(Exception):
    """The person's answer must come with the client's next attempt at this tool call.

    Raised by :class:`ElicitationApprover` on connections that cannot carry a request
    to the client while a call is in progress (protocol 2026-07-28); the server answers
    the call with ``result``, an "input required" result holding the question.
    """

    def __init__(self, result: types.InputRequiredResult) -> None:
        super().__init__("waiting for the person's answer")
        self.result = result


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


_KEY = "approval"
"""The key of the question in an "input required" result and of its answer."""

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
        self._pending: dict[str, tuple[ApprovalBinding, float]] = {}
        """Questions sent with an "input required" result: token -> (what, until when)."""

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        """Ask the person through the client, or through ``fallback`` when it cannot elicit.

        Returns:
            Approved when the person ticked "allow" and accepted; denied when they
            refused or dismissed the question; unanswered when no answer came in time or
            the client failed the request.

        Raises:
            ApprovalPending: on a 2026-07-28 connection, to send the question with the
                call's result; the answer comes with the client's next attempt.

        """
        channel = current_channel.get()
        self._forget_expired()
        if channel is not None and channel.can_elicit_by_retry:
            return self._by_retry(channel, request)
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
        return _answer(answer.action, answer.content)

    def _forget_expired(self) -> None:
        now = time.time()
        for token in [t for t, (_, until) in self._pending.items() if until < now]:
            del self._pending[token]

    def _by_retry(self, channel: ClientChannel, request: ApprovalRequest) -> ApprovalAnswer:
        """The answer a repeated call brought, or :class:`ApprovalPending` to ask for it.

        The question's token is kept here, not trusted from the client: an answer counts
        only for the action, element and screen it was asked about.
        """
        token = channel.request_state
        asked = self._pending.pop(token, None) if token else None
        reply = (channel.input_responses or {}).get(_KEY)
        if asked is not None and asked[0] == request.binding and reply is not None:
            return _answer(getattr(reply, "action", "cancel"), getattr(reply, "content", None))
        token = secrets.token_urlsafe(18)
        wait = request.remaining if request.expires else self.timeout
        self._pending[token] = (request.binding, time.time() + max(wait, 1.0))
        question = types.ElicitRequest(
            params=types.ElicitRequestFormParams(
                message=_question(request), requested_schema=_SCHEMA
            )
        )
        raise ApprovalPending(
            types.InputRequiredResult(input_requests={_KEY: question}, request_state=token)
        )


def _answer(action: str, content: Mapping[str, Any] | None) -> ApprovalAnswer:
    if action == "accept" and (content or {}).get("allow") is True:
        return ApprovalAnswer(outcome=Outcome.APPROVED, by=APPROVED_BY)
    note = "dismissed the question" if action == "cancel" else "refused"
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
