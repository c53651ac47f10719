"""The words that make an action irreversible, in several languages, and text folding.

Everything here is data plus two pure functions: :func:`fold` (normalize a label so
that spacing, width, case, accelerators, invisible characters and look-alike letters
do not hide a word) and :func:`categories` (which risk categories a label names).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from handrail.safety.folding import Pattern, fold
from handrail.safety.words.code import LIVE_EDIT as _LIVE_EDIT
from handrail.safety.words.data import PROTECTING_DATA
from handrail.safety.words.home import EXPOSING_HOME, PROTECTING_HOME
from handrail.safety.words.hosting import EXPOSING_HOSTING, PROTECTING_HOSTING
from handrail.safety.words.trade import EXPOSING_TRADE, PROTECTING_TRADE
from handrail.safety.words.verbs import SPACED, UNSPACED

__all__ = [
    "ABOUT_ITEM",
    "ACCOUNT_CONTEXT",
    "AFFIRMATIVE",
    "APPROVAL_PLACE",
    "BACKUP_COMMIT",
    "BODY_FIELD",
    "BULK_COMMIT",
    "CATEGORIES",
    "CHAINED",
    "CHARGE_NOTICE",
    "COMMAND_FIELD",
    "COMMIT_NOTICE",
    "COMPOSE_FIELD",
    "COMPOSE_VERB",
    "CONSENT_TOGGLE",
    "DESTRUCTIVE_HINT",
    "EVERYONE_ROW",
    "FORM_COMMIT",
    "ICON_RISK",
    "LIVE_EDIT",
    "NAV_LINK",
    "NEGATIVE",
    "NOTICED_COMMIT",
    "NOUN_LABEL",
    "OPEN_TO_ALL",
    "OUTSIDE_PLACE",
    "PERMISSION_COMMIT",
    "PREVIEW",
    "PRIVATE_TOGGLE",
    "PRIVILEGED",
    "PROTECTION",
    "PUBLIC_TOGGLE",
    "QUESTION",
    "REMOTE_ACCESS",
    "REVERSAL",
    "ROLE_FIELD",
    "ROLE_NAME",
    "SAFE_ICON",
    "SAFE_LINK",
    "SAFE_NAME",
    "SEARCH_FIELD",
    "SELECTS_ROW",
    "SETTINGS_COMMIT",
    "TICK_ICON",
    "UNPATCHED",
    "WARNED_CHOICE",
    "WRITE_COLUMN",
    "Category",
    "Pattern",
    "begins_with_risk",
    "categories",
    "doing",
    "fold",
]


def _words(*alternatives: str) -> str:
    return r"\b(?:" + "|".join(alternatives) + r")\b"


def _zh(*alternatives: str) -> str:
    # "已" marks the past ("已发送" is the Sent folder, not an action).
    return r"(?<!已)(?:" + "|".join(alternatives) + ")"


def _rx(source: str) -> Pattern:
    """A pattern over folded labels, its literal characters folded the same way."""
    return Pattern(source)


@dataclass(frozen=True, kw_only=True)
class Category:
    """A kind of irreversible action and the pattern that names it."""

    name: str
    pattern: Pattern


_ORDER = (
    "pay", "donate", "transfer", "purchase", "trade", "send", "submit", "register", "delete",
    "reset", "destroy", "remove", "publish", "post", "grant", "revoke", "security", "account",
    "restart", "lock", "cancel", "confirm",
)  # fmt: skip

CATEGORIES: tuple[Category, ...] = tuple(
    Category(
        name=name,
        pattern=_rx("|".join(
            part for part in (
                _words(*SPACED[name]) if SPACED.get(name) else "",
                _zh(*UNSPACED[name]) if UNSPACED.get(name) else "",
            ) if part
        )),
    )
    for name in _ORDER
)  # fmt: skip
"""Risk categories, strongest first: the first that matches names the risk."""

SAFE_NAME = _rx(
    r"^(?:cancel|close|back|help|learn more|preview|取消|关闭|關閉|返回|帮助|幫助|预览"
    r"|ביטול|בטל|סגור|חזור|עזרה)\b"
)
"""Labels that go back or only show: no risk by themselves (when nothing else in the
label names one)."""

REVERSAL = _rx(
    r"^(?:undo(?! (?:the )?(?:last )?reconciliation)|restore(?! (?:a |the |this |from |an? old"
    r" |previous )?(?:backup|version|revision|snapshot)| now$| in place$| over | (?:the )?(?:files"
    r"|e-?mails?|mail|mailboxes|databases?|home directory|account)(?: only)?$)|recover"
    r"|撤销|撤銷|撤回|恢复|恢復|还原|還原)"
)
"""Labels that undo something ("Undo delete", "撤销删除"): safe, unless they chain another
action ("and", "then"). *Unsend* deletes a message for everyone: no reversal; restoring a
backup writes over what is there now."""

PROTECTION = _rx(
    r"\b(?:firewall|2-step|two-step|two-factor|2fa|mfa|2sv|encryption|https|lockdown|alarm"
    r"|antivirus|malware|safe browsing|registrar lock|domain lock|transfer lock|spam filter"
    r"|(?:\w+ )?protection|sign-in alerts|login alerts|(?:withdrawal )?whitelist|allowlist"
    r"|multi-factor|single sign-on|sso|passcode|enforce [\w-]+|point-in-time recovery|pitr"
    r"|activation lock|find my (?:device|phone|iphone|mac)|ask to buy|purchase approvals?"
    r"|dnssec|(?:budget |billing |spend )alerts|(?:[\w-]+ )?verification"
    r"|parental controls?|content filter|profanity filter|safe ?search|restricted mode"
    r"|(?:automatic |daily |scheduled )?backups|versioning|recording|(?:professional )?monitoring"
    r"|motion (?:alerts|detection)|sentry mode|glass break|(?:door |window |contact )sensors?"
    r"|preserve in place|(?:legal|litigation) hold|retention lock|second approver|enrol?lment key"
    r"|dual (?:approval|control)|two-person (?:approval|rule)|maker-checker"
    r"|hold (?:all )?payments|block postings|branch protection|require (?:a )?pull requests?"
    r"|waiting room|lobby|lock(?:ed)? meeting|embargo|default[- ]deny|deny by default"
    r"|block links|hold (?:potentially )?(?:inappropriate |all |new )?(?:comments|messages|chats?"
    r"|posts|replies) for review"
    r"|block (?:all )?public access|check (?:certificate )?revocation"
    r"|require (?:a )?compliant devices?|requires? approvals? (?:for|before) \w+"
    r"|confirm before \w+ing|auto-?rollback|automatic rollback|auto-?repair|secure boot"
    r"|shielded (?:nodes|vms?|instances)|immutable (?:tags|images|backups)"
    r"|block (?:\w+ ){0,2}(?:with|on|having) (?:critical |high )?(?:cves?|vulnerabilit\w+)"
    r"|require (?:status checks|(?:code )?reviews?"
    r"|signed commits|linear history|approvals? before)|do not allow bypassing"
    r"|required (?:reviewers?|reviews?|approvals?|status checks|signatures)|prevent self-review"
    r"|require conversation resolution|dismiss stale (?:pull request )?(?:approvals|reviews)"
    r"|include administrators"
    r"|require (?:a |an )?(?:passcode|password|pin|mfa|2fa|two-factor|multi-factor|approvals?"
    r"|sign-in|login|authentication|verification|encryption|screen lock)"
    r"|requires? (?:a |the )?screen lock"
    r"|block (?:legacy |basic |untrusted |unknown |suspicious |unsigned |anonymous )?"
    r"(?:auth\w*|sign-ins?|logins?|access|apps|devices|senders))\b|"
    + _words(*PROTECTING_HOSTING, *PROTECTING_HOME, *PROTECTING_TRADE, *PROTECTING_DATA)
)
"""What a switch that is on protects: turning it off weakens security."""

REMOTE_ACCESS = _rx(
    r"\b(?:remote (?:management|access|administration|desktop|login|shell)|ssh|telnet|upnp"
    r"|strangers|from anyone|one[- ](?:tap|click) (?:purchases?|buying|payments?)"
    r"|port forwarding|dmz|guest (?:network|access)|public access|wps|serial (?:console|ports?)"
    r"|skip (?:all )?confirmations?|expert mode|degen mode|force push(?:es|ing)?"
    r"|allow (?:branch )?deletions"
    r"|(?:admin(?:istrator)?|owner|super ?user|root) (?:access|rights|privileges|permissions?)"
    r"(?! (?:log|logs|history|report|audit|requests?)\b)"
    r"|(?:auto-?)?(?:mute|silence|suppress) (?:all |service |the )?alerts)\b|"
    + _words(*EXPOSING_HOSTING, *EXPOSING_HOME, *EXPOSING_TRADE)
)
"""What a switch opens to others: turning it on weakens security."""

BARE_VERB = _rx(
    r"^(?P<verb>stop|restart|reset|update|upgrade|install|disable|enable|turn off|switch off|cancel"
    r"|sign out|deny"
    r"|rotate"
    r"|regenerate|roll|reveal|show|lock|issue|pause|activate|clear(?: all)?|accept|decline"
    r"|reverse)"
    r"(?: now| it)?$"
)
"""A verb with no object: what it does is said by its section, its line or its list
(*Update now* under *Firmware*, *Stop* in a list under *Services*, *Rotate* beside
*Signing certificate expires …*)."""

ICON_VERBS = {
    "visibility": "show", "eye": "show", "reveal": "reveal", "regenerate": "regenerate",
    "rotate": "rotate", "lock": "lock",
}  # fmt: skip
"""What an unnamed icon does to what its line or section names (an eye beside *Client
secret ••••* shows it)."""

TERMINAL_STATE = _rx(
    r"^(?:(?P<cancel>cancell?ed|terminated|withdrawn)|(?P<pay>refunded|paid|voided)"
    r"|(?P<submit>(?:closed|won|lost)\b.*|solved|resolved|completed?|done|approved|rejected"
    r"|declined|shipped|delivered|fulfill?ed|executed|signed|funded|denied|clear to close"
    r"|under contract))$"
)
"""A status a record is moved to for good (a ticket *Solved*, an order *Cancelled*)."""

STATUS_FIELD = _rx(r"\b(?:status|state|stage|resolution|approval)\b")
"""Names of lists that set a record's status."""

