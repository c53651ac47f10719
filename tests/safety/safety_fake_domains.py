"""Cases of the fake safety suite for the domains tried page by page.

Telecom, insurance, collaboration and games; settings of repositories, clusters,
hosting panels and studios; password managers, cloud drives and smart homes; help
desks, CRMs, HR and payroll; code hosting; video studios; brokerages, crypto exchanges
and e-signature. Each domain has a word list (the first entries commit something, the
rest are look-alikes that do not), and most a page whose cases need their surroundings.
"""

from __future__ import annotations

from safety_fake_admin import ADMIN, ADMIN_ACTING, ADMIN_PAGE
from safety_fake_ads import ADS, ADS_ACTING, ADS_PAGE
from safety_fake_care import CARE, CARE_ACTING, CARE_PAGE
from safety_fake_civic2 import CIVIC2, CIVIC2_ACTING, CIVIC2_PAGE
from safety_fake_cloudfile import CLOUDFILE, CLOUDFILE_ACTING, CLOUDFILE_PAGE
from safety_fake_code import CODE, CODE_ACTING, CODE_PAGE
from safety_fake_confirms import CONFIRMS, CONFIRMS_ACTING, CONFIRMS_PAGE
from safety_fake_crypto import CRYPTO, CRYPTO_ACTING, CRYPTO_PAGE
from safety_fake_data import DATA, DATA_ACTING, DATA_PAGE
from safety_fake_devops import (
    DEVOPS,
    DEVOPS_ACTING,
    DEVOPS_INCIDENTS,
    DEVOPS_PAGE,
    DEVOPS_REVIEW,
    DEVOPS_STAGING,
)
from safety_fake_ehr import EHR, EHR_ACTING, EHR_PAGE
from safety_fake_fin import FIN, FIN_ACTING, FIN_PAGE
from safety_fake_fleet import FLEET, FLEET_ACTING, FLEET_ANSWERS
from safety_fake_home import HOME, HOME_ACTING, HOME_PAGE
from safety_fake_hosting import HOSTING, HOSTING_ACTING, HOSTING_PAGE
from safety_fake_learn import LEARN, LEARN_ACTING, LEARN_PAGE
from safety_fake_legal import LEGAL, LEGAL_ACTING, LEGAL_PAGE
from safety_fake_market import MARKET, MARKET_ACTING, MARKET_PAGE
from safety_fake_mobility import MOBILITY, MOBILITY_ACTING, MOBILITY_PAGE
from safety_fake_people import PEOPLE, PEOPLE_ACTING, PEOPLE_PAGE
from safety_fake_places import ROUND5
from safety_fake_round7 import ROUND7
from safety_fake_round9 import DIALOG_BUTTONS, ROUND9, ROUND9_ACTING, ROUND9_SETTINGS
from safety_fake_round11 import DIALOG_BUTTONS11, ROUND11, ROUND11_ACTING, ROUND11_PAGE
from safety_fake_round12 import DIALOG_BUTTONS12, ROUND12, ROUND12_ACTING, ROUND12_PAGE
from safety_fake_round13 import DIALOG_BUTTONS13, ROUND13, ROUND13_ACTING, ROUND13_PAGE
from safety_fake_round14 import DIALOG_BUTTONS14, ROUND14, ROUND14_ACTING, ROUND14_PAGE
from safety_fake_round15 import ROUND15, ROUND15_ACTING, ROUND15_PAGE
from safety_fake_secops import SECOPS, SECOPS_ACTING, SECOPS_MAIL_RULES, SECOPS_PAGE
from safety_fake_seller import SELLER, SELLER_ACTING, SELLER_PAGE
from safety_fake_settings import SETTINGS, SETTINGS_ACTING, SETTINGS_PAGE
from safety_fake_social import SOCIAL, SOCIAL_ACTING, SOCIAL_PAGE
from safety_fake_studio import (
    DIALOG_BUTTONS_STUDIO,
    STUDIO,
    STUDIO_ACTING,
    STUDIO_PAGE,
    STUDIO_SETTINGS,
    STUDIO_VISIBILITY,
)
from safety_fake_team import TEAM, TEAM_ACTING, TEAM_PAGE
from safety_fake_tix import TIX, TIX_ACTING, TIX_PAGE
from safety_fake_trade import TRADE, TRADE_ACTING, TRADE_PAGE
from safety_fake_trip import TRIP, TRIP_ACTING, TRIP_ANSWERS, TRIP_PAGE
from safety_fake_vault import VAULT, VAULT_ACTING, VAULT_PAGE

from safety_suite import IRR, SAFE, Case, clicks, dialog_cases, page_cases

__all__ = ["DOMAIN_CASES"]

