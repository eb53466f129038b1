"""Bot API methods that describe chats and their members, or change the bot's place in them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .apierror import bad_request
from .params import Params
from .state import TOPIC_ICON_COLOR, Group, State

_ADMIN_RIGHTS = {
    "can_be_edited": False,
    "is_anonymous": False,
    "can_manage_chat": True,
    "can_delete_messages": True,
    "can_manage_video_chats": True,
    "can_restrict_members": True,
    "can_promote_members": False,
    "can_change_info": True,
    "can_invite_users": True,
    "can_post_stories": False,
    "can_edit_stories": False,
    "can_delete_stories": False,
    "can_pin_messages": True,
    "can_manage_topics": True,
}


def get_chat(state: State, p: Params) -> dict[str, Any]:
    return state.chat_api(p.required_int("chat_id")) | {
        "accent_color_id": 0,
        "max_reaction_count": 11,
        "accepted_gift_types": {
            "unlimited_gifts": False,
            "limited_gifts": False,
            "unique_gifts": False,
            "premium_subscription": False,
            "gifts_from_channels": False,
        },
    }


def get_chat_member(state: State, p: Params) -> dict[str, Any]:
    chat_id, user_id = p.required_int("chat_id"), p.required_int("user_id")
    account = state.account(user_id)
    group = state.group(chat_id)
    if group is None:
        state.chat_api(chat_id)
        status = "member" if user_id in (chat_id, state.bot.id) else "left"
        return {"status": status, "user": account.to_api()}
    return member_api(state, group, user_id)


def get_chat_administrators(state: State, p: Params) -> list[dict[str, Any]]:
    chat_id = p.required_int("chat_id")
    group = state.group(chat_id)
    if group is None:
        state.chat_api(chat_id)
        raise bad_request("there are no administrators in the private chat")
    ids = [i for i in (group.owner_id, *sorted(group.admins)) if i is not None]
    if group.bot_status == "administrator":
        ids.append(state.bot.id)
    return [member_api(state, group, i) for i in dict.fromkeys(ids)]


def get_chat_member_count(state: State, p: Params) -> int:
    chat_id = p.required_int("chat_id")
    group = state.group(chat_id)
    if group is None:
        state.chat_api(chat_id)
        return 2
    return len(group.members) + (group.bot_status in ("administrator", "member"))


def leave_chat(state: State, p: Params) -> bool:
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    group = state.group(chat_id)
    if group is None:
        raise bad_request("chat member status can't be changed in private chats")
    group.bot_status = "left"
    return True


def create_forum_topic(state: State, p: Params) -> dict[str, Any]:
    chat_id = p.required_int("chat_id")
    state.check_can_post(chat_id)
    group = state.group(chat_id)
    if group is None or not group.is_forum:
        raise bad_request("the chat is not a forum")
    if group.bot_status != "administrator":
        raise bad_request("not enough rights to create a topic")
    topic = state.create_topic(group, p.required_str("name"), state.bot.id)
    return {"message_thread_id": topic.thread_id, "name": topic.name, "icon_color": TOPIC_ICON_COLOR}


def member_api(state: State, group: Group, user_id: int) -> dict[str, Any]:
    user = state.account(user_id).to_api()
    if user_id == state.bot.id:
        status = group.bot_status
    elif user_id == group.owner_id:
        return {"status": "creator", "user": user, "is_anonymous": False}
    elif user_id in group.admins:
        status = "administrator"
    else:
        status = "member" if user_id in group.members else "left"
    if status == "administrator":
        return {"status": status, "user": user} | _ADMIN_RIGHTS
    if status == "kicked":
        return {"status": status, "user": user, "until_date": 0}
    return {"status": status, "user": user}


METHODS: dict[str, Callable[[State, Params], Any]] = {
    "getChat": get_chat,
    "getChatMember": get_chat_member,
    "getChatAdministrators": get_chat_administrators,
    "getChatMemberCount": get_chat_member_count,
    "leaveChat": leave_chat,
    "createForumTopic": create_forum_topic,
}