PERIOD_PRICE = _rx(
    r"\+ ?[$£€¥₹] ?\d|[$£€¥₹] ?\d[\d.,]*\s*/\s*(?:user|seat|licen[cs]e|night|day|month|mo|year"
    r"|yr)\b"
)
"""A price per seat or period, or one added, on a choice (*E5 ($57/user/month)*, *503
(Suite, +$90/night)*)."""

DESTRUCTIVE_CODE = re.compile(
    r"\b(?:delete\s+from|drop\s+(?:table|database|schema|index|view|column|user|role)"
    r"|truncate(?:\s+table)?\s+[\w.\"`]|update\s+[\w.\"`]+\s+set|alter\s+table\s+\S+\s+drop"
    r"|flushall|flushdb)\b|\brm\s+-\w*r",
    re.IGNORECASE,
)
"""Code in an editor that deletes or destroys data when it runs (SQL, a shell line)."""

OPEN_TO_ALL = re.compile(
    r"(?<![\d.])0\.0\.0\.0/0\b|(?<![:\w])::/0\b"
    r"|\"principal\"\s*:\s*(?:\{\s*\"aws\"\s*:\s*)?\"\*\"|\ball(?:authenticated)?users\b",
    re.IGNORECASE,
)
"""A value that opens what it is set on to everyone: any address (``0.0.0.0/0``), any
principal (``"Principal": "*"``), ``allUsers``."""

