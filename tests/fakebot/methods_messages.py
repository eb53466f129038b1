"""Bot API methods that put messages into chats or change them: send, edit, delete, pin."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .apierror import bad_request
from .files import StoredFile
from .formatting import caption_text, message_text
from .keyboards import normalize_markup
from .params import Params
from .state import Message, State

NOT_MODIFIED = (
    "message is not modified: specified new message content and reply markup are exactly the same "
    "as a current content and reply markup of the message"
)
CHAT_ACTIONS = frozenset(
    {
        "typing",
        "upload_photo",
        "record_video",
        "upload_video",
        "record_voice",
        "upload_voice",
        "upload_document",
        "choose_sticker",
        "find_location",
        "record_video_note",
        "upload_video_note",
    }
)


def send_message(state: State, p: Params) -> dict[str, Any]:
    chat_id, thread_id, reply_to = _destination(state, p)
    source = p.opt_str("text")
    text, entities = message_text(source, p.opt_str("parse_mode"), p.json("entities"))
    markup = normalize_markup(p.json("reply_markup"))
    message = state.post(
        chat_id,
        state.bot.id,
        thread_id=thread_id,
        text=text,
        entities=entities,
        source=source,
        reply_markup=markup,
        reply_to=reply_to,
    )
    return state.message_api(message)


def send_photo(state: State, p: Params) -> dict[str, Any]:
    chat_id, thread_id, reply_to = _destination(state, p)
    sizes = _photo(state, p, p.opt_str("photo"), "photo")
    source = p.opt_str("caption")
    caption, entities = caption_text(source, p.opt_str("parse_mode"), p.json("caption_entities"))
    markup = normalize_markup(p.json("reply_markup"))
    message = state.post(
        chat_id,
        state.bot.id,
        thread_id=thread_id,
        photo=sizes,
        caption=caption,
        caption_entities=entities,
        source=source,
        reply_markup=markup,
        reply_to=reply_to,
    )
    return state.message_api(message)


def edit_message_text(state: State, p: Params) -> dict[str, Any]:
    message = _editable(state, p)
    if message.text is None:
        raise bad_request("there is no text in the message to edit")
    source = p.opt_str("text")
    text, entities = message_text(source, p.opt_str("parse_mode"), p.json("entities"))
    markup = normalize_markup(p.json("reply_markup"))
    if (text, entities, markup) == (message.text, message.entities, message.reply_markup):
        raise bad_request(NOT_MODIFIED)
    message.text, message.entities, message.source, message.reply_markup = text, entities, source, markup
    return _edited(state, message)


def edit_message_caption(state: State, p: Params) -> dict[str, Any]:
    message = _editable(state, p)
    if not message.photo:
        raise bad_request("there is no caption in the message to edit")
    source = p.opt_str("caption")
    caption, entities = caption_text(source, p.opt_str("parse_mode"), p.json("caption_entities"))
    markup = normalize_markup(p.json("reply_markup"))
    if (caption, entities, markup) == (message.caption, message.caption_entities, message.reply_markup):
        raise bad_request(NOT_MODIFIED)
    message.caption, message.caption_entities, message.source = caption, entities, source
    message.reply_markup = markup
    return _edited(state, message)


def edit_message_media(state: State, p: Params) -> dict[str, Any]:
    message = _editable(state, p)
    if not message.photo:
        raise bad_request("there is no media in the message to edit")
    media = p.json("media")
    if not isinstance(media, dict) or media.get("type") != "photo":
        raise bad_request("only photo media is supported by this fake server")
    sizes = _photo(state, p, media.get("media"), "media")
    source = media.get("caption")
    caption, entities = caption_text(source, media.get("parse_mode"), media.get("caption_entities"))
    markup = normalize_markup(p.json("reply_markup"))
    same_photo = [s.file_id for s in sizes] == [s.file_id for s in message.photo]
    if same_photo and (caption, entities, markup) == (
        message.caption,
        message.caption_entities,
        message.reply_markup,
    ):
        raise bad_request(NOT_MODIFIED)
    message.photo, message.caption, message.caption_entities = sizes, caption, entities
    message.source, message.reply_markup = source, markup
    return _edited(state, message)


def edit_message_reply_markup(state: State, p: Params) -> dict[str, Any]:
    message = _editable(state, p)
    markup = normalize_markup(p.json("reply_markup"))
    if markup == message.reply_markup:
        raise bad_request(NOT_MODIFIED)
    message.reply_markup = markup
    return _edited(state, message)


def delete_message(state: State, p: Params) -> bool:
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    message = state.find(chat_id, p.required_int("message_id"))
    if message is None:
        raise bad_request("message to delete not found")
    group = state.group(chat_id)
    if group is not None and not message.from_bot and group.bot_status != "administrator":
        raise bad_request("message can't be deleted")
    message.deleted = True
    message.pinned = False
    return True


def pin_chat_message(state: State, p: Params) -> bool:
    chat_id = _pinning_chat(state, p)
    message = state.find(chat_id, p.required_int("message_id"))
    if message is None:
        raise bad_request("message to pin not found")
    message.pinned = True
    service = {"pinned_message": state.message_api(message, with_reply=False)}
    state.post(chat_id, state.bot.id, thread_id=message.thread_id, service=service)
    return True


def unpin_chat_message(state: State, p: Params) -> bool:
    chat_id = _pinning_chat(state, p)
    message_id = p.opt_int("message_id")
    pinned = [m for m in state.visible(chat_id) if m.pinned]
    if message_id is not None:
        pinned = [m for m in pinned if m.message_id == message_id]
        if state.find(chat_id, message_id) is None:
            raise bad_request("message to unpin not found")
    if pinned:
        pinned[-1].pinned = False
    return True


def unpin_all_chat_messages(state: State, p: Params) -> bool:
    for message in state.visible(_pinning_chat(state, p)):
        message.pinned = False
    return True


def send_chat_action(state: State, p: Params) -> bool:
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    state.check_thread(chat_id, p.opt_int("message_thread_id"))
    if p.opt_str("action") not in CHAT_ACTIONS:
        raise bad_request("wrong parameter action in request")
    return True


def _destination(state: State, p: Params) -> tuple[int, int | None, int | None]:
    """Chat, topic and replied-to message of a new message, refused as Telegram would."""
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    thread_id = p.opt_int("message_thread_id")
    state.check_thread(chat_id, thread_id)
    reply = p.json("reply_parameters") or {}
    reply_to = reply.get("message_id", p.opt_int("reply_to_message_id"))
    allow_missing = bool(reply.get("allow_sending_without_reply")) or p.flag("allow_sending_without_reply")
    if reply_to is None:
        return chat_id, thread_id, None
    replied = state.find(int(reply.get("chat_id", chat_id)), int(reply_to))
    if replied is None:
        if allow_missing:
            return chat_id, thread_id, None
        raise bad_request("message to be replied not found")
    # A reply lands in the topic of the message it answers.
    return chat_id, thread_id if thread_id is not None else replied.thread_id, replied.message_id


def _photo(state: State, p: Params, value: Any, part: str) -> tuple[StoredFile, ...]:
    """The photo sizes for an upload (a form part, maybe named by attach://) or a known file_id."""
    if isinstance(value, str) and value.startswith("attach://"):
        data = p.files.get(value.removeprefix("attach://"))
        if data is None:
            raise bad_request("wrong file identifier/HTTP URL specified")
        return state.files.upload_photo(data)
    if value is None:
        upload = p.files.get(part)
        if upload is None:
            raise bad_request(f"there is no {part} in the request")
        return state.files.upload_photo(upload)
    if str(value).startswith(("http://", "https://")):
        raise bad_request("failed to get HTTP URL content")
    return state.files.photo_sizes(str(value))


def _editable(state: State, p: Params) -> Message:
    if p.has("inline_message_id"):
        raise bad_request("inline messages are not supported by this fake server")
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    message = state.find(chat_id, p.required_int("message_id"))
    if message is None:
        raise bad_request("message to edit not found")
    if not message.from_bot or message.service:
        raise bad_request("message can't be edited")
    return message


def _edited(state: State, message: Message) -> dict[str, Any]:
    message.edits += 1
    if message.reply_markup != message.keyboards[-1]:
        message.keyboards.append(message.reply_markup)
    message.edit_date = int(time.time())
    return state.message_api(message)


def _pinning_chat(state: State, p: Params) -> int:
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    group = state.group(chat_id)
    if group is not None and group.bot_status != "administrator":
        raise bad_request("not enough rights to manage pinned messages in the chat")
    return chat_id


METHODS: dict[str, Callable[[State, Params], Any]] = {
    "sendMessage": send_message,
    "sendPhoto": send_photo,
    "editMessageText": edit_message_text,
    "editMessageCaption": edit_message_caption,
    "editMessageMedia": edit_message_media,
    "editMessageReplyMarkup": edit_message_reply_markup,
    "deleteMessage": delete_message,
    "pinChatMessage": pin_chat_message,
    "unpinChatMessage": unpin_chat_message,
    "unpinAllChatMessages": unpin_all_chat_messages,
    "sendChatAction": send_chat_action,
}
