"""Verbs of irreversible actions in the languages most used on the web, as data.

Each risk category lists regular-expression fragments: ``SPACED`` ones are words of
languages written with spaces (matched between word boundaries), ``UNSPACED`` ones are
matched anywhere (Chinese, Japanese, Korean, and Arabic-script languages whose words
take attached particles). Accents may be written: the fragments are folded like the
labels they are matched against (:func:`handrail.safety.folding.fold_pattern`).

Languages: English, Spanish, German, French, Japanese, Russian, Portuguese, Italian,
Dutch, Polish, Turkish, Persian, Chinese, Vietnamese, Indonesian, Korean, Arabic and
Hebrew (its prefixes, *and* ו and *to* ל, are written attached: the forms that take them
are listed).
"""

from __future__ import annotations

from handrail.safety.words.access import SPACED_ACCESS
from handrail.safety.words.admin import SPACED_ADMIN
from handrail.safety.words.ads import SPACED_ADS
from handrail.safety.words.care import SPACED_CARE
from handrail.safety.words.civic import SPACED_CIVIC
from handrail.safety.words.civic2 import SPACED_CIVIC2
from handrail.safety.words.cloudfile import SPACED_CLOUDFILE
from handrail.safety.words.code import SPACED_CODE
from handrail.safety.words.crypto import SPACED_CRYPTO
from handrail.safety.words.data import SPACED_DATA
from handrail.safety.words.devops import SPACED_DEVOPS
from handrail.safety.words.ehr import SPACED_EHR
from handrail.safety.words.fin import SPACED_FIN
from handrail.safety.words.fleet import SPACED_FLEET
from handrail.safety.words.home import SPACED_HOME
from handrail.safety.words.hosting import SPACED_HOSTING
from handrail.safety.words.learn import SPACED_LEARN
from handrail.safety.words.legal import SPACED_LEGAL
from handrail.safety.words.market import SPACED_MARKET
from handrail.safety.words.media import SPACED_MEDIA
from handrail.safety.words.mobility import SPACED_MOBILITY
from handrail.safety.words.ops import SPACED_OPS
from handrail.safety.words.people import SPACED_PEOPLE
from handrail.safety.words.secops import SPACED_SECOPS
from handrail.safety.words.seller import SPACED_SELLER
from handrail.safety.words.settings import SPACED_SETTINGS
from handrail.safety.words.social import SPACED_SOCIAL
from handrail.safety.words.team import SPACED_TEAM
from handrail.safety.words.tix import SPACED_TIX
from handrail.safety.words.trade import SPACED_TRADE
from handrail.safety.words.trip import SPACED_TRIP
from handrail.safety.words.vault import SPACED_VAULT

__all__ = ["SPACED", "UNSPACED"]

