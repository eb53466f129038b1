import asyncio
import dataclasses
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

from telegram.error import NetworkError, RetryAfter

from bot.config import Settings
from bot.store import Store
from bot.transport.outbound import Outbound, writes

SETTINGS = dataclasses.replace(Settings(token="1:x"), private_interval=30.0, calls_per_second=1)


def failing(errors: list[Exception]) -> Callable[[], Coroutine[Any, Any, bool]]:
    """A call that raises each of `errors` in turn, then goes through."""
    async def call() -> bool:
        if errors:
            raise errors.pop(0)
        return True

    return call


def test_writes_into_a_chat_are_told_from_other_calls() -> None:
    assert writes("sendMessage", {"chat_id": "-100"}) == -100
    assert writes("editMessageText", {"chat_id": 5, "message_id": 1}) == 5
    assert writes("answerCallbackQuery", {"callback_query_id": "1"}) is None
    assert writes("getChatMember", {"chat_id": 5, "user_id": 5}) is None
    assert writes("sendMessage", {"chat_id": "@channel"}) is None


async def test_an_answer_to_a_press_goes_at_once_while_the_chats_wait() -> None:
    outbound = Outbound(SETTINGS)
    made: list[str] = []

    async def call(name: str) -> bool:
        made.append(name)
        return True

    async def request(endpoint: str, data: dict[str, Any]) -> Any:
        return await outbound.process_request(call, (endpoint,), {}, endpoint, data, None)

    await request("editMessageText", {"chat_id": 7})  # the private chat's one call in 30 s
    second = asyncio.create_task(request("editMessageText", {"chat_id": 7}))
    await request("answerCallbackQuery", {"callback_query_id": "1"})
    assert made == ["editMessageText", "answerCallbackQuery"]
    assert not second.done()
    second.cancel()


async def test_a_write_refused_for_flooding_is_made_again_until_it_goes() -> None:
    outbound = Outbound(dataclasses.replace(SETTINGS, private_interval=0.01, calls_per_second=100))
    refusals: list[Exception] = [RetryAfter(timedelta(milliseconds=10)) for _ in range(5)]
    assert await asyncio.wait_for(outbound.process_request(failing(refusals), (), {}, "sendMessage", {"chat_id": 7},
                                                           None), 5)
    assert not refusals


async def test_an_answer_to_a_press_is_made_again_through_flood_control_and_server_errors() -> None:
    outbound = Outbound(SETTINGS)
    failures: list[Exception] = [RetryAfter(timedelta(milliseconds=10)), NetworkError("Bad Gateway")]
    assert await outbound.process_request(failing(failures), (), {}, "answerCallbackQuery", {"callback_query_id": "1"},
                                          None)
    assert not failures


async def test_an_answer_that_keeps_failing_is_let_go_rather_than_left_to_the_error_handler() -> None:
    """The press's move was made: the error handler's "something went wrong" would be wrong, and late."""
    outbound = Outbound(SETTINGS)
    tries = 0

    async def answer() -> bool:
        nonlocal tries
        tries += 1
        raise NetworkError("Bad Gateway")

    assert await outbound.process_request(answer, (), {}, "answerCallbackQuery", {"callback_query_id": "1"},
                                          None) is False
    assert tries == 3


async def test_a_call_into_no_chat_refused_for_flooding_is_made_again() -> None:
    """The command menu set at start, say: a bot restarted under flood control must not die of it."""
    outbound = Outbound(SETTINGS)
    refusals: list[Exception] = [RetryAfter(timedelta(milliseconds=10)) for _ in range(2)]
    assert await asyncio.wait_for(outbound.process_request(failing(refusals), (), {}, "setMyCommands", {}, None), 5)
    assert not refusals



async def test_workers_sharing_a_store_take_turns_in_a_persons_private_chat(store_at: str) -> None:
    """Two workers write into one person's chat: the second waits for the first's call to be a second old, as
    one worker would, since Telegram counts the chat's calls whoever makes them."""
    stores = [await Store.open(store_at) for _ in range(2)]
    workers = [Outbound(dataclasses.replace(SETTINGS, private_interval=1.0, calls_per_second=100)) for _ in stores]

    async def unnoted(chat_id: int, at: float) -> None:
        raise AssertionError("a shared budget takes its calls in the store")

    for outbound, store in zip(workers, stores, strict=True):
        outbound.remember({}, unnoted, shared=store)
    try:
        made: list[float] = []

        async def call() -> bool:
            made.append(asyncio.get_running_loop().time())
            return True

        for outbound in workers:
            await outbound.process_request(call, (), {}, "editMessageText", {"chat_id": 7}, None)
        assert made[1] - made[0] >= 0.9  # a store's clock and the loop's may differ by a rounding
    finally:
        for store in stores:
            await store.close()
