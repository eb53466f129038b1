"""`/settings`: what a group chooses once for all its games: the turn timer, each game's house rules (the
defaults of every new table, `GameEntry.settings`), whether computer players may sit in, whether players may ask
for hints, and whether its tables are slow. In a private chat, the turn timer and house rules of the person's
practice tables there."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode

from bot import callbacks, i18n
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.runtime import Runtime
from bot.table.house_rules import offered, private, value

i18n.register({
    "fa": {
        "settings_title": "<b>تنظیمات این گروه</b>",
        "settings_title_private": "<b>تنظیمات میزهای تمرین شما</b>",
        "settings_turn": "زمان هر نوبت",
        "settings_turn_0": "خاموش",
        "settings_turn_n": "{n} ثانیه",
        "settings_computers": "{g[computers]}",
        "settings_computers_0": "مجاز نیست",
        "settings_computers_n": "مجاز است",
        "settings_hints": "💡 راهنما",
        "settings_hints_0": "مجاز نیست",
        "settings_hints_n": "مجاز است",
        "settings_slow": "⏳ بازی آهسته (هر نوبت)",
        "settings_slow_0": "خاموش",
        "settings_slow_n": "{n} ساعت",
        "settings_admins": "فقط مدیران گروه می‌توانند تنظیمات را تغییر دهند.",
        "settings_saved": "ذخیره شد.",
    },
    "en": {
        "settings_title": "<b>This group's settings</b>",
        "settings_title_private": "<b>Your practice tables' settings</b>",
        "settings_turn": "Time per turn",
        "settings_turn_0": "off",
        "settings_turn_n": "{n} s",
        "settings_computers": "Computer players",
        "settings_computers_0": "not allowed",
        "settings_computers_n": "allowed",
        "settings_hints": "💡 Hints",
        "settings_hints_0": "not allowed",
        "settings_hints_n": "allowed",
        "settings_slow": "⏳ Slow games (a turn)",
        "settings_slow_0": "off",
        "settings_slow_n": "{n} h",
        "settings_admins": "Only group admins can change the settings.",
        "settings_saved": "Saved.",
    },
})


def choice_label(key: str, choice: int, lang: str) -> str:
    return t(lang, f"settings_{key}_0") if choice == 0 and i18n.known(f"settings_{key}_0") else t(
        lang, f"settings_{key}_n", n=choice)


async def settings_screen(rt: Runtime, chat_id: int) -> tuple[str, InlineKeyboardMarkup]:
    lang, current = await rt.lang(chat_id), await rt.chat_settings(chat_id)
    # A private chat's settings are those of the person's practice tables there.
    lines, rows = [t(lang, "settings_title_private" if private(chat_id) else "settings_title")], []
    for key, values in offered(chat_id).items():
        chosen = current.get(key, rt.default_turn(chat_id)) if key == "turn" else value(current, key)
        lines.append(f"{t(lang, 'settings_' + key)}: {choice_label(key, chosen, lang)}")
        rows.append([InlineKeyboardButton(("✓ " if v == chosen else "") + choice_label(key, v, lang),
                                          callback_data=callbacks.setting(key, i)) for i, v in enumerate(values)])
    return "\n".join(lines), InlineKeyboardMarkup(rows)


async def show(update: Update, context: BotContext) -> None:
    rt, message = context.runtime, update.effective_message
    if message is None:
        return
    text, markup = await settings_screen(rt, message.chat.id)
    await rt.in_group(message.chat.id, lambda: message.reply_text(text, parse_mode=ParseMode.HTML,
                                                                  reply_markup=markup))


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None and query.message is not None
    chat_id = query.message.chat.id
    lang = await rt.lang(chat_id)
    values = offered(chat_id).get(press.target, ())
    if not press.op.isdigit() or int(press.op) >= len(values):
        await query.answer(t(lang, "stale"))
        return
    if query.message.chat.type != "private" and not await rt.is_admin(chat_id, query.from_user.id):
        await query.answer(t(lang, "settings_admins"))
        return
    await rt.set_chat_setting(chat_id, press.target, values[int(press.op)])
    text, markup = await settings_screen(rt, chat_id)
    await query.answer(t(lang, "settings_saved"))
    await rt.in_group(chat_id, lambda: query.edit_message_text(text, parse_mode=ParseMode.HTML, reply_markup=markup))