RUN_COMMIT = _rx(r"^(?:run|execute|exec|go|run query|run selected|run all|run script)\b")
"""Labels of a button that runs the code in the editor beside it."""

ACCESS_FIELD = _rx(
    r"\b(?:general access|link access|link sharing|who can (?:access|view|see|edit|join|find"
    r"|message|contact|dm|tag|mention|comment|reply|call)"
    r"|visibility|anyone with the link)\b"
)
"""Names of lists that say who may open something (a share dialog's *General access*)."""

PRIVATE_CHOICE = _rx(
    r"^(?:restricted|private|only me|just me|no access|off|none|nobody|no one|only invited people"
    r"|only people (?:invited|added)|invite only|can'?t (?:view|access)|hidden)$"
)
"""Choices of such a list that open it to nobody new."""

VIRTUAL_PRICE = _rx(
    r"^(?:[💎🪙💰🟡💵] ?(?:\d[\d.,]*|unlock|get|buy)\b|\d[\d.,]* (?:gems|coins|credits|v-bucks"
    r"|robux|gold|crystals)\b)|^(?!.*\b(?:earn|earned|get|claim|collect|bonus|reward|rewards|win"
    r"|won|free|have|balance)\b).*\b\d[\d.,]* (?:coins|gems|credits|diamonds|connects)(?:$|\s*\()"
)
"""A store's button priced in a game's currency (*💎 1,200*, *🪙 Unlock*), or an item
ending in its price (*🌹 Rose 10 coins*), not coins earned or held (*Earn 10 coins*)."""

LIMIT_FIELD = _rx(
    r"\b(?:limit|limits|rating|ratings|filter|restriction|restrictions|age|security level"
    r"|protection level)\b"
)
"""Names of lists that limit what someone may do or see (a child's daily limit)."""

NO_LIMIT = _rx(
    r"^(?:no limit|unlimited|all ratings\b.*|allow all|off|none|no restrictions|essentially off"
    r"|disabled)$"
)
"""Choices of such a list that lift its limit."""

PRICED_PLEDGE = _rx(r"[$£€¥₹] ?\d[\d.,]* (?:deposit|fee|charge|down payment|a month|per month)")
"""A ticked agreement to pay (*I agree to a $150 deposit*)."""

PRICE = _rx(r"(?:[$£€₹]|(?<![a-z])¥) ?\d")
"""An amount of money in a label. Folding reads ``¥`` as ``y``: not the *y* of *by 7 days*."""

PLAIN_SAVE = _rx(r"^(?:save|save changes|apply|apply changes|update)$")
"""A bare commit of a settings section: it changes what its heading names."""

ADMIN_GRANT = _rx(
    r"\b(?:administratoraccess|administrator access|full access|admin(?:istrator)?"
    r"|all privileges|grant option|with grant|create user|superuser)\b"
)
"""A permission that rules everything, ticked before a commit (*AdministratorAccess*)."""

SWITCH_LOOK = _rx(r"\b(?:switch|toggle)\b")
"""Icon hint words of a control drawn as an on/off switch."""

AUTO_ACTION = _rx(
    r"\bauto(?:matically |-| )?(?P<verb>approve|publish|pay|renew|post|send|reply|charge|lock"
    r"|release|drain|add|run payroll"
    r"|reorder|delete|merge|deploy|confirm|accept|book|sell|buy|invest|reinvest|refund"
    r"|top[- ]?up|withdraw|transfer|sign|reload|extend|raise|relist|refill|void|cancel|dispatch"
    r"|syndicate|file"
    r"|purge|remind|notify|e-?mail|settle|admit|fire|export|close (?:open |pending |inactive"
    r" |stale )?(?:checks|tabs|tickets|orders|cases|conversations|issues|accounts))"
    r"|\b(?P<later>admit|approve|accept|publish|send|pay|delete|renew|charge|post|reply"
    r"|dispatch|release|lock|file|syndicate) (?:[\w#@.-]+ ){0,6}automatically\b"
    r"|\b(?P<unasked>send|publish|pay|approve|dispatch|release|post|charge|delete|file)"
    r" (?:[\w-]+ ){0,8}without (?:any )?(?:review|approval|confirmation|asking)\b"
    r"|\b(?P<when>(?:notify|e-?mail|text|message)(?! me\b)|charge|bill) (?:[\w-]+ ){0,4}"
    r"(?:when|whenever|each time|every time)\b"
    r"|\b(?:when|whenever|each time|every time)\b[^,.;]{0,60}, (?P<then>notify|e-?mail|send|post"
    r"|publish|delete|close|charge)\b"
)
"""A switch that makes an irreversible action happen by itself (*Auto-approve refunds*)."""

