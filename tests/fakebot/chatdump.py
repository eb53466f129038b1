"""A chat rendered as plain text, the way a member scrolling through it would read it."""

from __future__ import annotations

from .state import Message, State


def render_chat(state: State, chat_id: int, thread_id: int | None = None) -> str:
    group = state.group(chat_id)
    if group is None:
        title = f"DM with {state.account(chat_id).full_name} ({chat_id})"
    else:
        title = f"{group.title} ({group.type} {chat_id}{', forum' if group.is_forum else ''})"
    if thread_id is not None and group is not None:
        title += f", topic {group.topics[thread_id].name!r}"
    lines = [f"== {title} =="]
    for message in state.visible(chat_id, thread_id):
        lines.extend(_render_message(state, message, show_topic=thread_id is None))
    return "\n".join(lines)


def _render_message(state: State, message: Message, *, show_topic: bool) -> list[str]:
    sender = state.accounts[message.sender_id]
    name = f"@{sender.username}" if sender.is_bot and sender.username else sender.full_name
    head = f"#{message.message_id}"
    if show_topic and message.thread_id is not None:
        head += f" [topic {message.thread_id}]"
    service = message.service or {}
    if "forum_topic_created" in service:
        return [f"{head} {name} created topic {service['forum_topic_created']['name']!r}"]
    if "pinned_message" in service:
        return [f"{head} {name} pinned #{service['pinned_message']['message_id']}"]
    notes = []
    if message.reply_to is not None:
        notes.append(f"reply to #{message.reply_to}")
    if message.edits:
        notes.append(f"edited {message.edits}x")
    if message.pinned:
        notes.append("pinned")
    lines = [f"{head} {name}{' (' + ', '.join(notes) + ')' if notes else ''}:"]
    if message.photo_file is not None:
        lines.append(f"    [photo {message.photo_file.width}x{message.photo_file.height}]")
    lines.extend(f"    {line}" for line in message.body.splitlines())
    for row in message.buttons:
        lines.append("    " + " ".join(f"[{b.text}{' ↗' if b.url else ''}]" for b in row))
    return lines
