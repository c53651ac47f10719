"""A backend of a test's own whose targets are named by a field of its own: ``port``.

It is the fake calculator, reached as a console on a serial port; ``register()`` adds
it to the registry as any third-party backend would, with no edit to Handrail.
"""

from __future__ import annotations

from handrail.backends.fake import FakeBackend
from handrail.backends.registry import register_backend
from handrail.errors import UsageError, arg
from handrail.model import Target
from handrail.targets import TargetField, TargetQuery, TargetSpec

SERIAL = TargetSpec(
    backend="serial-test",
    by_app=False,
    kind="serial console",
    fields=(
        TargetField(name="port", names_target=True, metavar="DEV", help="a console by port"),
        TargetField(name="baud", kind=int, help="the line speed"),
    ),
)


class SerialBackend(FakeBackend):
    """The fake calculator on port ``ttyS0``."""

    name = "serial-test"
    target_spec = SERIAL

    async def resolve(self, query: TargetQuery) -> Target:
        if query.text("port") != "ttyS0":
            raise UsageError(f"no console on {arg('port')} {query.text('port')!r}")
        return self.apps[0].target()


def register() -> None:
    """Register the backend (its target spec comes from the class)."""
    register_backend("serial-test", SerialBackend)