SELECTS_ROW = _rx(r"^(?:select|deselect|unselect|选择|選擇|取消选择)\b")
"""A check box that picks a row for a later action (*Select ci-deploy*)."""

QUESTION = _rx(
    r"^(?:[▸▾►▼▶+›»] ?)?(?:(?:how|what|why|when|where|who|which|can|could|do|does|did|is|are"
    r"|should|will|would|may)\b[^?]*\?$|how (?:to\b|(?:[\w-]+ ){1,5}works?$)"
    r"|why (?:we|you|do|does|is|are) (?:[\w'-]+ ){0,6}[\w'-]+$)"
)
"""A question (a FAQ's entry, a help topic): it is about an action, and does none."""

ABOUT_ITEM = _rx(
    r"^(?:(?:more |other |row |item )?(?:actions|options|menu)|more)\s+(?:for|on|of)\b"
    r"|^(?:more|other|additional) (?:\w+ ){0,2}(?:options|actions|settings)$"
)
"""A menu button named after the item it opens a menu for ("Actions for Deploy staging"),
or after the choices it shows ("More send options")."""

FILTER_CHIP = _rx(
    r"^(?:(?:remove|clear|close|delete) (?:this |the )?filter(?: chip)? ?)+(?:close|clear|x)?$"
)
"""A filter chip's ✕ (*Remove filter*, its tooltip and icon read together: *remove filter
remove filter close*): the list shows more again, nothing is removed."""

SAFE_ICON = frozenset(
    {
        "sort", "filter", "search", "menu", "more", "kebab", "dots", "ellipsis", "close",
        "dismiss", "expand", "collapse", "chevron", "caret", "arrow", "dropdown", "settings",
        "gear", "cog", "star", "heart", "like", "plus", "minus", "edit", "pencil", "copy", "info",
        "help", "question", "zoom", "eye", "visibility", "calendar", "clock", "refresh", "reload",
        "bold", "italic", "underline", "emoji", "smile", "attach", "paperclip", "image", "photo",
        "camera", "mic", "microphone", "bell", "user", "avatar", "profile", "home", "back",
        "previous", "next", "up", "down", "print", "download",
        # A text editor's toolbar formats what was typed (Quill's ``list bullet``).
        "list", "bullet", "ordered", "numbered", "strike", "strikethrough", "indent", "outdent",
        "align", "blockquote", "header", "subscript", "superscript", "undo", "redo", "clean",
    }
)  # fmt: skip
"""Words of icon hints that name a harmless control: an unnamed one with such an icon does
not send what was typed beside it (a sheet's sort icon beside its formula bar, an editor's
list button beside its text)."""

ROLE_FIELD = _rx(
    r"\b(?:role|roles|permission|permissions|access|access level|privileges?|member type"
    r"|user type|account type)\b"
)
"""Names of fields that set what a person may do (a user's role)."""

PRIVILEGED = _rx(
    r"^(?:(?:\w+ )?owner|co-?owner|admin|administrator|super ?admin|super ?user|superuser|root"
    r"|.+ \(full access\)|.+ [–-] full access|administratoraccess"
    r"|full access|all permissions"
    r"|(?:(?!(?:change|view|edit|assign|set|find|email|message|contact) )\w+ )?manager"
    r"|organi[sz]er|parent|guardian"
    r"|(?:\w+ )?admin(?:istrator)?(?: \([^)]*\))?|make changes and manage sharing|manage sharing"
    r"|dba(?: \([^)]*\))?"
    r"|(?:full )?power of attorney(?: \(form \w+\))?"
    r"|full authority(?: .+)?|(?:can )?act (?:for|on behalf of) (?:me|us)(?: .+)?"
    r"|[\w-]+-admin|system:masters)$"
)
"""Values of such a field that grant rights over everything (an owner, an admin), or over
other people (a family's manager or parent, who approves what the others buy)."""

ROLE_NAME = _rx(
    r"^(?:viewer|editor|member|guest|reader|writer|commenter|contributor|maintainer"
    r"|developer|billing|user|read-only|read only|can view|can edit|can comment|analyst"
    r"|(?:[\w-]+ ){0,2}(?:agent|assistant|staff|employee|coordinator|technician|associate|clerk"
    r"|operator|officer|processor|underwriter|specialist|representative|supervisor))$"
)
"""Roles that rule little: a list holding them and an owner is a list of roles."""

LESSER_ROLE = _rx(
    r"^(?:viewer|view|view only|view-only|can view(?: \w+)?|guest|reader|read|read-only|read only"
    r"|commenter|can comment|comment|subscriber|follower|no access|none|restricted|limited"
    r"|pending|freelancer|guest author|external contributor)$"
)
"""Roles that only look (*Viewer*, *Guest*), or only hand in work for review
(*Freelancer*): the lowest rank of :func:`role_rank`."""

CONTRIBUTING_ROLE = _rx(
    r"^(?:contributor|author|writer|member|full member|collaborator|participant|triage|staff"
    r"|employee|crew|team member)$"
)
"""Roles that add their own work (*Contributor*, *Member*)."""

EDITING_ROLE = _rx(
    r"^(?:editor|can edit|edit|editing|write|read(?: and |/| & )write|maintainer|maintain"
    r"|moderator|publisher|can publish|can manage|manage|(?:\w+ )?approver|treasurer"
    r"|(?:shift |team |crew )?lead|supervisor"
    r"|(?:[\w-]+ )+\(can (?:edit|manage|publish)\b[^)]*\))$"
)
"""Roles that may change or publish others' work (*Editor*, *Moderator*)."""


