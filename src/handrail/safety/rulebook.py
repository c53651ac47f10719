"""The context rules a press is judged by, in the order they are tried.

Each domain keeps its rules in a module of its own (``rules/trade.py``,
``rules/admin.py``, …). This module lists them for :class:`~handrail.safety.policy.RiskPolicy`
so that adding a rule is one line here and none in the policy itself. Every list is tried
in order and stops at the first rule that holds the press, so a rule may assume the ones
before it did not.

- :data:`PLAIN` — presses that only open or show something (*Send feedback* opening a
  form): the label's own risk words are not read for them.
- :func:`held_before` — rules read after the label, before an unnamed control is judged.
- :data:`LATER` — rules read after that, when nothing else held the press.
- :data:`SWITCHES` — rules for a switch or check box, all read, the strongest kept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.admin import captures_row, finishes_signing
from handrail.safety.rules.ads import ads_plain, spends_switch
from handrail.safety.rules.care import care_command, care_plain, returns_work
from handrail.safety.rules.choice import leads_to_form, named_choice
from handrail.safety.rules.civic2 import opens_scheduler, told_around, unlists_switch
from handrail.safety.rules.cloudfile import cloud_said
from handrail.safety.rules.confirms import buttons_box, confirm_said
from handrail.safety.rules.context import opens_to_all, opens_writes, runs_code, saves_code
from handrail.safety.rules.crypto import crypto_plain, crypto_said
from handrail.safety.rules.data import asks_first, keeps_less, row_step, schedules_mail
from handrail.safety.rules.devops import (
    deploy_plain,
    escalation_pick,
    flag_switch,
    incident_verb,
    pager_switch,
    said_around,
    sets_revision,
)
from handrail.safety.rules.ehr import (
    clinic_plain,
    clinic_said,
    clinic_switch,
    doses_given,
    verifies_result,
)
from handrail.safety.rules.fin import fin_answer, fin_plain
from handrail.safety.rules.fleet import fleet_answer, plant_command, plant_switch
from handrail.safety.rules.forms import charged, posts_typed
from handrail.safety.rules.home import drops_edits, home_press, home_switch, opens_site
from handrail.safety.rules.learn import learn_dialog, learn_said, shows_grades
from handrail.safety.rules.legal import legal_said
from handrail.safety.rules.lists import Judge, chosen_commit, sent_out
from handrail.safety.rules.market import market_plain, market_press, market_switch
from handrail.safety.rules.mobility import agreed_by, answers_request
from handrail.safety.rules.people import (
    closes_deal,
    opens_times,
    removes_tag,
    sends_at,
    titled_change,
)
from handrail.safety.rules.roles import role_pick
from handrail.safety.rules.secops import (
    firewall_unblock,
    quarantine_release,
    secops_said,
    secops_switch,
)
from handrail.safety.rules.sections import headed_commit, kept_count, section_notice
from handrail.safety.rules.seller import row_answer, row_unnamed, seller_plain, seller_switch
from handrail.safety.rules.settings import filter_commit, only_shows
from handrail.safety.rules.social import invite_answer, social_plain
from handrail.safety.rules.team import kin_cross, opens_thread, overlay_verb, releases_version
from handrail.safety.rules.tix import said_near
from handrail.safety.rules.trade import consented, covers_short, row_cancel, said_of
from handrail.safety.rules.trip import said_by_trip, sale_switch
from handrail.safety.rules.vault import (
    app_get,
    eye_on_masked,
    gem_pick,
    generator_press,
    moves_shared,
    nav_redeem,
    price_only,
    two_step,
)
from handrail.safety.rules.view import ALLOW, Assessment, View, stronger

__all__ = [
    "LATER",
    "PLAIN",
    "SWITCHES",
    "PlainRule",
    "PressRule",
    "first_held",
    "held_before",
    "is_plain",
    "switched",
]

PressRule = Callable[[Element, str, View], Assessment]
"""A rule judging the press of an element by its folded label and what is around it."""
PlainRule = Callable[[Element, str, View], bool]
"""A rule saying a press only opens or shows something."""


def _label_only(test: Callable[[str], bool]) -> PlainRule:
    def rule(element: Element, label: str, view: View) -> bool:
        return test(label)

    rule.__name__ = test.__name__
    return rule


def _no_view(test: Callable[[Element, str], bool]) -> PlainRule:
    def rule(element: Element, label: str, view: View) -> bool:
        return test(element, label)

    rule.__name__ = test.__name__
    return rule


def _no_label(judge: Callable[[Element, View], Assessment]) -> PressRule:
    def rule(element: Element, label: str, view: View) -> Assessment:
        return judge(element, view)

    rule.__name__ = judge.__name__
    return rule


PLAIN: tuple[PlainRule, ...] = (
    leads_to_form,
    only_shows,
    drops_edits,
    opens_site,
    _label_only(removes_tag),
    _label_only(opens_times),
    _label_only(care_plain),
    market_plain,
    _no_view(opens_thread),
    _label_only(asks_first),
    seller_plain,
    generator_press,
    nav_redeem,
    deploy_plain,
    opens_scheduler,
    social_plain,
    fin_plain,
    clinic_plain,
    crypto_plain,
    ads_plain,
    buttons_box,
)

_BEFORE: tuple[PressRule, ...] = (
    headed_commit,
    named_choice,
    home_press,
    said_of,
    agreed_by,
    answers_request,
    consented,
    covers_short,
    row_cancel,
    returns_work,
    care_command,
    closes_deal,
    titled_change,
    sends_at,
    market_press,
    overlay_verb,
    _no_label(kin_cross),
    releases_version,
    row_step,
    schedules_mail,
    captures_row,
    finishes_signing,
    row_answer,
    price_only,
    app_get,
    moves_shared,
    eye_on_masked,
    said_around,
    sets_revision,
    incident_verb,
    escalation_pick,
    told_around,
    invite_answer,
    said_near,
    fin_answer,
    said_by_trip,
    learn_dialog,
    learn_said,
    fleet_answer,
    plant_command,
    secops_said,
    quarantine_release,
    firewall_unblock,
    clinic_said,
    verifies_result,
    doses_given,
    legal_said,
    cloud_said,
    crypto_said,
    confirm_said,
)

LATER: tuple[PressRule, ...] = (
    posts_typed,
    charged,
    runs_code,
    saves_code,
    opens_to_all,
    section_notice,
    sent_out,
    opens_writes,
    kept_count,
    filter_commit,
    row_unnamed,
)

SWITCHES: tuple[PressRule, ...] = (
    _no_label(home_switch),
    _no_label(keeps_less),
    market_switch,
    seller_switch,
    two_step,
    gem_pick,
    flag_switch,
    pager_switch,
    unlists_switch,
    sale_switch,
    shows_grades,
    plant_switch,
    secops_switch,
    clinic_switch,
    spends_switch,
)


def is_plain(element: Element, label: str, view: View) -> bool:
    """Whether pressing ``element`` only opens or shows something, by any of :data:`PLAIN`."""
    return any(rule(element, label, view) for rule in PLAIN)


def first_held(rules: Iterable[PressRule], element: Element, label: str, view: View) -> Assessment:
    """The first of ``rules`` that does not allow the press, or :data:`ALLOW`."""
    for rule in rules:
        found = rule(element, label, view)
        if found.verdict is not Verdict.ALLOW:
            return found
    return ALLOW


def held_before(element: Element, label: str, view: View, judge: Judge) -> Assessment:
    """The rules read right after the label, ``judge`` being the label's own reading.

    A role picked from a page's own list comes first, then a bulk bar's *Apply* judged by
    what its list is set to (read with ``judge``), then the domains' rules in turn.
    """
    found = role_pick(element, view)
    if found.verdict is Verdict.ALLOW:
        found = chosen_commit(element, label, view, judge)
    if found.verdict is Verdict.ALLOW:
        found = first_held(_BEFORE, element, label, view)
    return found


def switched(element: Element, label: str, view: View, first: Assessment) -> Assessment:
    """``first`` (the switch's own reading) with every rule of :data:`SWITCHES`, the strongest."""
    result = first
    for rule in SWITCHES:
        result = stronger(result, rule(element, label, view))
    return result
