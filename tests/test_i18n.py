from bot.i18n import _CATALOG, FSI, PDI, clean_name, counted, t, who


def test_every_message_exists_in_both_languages() -> None:
    assert set(_CATALOG["fa"]) == set(_CATALOG["en"])


def test_names_are_escaped_and_isolated() -> None:
    assert who("<b>Ali</b> & co") == f"{FSI}&lt;b&gt;Ali&lt;/b&gt; &amp; co{PDI}"


def test_bidi_controls_are_stripped_from_names() -> None:
    assert clean_name("\u202eevil\u202c") == "evil"
    assert clean_name("\u200f\u200f") == "?"


def test_long_names_are_shortened() -> None:
    assert clean_name("x" * 100) == "x" * 31 + "…"


def test_persian_messages_use_persian_digits() -> None:
    assert "۱۲" in t("fa", "lobby_sets", n=12)
    assert "12" in t("en", "lobby_sets", n=12)


def test_a_count_agrees_with_its_number() -> None:
    assert [counted("en", n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [counted("fa", n, "card") for n in (1, 12)] == ["۱ برگ", "۱۲ برگ"], "Persian counts in the singular"