def role_rank(folded: str) -> int | None:
    """How far a role (folded) reaches: 0 looks, 1 adds its own, 2 edits others'; else None."""
    for rank, rx in enumerate((LESSER_ROLE, CONTRIBUTING_ROLE, EDITING_ROLE)):
        if rx.match(folded):
            return rank
    return None


ROLE_FILTER = _rx(r"\b(?:filter|filter by|show|sort|sort by|view as|preview as|search)\b")
"""A list named so only narrows what the page shows (*Filter by role*): choosing grants nothing."""

GENERIC_COMMIT = _rx(r"^(?:continue|submit|next|done|ok|okay|confirm|proceed|go)$")
"""Labels that only go on with whatever their section is for."""

FORM_COMMIT = _rx(
    r"^(?:save|save changes|apply|update|done|ok|confirm|submit|add|invite|send invite"
    r"|grant|share|continue|go|run|create|modify|switch|make changes|change)\b"
)
"""Labels that commit the form they end."""

WARNED_CHOICE = _rx(r"\bnot recommended\b|\bnot advised\b|\(unsafe\)|\binsecure\b")
"""Words with which a page warns against the option they end (*Discard (not
recommended)*): a commit with it chosen does what it warns of."""

LIVE_EDIT = _rx(_LIVE_EDIT)
"""A heading over an editor of a cluster's live object (*Edit ConfigMap · feature-flags*)."""

BULK_COMMIT = _rx(
    r"^(?:save|save changes|apply|apply changes|apply to (?:selected|all|\d+ \w+)|update|done"
    r"|ok|confirm|submit|go|run|grant|share|add|invite|send invite|assign"
    r"|review (?:\+|and|&) assign|save (?:access|role|permissions|sharing))$"
)
"""Labels that only carry out what a list beside them chose (*Apply* in a bulk action
bar); *Apply financial aid* is an action of its own."""

CHARGE_NOTICE = _rx(
    r"(?<!n't )(?<!not )\b(?:be|been|get|gets) charged\b|\bcharged (?:to|on|from) (?:your|the|my)\b"
    r"|\b(?:cancellation|change|rebooking|amendment|late|no-show) fees?\b"
    r"|\bfees? (?:of [$£€¥₹]?\d|appl(?:y|ies))|\bcharged (?:today|now|immediately)\b"
    r"|\b(?:take|takes) effect immediately and (?:are|is|will be) (?:billed|charged)"
    r"|\bbilled (?:pro rata|immediately|today)\b|\bchanges? (?:your )?premium immediately\b"
)
"""A page's notice that what comes next costs money (*Rate difference will be charged*)."""

PUBLIC_TOGGLE = _rx(
    r"\b(?:public|publicly|anyone (?:with the link|on the internet|can (?:view|see|join))"
    r"|search engine indexing|allow search engines|indexed by search engines|on sale"
    r"|everyone can (?:view|see|join)|visible to (?:everyone|anyone|all|(?:the )?clients?)"
    r"|shared? with (?:the )?clients?|clients? can see"
    r"|show (?:[\w%]+ ){0,3}to (?:students|parents|guardians|learners|members|everyone)"
    r"|show (?:the )?(?:correct answers|class average|answer key)"
    r"|list (?:it |this )?in (?:the )?(?:[\w-]+ ){0,2}(?:catalog|directory)"
    r"|(?:e-?mails?|messages?|reports?) to (?:guardians|parents|families))\b"
)
"""A switch or checkbox named so makes something public when turned on (and a list's
option so named, *Anyone with the link*, when chosen)."""

PRIVATE_TOGGLE = _rx(
    r"\b(?:(?:make|keep) (?:this|it|the|my)? ?(?:site|store|page|profile|account|blog|board"
    r"|channel|repo(?:sitory)?|project|album|playlist)? ?private|private (?:mode|site|store"
    r"|profile|account)|password[- ]protect\w*|discourage search engines|hide (?:\w+ )?from"
    r"(?: search| search engines| google)|noindex|coming soon mode|maintenance mode)\b"
)
"""A switch or checkbox named so keeps something from the public: turned off, it publishes."""

CONSENT_TOGGLE = _rx(
    r"\b(?:i consent|consent to|i agree to (?:share|sharing)|i agree to (?:the )?(?:use (?:of )?)?"
    r"electronic (?:records|signatures?|communications|delivery)|share (?:my |your )?(?:\w+ )?"
    r"(?:records?|data|information|details|location)|sharing (?:my |your )?(?:\w+ )?(?:records?"
    r"|data))\b"
)
"""A switch or checkbox that gives consent or shares a person's data when turned on."""

COMPOSE_VERB = _rx(
    r"^(?:(?:comment|reply|respond|answer)(?: publicly| privately| all| now)?|forward|share"
    r"|post (?:a |your )?(?:reply|comment|answer)|add (?:an? |your |single |this )?(?:comment"
    r"|reply|note|review comment))$"
)
"""A button's name that posts what was typed beside it (a thread's *Comment*)."""

BODY_FIELD = _rx(r"\bbody\b")
"""A field named as a mail's or an article's body: Enter there is a new paragraph, even
when its name says message ("Message Body")."""

CHAINED = _rx(r"\b(?:and|then)\b|&|并|並|然后|然後|再")

