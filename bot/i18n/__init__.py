"""Messages in Persian and English, and the two rules every name in a message follows.

Every game's words for tricks, hands, teams and the like come from one glossary (bot.i18n.glossary): a message
writes `{g[trick]}` for the term in its language.

Names are HTML-escaped (messages use parse_mode HTML) and wrapped in a first-strong isolate so that a Persian
name never reorders the English around it, nor an English name the Persian.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from bot.games.cards import persian_digits
from bot.i18n.glossary import TERMS

FSI, PDI = "\u2068", "\u2069"
_TERM = re.compile(r"\{g\[(\w+)\]\}")
_CATALOG: dict[str, dict[str, str]] = {"fa": {}, "en": {}}


def register(texts: Mapping[str, Mapping[str, str]]) -> None:
    """Add a module's messages; every key must exist in both languages."""
    if set(texts["fa"]) != set(texts["en"]):
        raise ValueError(f"untranslated keys: {set(texts['fa']) ^ set(texts['en'])}")
    for lang, entries in texts.items():
        unknown = {term for text in entries.values() for term in _TERM.findall(text)} - set(TERMS[lang])
        if unknown:
            raise ValueError(f"terms missing from the glossary: {sorted(unknown)}")
        clash = set(entries) & set(_CATALOG[lang])
        if clash:
            raise ValueError(f"message keys defined twice: {sorted(clash)}")
        _CATALOG[lang].update(entries)


def t(lang: str, key: str, **values: object) -> str:
    """The message `key` in `lang`; numbers become Persian digits in Persian."""
    if lang == "fa":
        values = {k: persian_digits(str(v)) if isinstance(v, int) else v for k, v in values.items()}
    return _CATALOG[lang][key].format(g=TERMS[lang], **values)


def known(key: str) -> bool:
    return key in _CATALOG["en"]


def refusal_key(game: str, reason: str) -> str | None:
    """The message answering a move the rules refused: the game's own (`<game>_refused_<reason>`) where the
    reason means something particular to it, else the one every game shares (`refused_<reason>`); None when
    neither is registered."""
    return next((key for key in (f"{game}_refused_{reason}", f"refused_{reason}") if known(key)), None)


def refusal(lang: str, game: str, reason: str) -> str:
    """What to tell a player whose move was refused, the plain refusal where the reason has no message."""
    return t(lang, refusal_key(game, reason) or "refused_illegal")


def num(lang: str, value: int) -> str:
    return persian_digits(str(value)) if lang == "fa" else str(value)


def decimal(lang: str, value: float, places: int) -> str:
    """A number with a fixed count of decimals: ۰٫۴۲ in Persian (its own decimal separator), 0.42 in English."""
    text = f"{value:.{places}f}"
    return persian_digits(text.replace(".", "٫")) if lang == "fa" else text


def counted(lang: str, count: int, concept: str) -> str:
    """A number of a glossary term («۵ برگ», "1 card", "5 cards"): Persian counts in the singular, English in the
    plural but for one. The glossary keys a term's plural with an s (`card`, `cards`)."""
    plural = count != 1 and lang != "fa"
    return f"{num(lang, count)} {TERMS[lang][f'{concept}s' if plural else concept]}"


def isolate(text: str) -> str:
    return f"{FSI}{text}{PDI}"


def who(name: str) -> str:
    """A player's name, safe inside an HTML message whatever its script or content."""
    return isolate(html.escape(clean_name(name)))


def clean_name(name: str, limit: int = 32) -> str:
    """Strip bidi controls a name could use to scramble the text around it, and cap its length."""
    stripped = "".join(ch for ch in name if ch not in _BIDI_CONTROLS).strip() or "?"
    return stripped if len(stripped) <= limit else stripped[: limit - 1] + "…"


_BIDI_CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


