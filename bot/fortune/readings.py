"""What a fortune can say, and how it is said in Persian and English.

Every text the fortunes show lives here. The engines produce structured readings (ranks, bands, themes);
this module turns them into words. Texts are plain (not HTML): the caller escapes them for its parse mode.
Names are cleaned of bidi controls and wrapped in an isolate, the same rule every message of the bot follows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Literal

from bot.games.cards import label, label_fa, rank
from bot.i18n import clean_name, isolate, num

Lang = Literal["fa", "en"]

NAME_LIMIT = 64  # long enough for a full name, short enough that no name can push a reading past a message


class MarriageBand(StrEnum):
    YES = "yes"
    CLOSE = "close"
    OBSTACLES = "obstacles"
    NOT_YET = "not_yet"


class SuitTheme(StrEnum):
    """The suits' symbolic meanings in the source's introduction (cards.md §2)."""

    LOVE = "love"
    WEALTH = "wealth"
    STRIFE = "strife"
    ENDING = "ending"


class RankFlavour(StrEnum):
    BEGINNING = "beginning"
    SMALL = "small"
    STRONG = "strong"
    YOUTH = "youth"
    WOMAN = "woman"
    MAN = "man"


# The love fortune's meanings exactly as the source prints them (seed 000, L390–L414), typos included.
LOVE_SOURCE: Mapping[str, str] = {
    "A": "ورق آس : دوستت داره",
    "2": "ورق دو : برای اینکه بیاد جلو دو دل",
    "3": "ورق سه : قصد ازدواج داره",
    "4": "ورق چهار : طرف حسو ده",
    "5": "ورق پنج : برای آینده نگران هست",
    "6": "ورق شش : بزودی می بینیم",
    "7": "ورق هفت : طرف قصد سوء داره",
    "8": "ورق هشت : به فکرت هست",
    "9": "ورق نه : می خواد باهات حرف بزنه",
    "10": "ورق ده : بو سه می خواد",
    "J": "ورق سرباز : طرف غیرتی هست",
    "Q": "ورق بی بی : رقیب",
    "K": "ورق شاه : از شخصیتت خوشش می یاد",
}

# As shown: each meaning of the source (quoted above, in speech: «دوستت داره») said in the bot's one Persian
# register, the polite written one every game message uses («دوستتان دارد»).
LOVE_MEANING: Mapping[Lang, Mapping[str, str]] = {
    "fa": {
        "A": "دوستتان دارد",
        "2": "برای جلو آمدن دودل است",
        "3": "قصد ازدواج دارد",
        "4": "طرف حسود است",
        "5": "نگران آینده است",
        "6": "به‌زودی می‌بینیم",
        "7": "طرف قصد بدی دارد",
        "8": "به فکر شماست",
        "9": "می‌خواهد با شما حرف بزند",
        "10": "بوسه می‌خواهد",
        "J": "طرف غیرتی است",
        "Q": "رقیب",
        "K": "از شخصیت شما خوشش می‌آید",
    },
    "en": {
        "A": "They love you.",
        "2": "They are in two minds about stepping forward.",
        "3": "They intend to marry.",
        "4": "They are jealous.",
        "5": "They are worried about the future.",
        "6": "You'll see each other soon.",
        "7": "They have bad intentions.",
        "8": "They think about you.",
        "9": "They want to talk to you.",
        "10": "They want a kiss.",
        "J": "They are protective of you.",
        "Q": "A rival.",
        "K": "They like your personality.",
    },
}

_TEXTS: Mapping[Lang, Mapping[str, str]] = {
    "fa": {
        "ask_for_name": "لطفاً اسم طرف را با حروف بفرستید.",
        "love_title": "فال عشق برای «{name}» ({letters} حرف)",
        "love_pair": "{n}. {first} و {second}: {meaning}",
        "love_no_pair": "جفتی نیامد؛ فال امروز جوابی ندارد، بعداً دوباره امتحان کنید.",
        "marriage_title": "فال ازدواج",
        "marriage_none_home": "هیچ ورقی به خانهٔ خودش نرسید (۰ از ۱۶).",
        "marriage_home": "{filled} ورق از ۱۶ ورق به خانهٔ خودش رسید.",
        "daily_title": "ورق امروز شما: {card}",
    },
    "en": {
        "ask_for_name": "Please send the other person's name, written in letters.",
        "love_title": "Love fortune for “{name}” ({letters} {letter_word})",
        "love_pair": "{n}. {first} and {second}: {meaning}",
        "love_no_pair": "No pair came up; the fortune has no answer today. Try again later.",
        "marriage_title": "Marriage fortune",
        "marriage_none_home": "No card found its home (0 of 16).",
        "marriage_home": "{filled} of 16 cards found their home.",
        "daily_title": "Your card of the day: {card}",
    },
}

_BAND: Mapping[Lang, Mapping[MarriageBand, str]] = {
    "fa": {
        MarriageBand.YES: "ازدواج سر می‌گیرد؛ همه‌چیز سر جای خودش نشست.",
        MarriageBand.CLOSE: "خیلی نزدیک است؛ فقط چند مانع کوچک سر راه است.",
        MarriageBand.OBSTACLES: "مانع‌هایی سر راه است؛ صبور باشید.",
        MarriageBand.NOT_YET: "فعلاً نه؛ ده خشت زودتر از موعد آمد.",
    },
    "en": {
        MarriageBand.YES: "The marriage will happen; everything fell into place.",
        MarriageBand.CLOSE: "Very close: only a few small obstacles stand in the way.",
        MarriageBand.OBSTACLES: "There are obstacles in the way; be patient.",
        MarriageBand.NOT_YET: "Not yet: the ten of diamonds came too early.",
    },
}

# Spades stand for death in the source; a card of the day reads that as something coming to an end.
_THEME: Mapping[Lang, Mapping[SuitTheme, str]] = {
    "fa": {
        SuitTheme.LOVE: "دل نماد عشق و مهر است؛ امروز روز محبت است، به آدم‌های عزیزتان نزدیک‌تر شوید.",
        SuitTheme.WEALTH: "خشت نماد دارایی و ثروت است؛ امروز حواستان به پول و کار و دارایی‌تان باشد.",
        SuitTheme.STRIFE: "خاج نماد جنگ و نزاع است؛ امروز ممکن است بحث و کشمکشی پیش بیاید، آرامشتان را حفظ کنید.",
        SuitTheme.ENDING: (
            "پیک نماد مرگ است و در فال یعنی پایان چیزی کهنه؛ امروز برای رها کردن گذشته و تمام کردن "
            "کارهای نیمه‌کاره خوب است."
        ),
    },
    "en": {
        SuitTheme.LOVE: "Hearts stand for love and affection: a day for warmth; reach out to those you love.",
        SuitTheme.WEALTH: "Diamonds stand for property and wealth: a day to mind your money and your work.",
        SuitTheme.STRIFE: "Clubs stand for war and strife: the day may bring an argument; keep your calm.",
        SuitTheme.ENDING: (
            "Spades stand for death, which in a reading means an ending: a good day to let go of the past "
            "and finish what is left undone."
        ),
    },
}

_FLAVOUR: Mapping[Lang, Mapping[RankFlavour, str]] = {
    "fa": {
        RankFlavour.BEGINNING: "آس یعنی آغاز: این تازه شروع ماجراست.",
        RankFlavour.SMALL: "عدد ورق کوچک است: اثرش کم و گذراست.",
        RankFlavour.STRONG: "عدد ورق بزرگ است: اثرش پررنگ است.",
        RankFlavour.YOUTH: "سرباز: از راه یک جوان یا یک خبر می‌رسد.",
        RankFlavour.WOMAN: "بی‌بی: پای یک زن در میان است.",
        RankFlavour.MAN: "شاه: پای یک مرد یا یک بزرگ‌تر در میان است.",
    },
    "en": {
        RankFlavour.BEGINNING: "An ace is a beginning: this is only the start.",
        RankFlavour.SMALL: "A low card: its effect is small and passing.",
        RankFlavour.STRONG: "A high card: its effect is strong.",
        RankFlavour.YOUTH: "The jack: it comes through a young person or a piece of news.",
        RankFlavour.WOMAN: "The queen: a woman plays a part in it.",
        RankFlavour.MAN: "The king: a man or an elder plays a part in it.",
    },
}


def card_name(card: str, lang: Lang) -> str:
    return label_fa(card) if lang == "fa" else label(card)


def ask_for_name(lang: Lang) -> str:
    """What to answer a love fortune request whose name has no letters."""
    return _TEXTS[lang]["ask_for_name"]


def love_text(name: str, letters: int, pairs: Sequence[tuple[str, str]], lang: Lang) -> str:
    texts = _TEXTS[lang]
    title = texts["love_title"].format(
        name=isolate(clean_name(name, NAME_LIMIT)),
        letters=num(lang, letters),
        letter_word="letter" if letters == 1 else "letters",
    )
    lines = [
        texts["love_pair"].format(
            n=num(lang, n),
            first=card_name(first, lang),
            second=card_name(second, lang),
            meaning=LOVE_MEANING[lang][rank(first)],
        )
        for n, (first, second) in enumerate(pairs, 1)
    ]
    return "\n".join([title, *(lines or [texts["love_no_pair"]])])


def marriage_text(filled: int, band: MarriageBand, lang: Lang) -> str:
    texts = _TEXTS[lang]
    home = texts["marriage_home"].format(filled=num(lang, filled)) if filled else texts["marriage_none_home"]
    return "\n".join([texts["marriage_title"], home, _BAND[lang][band]])


def daily_text(card: str, theme: SuitTheme, flavour: RankFlavour, lang: Lang) -> str:
    title = _TEXTS[lang]["daily_title"].format(card=card_name(card, lang))
    return "\n".join([title, _THEME[lang][theme], _FLAVOUR[lang][flavour]])