PREVIEW = _rx(
    r"^(?:preview|previsualizar|vista previa|vorschau|aperçu|anteprima|预览|預覽|プレビュー"
    r"|download|print|herunterladen|télécharger|descargar|下载|下載"
    r"|send (?:a |me a )?test(?: e-?mail| message)?(?:$| to (?:me|myself)\b)"
    r"|(?:show|view|see) (?:the )?(?:[\w-]+ ){0,2}(?:plan|preview|diff|changes|details|logs?"
    r"|history|summary|report|output)$)"
)
"""Labels that only show or fetch something ("Preview post", "Download incident report",
"Show deploy plan"):
safe unless chained, or unless what they fetch is a secret (*Download private key*)."""

NOUN_LABEL = _rx(
    r"^(?:new (?:[\w-]+ ){0,2}[\w-]+"
    r"|[\w-]+ing (?:history|log|logs|settings|preferences|options|rules|limits|schedule)"
    r"|(?:revoke|revocation|restore|rollback|refund|renewal|transfer) (?:history|log|logs))$"
)
"""Labels that name a thing, not a command: a new draft to open ("New bulk send"), a
record or settings page ("Posting history")."""

ICON_RISK: dict[str, str] = {
    "trash": "delete", "bin": "delete", "garbage": "delete", "rubbish": "delete",
    "wastebasket": "delete", "erase": "delete", "delete": "delete", "destroy": "destroy",
    "remove": "remove", "send": "send", "paperplane": "send", "plane": "send",
    "submit": "submit", "reply": "send", "forward": "send", "share": "post", "post": "post",
    "publish": "publish", "pay": "pay", "payment": "pay", "checkout": "purchase",
    "purchase": "purchase", "buy": "purchase", "transfer": "transfer", "donate": "donate",
    "wallet": "pay", "del": "delete", "report": "submit", "approve": "submit",
    "deny": "submit", "discontinue": "cancel", "userplus": "grant", "personadd": "grant",
    "adduser": "grant", "groupadd": "grant", "kill": "restart", "lock": "lock", "charge": "pay",
    "comp": "pay", "restart": "reset", "stop": "cancel",
    "padlock": "lock", "userminus": "remove", "personremove": "remove",
    "removeuser": "remove", "groupremove": "remove", "rm": "remove", "money": "pay",
    "spam": "submit", "decline": "submit", "reject": "submit",
}  # fmt: skip
"""Words of icon hints (class names, file names, ligatures) and the risk they stand for."""

TICK_ICON = frozenset({"check", "checkmark", "tick", "ok", "done", "approve", "approved"})
"""Icon hint words of a tick (an SVG named ``ok``, ``fa-check``, ``done`` ligatures)."""

APPROVAL_PLACE = _rx(
    r"\b(?:approv\w*|pending|awaiting|to review|for review|needs? review|requests?"
    r"|timesheets?|expense reports?|submissions)\b"
)
"""Sections whose rows wait for someone's yes: a tick there approves the row."""

SLUG = re.compile(r"[a-z0-9]+(?:[-_.][a-z0-9]+){2,}")
"""A resource's name as written (*allow-ssh-office*, *web-prod-1*): a name, not a command."""

SAFE_LINK = _rx(
    r"\b(?:send|submit|post|give|leave|share)\s+(?:us\s+)?(?:your\s+)?(?:feedback|a bug report"
    r"|bug report)\b|(?:发送|提交)?反馈|(?:發送|提交)?回饋|\b(?:how to|about|learn)\b"
)
"""Phrases that, on a *link*, lead to a page or a form rather than commit anything."""

NAV_LINK = _rx(
    r"^(?:view|show|see|open|browse|change|edit|manage|查看|显示|顯示|打开|打開)\b"
    r"|^(?:ways to|check (?:if|whether|what|how|when))\b|\b(?:explained|polic(?:y|ies)|guide"
    r"|docs|documentation)$"
    r"|(?:\b(?:history|records|details|methods|options|settings|log)|记录|記錄|明细|明細|详情|詳情"
    r"|方式)$"
)
"""A *link* that views something ("View transfers", "Payment history") or leads to a form
that changes it ("Change PIN") only navigates."""

