"""A game's seed, kept secret until the match ends, and the fingerprint that commits the table to it before the
first card is seen.

The seed is 128 bits from `secrets` (`cards.new_seed`), so it is its own salt: nobody can try seeds until one
hashes to the fingerprint, and a separate random salt would add nothing but a second value to keep and reveal.
The fingerprint is the first 16 hex digits (64 bits) of SHA-256 over a label naming this use and the token, so
it cannot be mistaken for a hash made for anything else, and finding another seed with the same fingerprint
would take about 2^64 hashes. The token players see is the seed as 32 hex digits: one word to copy into
`/verify`.
"""

from __future__ import annotations

import hashlib
import re

LABEL = b"cardbot deal commitment v1\n"
FINGERPRINT_DIGITS = 16
_TOKEN = re.compile(r"[0-9a-f]{1,64}")


def token(seed: int) -> str:
    """The seed as the match's result names it."""
    return format(seed, "032x")


def seed_of(text: str) -> int:
    """The seed a token names; raises ValueError for anything that is not one."""
    word = text.strip().lower()
    if not _TOKEN.fullmatch(word):
        raise ValueError("a token is hex digits")
    return int(word, 16)


def fingerprint(seed: int) -> str:
    """What the table shows when the game starts: it names the seed without telling it."""
    return hashlib.sha256(LABEL + token(seed).encode()).hexdigest()[:FINGERPRINT_DIGITS]
