from tests.fakebot.fixtures import fake_telegram  # noqa: F401