DESTRUCTIVE_HINT = _rx(
    r"cannot be undone|can't be undone|can not be undone|permanent(?:ly)?|irreversibl|are you sure"
    r"|cannot be recalled|can't be recalled|cannot be withdrawn|\b(?:is|are) removed\b"
    r"|will be (?:lost|deleted|removed|charged|sent|e-?mailed|erased|wiped|destroyed)"
    r"|\ball (?:your )?data\b|\bcan no longer (?:sign|log) in\b"
    r"|\b(?:be|are|is|get|gets) charged\b|\b(?:cancellation|no-show) fees?\b|non-?refundable"
    r"|\b(?:closed|marked) as paid\b|\bstop working\b|\bwill get (?:its|an?|the|their) e-?mails?\b"
    r"|\b(?:reach|goes to|go out to|sent to) (?:all |[\d,]+ )(?:\w+ )?(?:inboxes|subscribers"
    r"|contacts|recipients|customers|members|users)\b|\bright away\b"
    r"|\bwill be applied to [\d,]+\b|\breplaced with random\b"
    r"|will be (?:overwritten|replaced)|\boverwrite (?:all|your|the|existing|current)\b"
    r"|\bnot be able to (?:undo|re-?\w+|recover|get (?:it|them) back)\b|\bwill lose\b"
    r"|\byou'?ll lose\b|\blose (?:\w+ ){0,2}(?:benefits|access|progress|data)\b"
    r"|\bwill be (?:issued|revoked|cancell?ed|stopped|ended|terminated|redeployed|forfeited)\b"
    r"|\baccess (?:will be )?removed\b|\b(?:removes|erases|deletes|wipes) (?:all|every|your)\b"
    r"|[$£€¥₹] ?\d[\d.,]* (?:[\w-]+ )?(?:fee|charge)\b|\b(?:fee|charge) (?:applies|of [$£€¥₹])"
    r"|cannot be reversed|can'?t be reversed|\b(?:will be|are) (?:interrupted|dropped)\b"
    r"|\bunavailable for \d|\bcauses? downtime\b|\bwill be posted\b|\bcan only be amended\b"
    r"|\bwill be (?:notified|closed|paged|texted|called)\b|\bstart paging\b"
    r"|\baffects? (?:100 ?%|all) of\b|\bon [\d,]+ (?:devices|machines|computers|endpoints|hosts)\b"
    r"|\bremoves (?:\w+ ){0,3}(?:files|apps|data|settings)\b|\breinstalls\b"
    r"|\b(?:published|sent|charged) automatically\b|\bappl(?:y|ied) immediately to\b"
    r"|\b(?:isn'?t|is not|not|won'?t be) refunded\b|\bchanges immediately\b"
    r"|\b(?:apply|applied) to (?:the )?live\b"
    r"|\bdestructive (?:operation|action|change|query)|\btype (?:[\w\"'-]+ ){1,3}"
    r"to confirm\b|\bto all users\b|\b(?:in|to) production immediately\b"
    r"|无法撤销|無法復原|无法恢复|不可恢复|不可撤销|永久|确定要|確定要|是否确认|真的要"
    r"|no se puede deshacer|nicht rückgängig|irréversible|définitivement|não pode ser desfeit"
    r"|non può essere annullat|kan niet ongedaan|нельзя отменить|безвозвратно|元に戻せません"
    r"|되돌릴 수 없|geri alınamaz|nie można cofnąć|không thể hoàn tác|tidak dapat dibatalkan"
    r"|لا يمكن التراجع|לא ניתן לבטל|לא יהיה ניתן לשחזר|לצמיתות|בלתי הפיך|האם את(?:ה)? בטוח"
)
"""Dialog text that marks a confirmation as destructive (besides the risk categories)."""

COMMIT_NOTICE = _rx(
    r"\b(?:will be|are|is|get|gets) (?:overwritten|replaced)\b"
    r"|\btakes? effect (?:[\w-]+ ){0,4}immediately\b"
    r"|\b(?:deletes?|removes?|erases?|purges?) (?:[\w-]+ ){0,3}when you (?:save|apply|confirm)\b"
    r"|\bchanges made since (?:[\w-]+ ){0,3}(?:are|will be) lost\b"
)
"""A section's line saying what its commit does at once (*Existing tables … will be
overwritten*, *Shortening retention deletes older snapshots when you save*)."""

NOTICED_COMMIT = _rx(
    r"^(?:save|apply|import|upload|update|confirm|ok|yes|proceed|continue|replace|submit"
    r"|restore(?! (?:as|to|into) (?:a )?(?:new|another|separate|different) \w))\b"
)
"""Labels that carry out what their section's line says (*Restore to new folder* writes
beside what its line says is replaced, not over it)."""

BACKUP_COMMIT = _rx(
    r"^(?:generate|create|run|start|make|take) (?:a |the )?(?:full |new )?(?:account )?backup"
    r"(?: now)?$|^back ?up now$"
)
"""Labels that make a backup, sent where the list beside them says."""

OUTSIDE_PLACE = _rx(
    r"\bremote (?:ftp|sftp|scp|ssh|rsync)\b|\b(?:s?ftp|scp|sftp|rsync)://"
    r"|\((?:s?ftp|scp)\.[a-z0-9.-]+\)"
)
"""A destination on someone else's server (*Remote FTP server (ftp.partner-archive.net)*)."""

UNPATCHED = _rx(r"\b(?:end of life|end-of-life|eol|unsupported|no longer supported)\b")
"""A version chosen that gets no security fixes (*PHP 7.4 (end of life)*)."""

PERMISSION_COMMIT = _rx(r"^(?:change|save|apply|set|update) (?:the )?(?:file )?permissions$")
"""Labels that save a file's permissions."""

EVERYONE_ROW = _rx(r"^(?:world|others?|other users|public|everyone|anyone|all users)$")
"""A permission grid's row for everyone (*World*)."""

WRITE_COLUMN = _rx(r"^(?:write|w)$")
"""A permission grid's column that lets its row change the file."""

COMMAND_FIELD = _rx(r"\b(?:command|commands|script|cron|cmd|hook)\b")
"""Names of fields whose value a server runs later (a cron job's command)."""

PURGE_NOTICE = _rx(
    r"\b(?:older than|after) (?:this|that|the (?:period|retention|limit))\b.{0,40}"
    r"\b(?:deleted|erased|purged|removed|destroyed|wiped)\b"
    r"|\b(?:deleted|erased|purged) (?:for good|permanently|automatically|forever)\b"
    r"|\b(?:permanently|automatically) (?:deleted|erased|purged)\b"
)
"""A retention list's help line: what it leaves out is deleted."""

CHANGE_EFFECT = _rx(
    r"^(?:changing|selecting|choosing|setting|updating) (?:[\w-]+ ){1,4}?"
    r"(?P<verb>e-?mail|notifie|text|message|send|charge|bill|publishe|post|delete)s\b"
)
"""A list's help line saying what its change does (*Changing the decision emails the
applicant*)."""

KEEP_ALL = _rx(
    r"^(?:never|forever|keep (?:forever|all|everything|indefinitely)|indefinitely|off"
    r"|don'?t (?:delete|remove)|no (?:limit|expiry|expiration)|unlimited|always keep)\b"
)
"""A retention choice that deletes nothing."""

