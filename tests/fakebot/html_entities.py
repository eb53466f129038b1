"""Telegram's ``parse_mode=HTML``, following tdlib's parser so the same input fails with the same words.

Only b/strong, i/em, u/ins, s/strike/del, a, code, pre, tg-spoiler, span class="tg-spoiler",
blockquote and tg-emoji are tags; ``&lt; &gt; &amp; &quot;`` and numeric references are decoded and any
other ``&`` stays literal. Offsets in messages are byte offsets into the UTF-8 source; entity offsets
are UTF-16 code units, as in the Bot API.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SUPPORTED_TAGS = frozenset(
    {"a", "b", "strong", "i", "em", "s", "strike", "del", "u", "ins"}
    | {"tg-spoiler", "tg-emoji", "span", "pre", "code", "blockquote"}
)
_SIMPLE_KINDS = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
}
_NAMED_REFERENCES = {b"lt": ord("<"), b"gt": ord(">"), b"amp": ord("&"), b"quot": ord('"')}
_SPACE = frozenset(b" \t\r\n\v\0")
_LT, _GT, _AMP, _SLASH, _EQ = (ord(c) for c in "<>&/=")
_QUOTES = (ord("'"), ord('"'))


class EntityParseError(ValueError):
    """The text after "Bad Request: can't parse entities: "."""


@dataclass
class _OpenTag:
    name: str
    argument: str
    utf16_offset: int
    result_start: int


def parse_html(source: str) -> tuple[str, list[dict[str, Any]]]:
    """The plain text a reader sees and its entities, or EntityParseError."""
    # A NUL sentinel lets every scan stop at the end without bounds checks, as in tdlib.
    text = source.encode("utf-8") + b"\0"
    size = len(text) - 1
    result = bytearray()
    entities: list[dict[str, Any]] = []
    nested: list[_OpenTag] = []
    utf16 = 0
    i = 0
    while i < size:
        c = text[i]
        if c == _AMP:
            code_point, after = _decode_reference(text, i)
            if code_point is not None:
                result += chr(code_point).encode("utf-8")
                utf16 += 2 if code_point > 0xFFFF else 1
                i = after
                continue
        if c != _LT:
            result.append(c)
            if c & 0xC0 != 0x80:
                utf16 += 1
            if c >= 0xF0:
                utf16 += 1
            i += 1
            continue
        begin = i
        i += 1
        if text[i] != _SLASH:
            i, tag = _read_start_tag(text, i, begin)
            nested.append(_OpenTag(tag[0], tag[1], utf16, len(result)))
        else:
            if not nested:
                raise EntityParseError(f"Unexpected end tag at byte offset {begin}")
            while text[i] not in _SPACE and text[i] != _GT:
                i += 1
            end_name = text[begin + 2 : i].decode("utf-8", "replace")
            while text[i] in _SPACE and text[i] != 0:
                i += 1
            if text[i] != _GT:
                raise EntityParseError(f"Unclosed end tag at byte offset {begin}")
            opened = nested.pop()
            if end_name and end_name != opened.name:
                raise EntityParseError(
                    f'Unmatched end tag at byte offset {begin}, expected "</{opened.name}>", found "</{end_name}>"'
                )
            if utf16 > opened.utf16_offset:
                _close_entity(entities, opened, utf16 - opened.utf16_offset, result)
        i += 1
    if nested:
        raise EntityParseError(f'Can\'t find end tag corresponding to start tag "{nested[-1].name}"')
    entities.sort(key=lambda e: (e["offset"], -e["length"]))
    return result.decode("utf-8"), entities


def _read_start_tag(text: bytes, i: int, begin: int) -> tuple[int, tuple[str, str]]:
    """Parse from just after '<' to the closing '>'; returns its position and (tag, argument)."""
    name_start = i
    while text[i] not in _SPACE and text[i] != _GT:
        i += 1
    if text[i] == 0:
        raise EntityParseError(f"Unclosed start tag at byte offset {begin}")
    tag = text[name_start:i].lower().decode("utf-8", "replace")
    if tag not in SUPPORTED_TAGS:
        raise EntityParseError(f'Unsupported start tag "{tag}" at byte offset {begin}')
    argument = ""
    while text[i] != _GT:
        while text[i] != 0 and text[i] in _SPACE:
            i += 1
        if text[i] == _GT:
            break
        attribute_start = i
        while text[i] not in _SPACE and text[i] != _EQ and text[i] != _GT:
            i += 1
        attribute = text[attribute_start:i]
        if not attribute:
            raise EntityParseError(f'Empty attribute name in the tag "{tag}" at byte offset {begin}')
        while text[i] != 0 and text[i] in _SPACE:
            i += 1
        if tag == "blockquote" and attribute == b"expandable" and text[i] != _EQ:
            argument = "1"
            continue
        if text[i] != _EQ:
            raise EntityParseError(
                f'Expected equal sign in declaration of an attribute of the tag "{tag}" at byte offset {begin}'
            )
        i += 1
        while text[i] != 0 and text[i] in _SPACE:
            i += 1
        if text[i] == 0:
            raise EntityParseError(f'Unclosed start tag "{tag}" at byte offset {begin}')
        i, value = _read_attribute_value(text, i)
        if text[i] == 0:
            raise EntityParseError(f"Unclosed start tag at byte offset {begin}")
        argument = _tag_argument(tag, attribute, value, argument)
    if tag == "span" and argument != "spoiler":
        raise EntityParseError(f'Tag "span" must have class "tg-spoiler" at byte offset {begin}')
    return i, (tag, argument)


def _read_attribute_value(text: bytes, i: int) -> tuple[int, str]:
    if text[i] not in _QUOTES:
        # An unquoted value is an HTML name token: letters, digits, '.' and '-', case-insensitive.
        start = i
        while chr(text[i]).isascii() and (chr(text[i]).isalnum() or text[i] in b".-"):
            i += 1
        if text[i] not in _SPACE and text[i] != _GT:
            raise EntityParseError(f"Unexpected end of name token at byte offset {start}")
        return i, text[start:i].lower().decode("utf-8", "replace")
    quote = text[i]
    i += 1
    value = bytearray()
    while text[i] != quote and text[i] != 0:
        if text[i] == _AMP:
            code_point, after = _decode_reference(text, i)
            if code_point is not None:
                value += chr(code_point).encode("utf-8")
                i = after
                continue
        value.append(text[i])
        i += 1
    if text[i] == quote:
        i += 1
    return i, value.decode("utf-8", "replace")


def _tag_argument(tag: str, attribute: bytes, value: str, current: str) -> str:
    if tag == "a" and attribute == b"href":
        return value
    if tag == "code" and attribute == b"class" and value.startswith("language-"):
        return value.removeprefix("language-")
    if tag == "span" and attribute == b"class" and value.startswith("tg-"):
        return value.removeprefix("tg-")
    if tag == "tg-emoji" and attribute == b"emoji-id":
        return value
    return current


def _close_entity(entities: list[dict[str, Any]], opened: _OpenTag, length: int, result: bytearray) -> None:
    offset = opened.utf16_offset
    tag = opened.name
    previous = entities[-1] if entities else None
    same_span = previous is not None and previous["offset"] == offset and previous["length"] == length
    if tag in _SIMPLE_KINDS:
        entities.append({"type": _SIMPLE_KINDS[tag], "offset": offset, "length": length})
    elif tag == "a":
        url = opened.argument or result[opened.result_start :].decode("utf-8", "replace")
        entities.append({"type": "text_link", "offset": offset, "length": length, "url": url})
    elif tag == "tg-emoji":
        entities.append(
            {"type": "custom_emoji", "offset": offset, "length": length, "custom_emoji_id": opened.argument}
        )
    elif tag == "blockquote":
        kind = "expandable_blockquote" if opened.argument else "blockquote"
        entities.append({"type": kind, "offset": offset, "length": length})
    elif tag == "pre":
        # <pre><code class="language-x"> is one pre entity with a language.
        if previous is not None and same_span and previous["type"] == "code" and "language" in previous:
            previous["type"] = "pre"
        else:
            entities.append({"type": "pre", "offset": offset, "length": length})
    elif previous is not None and same_span and previous["type"] == "pre" and opened.argument:
        previous["language"] = opened.argument
    elif opened.argument:
        entities.append({"type": "code", "offset": offset, "length": length, "language": opened.argument})
    else:
        entities.append({"type": "code", "offset": offset, "length": length})


def _decode_reference(text: bytes, pos: int) -> tuple[int | None, int]:
    """The code point of the character reference at ``pos`` and the position after it."""
    end = pos + 1
    value = 0
    if text[pos + 1] == ord("#"):
        end += 1
        if text[pos + 2] == ord("x"):
            end += 1
            while chr(text[end]) in "0123456789abcdefABCDEF":
                value = value * 16 + int(chr(text[end]), 16)
                end += 1
        else:
            while ord("0") <= text[end] <= ord("9"):
                value = value * 10 + text[end] - ord("0")
                end += 1
        if value == 0 or value >= 0x10FFFF or end - pos >= 10 or 0xD800 <= value <= 0xDFFF:
            return None, pos
    else:
        while chr(text[end]).isascii() and chr(text[end]).isalpha():
            end += 1
        named = _NAMED_REFERENCES.get(text[pos + 1 : end])
        if named is None:
            return None, pos
        value = named
    if text[end] == ord(";"):
        end += 1
    return value, end
