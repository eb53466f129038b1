"""Seep's messages in Persian and English."""

from __future__ import annotations

from bot import i18n

i18n.register({
    "fa": {
        "seep_title": "سیپ",
        "seep_summary": (
            "🎯 برگ‌های امتیازدار را از زمین بردارید (پیک‌ها، آس‌ها، ۱۰ خشت) و با برداشتن همهٔ زمین سیپ کنید.\n"
            "🔄 هر نوبت یک برگ: برگ‌هایی را که هم‌ارزش آن‌اند یا جمعشان برابر آن است بردارید، خانه (۹ تا ۱۳) "
            "بسازید یا ترمیم کنید، یا برگ را روی زمین بیندازید.\n"
            "🏆 اختلاف امتیاز {g[hand]}ها جمع می‌شود؛ هر که ۱۰۰ امتیاز (در بازی ۳۰ امتیازی پنجاب ۳۰) جلو بیفتد "
            "یک بازی (baazi) می‌برد."
        ),
        "seep_how_to": (
            "💡 اول برگی را بزنید، بعد یکی از کارهایی که آن برگ می‌کند؛ هر دکمه برگ‌های زمین را که برمی‌دارد یا با "
            "آن‌ها می‌سازد نام می‌برد."
        ),
        "seep_team_0": "{g[team_0]}",
        "seep_team_1": "{g[team_1]}",
        "seep_and": " و ",
        "seep_players_4": "۴ نفر (دو تیم)",
        "seep_players_2": "۲ نفر",
        "seep_variant_classic": "۱۰۰ امتیازی",
        "seep_variant_punjab": "۳۰ امتیازی (پنجاب)",
        "seep_scoring_standard": "امتیاز معمول",
        "seep_scoring_juneja": "امتیاز جونجا",
        "seep_limited_houses_False": "خانه: بی‌حد",
        "seep_limited_houses_True": "حداکثر ۲ خانه",
        "seep_loose_break_False": "شکستن با لوز: نه",
        "seep_loose_break_True": "شکستن با لوز: بله",
        "seep_rawalpindi_False": "راولپندی: نه",
        "seep_rawalpindi_True": "راولپندی: بله",
        "seep_baazis_n": "{n} بازی",
        "seep_start": "سیپ شروع شد. {g[dealer]}: {dealer}. {bidder} چهار برگ اول را می‌بیند و خانه‌ای از ۹ تا ۱۳ "
                      "را اعلام می‌کند؛ چهار برگ زمین تا اعلام او رو به پایین می‌ماند.",
        "seep_head": "<b>سیپ</b> · {g[hand]} {deal} · {g[dealer]}: {dealer}",
        "seep_bid_line": "اعلام: <b>{bid}</b> ({bidder})",
        "seep_redeals": "پیش از اعلام {n} بار دوباره پخش شد.",
        "seep_floor_line": "زمین: {floor}",
        "seep_floor_empty": "زمین: خالی",
        "seep_floor_down": "زمین: {n} رو به پایین",
        "seep_house": "🏠{value} ({owners}{pukka}: {cards})",
        "seep_pukka": "، ترمیم‌شده",
        "seep_hand_line": "دست شما ({n}): {cards}",
        "seep_hand_none": "هنوز برگی ندارید: بعد از حرکت اول اعلام‌کننده برگ‌ها پخش می‌شود.",
        "seep_reserve_line": "دست دوم شما ({n} برگ) بعد از بخش اول برداشته می‌شود.",
        "seep_duty": "صاحب خانهٔ {value} هستید: باید برگی به ارزش {value} نگه دارید.",
        "seep_bid_you": "▶️ <b>شما اعلام‌کننده‌اید.</b> چهار برگ اول شما: {cards}\nخانه‌ای به ارزش یکی از این "
                        "برگ‌ها (۹ تا ۱۳) اعلام کنید. بعد چهار برگ زمین رو می‌شود.",
        "seep_bid_wait": "{bidder} چهار برگ اولش را دیده و اعلام می‌کند. برگ‌های شما بعد از حرکت اول او پخش "
                         "می‌شود.",
        "seep_open_you": "▶️ <b>حرکت اول شما</b> (اعلام {bid}): خانهٔ {bid} بسازید، یا با برگی به ارزش {bid} "
                         "بردارید (و اگر چیزی برنمی‌دارد، آن را روی زمین بیندازید).",
        "seep_open_wait": "{bidder} حرکت اول را انجام می‌دهد؛ بعد بقیهٔ برگ‌ها پخش می‌شود.",
        "seep_your_turn": "▶️ <b>نوبت شماست.</b> یک برگ را بزنید، بعد کاری را که با آن می‌کنید انتخاب کنید.",
        "seep_empty_floor": "زمین خالی است: باید یک برگ روی زمین بیندازید.",
        "seep_wait": "نوبت {name} است.",
        "seep_over": "بازی تمام شد.",
        "seep_back": "↩ برگشت به برگ‌ها",
        "seep_btn_bid": "اعلام {value}",
        "seep_btn_take": "{card}: برداشتن {items}",
        "seep_btn_sweep": "{card}: برداشتن {items} 🧹 سیپ",
        "seep_btn_build": "{card}: ساختن 🏠{value} با {items}",
        "seep_btn_cement": "{card}: ترمیم 🏠{value} با {items}",
        "seep_btn_break": "{card}: شکستن به 🏠{value} ({items})",
        "seep_btn_alone": "{card}: روی 🏠{value}",
        "seep_btn_throw": "{card}: انداختن روی زمین",
        "seep_hint_seep": "سیپی به ارزش {seep} امتیاز؛ در {share}٪ از {deals} چیدمانِ ممکنِ برگ‌های دیگران که "
                          "امتحان کردم، هیچ حرکت دیگری بهتر از این نبود",
        "seep_hint_take": "{points} امتیاز برمی‌دارد؛ در {share}٪ از {deals} چیدمانِ ممکنِ برگ‌های دیگران که "
                          "امتحان کردم، هیچ حرکت دیگری بهتر از این نبود",
        "seep_hint_build": "این خانه {points} امتیاز دارد؛ در {share}٪ از {deals} چیدمانِ ممکنِ برگ‌های دیگران "
                           "که امتحان کردم، هیچ حرکت دیگری بهتر از این نبود",
        "seep_caption_head": "{g[hand]} {deal} · {g[dealer]} {dealer}",
        "seep_caption_piles": "برداشته: {piles}",
        "seep_caption_pile": "{side} {cards} برگ{seeps}",
        "seep_caption_seeps": " (سیپ {points})",
        "seep_caption_lead": "اختلاف: {lead} · بازی‌ها: {baazis} (هدف {target})",
        "seep_caption_level": "مساوی",
        "seep_caption_turn": "▶️ نوبت: {name}",
        "seep_caption_bidding": "▶️ {name} با چهار برگ اعلام می‌کند",
        "seep_caption_opening": "▶️ حرکت اول: {name} (اعلام {bid})",
        "seep_last_take": "{name}: {card} برداشت {cards}",
        "seep_last_build": "{name}: {card} → خانهٔ {value}",
        "seep_last_throw": "{name}: {card} روی زمین",
        "seep_bid": "{bidder} چهار برگ اولش را دید و <b>{bid}</b> اعلام کرد. برگ‌های زمین رو شد: {floor}",
        "seep_redealt": "{n} بار دوباره پخش شد.",
        "seep_swept": "🧹 <b>سیپ!</b> {name} زمین را پاک کرد: +{points}",
        "seep_swept_last": "🧹 {name} با آخرین برگ زمین را پاک کرد (بی‌امتیاز).",
        "seep_deal_over": "{g[hand]} {deal}: {scores}\n{lead}",
        "seep_deal_score": "{side} {total} (برگ {cards}، سیپ {seeps})",
        "seep_lead": "اختلاف: {side} +{diff}",
        "seep_lead_level": "اختلاف: صفر",
        "seep_baazi": "🎯 {side} یک بازی برد! بازی‌ها: {baazis}",
        "seep_won": "🏆 {side} برنده شد! بازی‌ها: {baazis}",
        "seep_forfeit": "{name} بازی را ترک کرد؛ {side} برنده شد.",
        "seep_rules": (
            "<b>قوانین سیپ</b> (چهار نفر در دو تیم، یارها روبه‌روی هم؛ یا دو نفر)\n"
            "• ارزش برگ‌ها: آس ۱، ۲ تا ۱۰ به عدد خود، سرباز ۱۱، بی‌بی ۱۲، شاه ۱۳.\n"
            "• {g[dealer]} ۴ برگ به نفر سمت راستش می‌دهد و ۴ برگ رو به پایین روی زمین می‌گذارد. او با دیدن همین ۴ برگ "
            "خانه‌ای از ۹ تا ۱۳ به ارزش یکی از آن‌ها اعلام می‌کند (اگر برگی بالای ۸ نداشت، دوباره پخش می‌شود).\n"
            "• برگ‌های زمین رو می‌شود و اعلام‌کننده باید خانه‌ای به ارزش اعلامش بسازد یا با برگی به همان ارزش "
            "بردارد یا آن را بیندازد. بعد بقیهٔ برگ‌ها پخش می‌شود؛ هر نفر ۱۲ بار بازی می‌کند.\n"
            "• هر نوبت یک برگ: برداشتن برگ‌های هم‌ارزش یا مجموعه‌هایی که جمعشان برابر برگ است (اجباری است: هر "
            "چه را می‌شود باید برداشت)، ساختن یا ترمیم یا شکستن خانه، یا انداختن برگ روی زمین.\n"
            "• خانه (۹ تا ۱۳) فقط یکجا برداشته می‌شود. صاحب خانه باید برگی به ارزش آن نگه دارد. خانهٔ ترمیم‌شده "
            "(دو نسخه از ارزش) شکسته نمی‌شود.\n"
            "• سیپ یعنی پاک کردن کل زمین.\n"
            "قانون‌های این میز:\n{house}"
        ),
        "seep_rules_classic": "• ۱۰۰ امتیازی: پیک‌ها به ارزش خود، آس‌های دیگر ۱، ۱۰ خشت ۶ (جمع ۱۰۰). سیپ ۵۰ "
                              "(با حرکت اول ۲۵، با آخرین برگ صفر). تیم زیر ۹ امتیاز بازی را می‌بازد؛ "
                              "اختلاف ۱۰۰ یک بازی (baazi) است.",
        "seep_rules_punjab": "• ۳۰ امتیازی (پنجاب): ۱۰ خشت ۱۲، ۹ پیک ۹، ۲ پیک ۱، هر آس ۱، برگ بیشتر ۴؛ سیپ به "
                             "ارزش برگ؛ همهٔ ۳۰ امتیاز (ستی) ۶۰ است؛ اختلاف {target} یک بازی است. اگر ۱۰ خشت یا "
                             "۹ پیک در زمین اول باشد دوباره پخش می‌شود.",
        "seep_rules_juneja": "• امتیاز جونجا: ۱۰ خشت فقط ۲، بیش از ۲۶ برگ ۴ امتیاز، سیپ حرکت اول هم ۵۰.",
        "seep_rules_limited": "• خانه‌های محدود: بیش از دو خانه روی زمین مجاز نیست.",
        "seep_rules_loose_break": "• شکستن با برگ لوز (B4): خانه را می‌شود با برگ لوز زمین شکست، اگر در همان "
                                  "حرکت با برگی از دست ترمیم شود.",
        "seep_rules_rawalpindi": "• راولپندی: ۲ پیک ۵ امتیاز و برگ بیشتر بی‌امتیاز؛ ۱۰ خشت و ۹ پیک تا "
                                 "وقتی دارنده‌شان اولین خانهٔ ۱۰ یا ۹ را نساخته، فقط انداخته می‌شوند.",
        "seep_rules_baazis": "• مسابقه تا {n} بازی (baazi) است، اما هر طرف که بیش از نیمی از آن‌ها را ببرد "
                             "همان‌جا برنده است و بقیه بازی نمی‌شود.",
        "seep_rules_one_baazi": "• مسابقه یک بازی (baazi) است.",
        "seep_scores_row": "{rank}. {name}: {matches} برد، {baazis} بازیِ برده، {seeps} سیپ",
        "seep_stats": "{game}: {played} بازی، {matches} برد، {baazis} بازیِ برده، {seeps} سیپ",
        "seep_refused_bid_first": "اول خانه‌ای از ۹ تا ۱۳ از چهار برگتان اعلام کنید.",
        "seep_refused_opening_bid": "حرکت اول باید با برگی به ارزش اعلام باشد یا خانه‌ای به همان ارزش بسازد.",
        "seep_refused_must_capture": "این برگ چیزی برمی‌دارد، پس نمی‌شود آن را انداخت.",
        "seep_refused_wrong_capture": "برداشتن باید خانه، هر برگ هم‌ارزش و بیشترین مجموعه‌ها را بگیرد.",
        "seep_refused_bad_build": "این خانه را نمی‌شود ساخت.",
    },
    "en": {
        "seep_title": "Seep",
        "seep_summary": (
            "🎯 Capture the scoring cards from the floor (spades, aces, the 10♦), and clear the floor for a seep.\n"
            "🔄 Each turn is one card: capture the cards equal to it or summing to it, build or cement a house (9 "
            "to 13), or throw it loose.\n"
            "🏆 Each {g[hand]}'s difference adds up; the side 100 points ahead (30 in the Punjabi game) wins a "
            "baazi."
        ),
        "seep_how_to": (
            "💡 Press a card, then one of the moves it can make; each names the floor cards it takes or builds "
            "with."
        ),
        "seep_team_0": "{g[team_0]}",
        "seep_team_1": "{g[team_1]}",
        "seep_and": " &amp; ",
        "seep_players_4": "4 players (teams)",
        "seep_players_2": "2 players",
        "seep_variant_classic": "100 points",
        "seep_variant_punjab": "30 points (Punjab)",
        "seep_scoring_standard": "standard scoring",
        "seep_scoring_juneja": "Juneja scoring",
        "seep_limited_houses_False": "any houses",
        "seep_limited_houses_True": "at most 2 houses",
        "seep_loose_break_False": "loose break: no",
        "seep_loose_break_True": "loose break: yes",
        "seep_rawalpindi_False": "Rawalpindi: no",
        "seep_rawalpindi_True": "Rawalpindi: yes",
        "seep_baazis_n": "{n} baazi(s)",
        "seep_start": "Seep begins. Dealer: {dealer}. {bidder} sees the first four cards and bids a house of 9 to "
                      "13; the four floor cards stay face down until the bid.",
        "seep_head": "<b>Seep</b> · hand {deal} · dealer: {dealer}",
        "seep_bid_line": "Bid: <b>{bid}</b> ({bidder})",
        "seep_redeals": "Redealt {n} time(s) before a bid was possible.",
        "seep_floor_line": "Floor: {floor}",
        "seep_floor_empty": "Floor: empty",
        "seep_floor_down": "Floor: {n} face down",
        "seep_house": "🏠{value} ({owners}{pukka}: {cards})",
        "seep_pukka": ", cemented",
        "seep_hand_line": "Your hand ({n}): {cards}",
        "seep_hand_none": "No cards yet: they are dealt after the bidder's opening play.",
        "seep_reserve_line": "Your second hand ({n} cards) is picked up after part one.",
        "seep_duty": "You own the {value} house: keep a card of value {value}.",
        "seep_bid_you": "▶️ <b>You are the bidder.</b> Your first four cards: {cards}\nBid a house value (9 to 13) "
                        "that one of them has. Then the four floor cards turn up.",
        "seep_bid_wait": "{bidder} has seen four cards and is bidding. Your cards are dealt after the opening play.",
        "seep_open_you": "▶️ <b>Your opening play</b> (bid {bid}): build a {bid} house, or play a card of value {bid} "
                         "to capture (or throw it loose if it takes nothing).",
        "seep_open_wait": "{bidder} makes the opening play; then the rest of the cards are dealt.",
        "seep_your_turn": "▶️ <b>Your turn.</b> Press a card, then what to do with it.",
        "seep_empty_floor": "The floor is empty: you must throw a card loose.",
        "seep_wait": "Waiting for {name}.",
        "seep_over": "The game is over.",
        "seep_back": "↩ Back to the cards",
        "seep_btn_bid": "Bid {value}",
        "seep_btn_take": "{card}: take {items}",
        "seep_btn_sweep": "{card}: take {items} 🧹 Seep",
        "seep_btn_build": "{card}: build 🏠{value} with {items}",
        "seep_btn_cement": "{card}: cement 🏠{value} with {items}",
        "seep_btn_break": "{card}: break into 🏠{value} ({items})",
        "seep_btn_alone": "{card}: onto 🏠{value}",
        "seep_btn_throw": "{card}: throw it loose",
        "seep_hint_seep": "a Seep worth {seep} points; no other move did better in {share}% of the {deals} deals "
                          "I tried",
        "seep_hint_take": "it takes {points} points; no other move did better in {share}% of the {deals} deals "
                          "I tried",
        "seep_hint_build": "the house holds {points} points; no other move did better in {share}% of the {deals} "
                           "deals I tried",
        "seep_caption_head": "Hand {deal} · dealer {dealer}",
        "seep_caption_piles": "Taken: {piles}",
        "seep_caption_pile": "{side} {cards} cards{seeps}",
        "seep_caption_seeps": " (seeps {points})",
        "seep_caption_lead": "Lead: {lead} · baazis: {baazis} (at {target})",
        "seep_caption_level": "level",
        "seep_caption_turn": "▶️ Turn: {name}",
        "seep_caption_bidding": "▶️ {name} is bidding with four cards",
        "seep_caption_opening": "▶️ Opening play: {name} (bid {bid})",
        "seep_last_take": "{name}: {card} took {cards}",
        "seep_last_build": "{name}: {card} → {value} house",
        "seep_last_throw": "{name}: {card} thrown loose",
        "seep_bid": "{bidder} saw four cards and bid <b>{bid}</b>. The floor turns up: {floor}",
        "seep_redealt": "Redealt {n} time(s) first.",
        "seep_swept": "🧹 <b>Seep!</b> {name} swept the floor: +{points}",
        "seep_swept_last": "🧹 {name} swept with the last card (no points).",
        "seep_deal_over": "Hand {deal}: {scores}\n{lead}",
        "seep_deal_score": "{side} {total} (cards {cards}, seeps {seeps})",
        "seep_lead": "Lead: {side} +{diff}",
        "seep_lead_level": "Lead: none",
        "seep_baazi": "🎯 {side} won a baazi! Baazis: {baazis}",
        "seep_won": "🏆 {side} won the match! Baazis: {baazis}",
        "seep_forfeit": "{name} left the game; {side} won.",
        "seep_rules": (
            "<b>Seep rules</b> (four players in two teams, partners opposite; or two players)\n"
            "• Values: ace 1, 2 to 10 their number, jack 11, queen 12, king 13.\n"
            "• The dealer gives 4 cards to the player on his right and lays 4 face down on the floor. From those "
            "4 cards alone that player bids a house of 9 to 13 that one of them has (no card above 8: redeal).\n"
            "• The floor turns up and the bidder must build a house of the bid, or play a card of the bid value "
            "to capture, or throw it. Then the rest is dealt; everyone plays 12 times.\n"
            "• Each turn is one card: capture equal cards or sets that sum to it (compulsory: take everything it "
            "can), build, cement or break a house, or throw it loose.\n"
            "• A house (9 to 13) is taken only whole. Its owner must keep a card of its value. A cemented house "
            "(two copies of its value) cannot be broken.\n"
            "• A seep clears the whole floor.\n"
            "House rules at this table:\n{house}"
        ),
        "seep_rules_classic": "• 100 points: spades at their value, other aces 1, 10♦ 6 (100 in all). A seep is "
                              "50 (25 on the opening play, 0 on the last card). A side under 9 in a deal loses a "
                              "baazi; a lead of 100 wins one.",
        "seep_rules_punjab": "• 30 points (Punjab): 10♦ 12, 9♠ 9, 2♠ 1, each ace 1, more cards 4; a seep scores the "
                             "card's value; all 30 (Satthi) counts 60; a lead of {target} wins a baazi. A first floor "
                             "with 10♦ or 9♠ is redealt.",
        "seep_rules_juneja": "• Juneja scoring: 10♦ only 2, more than 26 cards 4, an opening seep 50 too.",
        "seep_rules_limited": "• Limited houses: never more than two houses on the floor.",
        "seep_rules_loose_break": "• Loose break (B4): a house may be broken with loose floor cards if a card from "
                                  "hand cements it in the same play.",
        "seep_rules_rawalpindi": "• Rawalpindi: 2♠ is 5 and more cards score nothing; 10♦ and 9♠ may only be "
                                 "thrown until their holder builds the first 10 or 9 house.",
        "seep_rules_baazis": "• Best of {n} baazis: a side that has won more than half of them wins the match "
                             "at once, and the rest are not played.",
        "seep_rules_one_baazi": "• The match is one baazi.",
        "seep_scores_row": "{rank}. {name}: {matches} won, {baazis} baazis, {seeps} seeps",
        "seep_stats": "{game}: {played} played, {matches} won, {baazis} baazis, {seeps} seeps",
        "seep_refused_bid_first": "Bid a house of 9 to 13 from your four cards first.",
        "seep_refused_opening_bid": "The opening play uses a card of the bid value or builds a house of the bid.",
        "seep_refused_must_capture": "That card captures, so it cannot be thrown.",
        "seep_refused_wrong_capture": "A capture takes the house, every equal card and as many sets as it can.",
        "seep_refused_bad_build": "That house cannot be built.",
    },
})
