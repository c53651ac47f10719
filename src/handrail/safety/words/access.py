"""Verbs of irreversible actions on records, access and accounts, as data.

The categories from *register* to *confirm* of :data:`handrail.safety.words.verbs.SPACED`
(languages written with spaces, matched between word boundaries): deleting, resetting,
removing, publishing, posting, granting and revoking access, weakening security,
changing an account, restarting, locking, cancelling and confirming. The fragments are
folded like the labels they are matched against; see :mod:`handrail.safety.words.verbs` for
the languages.
"""

from __future__ import annotations

__all__ = ["SPACED_ACCESS"]

SPACED_ACCESS: dict[str, tuple[str, ...]] = {
    "register": (
        r"get on the (?:standby |upgrade |wait ?)?list",
        r"create (?:an |my |your |a new |new )?account", r"sign ?up(?: now| free)?",
        r"register(?: now)?$", r"konto erstellen", "registrieren", r"créer (?:un |mon )?compte",
        "inscrire", r"crear (?:una )?cuenta", "registrarse", r"criar conta", "registrati",
    ),
    "delete": (
        r"expire (?:all )?(?:noncurrent |old |previous )?(?:versions|objects|keys)(?: now)?",
        r"zero out(?: (?:the )?stock)?", r"exclude from (?:the )?(?:bank )?feed",
        r"anonymi[sz]e(?! (?:settings|options|preview)\b)", r"throw (?:it )?away",
        r"start (?:the )?(?:cleanup|clean-up|purge)",
        r"let (?:it|the (?:domain|plan|listing|subscription)|[\w.-]+\.[a-z]{2,}) (?:expire|lapse)",
        r"(?:import and )?replace (?:all |existing |the )?(?:dns )?(?:records|entries|items"
        r"|contacts|data)",
        r"forget (?:this |the )?(?:device|opener|network|lock|camera|hub|printer|car|vehicle"
        r"|accessory|bridge|doorbell|sensor)",
        r"clear (?:all |the )?(?:test )?orders",
        r"forfeit",
        "delete", "erase", "wipe", "destroy", "purge", "shred", "unsend",
        # Unsaved edits thrown away, or what a mail rule is to do (a choice its form saves).
        r"discard(?! (?:unsaved |all |my |your )?(?:changes|edits)$| with (?:an? )?(?:error"
        r"|bounce)\b| \((?:not )?recommended\))",
        r"clear (?:all |the )?(?:responses|submissions|answers|entries|results)",
        r"write[- ]?off(?! (?:history|report|reasons?|log|policy)\b)",
        r"scrap(?:$| it| (?:the |this )?items?)", r"clear (?:the |this )?(?:save )?slot",
        r"move (?:it |them )?to (?:the )?(?:trash|bin|recycle bin)",
        r"clear (?:all |my |your )?(?:[\w-]+ )?history",
        r"empty (?:the )?(?:trash|bin|recycle bin)", r"truncate(?: (?:the )?tables?)?",
        r"empty (?:the |this )?(?:table|bucket|collection|queue|database)s?",
        r"clear (?:all )?(?:history|data)",
        r"(?:empty|clear) (?:the |your |my )?(?:basket|cart|bag)",
        r"clear (?:all )?(?:the )?(?:notifications|messages|conversations|chats?|inbox|alerts)",
        "löschen", "supprimer", "effacer", "eliminar", "borrar", "excluir", "apagar",
        "elimina", "eliminare", "cancella", "verwijderen", "wissen", "usuń", "skasuj", "sil",
        "удалить", "стереть", "xóa", "xoá", "hapus",
        r"(?:ו|ל)?מחק(?:ו)?", r"(?:ל)?מחיקה", "מחיקת", "העבר לפח", r"רוקן (?:את )?ה?פח",
    ),
    "reset": (
        r"reset (?:the |my |your )?(?:personal )?(?:meeting )?(?:id|pmi|passcode|invite links?)$",
        r"reset (?:all |the |your |browser |network |app |default )?settings",
        r"factory reset", r"reset (?:to )?factory(?: settings| defaults)?",
        r"(?:reset|wipe|erase) (?:all|everything|(?:the |this )?(?:device|phone|computer|pc"
        r"|instance|server|database|data|system|router|account|cluster|repository|project))",
        r"restore factory (?:settings|defaults)",
        r"restore (?:this |the |an? |old |previous )?(?:version|revision|snapshot)",
        r"revert (?:to )?(?:this |the |an? |old |previous |earlier )?(?:version|revision|snapshot"
        r"|commit)",
        r"undo (?:the )?(?:last )?reconciliation",
        "zurücksetzen", "werkseinstellungen",
        r"reset (?:all |the |this )?(?:\w+ )?(?:attempts?|progress|scores?|grades?|results|data"
        r"|stats|statistics|branch(?:es)?|metrics)",
        "réinitialiser", "restablecer", "redefinir", "ripristina", "reimposta",
        "fabrieksinstellingen", "resetuj", r"ustawienia fabryczne", "sıfırla", "сбросить",
        r"сброс настроек", "đặt lại", r"cài đặt gốc", r"setel ulang",
        r"(?:איפוס|אפס) (?:ל)?הגדרות (?:ה)?יצרן", r"שחזור הגדרות (?:ה)?יצרן",
        r"אפס (?:את )?(?:המכשיר|הכל|הטלפון|החשבון)",
    ),
    "destroy": (
        "terminate", "deprovision", "decommission", r"tear ?down", "nuke",
        r"drop (?:the )?(?:table|database|schema|collection|index|bucket|cluster|column|db)",
        r"force (?:delete|push)", "destruir", "zerstören", "vernichten", "détruire",
        "résilier", "encerrar", "distruggi", "vernietigen", "beëindigen", "zniszcz",
        r"yok et", "sonlandır", "уничтожить", "chấm dứt", "hancurkan",
        "השמד", r"סיים (?:את )?(?:המופע|השרת)",
    ),
    "remove": (
        r"convert (?:\w+ )?to (?:an? )?outside collaborators?",
        r"downgrade (?:the |this |their )?(?:seat|role|access|license|licence)s?",
        r"drop (?:from (?:the )?(?:course|class|section|roster)|(?:the |this )?students?$"
        r"|selected$)", r"^(?:withdrawn|dropped)$",
        r"unassign(?: (?:the |this )?reviewer)?",
        "remove", "uninstall", "unlink", "entfernen", r"un-?enrol?l?", "unfriend",
        r"prune(?: (?:inactive )?members)?", r"kick selected",
        r"mute (?:the |this )?(?:member|user)",
        r"move (?:\w+ )?to (?:another|a different) (?:family|group|team|account|organi[sz]ation"
        r"|workspace)", r"retire (?:this |the )?(?:character|hero)", r"retire to",
        r"retire(?:$| (?:the |this |selected |all )?(?:devices?|phones?|laptops?|computers?"
        r"|macs?|endpoints?))",
        r"exit (?:the |this )?(?:group|chat|channel|workspace|team|community|conversation)",
        r"leave (?:the |this )?(?:\w+ )?(?:group|chat|channel|team|community|household|plan"
        r"|conversation|thread|call)",
        r"forget (?:this |the )?(?:device|network|hub|car|phone|key|vehicle|bridge)",
        r"unpair(?:$| (?:the |this )?(?:device|phone|watch|car|key|hub|bridge))",
        r"exclude(?:$| (?:the |this )?device)",
        r"dismiss (?:the |this )?(?:employee|staff member|worker|contractor)",
        r"leave (?:the |this )?(?:workspace|group|team|channel|organi[sz]ation|server|project"
        r"|community|space|board)",
        r"block (?:this )?(?:user|contact|account|person|number|sender|member)", "retirer",
        # Block, Block @name, Block <a person>: not a code block, a block quote or editor.
        r"(?<!code )(?<!add )(?<!insert )(?<!new )(?<!text )(?<!image )block(?! ?(?:quotes?"
        r"|editors?|elements?|lists?|size|styles?|chains?|level|letters?|types?|ed|s)\b)",
        r"ban(?= |$)(?! (?:settings|image|color|colour|size))",
        r"kick(?: out| from| (?:user|member))", r"kick$",
        "quitar", "remover",
        "rimuovi", "kaldır", "убрать",
        r"(?:ו|ל)?הסר(?:ה)?", r"עזוב (?:את )?(?:הקבוצה|הערוץ|סביבת העבודה)",
        r"חסום (?:את )?(?:המשתמש|משתמש|איש הקשר)",
    ),
    "publish": (
        r"(?:enable|turn on) (?:static )?website hosting",
        r"(?:create|generate|copy) (?:a )?(?:presigned|pre-signed|signed|public) (?:url|link)",
        r"append (?:a |the )?(?:correction|erratum|update|editor'?s note)",
        r"^unlist(?: (?:it|this|listing))?$", r"push(?:es)? (?:\w+ ){0,3}live\b",
        r"takes? (?:it |them )?off the market", r"share (?:my |your |the )?screen$",
        r"share (?:the |poll |quiz |survey )?results(?: with (?:everyone|attendees|all))?$",
        r"(?:go )?live on (?:youtube|facebook|twitch|linkedin|x|twitter|instagram|tiktok)",
        r"start (?:the |this |your )?(?:webinar|broadcast|live ?stream|stream)",
        r"launch(?:es)? (?:the |this |a )?(?:poll|survey|quiz|vote)s?",
        r"release (?:the |this |all )?decisions?(?: letters?)?(?: to (?:the )?authors?)?",
        r"deposit (?:all |the |selected )?(?:dois|metadata)(?: now)?",
        r"lift (?:the |this )?embargo",
        r"roll ?back(?:$| now| (?:to|production|prod|the deploy\w*|the release|this release"
        r"|v?\d)\b)",
        r"promote (?:\S+ )?to (?:production|prod|live|stable|latest)",
        r"re-?deploy",
        r"re-?list(?:$| (?:the |this |all |unsold )?(?:items?|listings?))",
        r"yank(?:$| (?:the |this )?version| v?\d)",
        r"deprecate(?:$| (?:the |this )?(?:version|package)| v?\d)",
        r"release (?:the |this )?(?:production|documents?|files?|records?|set|prod-?\d+)",
        r"(?:start|stop) publishing", r"set (?:it |this )?live",
        r"share (?:[\w-]+ ){0,4}with (?:opposing counsel|the court|all parties|the public"
        r"|everyone)",
        # Not a nav's "Deploy keys", a "Publish status ▾" filter or a "Publish date" column.
        r"publish(?! (?:status|date)\b)", "unpublish", r"go live", r"deploy(?! keys?\b)",
        r"make public",
        r"syndicate(?:$| now| (?:the |this )?listing| to \w+)",
        r"release (?:\w+ )?to (?:the )?(?:sale|general sale|public)",
        r"roll ?out (?:[\w%-]+ ){0,3}to (?:everyone|all|100 ?%|production|all users)",
        r"ship (?:[\w-]+ ){0,2}to (?:everyone|all users|100 ?%|production)",
        r"launch(?:$| now| (?:the |this |your )?(?:campaign|ads?|site|store|product|app|survey"
        r"|newsletter|fundraiser)s?)",
        r"release (?:the |all )?(?:\w+ )?(?:grades?|marks|results|feedback|scores)",
        r"release (?:[\w-]+ )?to (?:the )?(?:patients?|portal|mychart|clients?|customers?|students?"
        r"|public)",
        r"return (?:the |all )?(?:grades?|marks|work|assignments?|papers)(?: to \w+)?",
        r"sync (?:the )?(?:grades?|marks|scores) to",
        r"commit(?:$| changes| (?:new )?files?| (?:directly )?to \S+)",
        r"(?:squash and |rebase and |confirm )?merge(?! (?:cells|shapes|columns|rows|layers|files"
        r"|documents|pdfs?|duplicates|contacts|conflicts?)\b)", "veröffentlichen", "publier",
        r"activate (?:the |this |selected |all )?(?:plugin|theme|extension|add-?on|module)s?",
        r"(?:update|upgrade) (?:the |this |selected |all )?(?:plugin|theme|extension|add-?on"
        r"|module|core|wordpress)s?", r"make (?:it |this )?(?:the )?primary(?: domain)?$",
        r"set (?:it |this )?as (?:the )?primary domain",
        r"connect (?:a |the |this |your |my )?(?:custom |new )?domain",
        r"archive (?:the |this |selected |all )?(?:products?|listings?|pages?|posts?|sites?"
        r"|stores?)", r"put (?:[\w-]+ ){0,3}on sale",
        "publicar", "pubblica", "pubblicare", "publiceren", "opublikuj", "yayınla",
        "опубликовать", "xuất bản", r"đăng(?! nhập| ký| xuất| kí)", "terbitkan",
        r"(?:ו|ל)?פרסם(?: עכשיו)?", "לפרסום",
    ),
    "post": (
        r"(?<!save )post", r"post (?:comment|reply|now)",
        r"mark as (?:an? )?announcement", r"pin (?:the |this )?(?:message|post)", "tweet",
        r"share (?:now|publicly)", "retweet",
        r"share (?:to|on|with) (?:your |my |the )?(?:public |)(?:story|feed|timeline|profile"
        r"|everyone|public|the world)",
        r"share (?:[\w-]+ ){0,2}(?:with|to|in) #[\w-]+", "repost", "posten", "plaatsen",
        "paylaş", "posting", "unggah",
        "שתף עכשיו", "פרסם תגובה",
    ),
    "grant": (
        r"generate (?:a |an |new |the )?(?:personal access |access |api |deploy |auth )?tokens?$",
        r"add (?:the |a |this )?(?:ssh |gpg |signing )?keys?$",
        r"promote (?:\w+ )?to (?:panelist|host|co-?host|admin|administrator|moderator|owner"
        r"|manager|editor|maintainer)s?",
        r"enable (?:the )?(?:customer|portal|community|partner) users?",
        r"(?:enable|activate|reactivate) (?:the |this |selected )?(?:access|api|ssh|signing"
        r"|deploy|service account) keys?\b",
        r"share (?:my |your |the )?(?:[\w-]+ )?data with (?:our )?(?:partners|third parties"
        r"|advertisers|affiliates|marketing partners)",
        r"create (?:the |an? )?(?:access |guest |entry |door )?code$",
        r"anyone (?:with|who has) the link can (?:\w+ )?(?:watch|view|see|open|fill|sign|edit"
        r"|download|join|access)",
        r"give (?:[\w-]+ )?access",
        r"unblind (?:the )?reviewers",
        r"reveal (?:the )?(?:reviewer )?identities",
        r"add \w+ to (?:my |our |the )?(?:pool|family|household|org|organization)",
        r"(?:agree|allow|authori[sz]e) (?:&|and) (?:connect|continue|link)",
        r"add (?:as )?(?:an? )?(?:maintainer|co-?owner)s?",
        r"accept (?:the |this |all )?(?:message|chat|dm) requests?", r"share (?:and|&) notify",
        r"admit(?:$| all| everyone| (?:\w+ )?(?:from|in) (?:the )?(?:lobby|waiting room))",
        r"add (?:as )?(?:an? )?co-?host", r"make (?:[\w.-]+ ){1,3}the (?:host|owner|organi[sz]er)",
        # Grant as a verb begins its command or follows a conjunction; after a name it is
        # a surname (*Sofia Grant*).
        r"(?<![a-z0-9] )grant\b(?! option)", r"(?:and|then|or|to) grant\b", r"authori[sz]e",
        r"(?<!never )(?<!don't )(?<!do not )(?<!not )allow(?! extended[- ]hours\b)",
        r"give access", r"share with",
        r"add (?:as )?(?:an? )?(?:admin|owner|collaborator|member)", "autorisieren",
        r"make (?:(?:him|her|them) )?(?:an? )?(?:\w+ )?(?:admin|administrator|owner|co-?owner"
        r"|manager|organi[sz]er|co-?teacher|co-?host|moderator|instructor)",
        r"share (?:the |this )?(?:item|password|login|secret|credentials?|vault|key)",
        r"approve (?:the )?(?:usdc|usdt|dai|eth|weth|wbtc|tokens?|spending|allowance"
        r"|spend limit)", r"approve unlimited",
        r"share (?:my |your |the |this )?(?:health |medical |patient )?(?:records?|data)",
        r"share (?:the |this )?(?:board|document|doc|file|folder|project|note|page|calendar"
        r"|album|workspace)", r"give (?:my |your )?consent", r"i consent\b",
        r"invite(?! (?:link|code|history|settings)\b)",
        r"add (?:people|members?|guests?(?= to)|collaborators?|users?)",
        "erlauben", "gewähren", "zulassen", "autoriser", "accorder", "autorizar", "permitir",
        "conceder", "consenti", "autorizza", "concedi", "toestaan", r"toegang verlenen",
        "zezwól", "autoryzuj", r"przyznaj dostęp", r"izin ver", r"yetki ver", "разрешить",
        r"предоставить доступ", "cho phép", "cấp quyền", "izinkan", r"berikan akses",
        r"(?:אפשר|אשר|תן|הענק) (?:גישה|הרשאה|הרשאות)",
    ),
    "revoke": (
        r"(?:re)?generate (?:a |the )?new (?:recovery |backup |auth(?:ori[sz]ation)? |epp |api )?"
        r"(?:code|key|token|secret)s?", r"regenerate (?:the )?(?:recovery |backup )codes?",
        r"deauthori[sz]e(?:$| (?:all )?(?:sessions|devices|browsers|apps?))",
        r"reset (?:the )?(?:share |sharing |invite |public )?link",
        r"lock (?:\w+ )?out\b",
        r"link[ _]off",
        r"stop sharing(?:$| (?:with )?(?:everyone|all|this|the (?:file|folder|link|document)))",
        r"stop sharing with (?!me\b)\w+",
        "revoke", r"lost key",
        r"(?:disable|deactivate) (?:the |this |selected )?(?:access|api|ssh|signing|deploy"
        r"|encryption|kms|service account) keys?\b",
        r"end (?:the )?(?:guest |their |his |her |shared )?access",
        r"(?:rotate|regenerate|roll) (?:the |this |an? )?(?:[\w-]+ ){0,3}(?:api )?keys?",
        r"disconnect(?:$| (?:the |this |my )?[\w-]+(?: account| integration| app)?$| from \S+)",
        r"(?:rotate|regenerate|roll) (?:the |this |an? )?(?:[\w-]+ ){0,2}?(?:key|secret"
        r"|token|credentials?|certificate|password)s?",
        r"(?:בטל|שלול) (?:את )?ה?(?:גישה|הרשאה|הרשאות)",
    ),
    "security": (
        r"^record(?: (?:the )?(?:meeting|call|screen|session))?$",
        r"(?:disable|turn off|switch off|remove) (?:the )?(?:[\w-]+ )?protection(?: rules?)?",
        r"(?:show|reveal|unmask) (?:the |api |secret )?(?:token|secret|api key|secret key)s?$",
        r"unlock (?:all|selected|for \d+ ?(?:min(?:ute)?s?|hours?|h)\b|(?:the )?domains?$)",
        r"keep (?:it )?unlocked", r"passage mode", r"open for (?:a )?deliver(?:y|ies)",
        r"silence (?:the )?(?:siren|alarm)s?", r"^(?:yes, )?i'?m safe$", r"^panic$",
        r"update (?:the )?name ?servers?",
        r"e-?mail (?:the )?(?:epp |auth(?:ori[sz]ation)? |transfer )?code",
        r"export (?:[\w-]+ )?(?:incl\.?|including|with) bank details",
        r"export (?:the |all )?(?:attendees|registrants|participants|volunteers|guests)(?: list)?",
        r"(?:show|reveal|view) (?:my |the |full )?(?:ssn|social security(?: number)?|tax id|tin|ein"
        r"|card number|cvv|pin|codes$)",
        r"(?:show|reveal)(?= (?:[\w-]+ ){0,3}[^a-z0-9]*·{3})",
        r"(?:show|reveal|view) (?:\w+ )?(?:recovery|backup) codes",
        r"get new (?:recovery |backup )?codes",
        r"download (?:as )?\.?env\b",
        r"export (?:the |all )?secrets",
        r"unlocks? (?:the )?(?:\w+ )?(?:door|lock|gate|garage|car)s?",
        r"unlock (?:the |this |my )?(?:device|phone|sim|bootloader)", r"(?:e-?)?sim swap",
        r"swap (?:the |my |your |a )?(?:e-?)?sim(?: card)?", r"transfer (?:the |my |your )?e-?sim",
        r"export (?:[\w&-]+ ){0,4}(?:api )?(?:keys|secrets|tokens|passwords|credentials)",
        r"disarms?(?: (?:the )?\w+)?", r"unlock(?:$| now| it$)",
        r"start (?:the )?(?:cloud )?recording(?! settings| options| preferences)",
        r"(?:turn off|disable|stop|pause) (?:the |all )?(?:recording|monitoring|motion (?:alerts"
        r"|detection)|sensors?|sentry mode|cameras?)",
        # Not "+ Add bypass", which opens a picker of who may bypass.
        r"(?<!add )bypass(?:$| (?:the |this )?(?:sensor|zone|alarm)s?)", r"remote start",
        r"start (?:the )?(?:engine|car|vehicle)", r"open (?:the )?(?:trunk|frunk|windows)",
        r"vent (?:the )?windows", r"cancel (?:the )?(?:alarm|dispatch|police dispatch)",
        r"request (?:a |the |my )?(?:data )?(?:download|export|copy of (?:my|your) (?:data"
        r"|information))",
        r"opens? (?:the )?garage(?: door)?",
        r"(?:disables?|turns? off|switch(?:es)? off|deactivates?) (?:the )?(?:firewall|alarm|camera"
        r"|encryption|https|registrar lock|domain lock|transfer lock|lock|antivirus|protection"
        r"|sso|single sign-on|mfa|multi-factor(?: authentication)?|passcode|screen lock|dnssec"
        r"|(?:web application )?firewall|waf)s?",
        r"create (?:an? |new )?access keys?", r"export (?:the )?company (?:file|data)",
        r"export (?:the |all |my )?(?:[\w-]+ )?(?:ssns?|social security numbers|tax ids)",
        r"export (?:the |all |my )?(?:donor|customer|contact|user|member|subscriber|patient"
        r"|employee|student|client|supporter|voter|lead)s?(?: list| data| e-?mails?| records?"
        r"| details)?",
        r"change (?:the |custom )?name ?servers?", r"(?:get|reveal|show|send) (?:the )?(?:epp|auth"
        r"|authori[sz]ation|transfer) (?:code|key)",
        r"export (?:the |my |your |all )?(?:[\w-]+ )?(?:vault|passwords?|keys?|secrets?"
        r"|credentials|recovery codes?)",
        r"(?:show|reveal|view|copy) (?:the |my )?(?:[\w-]+ ){0,3}(?:secret|private key"
        r"|enrol?l?ment token|api token|access token|api key|seed phrase"
        r"|recovery phrase|mnemonic|secret key)",
        r"add (?:to |an? )?(?:address to )?(?:the )?(?:whitelist|allowlist)",
        r"enable (?:withdrawals|transfers|trading|api withdrawals)",
        r"download (?:the )?(?:[\w-]+ )?private keys?",
        r"(?:download|export) (?:the |my |your )?(?:[\w-]+ ){0,2}credentials",
        r"issue (?:a |the |new )?(?:client |server )?certificate",
        r"restore (?:a |the |this |from )?backup",
    ),
    "account": (
        r"(?:log|sign) in to (?:[\w-]+ ){1,3}as (?:the )?(?:user|customer|contact|member|client)",
        r"close (?:this |the )?user(?: account)?$",
        r"(?:update|change|save) (?:my |the |your )?(?:direct deposit|deposit account"
        r"|payout account|bank account|bank details)(?: details| info)?",
        r"log ?out (?:of )?(?:everywhere|all (?:other )?(?:sessions|devices))",
        r"sign ?out (?:of )?(?:everywhere|all (?:other )?(?:sessions|devices))",
        r"(?:change|update|reset) (?:your |my )?(?:password|e-?mail|phone|username|pin)",
        r"(?:change|update|rotate) (?:the |your |my )?(?:master|account|vault) password",
        r"reset (?:the |a |this |their |his |her )?\w+ password",
        r"reset (?:the |your |their |his |her )?(?:2fa|mfa|two-factor|two factor|2-step|two-step"
        r"|2sv)(?: verification| authentication)?",
        r"close (?:my |your |the )?(?:library|credit|debit|bank|loyalty|membership) card",
        r"(?:close|delete|deactivate|disable|terminate) (?:your |my |the )?account",
        r"(?:disable|turn off|switch off|deactivate|remove) (?:the )?(?:2fa|mfa|two-factor"
        r"|two factor|2-step|two-step|2sv)(?: verification| authentication)?",
        r"sign out (?:of )?(?:all|everywhere)",
        r"deactivate(?! (?:filters?|theme|plugin|extension|trigger|rule|automation|macro"
        r"|workflow)s?\b)", "impersonate",
        r"(?:log|sign) in as",
        # A library hold suspended keeps its place in line and is taken up again.
        r"suspend(?! (?:my |this |the |your )?holds?\b)(?: (?:this )?(?:user|account|member))?",
        r"log out (?:of )?all",
        r"(?:שנה|שינוי|אפס|איפוס) (?:את )?ה?סיסמה", r"(?:סגור|סגירת|השבת) (?:את )?ה?חשבון",
        "התנתק מכל המכשירים",
    ),
    "restart": (
        r"promote (?:the |this )?(?:read )?replica", r"^promote$", r"^fail ?over(?: now)?$",
        r"fail ?over (?:the |this )?(?:database|cluster|instance|db|primary)",
        r"stop (?:it )?temporarily", r"(?:save|apply) (?:and|&) (?:restart|reboot)",
        r"^install(?:$| now| (?:the )?updates?$| (?:version )?v?\d[\w.]*$)",
        r"reboot(?! (?:schedule|history|log|settings|options|time|window)s?\b)",
        r"restart (?:the |this |all )?(?:router|server|service|device|system|machine|instance"
        r"|hub|bridge|controller|camera|doorbell|thermostat|access point"
        r"|vm|node|cluster|computer|modem|gateway|container|database|daemon)s?",
        r"restart now", r"restart (?:selected|all)$", r"scale (?:[\w-]+ ){0,3}to (?:0|zero)\b",
        r"(?:un)?cordon(?: (?:the |this )?node)?", r"drain(?: (?:the |this )?node)?$",
        r"evict(?: (?:the |this |all )?pods?)?", r"pause (?:[\w-]+ )?on (?:the |this )?(?:site|zone"
        r"|domain)", r"shuts? ?down", r"disable billing",
        r"kill(?: switch)?(?:$| (?:the |this )?(?:flag|feature"
        r"|process|job|query|session|instance|server|switch))",
        r"pause (?:the |this )?(?:project|database|server|instance|cluster|service|site)s?",
        r"power (?:off|down|cycle)",
        r"reset (?:the |this |selected )?(?:[\w-]+ )?(?:vm|instance|server|machine|node)s?\b",
        r"stop (?:the |this |all )?(?:service|server|instance|vm|machine|node|container|cluster"
        r"|database|daemon)s?", r"(?:update|upgrade|flash|install) (?:the )?firmware",
    ),
    "lock": (
        r"(?:lock (?:&|and) )?close (?:the |this |current )?(?:period|books|month|quarter"
        r"|fiscal year)",
        r"secure (?:this |the |my |your )?(?:device|phone)",
        r"archive (?:this |the )?(?:repo|repository|project|workspace)",
        r"lock (?:the )?gradebook",
        r"lock (?:the |this )?(?:meeting|call|room|webinar)",
        r"remote(?:ly)? lock", r"lock (?:the |this |selected |all )?(?:devices?|phones?|laptops?"
        r"|computers?|macs?|iphones?|ipads?|tablets?|endpoints?)",
        r"(?:enable|turn on|activate|start|put (?:it )?in(?:to)?) lost mode",
        r"lost mode(?: for| on)?",
    ),
    "cancel": (
        r"cancel (?:the |this )?(?:po|purchase order|pos)\b",
        r"cancel (?:my |your |the |this )?(?:\w+ )?(?:webinar|policy|coverage|claim|line|service"
        r"|number|contract|lease|loan|listing)s?",
        r"halt (?:the |all )?(?:sending|sends|campaign|delivery|deliveries)",
        r"short-?close",
        r"end (?:selected|all|the selected) listings?",
        r"cancel (?:all |the |selected )?bids",
        r"end (?:my |the |this |your )?listing",
        r"cancel (?:the |this )?(?:refill|prescription|pipeline|job|build|run|deployment)s?",
        r"(?:stop|shut down) (?:the |this )?(?:environment|instances?|servers?|cluster)",
        r"cancel (?:the |this )?(?:task|job|gig)",
        r"cancel (?:my |your |the )?(?:[\w+-]+ )?(?:premium|plus|pro|gold|platinum|vip)$",
        r"cancel (?:my |your |the |this )?(?:\w+ ){0,2}?(?:order|subscription|payment|booking"
        r"|reservation|membership|plan|transfer|account|appointment|direct debit|standing order"
        r"|mandate|recurring payment|card|trip|flight|ride|delivery|event|meeting|class|visit"
        r"|stay|room|ticket|tour|lesson|course|enrol?ment|registration|check-?in"
        r"|auto-?renew(?:al)?|workflow|run|job|build|deployment|pipeline|invitation|invite"
        r"|hold|prescription|rx|shipment|pickup|route|dispatch)s?",
        r"cancel all(?: open)?(?: orders| bookings| subscriptions| invitations)?$",
        r"drop (?:the |this )?(?:class|course|module|subject|section)",
        r"discontinue", r"(?:complete |confirm )?discharge(?! (?:summary|summaries|notes?"
        r"|instructions|planning|date)\b)",
        r"withdraw from (?:all |the |this |my )?(?:\w+ )?(?:courses?|class(?:es)?|programm?e"
        r"|modules?|study|studies|university|school)",
        r"unsubscribe(?! (?:link|url|footer|page|tag|merge tag)s?\b)",
        r"end (?:the |this )?(?:call|meeting|session|stream|broadcast|webinar) for (?:everyone"
        r"|all)",
        r"stop (?:paying|payments?|(?:the |this |my )?(?:direct debit|standing order"
        r"|recurring payment|subscription|mandate))",
        r"end (?:my |your |the |this )?(?:subscription|membership|plan|contract|trial|campaign"
        r"|fundraiser|auction|poll|election)",
        r"stop (?:the |this )?(?:experiment|a/?b test|test|rollout|roll-out|release)s?",
        r"pause (?:for \d+ (?:days?|weeks?|months?)|(?:my |the |this )?(?:subscription|membership"
        r"|plan))", r"cancel (?:the |this )?(?:scheduled )?request",
        r"withdraw (?:the |this |my |selected |the selected )?claims?",
        r"skip (?:this |the |next )?payroll",
        r"lock (?:the |this )?(?:comments|thread|channel|post|conversation|topic)s?",
        r"turn off commenting", r"archive (?:the |this )?(?:channel|group|server|community)",
        r"stop (?:the |this |my )?recurring (?:gift|donation|payment|pledge|charge|order)s?",
        r"recall (?:the |this )?(?:driver|courier|vehicle|truck|technician|message|e-?mail)",
        r"report (?:(?:the |this |your |my )?card )?(?:as )?(?:lost|stolen)", r"report and replace",
        r"withdraw (?:my |the |your |this )?(?:application|offer|bid|proposal|request)s?",
        # "מינוי" ends in a letter folded to a mark, so its stem is matched.
        r"(?:בטל|ביטול) (?:את )?ה?(?:הזמנה|מינו|מנו|תשלום|העברה)",
    ),
    "confirm": (
        "confirm", r"yes,? (?:delete|remove|send|pay|continue)", "bestätigen", "confirmer",
        "confirmar", "conferma", "confermare", "bevestigen", "potwierdź", "onayla",
        "подтвердить", "xác nhận", "konfirmasi",
        "אישור", r"אשר(?: ו?המשך)?",
    ),
}  # fmt: skip
