"""The words that make an action irreversible, in several languages, and text folding.

Everything here is data plus two pure functions: :func:`fold` (normalize a label so
that spacing, width, case, accelerators, invisible characters and look-alike letters
do not hide a word) and :func:`categories` (which risk categories a label names).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

__all__ = [
    "ACCOUNT_CONTEXT",
    "AFFIRMATIVE",
    "CATEGORIES",
    "CHAINED",
    "COMPOSE_FIELD",
    "DESTRUCTIVE_HINT",
    "NAV_LINK",
    "NEGATIVE",
    "REVERSAL",
    "SAFE_LINK",
    "SAFE_NAME",
    "SEARCH_FIELD",
    "SETTINGS_COMMIT",
    "Category",
    "categories",
    "fold",
]

# Cyrillic and Greek letters that look like Latin ones: "Dеlete" with a Cyrillic е must
# still read as "delete".
_CONFUSABLES = str.maketrans(
    {
        "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
        "с": "c", "т": "t", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ԁ": "d",
        "ο": "o", "α": "a", "ρ": "p", "ε": "e", "ι": "i", "ν": "v", "τ": "t", "κ": "k",
    }
)  # fmt: skip

# Unicode's format characters (category Cf): zero-width spaces and joiners, bidi marks,
# soft hyphens, tags. Invisible, so they must not split a word.
_FORMAT = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001"
    "\U000e0020-\U000e007f]"
)
_ACCEL = re.compile(r"(?<![\w&_])[&_](?=\w)")
_SPACE = re.compile(r"\s+")
_SPACED_LETTERS = re.compile(r"\b(?:[a-z]\s){3,}[a-z]\b")


def fold(text: str) -> str:
    """A label folded for matching: NFKC, no invisible characters, casefolded, one space.

    Accelerator marks (``_Send``, ``&Delete``) are removed, look-alike Cyrillic and Greek
    letters become Latin, and letters spaced apart (``D e l e t e``) are joined.
    """
    if not text.isascii():  # ASCII is already NFKC and has no format characters
        text = _FORMAT.sub("", unicodedata.normalize("NFKC", text))
    text = _ACCEL.sub("", text)
    text = text.casefold().translate(_CONFUSABLES)
    text = _SPACE.sub(" ", text).strip()
    return _SPACED_LETTERS.sub(lambda m: m.group(0).replace(" ", ""), text)


def _words(*alternatives: str) -> str:
    return r"\b(?:" + "|".join(alternatives) + r")\b"


def _zh(*alternatives: str) -> str:
    # "已" marks the past ("已发送" is the Sent folder, not an action).
    return r"(?<!已)(?:" + "|".join(alternatives) + ")"


@dataclass(frozen=True, kw_only=True)
class Category:
    """A kind of irreversible action and the pattern that names it."""

    name: str
    pattern: re.Pattern[str]


def _cat(name: str, *parts: str) -> Category:
    return Category(name=name, pattern=re.compile("|".join(parts)))


CATEGORIES: tuple[Category, ...] = (
    _cat(
        "pay",
        _words(r"pay(?: now)?", r"make (?:a )?payment", r"(?:confirm|complete|submit) payment",
               "bezahlen", "zahlen", "payer", "pagar", "pagare"),
        _zh("支付", "付款", "买单", "結帳", "支払", "確認付款"),
    ),
    _cat(
        "transfer",
        _words("transfer", r"wire(?: money| funds)?", r"send money", "überweisen",
               "virement", "transferir"),
        _zh("转账", "轉帳", "汇款", "匯款", "转出", "振込"),
    ),
    _cat(
        "purchase",
        _words("purchase", r"buy(?: now| it now)?", r"check ?out", r"place (?:your |the )?order",
               r"order now", r"complete (?:your |the )?order", r"subscribe now", "kaufen",
               "acheter", "comprar"),
        _zh("购买", "購買", "下单", "下單", "结算", "提交订单", "买入", "購入"),
    ),
    _cat(
        "send",
        _words(r"send(?: now| later)?", "senden", "absenden", "envoyer", "enviar"),
        _zh("发送", "發送", "傳送", "发出", "寄出", "送信"),
    ),
    _cat(
        "submit",
        _words("submit", r"file (?:a |the )?claim", "einreichen", "soumettre"),
        _zh("提交", "递交", "遞交", "提出"),
    ),
    _cat(
        "delete",
        _words("delete", "erase", "wipe", "destroy", "purge", "shred", "discard",
               r"move (?:it |them )?to (?:the )?(?:trash|bin|recycle bin)",
               r"empty (?:the )?(?:trash|bin|recycle bin)", r"clear (?:all )?(?:history|data)",
               "löschen", "supprimer", "eliminar", "borrar", "eliminare"),
        _zh("删除", "刪除", "清空", "抹掉", "销毁", "銷毀", "丢弃", "丟棄", "削除"),
    ),
    _cat(
        "remove",
        _words("remove", "uninstall", r"unlink", "entfernen", "retirer", "quitar"),
        _zh("移除", "卸载", "卸載", "解除绑定", "解绑"),
    ),
    _cat(
        "publish",
        _words("publish", r"go live", "deploy", r"make public", "veröffentlichen", "publier",
               "publicar"),
        _zh("发布", "發佈", "發布", "发表", "發表", "上线", "公開"),
    ),
    _cat(
        "post",
        _words("post", r"post (?:comment|reply|now)", "tweet", r"share (?:now|publicly)",
               "retweet", "repost"),
        _zh("发帖", "發帖", "投稿", "转发", "轉發"),
    ),
    _cat(
        "grant",
        _words("grant", r"authori[sz]e", "allow", r"give access", r"share with",
               r"add (?:as )?(?:an? )?(?:admin|owner|collaborator|member)", "revoke",
               "autorisieren", "autoriser", "autorizar"),
        _zh("授权", "授權", "允许", "允許", "授予", "赋予权限"),
    ),
    _cat(
        "account",
        _words(r"(?:change|update|reset) (?:your |my )?(?:password|e-?mail|phone|username|pin)",
               r"(?:close|delete|deactivate|disable|terminate) (?:your |my |the )?account",
               r"disable (?:2fa|two-factor|two factor)", r"sign out (?:of )?(?:all|everywhere)",
               r"log out (?:of )?all"),
        _zh("修改密码", "更改密码", "重置密码", "注销账号", "注销账户", "注销帳號", "停用账户",
            "更改邮箱", "更换手机", "绑定手机", "关闭账户"),
    ),
    _cat(
        "cancel",
        _words(r"cancel (?:my |your |the )?(?:order|subscription|payment|booking|reservation"
               r"|membership|plan|transfer|account)"),
        _zh("取消订单", "取消订阅", "取消預訂", "取消预订", "退订", "取消会员"),
    ),
    _cat(
        "confirm",
        _words("confirm", r"yes,? (?:delete|remove|send|pay|continue)", "bestätigen",
               "confirmer", "confirmar"),
        _zh("确认", "確認", "确认无误"),
    ),
)  # fmt: skip
"""Risk categories, strongest first: the first that matches names the risk."""

SAFE_NAME = re.compile(
    r"^(?:cancel|close|back|help|learn more|preview|取消|关闭|關閉|返回|帮助|幫助|预览)\b"
)
"""Labels that go back or only show: no risk by themselves (when nothing else in the
label names one)."""

REVERSAL = re.compile(r"^(?:undo|restore|recover|unsend|撤销|撤銷|撤回|恢复|恢復|还原|還原)")
"""Labels that undo something ("Undo delete", "撤销删除"): safe, unless they chain another
action ("and", "then")."""

CHAINED = re.compile(r"\b(?:and|then)\b|&|并|並|然后|然後|再")

SAFE_LINK = re.compile(
    r"\b(?:send|submit|post|give|leave|share)\s+(?:us\s+)?(?:your\s+)?(?:feedback|a bug report"
    r"|bug report)\b|(?:发送|提交)?反馈|(?:發送|提交)?回饋|\b(?:how to|about|learn)\b"
)
"""Phrases that, on a *link*, lead to a page or a form rather than commit anything."""

NAV_LINK = re.compile(
    r"^(?:view|show|see|open|browse|查看|显示|顯示|打开|打開)\b"
    r"|(?:\b(?:history|records|details|methods|options|settings|log)|记录|記錄|明细|明細|详情|詳情"
    r"|方式)$"
)
"""A *link* that views something ("View transfers", "Payment history") only navigates."""

DESTRUCTIVE_HINT = re.compile(
    r"cannot be undone|can't be undone|can not be undone|permanent(?:ly)?|irreversibl|are you sure"
    r"|will be (?:lost|deleted|removed|charged|sent)|无法撤销|無法復原|无法恢复|不可恢复|不可撤销"
    r"|永久|确定要|確定要|是否确认|真的要"
)
"""Dialog text that marks a confirmation as destructive (besides the risk categories)."""

AFFIRMATIVE = re.compile(
    r"^(?:ok|okay|yes|continue|proceed|confirm|apply|accept|agree|done|i understand|do it"
    r"|确定|確定|是|好|好的|继续|繼續|确认|確認|同意|执行|執行|ja|oui|sí|si)\b"
)
"""Labels of a dialog's committing button."""