AFFIRMATIVE = _rx(
    r"^(?:ok|okay|yes|continue|proceed|confirm|apply|accept|agree|done|i understand|do it"
    r"|确定|確定|是|好|好的|继续|繼續|确认|確認|同意|执行|執行|ja|oui|sí|si|כן|אישור|המשך|אשר)\b"
)
"""Labels of a dialog's committing button."""

NEGATIVE = _rx(
    r"^(?:no|cancel|close|keep|back|go back|don't|do not|not now|not yet|later|maybe later"
    r"|never ?mind|dismiss|abort|reject|decline"
    r"|continue (?:uploading|editing|streaming|recording|watching|working)"
    r"|取消|否|不|不要"
    r"|关闭|關閉|保留|返回|稍后|以后再说|nein|non|abbrechen|annuler|cancelar|ביטול|בטל|לא"
    r"|סגור|חזור)\b"
)
"""Labels of a dialog's backing-out button (*Continue uploading* under *Cancel upload?*)."""

KEEPS = _rx(r"^(?:no,? )?keep (?!(?:editing|browsing|shopping|reading|watching|going)\b)")
"""A way back that keeps what the dialog's other button would lose (*Keep my bid*)."""

ANYWAY = _rx(r"\b(?:anyway|anyways|regardless)\b")
"""A label that goes on despite a warning (*Cancel anyway*): no way back."""

ACCOUNT_CONTEXT = _rx(
    r"\b(?:account|password|security|privacy|e-?mail address|two-factor|2fa|billing|profile"
    r"|permissions?)\b|账户|账号|帐号|帳號|帳戶|密码|密碼|安全|隐私|隱私|权限|權限"
)
"""Headings, window and dialog titles of account settings."""

LOOK_TOGGLE = _rx(
    r"^(?:(?:use |enable )?(?:dark|light|high[- ]contrast) (?:theme|mode)|dark|compact (?:view"
    r"|mode|layout)|reduce(?:d)? motion|animations?|sounds?|show (?:seconds|week numbers"
    r"|line numbers|thumbnails|avatars)|larger text|wrap lines)$"
)
"""A switch of how the page looks to its own user (*Dark theme*): no account setting."""

SETTINGS_COMMIT = _rx(
    r"^(?:save|save changes|apply|update|change|done|ok|保存|儲存|应用|應用|更新|修改|确定|確定)\b"
)
"""Labels that commit a settings page."""

COMPOSE_FIELD = _rx(
    r"\b(?:message|reply|comment|chat|compose|post|tweet|write|send)\b|消息|訊息|回复|回覆"
    r"|评论|評論|发言|聊天|输入消息"
)
"""Names of fields where Enter sends what was typed."""

SEARCH_FIELD = _rx(
    r"\b(?:search|find|filter|go to|url|address bar|web address)\b|搜索|搜尋|查找|过滤"
)
"""Names of fields where Enter only looks something up."""


_DOING = {
    "account": "change an account",
    "security": "weaken its security",
    "restart": "restart or stop it",
    "lock": "lock it",
    "register": "register an account",
    "confirm": "confirm it",
    "reset": "reset it",
}


def doing(risk: str) -> str:
    """What a risk category does, to follow *would* in a reason (*would change an account*)."""
    return _DOING.get(risk, risk)


_NOUNISH = re.compile(r"(?:tion|sion|ment|ance|ence|ity|ness|ship|al)$")


_TRAILING_JOIN = re.compile(r"(?:\s+(?:and|or|then|&|\+|a|an|the))+$")


def saying(label: str, risk: str, name: str = "") -> str:
    """What a label's own words say it does, to follow *would* in a reason.

    *Unpublish* would unpublish and *End meeting for all* would end meeting, not
    publish or cancel: where the risk's words begin the label with a verb, they say
    it, cased as in ``name`` where that reads the same (*disable 2FA*). Otherwise (a
    noun, a price, a hint's word) it is :func:`doing`. ``label`` must already be
    :func:`fold`-ed.
    """
    found = next((c.pattern.search(label) for c in CATEGORIES if c.name == risk), None)
    if found is None or found.start() != 0:
        return doing(risk)
    said = found.group(0).strip()
    if said.count("(") > said.count(")"):
        said = said[: said.rindex("(")].rstrip()  # *approve all (3)* would approve all
    said = _TRAILING_JOIN.sub("", said)  # *approve and grant access* would approve
    first = said.split(" ", 1)[0]
    if not first.isascii() or not first.isalpha() or len(first) < 3 or _NOUNISH.search(first):
        return doing(risk)
    shown = name.strip()[: len(said)]
    if shown.casefold() == said:
        said = shown[: len(first)].lower() + shown[len(first) :]
    return said


def categories(label: str) -> list[str]:
    """The risk categories a label names, strongest first (``[]`` when none).

    ``label`` must already be :func:`fold`-ed.
    """
    return [c.name for c in CATEGORIES if c.pattern.search(label)]


def begins_with_risk(label: str) -> bool:
    """Whether a risk's words begin ``label`` itself: *Close account*, *Cancel order*.

    A label that begins with a word of going back (*Close*, *Cancel*) is safe when the
    risk it names comes after it (*Close and see payments*); not when that word is the
    risk's own first word. ``label`` must already be :func:`fold`-ed.
    """
    return any(
        m is not None and m.start() == 0 for c in CATEGORIES if (m := c.pattern.search(label))
    )
