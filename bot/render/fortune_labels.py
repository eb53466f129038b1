"""The words on the fortune images, in Persian and English: short captions beside the spread. The readings
themselves (the caption under the photo) come from `bot.fortune`."""

from __future__ import annotations

from bot.fortune import MarriageBand, RankFlavour, SuitTheme
from bot.games.cards import SUIT_FA, persian_digits, rank, suit

_LABELS: dict[str, dict[str, str]] = {
    "fa": {
        "love": "فال عشق",
        "letters": "{} حرف",
        "letters_1": "{} حرف",
        "piles": "{} دسته، یک دسته برای هر حرف",
        "piles_1": "یک دسته برای تنها حرف",
        "piles_over": "{} دسته برای {} حرف اول؛ ورقی برای بقیهٔ حرف‌ها نماند",
        "sequence": "دسته‌ها روی هم، ورق‌ها برگشت: جفت‌های هم‌عدد خوانده می‌شوند",
        "meanings": "معنی جفت‌ها",
        "no_pair": "جفتی نیامد؛ فال جوابی ندارد",
        "marriage": "فال ازدواج",
        "at_home": "ورق به خانهٔ خودش رسید",
        "out_of": "از {}",
        "hand": "شروع با",
        "stopper": "پایان با",
        "chain": "زنجیره: هر ورق به خانه‌اش می‌رود و ورق آنجا را برمی‌دارد",
        "daily": "ورق امروز شما",
    },
    "en": {
        "love": "Love fortune",
        "letters": "{} letters",
        "letters_1": "{} letter",
        "piles": "{} piles, one for each letter",
        "piles_1": "One pile for the one letter",
        "piles_over": "{} piles for the first {} letters: no cards were left for the rest",
        "sequence": "Piles gathered, pack turned over: pairs of equal rank are read",
        "meanings": "What the pairs say",
        "no_pair": "No pair came up: the fortune has no answer",
        "marriage": "Marriage fortune",
        "at_home": "cards found their home",
        "out_of": "/{}",
        "hand": "Started with",
        "stopper": "Ended by",
        "chain": "The chain: each card goes home and takes up the card lying there",
        "daily": "Your card of the day",
    },
}

BANDS: dict[str, dict[MarriageBand, str]] = {
    "fa": {
        MarriageBand.YES: "ازدواج سر می‌گیرد",
        MarriageBand.CLOSE: "خیلی نزدیک است",
        MarriageBand.OBSTACLES: "مانع‌هایی سر راه است",
        MarriageBand.NOT_YET: "فعلاً نه",
    },
    "en": {
        MarriageBand.YES: "It will happen",
        MarriageBand.CLOSE: "Very close",
        MarriageBand.OBSTACLES: "Obstacles ahead",
        MarriageBand.NOT_YET: "Not yet",
    },
}

THEMES: dict[str, dict[SuitTheme, str]] = {
    "fa": {
        SuitTheme.LOVE: "عشق و مهر",
        SuitTheme.WEALTH: "دارایی و ثروت",
        SuitTheme.STRIFE: "بحث و کشمکش",
        SuitTheme.ENDING: "پایان و رها کردن",
    },
    "en": {
        SuitTheme.LOVE: "Love and affection",
        SuitTheme.WEALTH: "Money and work",
        SuitTheme.STRIFE: "Arguments: keep calm",
        SuitTheme.ENDING: "Endings and letting go",
    },
}

FLAVOURS: dict[str, dict[RankFlavour, str]] = {
    "fa": {
        RankFlavour.BEGINNING: "تازه آغاز ماجرا",
        RankFlavour.SMALL: "اثرش کم و گذرا",
        RankFlavour.STRONG: "اثرش پررنگ",
        RankFlavour.YOUTH: "از راه یک جوان یا یک خبر",
        RankFlavour.WOMAN: "پای یک زن در میان",
        RankFlavour.MAN: "پای یک مرد یا بزرگ‌تر در میان",
    },
    "en": {
        RankFlavour.BEGINNING: "only the beginning",
        RankFlavour.SMALL: "small and passing",
        RankFlavour.STRONG: "strongly felt",
        RankFlavour.YOUTH: "through a young person or news",
        RankFlavour.WOMAN: "a woman plays a part",
        RankFlavour.MAN: "a man or an elder plays a part",
    },
}


# Card names in words, for the one card that stands alone on the page.
_RANK_WORDS: dict[str, dict[str, str]] = {
    "fa": {"A": "آس", "2": "دو", "3": "سه", "4": "چهار", "5": "پنج", "6": "شش", "7": "هفت", "8": "هشت",
           "9": "نه", "10": "ده", "J": "سرباز", "Q": "بی‌بی", "K": "شاه"},
    "en": {"A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
           "8": "Eight", "9": "Nine", "10": "Ten", "J": "Jack", "Q": "Queen", "K": "King"},
}
_SUIT_WORDS: dict[str, dict[str, str]] = {
    "fa": SUIT_FA,
    "en": {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"},
}


def card_in_words(card: str, lang: str) -> str:
    """«هفت پیک», "Seven of Spades"."""
    ranked, suited = _RANK_WORDS[lang][rank(card)], _SUIT_WORDS[lang][suit(card)]
    return f"{ranked} {suited}" if lang == "fa" else f"{ranked} of {suited}"


def fortune_label(lang: str, key: str, *numbers: int) -> str:
    """The label `key`; a key with a `_1` form takes it when its number is one."""
    if numbers == (1,) and f"{key}_1" in _LABELS[lang]:
        key = f"{key}_1"
    text = _LABELS[lang][key].format(*numbers)
    return persian_digits(text) if lang == "fa" else text