register({
    "fa": {
        "error": "متأسفم، مشکلی پیش آمد. دوباره امتحان کنید.",
        "group_only": "این بازی را در یک گروه شروع کنید و مرا به گروه اضافه کنید.",
        "already_running": "یک بازی در این گفتگو در جریان است ↑",
        "lobby_title": "میز {game}",
        "lobby_seat_empty": "— خالی —",
        "lobby_count": "{n} نفر نشسته‌اند (از {low} تا {high} نفر)",
        "table_full": "میز پر است.",
        "too_many_seated": "برای این تعداد، چند نفر باید اول بلند شوند.",
        "lobby_footer": "برای نشستن روی یک صندلی بزنید. سازنده یا مدیر گروه بازی را شروع می‌کند.",
        "practice_title": "تمرین {game}",
        "practice_footer": "بازیکنان رایانه‌ای روی صندلی‌های دیگر نشسته‌اند. گزینه‌ها را انتخاب کنید و «شروع» را "
                           "بزنید. راهنما روشن است و این بازی در امتیازها و رتبه‌ها حساب نمی‌شود.",
        "lobby_sets": "تعداد ست: {n}",
        "btn_join": "نشستن",
        "btn_leave": "ترک میز",
        "btn_start": "شروع",
        "btn_cancel": "بستن میز",
        "btn_my_cards": "برگ‌های من",
        "btn_add_computer": "🤖 افزودن {g[computer]}",
        "btn_start_with_computers": "🤖 شروع با {g[computers]} در صندلی‌های خالی",
        "computer_added": "یک {g[computer]} نشست.",
        "computers_not_allowed": "در این گروه {g[computer]} مجاز نیست (/settings).",
        "computer_names": "کاوه,شیرین,دارا,پریسا,بابک,رویا,آرش,نسرین,بیژن,مهسا,فرهاد,لیلا,سیاوش,ترانه",
        "joined": "نشستید.",
        "left": "از میز بلند شدید.",
        "seat_taken": "این صندلی پر است.",
        "not_seated": "شما سر این میز نیستید.",
        "already_seated": "شما سر این میز نشسته‌اید.",
        "need_dm": "اول ربات را در پیوی استارت کنید تا برگ‌هایتان را بفرستم.",
        "dm_joined": "سر میز {game} در «{chat}» نشستید. برگ‌هایتان همین‌جا می‌آید.",
        "dm_welcome": "سلام! من بازی‌های ورق گروهی را اداره می‌کنم. مرا به یک گروه اضافه کنید و {commands} بزنید.",
        "only_creator": "فقط سازنده میز یا مدیر گروه می‌تواند این کار را بکند.",
        "not_full": "صندلی خالی مانده است: منتظر بمانید یا با {g[computers]} شروع کنید.",
        "lobby_closed_idle": "میز به خاطر بی‌کاری بسته شد.",
        "lobby_closed": "میز بسته شد.",
        "game_cancelled": "بازی لغو شد.",
        "not_saved": "الان نمی‌شود بازی را ذخیره کرد؛ حرکت شما انجام نشد. کمی بعد دوباره بزنید.",
        "change_not_saved": "الان نمی‌شود میز را ذخیره کرد؛ چیزی تغییر نکرد. کمی بعد دوباره بزنید.",
        "not_this_table": "این دکمه مال میز این گفتگو نیست.",
        "not_in_group": "فقط اعضای {chat} می‌توانند سر این میز بنشینند.",
        "bot_removed": "ربات از گروه {chat} بیرون گذاشته شد؛ بازی بی‌نتیجه تمام شد.",
        "game_abandoned": "{minutes} دقیقه کسی بازی نکرد؛ بازی بی‌نتیجه تمام شد.",
        "nothing_to_cancel": "بازی‌ای در جریان نیست.",
        "stale": "این دکمه قدیمی است.",
        "not_your_game": "شما در این بازی نیستید.",
        "not_your_turn": "نوبت شما نیست.",
        "game_over_press": "این بازی تمام شده است.",
        "and": " و ",
        "game_over_won": "🏁 بازی تمام شد. {winners} بردند.",
        "game_over_no_winner": "🏁 بازی تمام شد.",
        "btn_play_again": "🔁 دوباره بازی کنیم",
        "again_opened": "میز تازه باز شد؛ برای شروع «شروع» را بزنید.",
        "again_not_yours": "فقط بازیکنان همین بازی یا مدیر گروه می‌توانند دوباره بازی را باز کنند.",
        "again_open_here": "یک میز در این گفتگو باز است ↑",
        "started": "بازی شروع شد!",
        "scores_title": "جدول امتیاز این گروه",
        "scores_empty": "هنوز بازی‌ای در این گروه تمام نشده است.",
        "stats_empty": "{name} هنوز بازی‌ای را تمام نکرده است.",
        "lang_set": "زبان این گفتگو: فارسی",
        "lang_usage": "/lang fa یا /lang en",
        "help_title": "<b>بازی‌های ورق گروهی</b>",
        "help_general": (
            "/scores — جدول امتیاز گروه\n"
            "/stats — کارنامه شما\n"
            "/history — بازی‌های تمام‌شدهٔ گروه؛ /history me: بازی‌های شما\n"
            "/rules — فهرست بازی‌ها و قوانینشان\n"
            "/fal — فال ورق: عشق، ازدواج، ورق امروز\n"
            "   (منبع فال ازدواج بعد از چیدن ورق‌ها نیمه‌کاره مانده است؛ پایانش، رفتن هر ورق به خانهٔ خودش تا "
            "وقتی ده خشت بیاید، را {g[bot]} کامل کرده است.)\n"
            "/practice — تمرین یک بازی در پیوی با بازیکنان رایانه‌ای، با راهنما و بی‌امتیاز\n"
            "/settings — تنظیمات گروه (مدیران)\n"
            "/pings on|off — اعلان نوبت شما در پیوی\n"
            "/cancel — لغو بازی (سازنده یا مدیر)\n"
            "/verify &lt;بذر&gt; — وارسی پخش‌های یک بازی تمام‌شده با بذری که نتیجه‌اش اعلام کرد\n"
            "/lang fa|en — زبان\n"
            "برگ‌های هر بازیکن در پیوی ربات می‌آید؛ اول ربات را استارت کنید."
        ),
        "rules_title": "<b>بازی‌ها</b>",
        "rules_line": "/rules {command} — قوانین {game}",
        "or": " یا ",
        "refused_illegal": "این حرکت الان مجاز نیست.",
        "turn_warning": "⏳ نوبت شماست؛ {seconds} ثانیه مانده است.",
        "turn_auto": "⏱ وقت {name} تمام شد؛ یک حرکت به جای او خودکار انجام شد.",
        "turn_takeover": ("تا {name} برگردد، یک {g[computer]} به جای او بازی می‌کند. با زدن یک برگ در پیوی، "
                          "جایش را پس می‌گیرد."),
        "turn_back": "{name} برگشت و خودش بازی می‌کند.",
        "turn_forfeit": "{name} برنگشت و کسی جایش را نگرفت؛ بازی را ترک کرده به حساب می‌آید.",
        "turn_volunteer": "{name} جای {old} را گرفت.",
        "btn_take_seat": "نشستن به جای {name}",
        "refused_must_follow": "باید از خال زمینه بازی کنید.",
        "refused_not_in_hand": "این برگ در دست شما نیست.",
        "refused_not_your_turn": "نوبت شما نیست.",
        "refused_not_in_game": "شما دیگر در این بازی نیستید.",
        "refused_cannot_pass": "الان نمی‌شود پاس داد.",
        "refused_draw_first": "اول یک برگ بردارید.",
        "refused_cannot_take": "الان نمی‌شود برگ زمین را برداشت.",
    },
    "en": {
        "error": "Sorry, something went wrong. Please try again.",
        "group_only": "Start this game in a group: add me to a group first.",
        "already_running": "A game is already running in this chat ↑",
        "lobby_title": "{game} table",
        "lobby_seat_empty": "— empty —",
        "lobby_count": "{n} seated ({low} to {high} players)",
        "table_full": "The table is full.",
        "too_many_seated": "Too many people are seated for that size: some must leave first.",
        "lobby_footer": "Tap a seat to join. The creator or a group admin starts the game.",
        "practice_title": "{game} practice",
        "practice_footer": "Computer players sit in the other seats. Choose the options, then Start. Hints are on, "
                           "and this game counts in no scores or ratings.",
        "lobby_sets": "Sets: {n}",
        "btn_join": "Join",
        "btn_leave": "Leave",
        "btn_start": "Start",
        "btn_cancel": "Close table",
        "btn_my_cards": "My cards",
        "btn_add_computer": "🤖 Add {g[computer]}",
        "btn_start_with_computers": "🤖 Start with {g[computers]} in the empty seats",
        "computer_added": "A {g[computer]} sat down.",
        "computers_not_allowed": "No {g[computers]} are allowed in this group (/settings).",
        "computer_names": "Kaveh,Shirin,Dara,Parisa,Babak,Roya,Arash,Nasrin,Bijan,Mahsa,Farhad,Leila,Siavash,Taraneh",
        "joined": "You're seated.",
        "left": "You left the table.",
        "seat_taken": "That seat is taken.",
        "not_seated": "You're not at this table.",
        "already_seated": "You're already seated.",
        "need_dm": "Start me in a private chat first so I can send you your cards.",
        "dm_joined": "You're seated at the {game} table in “{chat}”. Your cards will arrive here.",
        "dm_welcome": "Hi! I run card games in group chats. Add me to a group and send {commands}.",
        "only_creator": "Only the table's creator or a group admin can do that.",
        "not_full": "Some seats are empty: wait for people, or start with {g[computers]}.",
        "lobby_closed_idle": "The table was closed because nobody used it.",
        "lobby_closed": "The table was closed.",
        "game_cancelled": "The game was cancelled.",
        "not_saved": "The game cannot be saved right now, so your move was not made. Try again in a moment.",
        "change_not_saved": "The table cannot be saved right now, so nothing changed. Try again in a moment.",
        "not_this_table": "This button does not belong to a table in this chat.",
        "not_in_group": "Only members of {chat} can sit at this table.",
        "bot_removed": "The bot was removed from {chat}, so the game ended without a result.",
        "game_abandoned": "Nobody has played for {minutes} minutes, so the game ended without a result.",
        "nothing_to_cancel": "No game is running here.",
        "stale": "That button is out of date.",
        "not_your_game": "You're not playing in this game.",
        "not_your_turn": "It's not your turn.",
        "game_over_press": "This game is over.",
        "and": " &amp; ",
        "game_over_won": "🏁 The game is over. {winners} won.",
        "game_over_no_winner": "🏁 The game is over.",
        "btn_play_again": "🔁 Play again",
        "again_opened": "A new table is open: press Start to play.",
        "again_not_yours": "Only the players of this game or a group admin can play it again.",
        "again_open_here": "A table is already open in this chat ↑",
        "started": "The game has started!",
        "scores_title": "This group's leaderboard",
        "scores_empty": "No game has finished in this group yet.",
        "stats_empty": "{name} hasn't finished a game yet.",
        "lang_set": "This chat's language: English",
        "lang_usage": "/lang fa or /lang en",
        "help_title": "<b>Card games for groups</b>",
        "help_general": (
            "/scores — the group's leaderboard\n"
            "/stats — your record\n"
            "/history — the group's finished games; /history me: yours\n"
            "/rules — the games and their rules\n"
            "/fal — card fortunes: love, marriage, card of the day\n"
            "   (The marriage fortune's source breaks off after the layout; its ending, each card going home until "
            "the ten of diamonds turns up, is the bot's own.)\n"
            "/practice — practise a game in private against computer players, with hints, unscored\n"
            "/settings — the group's settings (admins)\n"
            "/pings on|off — your turn alerts in private\n"
            "/cancel — cancel the game (creator or admin)\n"
            "/verify &lt;seed&gt; — check a finished game's deals by the seed its result named\n"
            "/lang fa|en — language\n"
            "Each player's cards arrive in a private chat with me: start me there first."
        ),
        "rules_title": "<b>Games</b>",
        "rules_line": "/rules {command} — {game} rules",
        "or": " or ",
        "refused_illegal": "That move isn't allowed now.",
        "turn_warning": "⏳ Your turn: {seconds} seconds left.",
        "turn_auto": "⏱ {name} ran out of time; a move was played for them automatically.",
        "turn_takeover": (
            "A {g[computer]} plays for {name} until they come back: pressing a card in the DM takes the seat back."
        ),
        "turn_back": "{name} is back and playing again.",
        "turn_forfeit": "{name} did not come back and nobody took the seat: they have left the game.",
        "turn_volunteer": "{name} took over {old}'s seat.",
        "btn_take_seat": "Take {name}'s seat",
        "refused_must_follow": "You must follow the suit that was led.",
        "refused_not_in_hand": "That card isn't in your hand.",
        "refused_not_your_turn": "It's not your turn.",
        "refused_not_in_game": "You're no longer in this game.",
        "refused_cannot_pass": "You can't pass now.",
        "refused_draw_first": "Draw a card first.",
        "refused_cannot_take": "The top discard can't be taken now.",
    },
})
