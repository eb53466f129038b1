"""The Practice buttons: a game's, under /rules and /practice. In the private chat a press opens the practice table
there (`play.practice`); in a group the button is a link into the private chat (`/start p<game>`)."""

from __future__ import annotations

from collections.abc import Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot import callbacks, i18n
from bot.i18n import t
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens.messages import deep_link

LINK = "p"  # `/start p<game>`
A_ROW = 3

i18n.register({
    "fa": {
        "practice_pick": "کدام بازی را با بازیکنان رایانه‌ای تمرین می‌کنید؟ راهنما روشن است و امتیازی ثبت نمی‌شود.",
        "practice_in_private": "تمرین در پیوی من است، با بازیکنان رایانه‌ای:",
        "practice_opened": "میز تمرین باز شد.",
        "btn_practice": "🎯 تمرین",
        "btn_practice_game": "🎯 {game}",
    },
    "en": {
        "practice_pick": "Which game would you like to practise against computer players? Hints are on, and "
                         "nothing is scored.",
        "practice_in_private": "Practice is in my private chat, against computer players:",
        "practice_opened": "Your practice table is open.",
        "btn_practice": "🎯 Practice",
        "btn_practice_game": "🎯 {game}",
    },
})


def game_buttons(rt: Runtime, lang: str, commands: Sequence[str], private: bool) -> InlineKeyboardMarkup:
    """A Practice button per game: in the private chat a press opens the table; in a group it is a link there."""
    buttons = [practice_button(rt, t(lang, "btn_practice_game", game=GAMES[c].ui.title(lang)), c, private)
               for c in commands]
    return InlineKeyboardMarkup([buttons[i:i + A_ROW] for i in range(0, len(buttons), A_ROW)])


def practice_button(rt: Runtime, text: str, command: str, private: bool) -> InlineKeyboardButton:
    if private:
        return InlineKeyboardButton(text, callback_data=callbacks.practice(command))
    return InlineKeyboardButton(text, url=deep_link(rt, f"{LINK}{command}"))
