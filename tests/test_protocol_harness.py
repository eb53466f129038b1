from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.hokm import Hokm
from tests.game_harness import playthrough


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**64), choice_seed=st.integers(0, 2**32))
def test_hokm_random_match_keeps_the_protocol(seed: int, choice_seed: int) -> None:
    playthrough(Hokm, {}, 4, seed, choice_seed)
