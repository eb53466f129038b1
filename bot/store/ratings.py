"""Skill ratings: each player's skill at each game in each group, estimated by openskill's Plackett-Luce model from
who won and lost the group's finished games, partners counted as one side. /scores ranks by the rating's ordinal
(openskill's cautious estimate, mu - 3 sigma: it starts at 0 and grows as a player wins and as the estimate firms
up), shown as an integer; higher is better.

Ratings are kept per group: the leaderboard is the group's, and a player's standing there should come from the
games played there, not from games against people nobody in the group has met. Computer players are rated like
anyone (beating them says something, and how much is what their rating learns), but they are never listed.

Every finished game updates the ratings as it is recorded (`rate_finished`); `recompute` rebuilds them all by
rating the finished games again in the order they finished, which gives the same numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from openskill.models import PlackettLuce

from bot import i18n
from bot.i18n import isolate, num, t
from bot.registry import GAMES
from bot.store import FinishedSeat, Skill, Store

i18n.register({
    "fa": {"scores_rating": "مهارت {rating}"},
    "en": {"scores_rating": "rating {rating}"},
})


def rating_text(lang: str, rating: int | None) -> str:
    """The skill rating after a player's line of /scores; nothing before the player's first rated game."""
    if rating is None:
        return ""
    shown = num(lang, abs(rating))
    return " · " + t(lang, "scores_rating", rating=isolate(("−" if rating < 0 else "") + shown))


@cache
def model() -> PlackettLuce:
    return PlackettLuce()


def sides_and_ranks(game: str, players: int, options: Mapping[str, object],
                    seats: Sequence[FinishedSeat]) -> tuple[list[list[int]], list[int]]:
    """The players of a finished game as sides of user ids, and each side's place: 0 for the winners, 1 for the
    rest. A side of empty seats (a player who left a fixed seat) is left out."""
    by_seat = {seat.seat: seat for seat in seats}
    sides, ranks = [], []
    for side in GAMES[game].ui.partners(players, options):
        members = [by_seat[s] for s in side if s in by_seat]
        if members:
            sides.append([m.user_id for m in members])
            ranks.append(0 if any(m.won for m in members) else 1)
    return sides, ranks


def rate(known: Mapping[int, Skill], sides: Sequence[Sequence[int]], ranks: Sequence[int]) -> dict[int, Skill]:
    """The new ratings of the players of one game (newcomers start at the model's prior). A game that nobody won,
    or that everyone did, or with one side only, teaches nothing and changes nobody."""
    if len(sides) < 2 or len(set(ranks)) < 2:
        return {}
    skill = model()
    teams = [[skill.rating(known[u].mu, known[u].sigma) if u in known else skill.rating() for u in side]
             for side in sides]
    rated = skill.rate(teams, ranks=list(ranks))
    return {user: Skill(r.mu, r.sigma, r.ordinal(), (known[user].games if user in known else 0) + 1)
            for side, team in zip(sides, rated, strict=True) for user, r in zip(side, team, strict=True)}


async def rate_finished(store: Store, chat_id: int, game: str, players: int, options: Mapping[str, object],
                        seats: Sequence[FinishedSeat]) -> None:
    """Update the group's ratings with one game just finished."""
    sides, ranks = sides_and_ranks(game, players, options, seats)
    rated = rate(await store.ratings(chat_id, game), sides, ranks)
    if rated:
        await store.save_ratings(chat_id, game, rated)


async def recompute(store: Store) -> int:
    """Forget every rating and rate every finished game again, in the order they finished; returns how many games
    were gone through."""
    await store.clear_ratings()
    done = 0
    for game_id in await store.finished_in_order():
        finished = await store.finished_game(game_id)
        if finished is None or finished.game not in GAMES:
            continue
        await rate_finished(store, finished.chat_id, finished.game, finished.players, finished.options,
                            finished.seats)
        done += 1
    return done


async def backfill(store: Store) -> None:
    """A database that has finished games but no ratings yet (kept before ratings existed) gets them all once."""
    if not await store.has_ratings() and await store.finished_in_order():
        await recompute(store)