SPACED: dict[str, tuple[str, ...]] = {
    "pay": (
        r"apply (?:the |this )?(?:new )?(?:price|pricing|rate)?s? ?to (?:all |existing |current )"
        r"(?:subscribers|customers|members|plans|accounts|tenants)",
        r"(?:return|refund) [$£€¥₹] ?\d[\d.,]* (?:\w+ )?to\b",
        r"waive (?:the |this )?(?:late |\w+ )?fees?",
        r"record (?:the |a )?(?:\w+ )?payment(?! (?:method|history|settings)s?\b)",
        r"approve [$£€¥₹] ?\d[\d.,]*", r"(?:and |& )?bills? the (?:owner|tenant|customer|client)",
        r"close (?:the |this )?(?:check|tab|bill|ticket|order) as paid",
        r"write (?:it |this |the (?:balance|debt|payment|amount) )?off",
        r"(?:turn on|enable|set up|enroll in|start) (?:the )?auto-?pay",
        r"(?:and |& )?update (?:the |my |your )?premium",
        r"\w+ \([^)]*[$£€¥₹] ?\d[\d.,]* (?:[\w-]+ )?fee\b",
        r"transmit (?:the |this )?(?:payment )?(?:run|batch|payments?)",
        r"collect [$£€¥₹] ?\d(?:[\d.,]*\d)?",
        r"add value(?: to (?:my |the |your |this )?card)?$",
        r"remit(?:$| now| via \S+| (?:the |this )?(?:payment|deposit|tax(?:es)?)| [$£€¥₹]?\d)",
        r"run (?:an? |the )?off-?cycle(?: payroll| payments?| run)?",
        r"apply (?:the |this |a )?(?:raise|pay raise|salary change|bonus)",
        r"(?:re)?load [$£€¥₹]\d[\d.,]*(?: now| to (?:my |your |the )?(?:card|balance))?",
        r"reload (?:my |your |the |this )?(?:card|balance|pass|wallet|account)",
        r"park here",
        r"start (?:a |the )?(?:paid )?parking(?: session)?",
        r"extend (?:the |my |this |your )?(?:parking|session|stay|parking session)",
        r"reactivate (?:[\d.,]+ )?(?:expiring )?(?:miles|points|pts)",
        r"keep my (?:miles|points)",
        r"apply (?:it |the credit |credit )?(?:to|towards?) (?:the |my |your )?(?:\w+ ){0,3}"
        r"(?:trip|booking|order|reservation|invoice|flight|stay)",
        r"(?:complete|finish) (?:the |my |your )?(?:\w+ )?payment",
        r"[a-z]+ for [$£€¥₹] ?\d[\d.,]*(?:/\w+)?$",
        r"[a-z]+ \([$£€¥₹] ?\d[\d.,]*(?=\)$)",
        r"promote (?:the |this |my |your )?(?:listing|post|item|product|ad)s?",
        r"pay(?: now)?(?! ?(?:stubs?|slips?|period|rate|grade|scale|history|date|day|schedule|check"
        r"|statement|raise|band)s?\b)",
        r"make (?:a )?payment", r"(?:confirm|complete|submit) payment", "reimburse",
        r"boost(?: (?:this |the |your )?post)?",
        r"(?:increase|raise|double) (?:the |its |your )?(?:daily |lifetime |total |max |maximum )?"
        r"(?:bid|budget|spend(?:ing)? limit|spend|cap)s?",
        r"resume (?:the |this )?(?:campaign|ads?|ad set|ad group|spending|boost)s?",
        r"pay [$£€¥₹]?\d[\d.,]*", r"(?:instant )?payout(?:$| now| of)", r"issue (?:a |the )?refund",
        r"refund(?! (?:policy|polic|requests?|history|status|details|reasons?|eligib\w+|issued)\b)",
        r"capture (?:the |this )?payment",
        r"(?:add|leave|give|send) (?:a )?tip", r"top ?up(?: now| (?:my |your |the )?(?:\w+ )?"
        r"(?:account|balance|card|wallet))?", r"add (?:funds|money|credit)",
        r"tip (?:the |your )?(?:driver|courier|rider|host|guide|shopper|[$£€¥₹]?\d[\d.,]*)",
        "redeem",
        r"use (?:my |your )?(?:\d[\d.,]* )?(?:pts|points|miles|credits?|rewards)",
        r"(?:give|gift|donate|send) (?:[$£€¥₹]?\d[\d.,]* )?(?:pts|points|miles)",
        r"charge (?:the |this |my )?(?:card|customer|[$£€¥₹]?\d[\d.,]*)",
        r"void(?:$| selected$| (?:the |this |selected |all |the selected )?(?:payment|transaction"
        r"|invoice|order|charge|label|shipment|check|cheque|item|ticket|bill)s?)",
        r"charge(?:$| now| it$| (?:the )?tab)",
        r"comp(?:$| selected$| (?:the |this |selected )?(?:item|check|meal|order|ticket|drink)s?)",
        r"open (?:the |cash )?drawer", r"opens the (?:cash )?drawer", r"no sale$",
        r"batch out", r"(?:settle|close) (?:the )?batch", r"distribute(?:$| (?:the )?(?:tips?"
        r"|tip pool|shares))", r"no[- ]show(?: fee)?$",
        r"disburse(?:$| now| all| funds| payouts?| (?:[$£€¥₹]?\d))",
        r"issue (?:a |the )?(?:store credit|credit note|credit|voucher|gift card)",
        r"schedule (?:a |the |this )?payments?",
        r"set up (?:a |the |my )?(?:payment )?(?:arrangement|plan|installments?)",
        r"settle(?: up| now| (?:the |this |your |my )?(?:bill|balance"
        r"|invoice|payment|debt)| [$£€¥₹]?\d[\d.,]*)?",
        r"split (?:the |this |my )?(?:fare|bill|cost|payment|check|ride)",
        r"release (?:the |this )?(?:payment|funds|escrow|milestone)", r"approve (?:&|and) release",
        r"fund (?:the |this )?milestone", r"approve (?:the |this )?work$",
        r"mark (?:it |the order |as )?(?:as )?received",
        r"uses? (?:\d+ )?(?:credits?|coins|gems|tokens)\b",
        r"lock (?:and|&) (?:finish|end|pay|return)",
        "bezahlen", "zahlen", r"jetzt (?:be)?zahlen", "payer", "régler", "pagar",
        r"pagar ahora", r"efetuar (?:o )?pagamento", r"realizar (?:el )?pago", "pagare",
        r"paga(?: ora| adesso)?", "betalen", r"nu betalen", "afrekenen", "zapłać", "zapłacić",
        r"öde(?:me yap)?", r"şimdi öde", "оплатить", "заплатить", r"оплата", "thanh toán",
        "trả tiền", "bayar", r"bayar sekarang",
        r"(?:ו|ל)?שלם(?: עכשיו| כעת)?", r"(?:מעבר |המשך )?לתשלום", r"(?:בצע|אשר) תשלום",
    ),
    "donate": (
        r"volunteer[ _]activism",
        r"donate(?: now)?", r"give now", r"make (?:a )?donation",
        r"give [$£€¥₹]?\d[\d.,]*(?: (?:monthly|now|once|today|a month|per month))?",
        r"pledge(?:$| now| [$£€¥₹]?\d[\d.,]*)", "donar", "dona", "spenden",
        r"jetzt spenden", r"faire un don", "doar", r"doe agora", "donare",
        "doneren", "wesprzyj", r"przekaż darowiznę", r"bağış yap", "пожертвовать",
        "quyên góp", "donasi", "donasikan",
        r"(?:ו|ל)?תרום(?: עכשיו)?", "תרמו", "לתרומה",
    ),
    "transfer": (
        r"move (?:the |my |your )?(?:balance|funds|money)(?: to \w+)?",
        r"transfer (?:a |the |this |my )?(?:prescription|rx)s?",
        r"move (?:it|them|this prescription|the prescription|my prescription) to \S+",
        r"convert (?:[\d,.]+ )?(?:miles|points|pts)",
        r"(?:re)?delegate(?:$| (?:to|stake|now)\b)",
        r"claim (?:[\d.,]+ )?(?:eth|btc|sol|usdc|usdt|rewards?|tokens?|airdrop)\b",
        "transfer", r"claim (?:all |my |your )?rewards?", r"bridge(?: \w+)?(?:$| now| to \w+)",
        r"wire(?! (?:instructions|details|info|history)\b)(?: money| funds)?", r"send money",
        r"withdraw(?! (?:my |the |your |this )?(?:application|offer|bid|proposal|request|claim"
        r"|appeal|objection|complaint|case|nomination|entry|registration)| from)",
        "überweisen", "überweisung",
        "virement", "transférer", "transferir", "transferencia", "transferência",
        "trasferisci", "bonifico", "overmaken", "overboeken", "przelej", r"wykonaj przelew",
        r"havale yap", r"para gönder", r"перевести(?: деньги| средства)?", r"перевод средств",
        "chuyển tiền", "chuyển khoản",
        r"(?:בצע )?העבר(?:ת)? (?:כסף|כספים)", "העברה בנקאית", "בצע העברה",
    ),
    "purchase": (
        r"switch (?:my |the |your |this )?plans?(?: now)?$",
        r"switch at (?:the )?next (?:bill|billing|renewal) (?:cycle|date|period)",
        r"schedule (?:a |the |my |your )?(?:drop-?off|test drive|service(?: visit)?)",
        r"accept (?:the |this |best |all )?offers?$",
        r"(?:place (?:a |my |your )?(?:max(?:imum)? )?)bid(?:$| now| [$£€¥₹]| us ?[$£€]| the next)",
        r"bid(?:$| now$| [$£€¥₹]\d| us ?[$£€]\d| the next increment)",
        r"accept [$£€¥₹] ?\d(?:[\d.,]*\d)?",
        r"add (?:\d+ )?(?:checked )?bags?(?: to (?:my |the |this )?booking)?",
        r"claim (?:\d+ ?% off|(?:the |this )?(?:offer|discount|deal))",
        r"refill(?:$| now| (?:\d+ )?prescriptions?| (?:all|selected|this|my) ?\w*)",
        r"grab (?:a |my |the |your )?(?:spot|seat|place)",
        "purchase", r"buy(?: now| it now)?", r"(?<!-)check ?out(?!-)",
        r"place (?:your |the )?order",
        r"order (?:now|again|(?:a )?new(?! orders?\b)|another|(?:a )?replacement|more)",
        r"(?:order|request) (?:a |my |your )?(?:repeat )?(?:prescription|medication|medicine"
        r"|refill)s?",
        r"order (?:a |the |this )?(?:[\w-]+ )?(?:test|lab|labs|panel|imaging|scan|x-?ray|mri|ct)s?",
        r"complete (?:your |the )?order", r"subscribe now", "kaufen",
        r"complete (?:your |the |my )?(?:booking|purchase|reservation|checkout)",
        r"re-?order(?:$| now| (?:it|this|all|selected)$| (?:the |this |selected |highlighted )+"
        r"orders?| [$£€¥₹]?\d)",
        r"hold (?:this |the |my )?(?:fare|seat|room|reservation|price|booking|ticket)s?",
        r"place (?:a |the )?hold", r"enrol?l?(?:$| now| me| (?:in|on|for) \w+)",
        r"register (?:for|in) (?:\w+ )?(?:classes|courses?|modules?|the \w+|an? \w+)",
        r"upgrade (?:my |your |the |this )?(?:room|seat|cabin|class|ticket|flight|booking|stay"
        r"|car)",
        # A priced extra: "Add breakfast (€22/night)"; not "Add to cart · £12".
        r"^(?:add|get|extend|unlock|upgrade|renew|run|order|request|start|gift|send)\b"
        r"(?!.*\bto (?:cart"
        r"|basket|bag|wish ?list|favou?rites|list|compare)\b).*(?:[$£€₹]|(?<![a-z])¥) ?\d[\d.,]*",
        r"(?<!office )rent(?! (?:llc|inc|ltd|co|corp|company)\b)(?! (?:roll|ledger|history"
        r"|receipts?|statements?|due|balance|amount|schedule"
        r"|increase|reports?|payments?|charges?)\b)(?: now| it| for \$?\d[\d.,]*)?",
        "subscribe",
        r"upgrade(?:$| now| (?:your |the )?plan| to (?:pro|premium|plus|business|team))",
        r"book(?:$| now| it| this| (?:an? |the |your |my )?(?:room|table|flight|seat|ticket|trip"
        r"|stay|appointment|session|consultation|visit|class|lesson|slot|call|tour|ride|car"
        r"|hotel|viewing))",
        r"(?:schedule|request) (?:an? |the |your |my )?(?:[\w-]+ )?(?:appointment|booking"
        r"|reservation|consultation|visit|pickup|delivery|ride|car|taxi|cab|driver)",
        r"(?:start|transfer) (?:new |my |your |the )?service", r"make (?:a |the |this )?trade",
        r"(?:create|buy|purchase|generate)(?: (?:\+|&|and) print)? (?:a |the )?(?:shipping "
        r"|return |postage )?labels?",
        r"reserve(?: now| (?:a |this |the )?(?:room|table|seat|spot|slot|stay))?",
        r"place (?:a |your |the )?bid", r"bid now", r"start (?:your |my |a )?(?:free )?trial",
        r"hold for \d+ ?(?:min|mins|minutes|h|hours?)\b", r"switch now", r"hire now",
        r"book again",
        r"switch (?:to )?(?:the )?(?:annual|yearly|monthly|pro|premium|plus) (?:plan|billing)",
        r"request (?:uber|lyft|bolt|grab|ola|didi)\w*",
        r"request (?:\w+ )?(?:x|xl|comfort|black|pool|share|premier|lux|taxi|cab|ride)$",
        r"(?<!auto-)(?<!auto )renew(?: now| (?:the |my |your )?(?:subscription|plan|membership))?",
        r"complete (?:the |your |my )?renewal",
        r"jetzt kaufen", r"zahlungspflichtig bestellen", "acheter", "commander", "comprar",
        r"compra(?: ahora| agora)?", r"finalizar (?:la |a )?compra", "acquista", "kopen",
        "bestellen", r"nu kopen", "kup", r"kup teraz", "zamów", r"satın al", r"sipariş ver",
        "купить", r"оформить заказ", r"mua(?: ngay)?", "đặt hàng", r"beli(?: sekarang)?",
        r"קנ(?:ה|ו)(?: עכשיו)?(?! מידה)", r"(?:ל|ב)?רכישה", "רכוש עכשיו",
        r"(?:בצע|השלם|אשר) (?:את )?ה?הזמנה", "הזמן עכשיו", r"(?:מעבר )?לקופה",
        r"שדרג(?: עכשיו)?", "הירשם למינוי",
    ),
    "trade": (
        r"swap (?:instantly|at (?:the )?(?:current )?(?:quote|price))",
        r"(?:un)?wrap(?:$| now| (?:eth|weth|[\d.,]+))",
        r"sell(?!-by)(?: now| all)?", r"exercise(?: now| (?:the |this |all )?(?:options?|contracts?"
        r"|rights?))?(?! (?:calendar|history|details|price|settings)\b)",
        r"close (?:the |this |all |my )?(?:\w+ )?positions?", r"flatten(?: all)?(?: positions)?",
        r"roll (?:to |over |the |this )?(?:\w+ )?(?:expiry|expiration|position|contract|option)",
        r"harvest (?:tax )?loss(?:es)?", r"rebalance(?: now| portfolio)?(?! (?:preview|history"
        r"|settings|report)\b)", r"(?:un)?stake(?: now| all| \w+)?(?! (?:rewards? history|history"
        r"|details)\b)", r"trade now", r"(?:place|execute|submit) (?:a |the )?trade",
        r"(?<!sim )(?<!esim )swap(?:$| now| tokens?| \S+ (?:for|to) \S+)",
        r"(?:exchange|convert) (?:now|[$£€¥₹]?\d"
        r"|[a-z]{3} (?:to|for|into) [a-z]{3}$)",
        "verkaufen", "vendre", "vender", "vendi", "verkopen", "sprzedaj", "продать",
    ),
    "send": (
        r"call (?:the )?(?:guest|customer|client|patient|caller|driver|tenant|owner|buyer"
        r"|seller|lead|contact|applicant|vendor)s?\b", r"dial(?: now| out)?$",
        r"text (?:the )?(?:reminder|guest|customer|client|patient|driver|tenant|applicant"
        r"|buyer)s?$", r"(?:e-?)?mail (?:all )?selected\b",
        r"serve (?:the |this |a )?(?:notice|papers|summons|eviction|tenant)s?\b",
        r"approve (?:&|and) (?:e-?mail|send)", r"signs? (?:every|all) (?:remaining )?fields?",
        r"dispatch(?:es)? (?:the |this |it |all )?"
        r"(?:(?:selected |work |emergency )?(?:orders?|work orders?|drivers?|trucks?|vendors?"
        r"|technicians?|jobs?)|to (?:the |its )?vendor)",
        r"e-?mails? (?:the |an? )?invit(?:e|ation)s?(?: to\b)?",
        r"re-?request (?:a )?reviews?", r"request (?:an? )?e-?signatures?",
        r"e-?mail (?:the |this |a )?(?:selected |highlighted )?(?:quote|invoice|estimate|receipt"
        r"|proposal|contract"
        r"|recording|link|report|statement)s?(?: (?:to|link)\b.*)?$",
        r"e-?mail (?:the |a )?link to",
        r"notify (?:the )?(?:guest|customer|client|buyer)s?(?: again)?",
        r"^notify again$", r"enroll (?:the |this )?(?:segment|list|audience|contacts)(?: now)?",
        r"blasts? (?:the |this )?(?:campaign|message|e-?mail|newsletter)",
        r"remind (?:all )?(?:pending|unsigned|signers|recipients|guardians|parents)", r"^remind$",
        r"retry (?:all )?failed(?: sends?| messages?| e-?mails?| deliveries)?$",
        r"(?:notify|e-?mail|message|text) (?:the |all |their )?(?:guardians|parents|families)",
        r"issue (?:the |this )?(?:po |purchase order )?to (?:the )?(?:vendor|supplier)",
        r"ship (?:it |them )?back",
        r"notify (?:the )?authors",
        r"e-?mail (?:all |the )?reviewers",
        r"remind (?:all |the |selected )?(?:registrants|attendees|members|volunteers|guests"
        r"|participants|selected)",
        r"(?:\w+ )?(?:&|and) notify",
        r"nudge(?:$| \w+$)",
        r"redeliver(?:$| (?:the )?(?:webhook|payload|event|delivery))",
        r"(?:return|send (?:it )?back) to (?:the )?(?:employee|submitter|requester|author|sender)",
        r"(?:e-?)?serve (?:all |the |selected )?(?:parties|party|defendants?|respondents?"
        r"|service list|counsel)", r"e-?serve(?:$| now| all| selected)",
        r"e-?mail (?:[\w-]+ ){0,3}to (?:the )?(?:clients?|customers?|requesters?|users?)",
        r"e-?mail (?:all |selected |the )?(?:respondents|learners|students|participants"
        r"|registrants)", r"(?:remind|nudge) (?:all|everyone|\d+)",
        r"generate (?:the |all )?certificates?",
        r"schedule (?:the |this )?(?:event|meeting|call|session|interview)$",
        r"e-?mail (?:all |the )?(?:guests|attendees|participants|invitees|registrants)",
        r"(?:accept|decline) (?:the |this |all )?invit(?:e|ation)s?",
        r"send(?! only\b)(?: now| later| message| email| reply)?",
        r"resend(?: (?:the |an? )?(?:invite|invitation|code|e-?mail|link|message))?", "senden",
        r"schedule (?:the |this |a )?(?:message|send|sending|e-?mail|post|tweet|reply|campaign"
        r"|newsletter|broadcast|blast)",
        r"notify (?:the |all )?(?:patients|clients|customers|guests|students|parents|members)",
        r"(?:text|e-?mail) (?:me|it|them)(?:$| (?:the |a |my )?(?:\w+ )?(?:link|code|pass"
        r"|ticket|receipt))",
        r"(?:message|e-?mail|text|notify) (?:all|selected|every|the whole) (?:\w+ )?(?:students"
        r"|parents|members|users|customers|contacts|subscribers|participants|staff|class|team)",
        r"notify (?:the )?(?:school|teacher|team|everyone|all|admins?|owner)",
        r"issue (?:\d+ )?(?:comp |free |complimentary )?tickets?",
        r"e-?mail (?:[\w-]+ ){0,3}to (?:all )?(?:employees|customers|clients|contractors"
        r"|members|everyone|donors|staff)", r"mail (?:\w+ )?(?:copies|forms|1099s?|w-?2s?) to",
        r"fire(?:$| (?:to )?(?:the )?kitchen| (?:the )?(?:order|course|all))",
        r"fires the order",
        r"e-?mail (?:this|the) (?:dashboard|report|chart|page|document|file|list|view)",
        r"dispatch(?:$| now| (?:the |this |selected |all )?(?:route|driver|order|shipment|vehicle"
        r"|truck|courier|job|technician|crew|unit)s?)",
        r"(?:message|e-?mail|text|sms|notify) (?:all|every|selected|\d[\d,]*) (?:\w+ )?"
        r"(?:donors|supporters|volunteers|recipients|clients|patients|guests|employees|tenants"
        r"|residents|followers|leads|attendees|drivers|backers|contacts|customers|members)",
        "absenden", "abschicken",
        "envoyer", "enviar", "envía", "invia", "inviare", "verzenden", "versturen", "verstuur",
        "wyślij", "gönder", "отправить", "послать", "gửi", "kirim",
        r"(?:ו|ל)?שלח(?:ו)?(?: הודעה| עכשיו| מייל| תגובה)?", r"(?:ל)?שליחה",
    ),
    "submit": (
        r"file (?:now|it\b|with\b|(?:the |this |a )?(?:declaration|return|claim|report"
        r"|taxes|entry|manifest))", r"(?:amend (?:&|and) )?re-?file\b",
        r"approve (?:[a-z]{2,5}-\d+|&|and)\b",
        r"release (?:the |this |selected |all )?(?:[\w-]+ )?(?:waves?|pick lists?|orders?)?"
        r" ?to (?:the )?floor", r"releases? (?:the |this |selected )?(?:selected )?waves?",
        r"recall (?:\w+ )?from (?:the )?floor", r"receive all(?: items)?$",
        r"restock (?:the |all |selected )?items", r"end (?:the |my |this )?shift(?: now)?$",
        r"^reconcile(?: (?:now|all|selected|\d+))?$",
        r"\bunmatch(?: (?:this |the )?transactions?)?\b", r"mark (?:as |it as )?sent\b",
        r"close (?:the |this )?(?:po|purchase order)s?\b", r"approve (?:the |this )?variance",
        r"apply (?:the |this )?(?:credit )?to (?:inv-?\d+|invoice)",
        r"request (?:a |an )?re-?inspection", r"dispute (?:the |this )?(?:settlement|offer|claim)",
        r"fire (?:the |this )?(?:next |all )?(?:course|order|ticket|round)s?",
        r"export (?:[\w-]+ )?to (?:payroll|the payroll|accounting|quickbooks|xero)",
        r"finali[sz]e (?:the )?(?:term|semester|quarter|grades|marks|report cards?)",
        r"release (?:the |this )?(?:[\w-]+ ){0,3}(?:exam|test|quiz|assessment|grades|scores"
        r"|results|marks)", r"complete (?:the )?signing",
        r"push (?:the |all )?(?:grades|scores|marks) to",
        r"open (?:it )?(?:early )?for (?:the )?(?:students?|learners?)$",
        r"apply (?:[\w+-]+ ){0,2}to (?:all|every) (?:students|learners|scores|grades)",
        r"set (?:all )?(?:empty|blank|missing) (?:cells|scores|grades|marks) to (?:0|zero)",
        r"finali[sz]e (?:the |this )?(?:cycle )?count",
        r"run depreciation",
        r"reverse (?:the |this )?(?:journal(?: entry)?|je|entry|entries|je-\d+|payment"
        r"|transaction)",
        r"agree to review",
        r"(?:unable|decline) to review",
        r"approve (?:the |this )?(?:proofs?|galleys?)",
        r"route (?:it )?for approval",
        r"accept (?:the |this )?(?:manuscript|paper|submission|article|award|grant)",
        r"mark (?:it )?as accepted",
        r"rescind (?:the |this )?decision",
        r"make (?:a |the )?final decision",
        r"certify(?:$| and submit)",
        r"sign as (?:pi|author|owner)",
        r"decline (?:the |this )?award",
        r"endorse (?:the |this )?application",
        r"forward to (?:the )?sponsor",
        r"close out (?:the |this )?award",
        r"request (?:a |the )?no-cost extension",
        r"retract (?:the |this )?(?:article|paper|publication|manuscript)",
        r"mark (?:it |them |selected )?(?:as )?sold",
        r"decline (?:the |this |best |all )?(?:counter-?)?offers?$",
        r"file (?:with|to) (?:the )?(?:irs|hmrc|cra|ato|state|court|sec|ssa)",
        r"contest(?:$| (?:the |this )?(?:citation|ticket|charge|fine|violation|parking ticket))",
        r"dispute (?:selected|all|this|the selected)$",
        r"request (?:a |the )?(?:fee )?waiver",
        r"(?:give up|volunteer) (?:my |your )?seat",
        r"i\'?m here$",
        r"start (?:the |a |my |your )?(?:video |virtual )?visit(?:$| now)",
        r"check in(?: \d+| all)? (?:passengers?|guests?|travell?ers?)",
        r"retract(?:$| (?:my |the |this |your )?(?:bid|offer)s?)",
        r"re-?submit(?:$| now| (?:the |this )?(?:filing|application|form|claim|return|order))",
        r"(?:apply|issue|release|lift) (?:a |the |this )?(?:legal |litigation )?holds?$",
        r"close (?:the |this )?(?:matter|case|engagement)(?: [\w-]*\d[\w-]*)?",
        r"approve (?:the |this |new )?(?:matter |client )?intake",
        r"clear (?:the |this )?conflicts?",
        r"close (?:the |this |all )?(?:tickets?|conversations?|chats?|threads?)",
        r"close without (?:a )?(?:reply|replying)", r"mark (?:as )?(?:won|lost)",
        r"close (?:the |this )?(?:form|survey|poll|collector)(?: now)?",
        r"stop accepting (?:responses|submissions|entries)",
        r"retake (?:the |this )?(?:quiz|exam|test)", r"open (?:a |the )?dispute",
        r"(?:start|begin) (?:the |this )?(?:exam|attempt|test)(?:$| now| \()",
        r"finali[sz]e (?:the |all )?grades", r"sync (?:grades )?to (?:the )?sis",
        r"award (?:\d+ )?(?:the )?(?:certificates?|badges?|credits?)",
        r"^closed(?: [–-])? (?:won|lost)$",
        r"import (?:\d[\d,]* )?(?:subscribers|contacts|recipients|customers|leads|members)",
        "submit", r"do not exercise",
        # Not *Print & sign*: that signs on paper, later.
        r"(?<!print & )(?<!print and )sign(?:$| (?:the |this )?(?:message|transaction|tx"
        r"|request|typed data))", r"file (?:a |the )?claim", r"e-?sign",
        # The verb, not the noun: "Check in", not a "Check-in" tab or "Check-in times".
        r"check in(?:$| now| (?:all|everyone|online|(?:all )?passengers|for \w+))",
        r"(?:turn|hand) in(?:$| (?:the |this |my |your )?(?:\w+ )?(?:assignment|work|homework"
        r"|paper|essay|project|quiz|test|exam|answers?))", r"finish (?:the |this |my )?attempt",
        r"invalidate", r"end (?:the |this )?(?:exam|test|quiz|assessment)s?(?:$| for| now)",
        r"co-?sign", r"sign (?:the |this |my )?(?:note|order|orders|encounter|chart|prescription"
        r"|results?)", r"sign (?:and|&) (?:release|send|close|submit|order)", "dispense",
        r"override(?! (?:settings|defaults|styles?|theme|options)\b)",
        r"acknowledge(?:$| (?:all|selected|results?|alerts?|receipt))",
        r"mark (?:as )?reviewed", r"(?:approve|deny) (?:the |this )?refills?(?: requests?)?",
        r"approve (?:all |\d+ )?(?:\w+ )?(?:timesheets?|expenses?|requests?|reports?|claims?"
        r"|invoices?|payments?|orders?|changes|hours|time off)",
        r"end (?:the |this )?(?:visit|consultation|appointment|encounter|session)(?:$| for| now)",
        r"convert (?:the |this |to )?(?:lead|deal|opportunity|contact|customer)s?",
        r"end (?:the |this )?session for",
        r"upload (?:your |my |the |a )?(?:passport|id|identity document|documents?|visa"
        r"|licen[cs]e|proof of \w+)",
        r"report(?: (?:user|post|comment|message|account|abuse|spam|content|review|profile"
        r"|this(?: \w+)?|as spam|to (?:admins?|moderators?)))",
        r"flag (?:as|for) (?:spam|abuse|inappropriate|offensive|review)", r"mark as spam",
        r"reject(?! (?:all|cookies|non-essential|optional|unnecessary)\b)",
        r"mark (?:as |it as )?(?:shipped|fulfilled|delivered|paid|completed?)",
        r"close (?:the |this )?(?:issue|pull request|pr|ticket|case|incident|request)s?",
        r"close with comment", r"decline (?:the |this )?(?:offer|invitation|invite)",
        r"request (?:annual |sick )?(?:leave|time off|holiday)",
        r"agree and (?:continue|submit|sign|send)", r"file (?:my |the |your |a )?(?:tax )?return",
        r"approve(?:$| selected$| (?:the |this )?(?:selected |highlighted |all )?(?:leave|request"
        r"|expense|claim|bills?"
        r"|payment|invoice|timesheet|applicants?|candidates?|tenants?|contracts?|agreements?"
        r"|loans?"
        r"|order|deployment|changes|id|identity|application|enrol?l?ment|submission|grades?"
        r"|returns?|refunds?|rmas?"
        r"|and \w+))",
        # The verb first: "Report Alice Chen"; not an "Incident report" or "Campaign report".
        r"^report(?:$| (?!(?:a |an )?(?:problem|bug|issue|feedback|error|cards?|changes?)\b)\S+)",
        r"(?:ship|fulfil?l) (?:the |this |all |selected |\d+ )?(?:orders?|items?|packages?"
        r"|parcels?|shipments?|now)",
        r"solve(?:$| selected| (?:the |this |all |\d+ )?(?:tickets?|cases?|requests?"
        r"|conversations?))", r"close (?:the |today'?s |this )?manifest",
        r"release (?:the |this )?(?:fraud |payment |credit |risk |manual |order )?holds?",
        r"release (?:\w+ )?to (?:the )?(?:warehouse|fulfil?ment|production|carrier|picking)",
        r"sign (?:the |this )?(?:[\w-]+ )?(?:contract|agreement|document|lease|offer|declaration"
        r"|form|application|petition|slip|waiver|consent|settlement|release)", "einreichen",
        r"accept (?:the |this |our |your |my )?(?:offer|quote|agreement|contract|loan|bid"
        r"|proposal|estimate|renewal|lease|terms|counter-?offer)",
        r"execute(?:$| now| (?:the |this )?(?:contract|agreement|lease|document|deal|amendment))",
        r"finish (?:and )?sign(?:ing)?", r"adopt (?:the |this |my )?signature",
        r"fund (?:the |this |selected )?loans?", r"e-?file(?:$| \S+)",
        r"(?:approve|decline) all(?: (?:member )?requests| pending)?(?:$| \(\d+(?=\)$))",
        r"decline (?:the |this )?(?:member |join |pending )?(?:requests?|posts?|sponsorships?"
        r"|deals?)",
        r"close (?:the |this |fiscal |financial )?(?:year|books|period|month|quarter)",
        r"year-end close", r"mark (?:as )?filed", r"finish (?:the )?reconcil\w*",
        r"accept all (?:\(\d+|transactions|matches)", r"lock through\b",
        r"lock (?:the )?(?:period|books|month|year)", r"reopen (?:the )?(?:fy ?\d+|period"
        r"|books|year|month)",
        r"apply (?:the |this )?(?:resource|manifest|yaml|config(?:uration)?|changes) to (?:the )?"
        r"(?:cluster|production|prod)", r"issue (?:a |the )?(?:loan estimate|closing"
        r" disclosure|le|cd)", r"decline (?:the |this |selected )?(?:loans?|applications?)",
        r"clear (?:all )?(?:the )?conditions?", r"clear to close",
        r"waive(?:$| (?:the |this |all )?(?:conditions?|fees?|requirements?|penalt(?:y|ies)))",
        r"counter-?offer(?:$| terms)", r"accept (?:the |this )?counter(?:$|-?offer)",
        r"mark (?:as )?under contract", r"i intend to proceed", r"intent to proceed",
        r"request (?:an? |the )?(?:appraisal )?waiver",
        r"close (?:the |business |out the |out )?day", r"end of day close",
        r"run (?:the |a )?z[- ]?report", r"z[- ]report$", r"list (?:it|this|them)(?: now)?$",
        r"list (?:it |this )?for re-?sale",
        r"accept (?:the |this |all )?(?:friend |follow |connection |join )?requests?",
        r"(?:put (?:it |this )?up|list (?:it |this )?) for sale", r"list on (?:the )?market",
        r"assign (?:it )?to (?:someone else|another (?:person"
        r"|signer)|a new signer)",
        r"finish (?:and submit|(?:the |this )?(?:survey|quiz|test|exam|assessment|application"
        r"|questionnaire))",
        "soumettre", "presentar",
        "submeter", "indienen", "prześlij", "zatwierdź", "ajukan",
        r"(?:ו|ל)?הגש(?: בקשה| טופס)?", r"(?:ל)?הגשה",
    ),
    **SPACED_ACCESS,
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
for _name, _more in (
    *SPACED_OPS.items(),
    *SPACED_CIVIC.items(),
    *SPACED_HOSTING.items(),
    *SPACED_CODE.items(),
    *SPACED_MEDIA.items(),
    *SPACED_SETTINGS.items(),
    *SPACED_HOME.items(),
    *SPACED_TRADE.items(),
    *SPACED_PEOPLE.items(),
    *SPACED_CARE.items(),
    *SPACED_MARKET.items(),
    *SPACED_TEAM.items(),
    *SPACED_DATA.items(),
    *SPACED_MOBILITY.items(),
    *SPACED_ADMIN.items(),
    *SPACED_SELLER.items(),
    *SPACED_VAULT.items(),
    *SPACED_DEVOPS.items(),
    *SPACED_CLOUDFILE.items(),
    *SPACED_ADS.items(),
    *SPACED_SECOPS.items(),
    *SPACED_FIN.items(),
    *SPACED_CIVIC2.items(),
    *SPACED_SOCIAL.items(),
    *SPACED_TIX.items(),
    *SPACED_TRIP.items(),
    *SPACED_LEARN.items(),
    *SPACED_FLEET.items(),
    *SPACED_EHR.items(),
    *SPACED_LEGAL.items(),
    *SPACED_CRYPTO.items(),
):
    SPACED[_name] = SPACED.get(_name, ()) + _more

UNSPACED: dict[str, tuple[str, ...]] = {
    "pay": (
        "支付", "付款", "买单", "結帳", "支払", "確認付款", "決済", "결제", "지불", "پرداخت",
        "ادفع", "الدفع",
    ),
    "donate": ("捐款", "捐赠", "捐贈", "寄付", "기부", "اهدا", "کمک مالی", "تبرع"),
    "transfer": (
        "转账", "轉帳", "汇款", "匯款", "转出", "振込", "送金", "송금", "이체", "انتقال وجه",
        "تحويل",
    ),
    "purchase": (
        "购买", "購買", "下单", "下單", "结算", "提交订单", "买入", "購入", "注文する",
        "구매", "구입", "주문하기", "خرید", "شراء", "اشتر(?!اك)",
    ),
    "send": (
        "发送", "發送", "傳送", "发出", "寄出", "送信", "送る", "보내기", "전송", "ارسال",
        "بفرست", "إرسال", "أرسل",
    ),
    "submit": ("提交", "递交", "遞交", "提出", "제출", "ثبت", "تقديم"),
    "delete": (
        "删除", "刪除", "清空", "抹掉", "销毁", "銷毀", "丢弃", "丟棄", "削除", "消去", "삭제",
        "حذف", "احذف", "مسح", "🗑",
    ),
    "reset": (
        "恢复出厂", "恢復原廠", "重置", "初期化", "초기화", "بازنشانی", "إعادة ضبط", "إعادة تعيين",
    ),
    "destroy": ("终止实例", "終止", "终止", "破棄", "파기", "해지", "نابود", "تدمير", "إنهاء"),
    "remove": ("移除", "卸载", "卸載", "解除绑定", "解绑"),
    "publish": (
        "发布", "發佈", "發布", "发表", "發表", "上线", "公開", "게시", "انتشار", "نشر", "انشر",
    ),
    "post": ("发帖", "發帖", "投稿", "转发", "轉發"),
    "grant": (
        "授权", "授權", "允许", "允許", "授予", "赋予权限", "許可する", "허용", "권한 부여",
        "اجازه", "السماح", "اسمح", "منح",
    ),
    "account": (
        "修改密码", "更改密码", "重置密码", "注销账号", "注销账户", "注销帳號", "停用账户",
        "更改邮箱", "更换手机", "绑定手机", "关闭账户",
    ),
    "cancel": (
        "取消订单", "取消订阅", "取消預訂", "取消预订", "退订", "取消会员",
        "إلغاء الطلب", "إلغاء الاشتراك", "إلغاء الحجز", "الغاء الطلب", "الغاء الاشتراك",
    ),
    "confirm": ("确认", "確認", "确认无误", "確定する", "승인", "تایید", "تأیید", "تأكيد", "أكد"),
}  # fmt: skip
"""Words matched anywhere in a label."""