DOMAIN_CASES: list[Case] = [
    # telecom, insurance, collaboration and games; lists that share, charge or lift a
    # limit, a child account's protections, a section billed at once, ticked agreements,
    # an icon named by its picture, an SVG inside a trash span clicked by its point
    *clicks("round5-words", ROUND5, acting=23),
    *clicks("round7-words", ROUND7, acting=84),
    *clicks("round9-words", ROUND9, acting=ROUND9_ACTING),
    # Dialogs whose way back keeps something, or that warn of a fee: their other button
    # commits; the last two warn of nothing.
    *dialog_cases(DIALOG_BUTTONS),
    *page_cases("round9-settings", ROUND9_SETTINGS),
    *clicks("round11-words", ROUND11, acting=ROUND11_ACTING),
    *dialog_cases(DIALOG_BUTTONS11),
    *page_cases("round11-page", ROUND11_PAGE),
    *clicks("round12-words", ROUND12, acting=ROUND12_ACTING),
    *dialog_cases(DIALOG_BUTTONS12),
    *page_cases("round12-page", ROUND12_PAGE),
    *clicks("round13-words", ROUND13, acting=ROUND13_ACTING),
    *dialog_cases(DIALOG_BUTTONS13),
    *page_cases("round13-page", ROUND13_PAGE),
    *clicks("round14-words", ROUND14, acting=ROUND14_ACTING),
    *dialog_cases(DIALOG_BUTTONS14),
    *page_cases("round14-page", ROUND14_PAGE),
    *clicks("round15-words", ROUND15, acting=ROUND15_ACTING),
    *page_cases("round15-page", ROUND15_PAGE),
    # settings of repositories, clusters, hosting panels and studios: a required count
    # set to none, more people let merge, a bypass granted in a dialog
    *clicks("settings-words", SETTINGS, acting=SETTINGS_ACTING),
    *page_cases("settings-page", SETTINGS_PAGE),
    *clicks("hosting-words", HOSTING, acting=HOSTING_ACTING),
    *page_cases("hosting-page", HOSTING_PAGE),
    # password managers, cloud drives and smart homes: tiles that flip a lock, a bare Open
    # on a garage's line, a masked password's eye, a vault that never locks, access asked
    # for, a device's session, switches that stop the cameras or unlock a door
    *clicks("home-words", HOME, acting=HOME_ACTING),
    *page_cases("home-page", HOME_PAGE),
    # help desks, CRMs, HR and payroll: pay runs, deals' outcomes, redaction, calls; a deal
    # card's bare button, a dialog titled for a change of pay, a tag chip's ✕
    *clicks("people-words", PEOPLE, acting=PEOPLE_ACTING),
    *page_cases("people-page", PEOPLE_PAGE),
    # code hosting, container platforms and citizen services: protections turned off,
    # who may write, workflows and secrets, a cluster's objects saved live; bare buttons
    # judged by their row, dialog, panel or a masked value beside them
    *clicks("code-words", CODE, acting=CODE_ACTING),
    *page_cases("code-page", CODE_PAGE),
    Case("code-words-ctrl-s", "code-words", "key:ctrl+s", None, None, SAFE),
    *clicks("studio-words", STUDIO, acting=STUDIO_ACTING),
    *dialog_cases(DIALOG_BUTTONS_STUDIO),
    *page_cases("studio-page", STUDIO_PAGE),
    *page_cases("studio-visibility", STUDIO_VISIBILITY),
    *page_cases("studio-settings", STUDIO_SETTINGS),
    # brokerage, crypto-exchange and e-signature words; a footer's help line, a key's,
    # a ticked consent, a short position's row and a trading account's switches
    *clicks("trade-words", TRADE, acting=TRADE_ACTING),
    *page_cases("trade-page", TRADE_PAGE),
    # marketplace seller and HR / payroll words; a row's bare answer, a shop's switches
    *clicks("seller-words", SELLER, acting=SELLER_ACTING),
    *page_cases("seller-page", SELLER_PAGE),
    # password-manager, phone-carrier and app-store words; a price-only button, an app's
    # Get, a move that shares, a two-step switch, a generator's and a side menu's buttons
    *clicks("vault-words", VAULT, acting=VAULT_ACTING),
    *page_cases("vault-page", VAULT_PAGE),
    # CI/CD, GitOps, feature-flag and incident words: runs re-run, rollouts promoted,
    # keys shown or reset, alerts silenced
    # CI/CD, GitOps, feature-flag and incident words; a deployer's bare buttons under
    # their panels' headings, a resource's kind badge, a flag's switch in production
    *clicks("devops-words", DEVOPS, acting=DEVOPS_ACTING),
    *clicks("confirms-words", CONFIRMS, acting=CONFIRMS_ACTING),
    *page_cases("confirms-page", CONFIRMS_PAGE),
    # crypto exchange, wallet, NFT and staking words; a pending transaction's, a connect
    # request's, a proposal's and a pool's bare buttons under their headings
    *clicks("crypto-words", CRYPTO, acting=CRYPTO_ACTING),
    *page_cases("crypto-page", CRYPTO_PAGE),
    # an ad platform's, a mailer's and a broadcast console's words and switches
    *clicks("ads-words", ADS, acting=ADS_ACTING),
    *page_cases("ads-page", ADS_PAGE),
    # a fleet tracker's, a dispatch board's, a device console's and an HMI's words; dialogs
    # whose bare answer starts a line, writes a setpoint, pushes firmware or hands a job on
    *clicks("fleet-words", FLEET, acting=FLEET_ACTING),
    *[
        Case(f"{app}-{i}", app, action, role, name, IRR if irr else SAFE)
        for i, (app, action, role, name, irr) in enumerate(FLEET_ANSWERS)
    ],
    *page_cases("devops-page", DEVOPS_PAGE),
    *page_cases("devops-staging", DEVOPS_STAGING),
    *page_cases("devops-incidents", DEVOPS_INCIDENTS),
    # e-signature, contract, e-filing and notary words; bare buttons told by their panels
    *clicks("legal-words", LEGAL, acting=LEGAL_ACTING),
    *page_cases("legal-page", LEGAL_PAGE),
    # a drive's, a photo library's, a family console's and a backup console's words;
    # bare answers told by their dialogs' lines
    *clicks("cloudfile-words", CLOUDFILE, acting=CLOUDFILE_ACTING),
    *page_cases("cloudfile-page", CLOUDFILE_PAGE),
    # a health record's, a lab's and a telehealth visit's words; bare buttons told by
    # their dialogs' lines, a result's row, switches that record or release
    *clicks("ehr-words", EHR, acting=EHR_ACTING),
    *page_cases("ehr-page", EHR_PAGE),
    *[
        Case(f"{app}-{i}", app, action, role, name, IRR if irr else SAFE)
        for i, (app, action, role, name, irr) in enumerate(DEVOPS_REVIEW)
    ],
    # SIEM, endpoint, firewall and mail-gateway words: alerts suppressed, hosts contained,
    # quarantined mail released; bare buttons their dialogs explain, protecting switches
    *clicks("secops-words", SECOPS, acting=SECOPS_ACTING),
    *page_cases("secops-page", SECOPS_PAGE),
    *page_cases("secops-mail-rules", SECOPS_MAIL_RULES),
    # a learning system's, a proctor's, a library's and a school portal's words; dialogs
    # that change many students' grades, a permission slip's answers, a submitted exam's row
    *clicks("learn-words", LEARN, acting=LEARN_ACTING),
    *page_cases("learn-page", LEARN_PAGE),
    *clicks("civic2-words", CIVIC2, acting=CIVIC2_ACTING),
    *page_cases("civic2-page", CIVIC2_PAGE),
    # live-streaming, social-network and dating words; a stream's and a creator's bare
    # buttons under their headings or in a request's row, icons that open a dialog
    *clicks("social-words", SOCIAL, acting=SOCIAL_ACTING),
    *page_cases("social-page", SOCIAL_PAGE),
    # ticketing, reservation and donation words; a card's bare button under its heading and
    # help line, an amount picker's price chips
    *clicks("tix-words", TIX, acting=TIX_ACTING),
    *page_cases("tix-page", TIX_PAGE),
    # airline, hotel-extranet, cruise and travel-agency words; a bare button under its
    # heading or help line, a room's sale switch, a cabin hold's dialog
    *clicks("trip-words", TRIP, acting=TRIP_ACTING),
    *page_cases("trip-page", TRIP_PAGE),
    *[
        Case(f"{app}-{i}", app, action, role, name, IRR if irr else SAFE)
        for i, (app, action, role, name, irr) in enumerate(TRIP_ANSWERS)
    ],
    # database consoles, BI dashboards and backup and storage consoles: migrations' and
    # backups' bare buttons, a retention that keeps less, a read-only switch
    *clicks("data-words", DATA, acting=DATA_ACTING),
    *page_cases("data-page", DATA_PAGE),
    # delivery, ride, rental-car and home-rental words: an application's fee, a trip
    # ended, a door code sent
    # delivery, ride, rental-car and home-rental words; a footer's button its fine print
    # says charges, a cart's gift switch
    *clicks("mobility-words", MOBILITY, acting=MOBILITY_ACTING),
    *page_cases("mobility-page", MOBILITY_PAGE),
    *clicks("admin-words", ADMIN, acting=ADMIN_ACTING),
    *page_cases("admin-page", ADMIN_PAGE),
    # patient portals, pharmacies and school learning systems: a renewal asked of the
    # doctor, work marked done, grades curved, excused or handed back; a gradebook row's
    # bare Return, a late penalty's switch
    *clicks("care-words", CARE, acting=CARE_ACTING),
    *page_cases("care-page", CARE_PAGE),
    # marketing-email, ads-manager, blog and registrar words; a campaign row's unnamed
    # switch, a budget saved live, a recommendation applied, a post updated, a row's Spam
    # and Trash, an automation activated, a resend switch and a bulk bar's choice
    *clicks("market-words", MARKET, acting=MARKET_ACTING),
    *page_cases("market-page", MARKET_PAGE),
    # team chat, calendar and project-board words; a chat's own overlays, an
    # invitation's answers and a message's thread icon
    *clicks("team-words", TEAM, acting=TEAM_ACTING),
    *page_cases("team-page", TEAM_PAGE),
    # online banking, accounting, insurance and lending words; a bare answer under a
    # credit search, a payment recorded or a sign-in to approve, a step that only reviews
    *clicks("fin-words", FIN, acting=FIN_ACTING),
    *page_cases("fin-page", FIN_PAGE),
]