NEGATIVE = re.compile(
    r"^(?:no|cancel|close|keep|back|don't|do not|not now|later|dismiss|abort|取消|否|不|不要"
    r"|关闭|關閉|保留|返回|稍后|以后再说|nein|non|abbrechen|annuler|cancelar)\b"
)
"""Labels of a dialog's backing-out button."""

ACCOUNT_CONTEXT = re.compile(
    r"\b(?:account|password|security|privacy|e-?mail address|two-factor|2fa|billing|profile"
    r"|permissions?)\b|账户|账号|帐号|帳號|帳戶|密码|密碼|安全|隐私|隱私|权限|權限"
)
"""Headings, window and dialog titles of account settings."""

SETTINGS_COMMIT = re.compile(
    r"^(?:save|save changes|apply|update|change|done|ok|保存|儲存|应用|應用|更新|修改|确定|確定)\b"
)
"""Labels that commit a settings page."""

COMPOSE_FIELD = re.compile(
    r"\b(?:message|reply|comment|chat|compose|post|tweet|write|body|send)\b|消息|訊息|回复|回覆"
    r"|评论|評論|发言|聊天|输入消息"
)
"""Names of fields where Enter sends what was typed."""

SEARCH_FIELD = re.compile(r"\b(?:search|find|filter|go to|url|address)\b|搜索|搜尋|查找|过滤")
"""Names of fields where Enter only looks something up."""


def categories(label: str) -> list[str]:
    """The risk categories a label names, strongest first (``[]`` when none).

    ``label`` must already be :func:`fold`-ed.
    """
    return [c.name for c in CATEGORIES if c.pattern.search(label)]
