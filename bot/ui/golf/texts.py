"""Golf's messages in Persian and English: the variants' names and rules, the turn prompts, the buttons, the
news of the table and the refusals."""

from __future__ import annotations

from bot import i18n

VARIANT_NAMES = {
    "fa": {"six": "گلف ۶ برگی", "four": "گلف ۴ برگی", "malaysian": "گلف مالزیایی", "pablo": "پابلو",
           "cumbia": "کومبیا", "cabo": "کابو", "cactus": "کاکتوس", "eight": "گلف ۸ برگی", "nine": "گلف ۹ برگی",
           "ten": "گلف ۱۰ برگی"},
    "en": {"six": "Six-card Golf", "four": "Four-card Golf", "malaysian": "Malaysian Golf", "pablo": "Pablo",
           "cumbia": "Cumbia", "cabo": "Cabo", "cactus": "Cactus", "eight": "Eight-card Golf",
           "nine": "Nine-card Golf", "ten": "Ten-card Golf"},
}

VARIANT_RULES = {
    "fa": {
        "six": "۶ برگ پشت‌رو در ۲ ردیف ۳ستونه. در نوبت اول دو برگ را رو کنید. هر نوبت از دسته یا زمین "
               "بردارید و جای یکی از برگ‌هایتان بگذارید (برگ قبلی رو به زمین می‌رود)، یا برگ دسته را دور "
               "بیندازید؛ برگ زمین را نمی‌شود دوباره انداخت. وقتی همهٔ برگ‌های یک نفر رو شد بقیه یک نوبت "
               "دیگر دارند. جوکر −۲، شاه ۰، آس ۱، سرباز و بی‌بی ۱۰؛ دو برگ هم‌عدد در یک ستون ۰ و دو جوکر −۴. "
               "۹ دست؛ کمترین جمع می‌برد.",
        "four": "۴ برگ پشت‌رو در مربع ۲×۲؛ اول بازی دو برگ ردیف نزدیک را یک‌بار نگاه می‌کنید. برگ تازه پشت‌رو "
                "جای قبلی می‌نشیند. به جای نوبت می‌شود «در زد»: بقیه یک نوبت دیگر دارند. آس ۱، سرباز و بی‌بی ۱۰، "
                "شاه ۰، بدون جفت. ۹ دست.",
        "malaysian": "۴ برگ پشت‌رو؛ دو برگ نزدیک را یک‌بار می‌بینید. برگ قدرتی که از دسته بکشید: سرباز یکی "
                     "از برگ‌های خودتان را نشان می‌دهد، بی‌بی برگ یک حریف را، شاه یک برگ شما را ندیده با برگ "
                     "حریف عوض می‌کند و جوکر برگ‌های یک حریف را بُر می‌زند. تصویرها و جوکر ۱۰. وقتی دسته تمام "
                     "شود دست تمام است.",
        "pablo": "۴ برگ پشت‌رو؛ دو برگ نزدیک را یک‌بار می‌بینید. ۷ از دسته: برگ حریف را ببینید و با یکی از "
                 "برگ‌هایتان عوض کنید؛ ۸: هر برگی را ببینید. چند برگ هم‌عدد را می‌شود با یک برگ عوض کرد (اگر "
                 "هم‌عدد نباشند برگ به دستتان اضافه می‌شود). آخر نوبت می‌شود «پابلو» گفت. جوکر −۵. گوینده اگر "
                 "کمترین باشد −۱۰، اگر نه بیشترین امتیاز دست به او اضافه می‌شود. تا ۱۰۰.",
        "cumbia": "۴ برگ پشت‌رو؛ دو برگ نزدیک را یک‌بار می‌بینید. ۴ تا ۷، ۱۰ و سرباز برگ قدرتی‌اند و در دست "
                  "نمی‌نشینند. روی هر برگ انداخته هر کس (خارج از نوبت) می‌تواند یک برگ هم‌ارزش از هر دستی "
                  "بیندازد: اولین نفر حساب است؛ اشتباه از دست دیگری ۱۰ امتیاز جریمه دارد. ۲ خشت −۱۰، شاه قرمز "
                  "−۵، بی‌بی ۱۲، سرباز ۱۱. «کومبیا» را هر لحظه از نوبتتان می‌شود گفت. ۷ دست.",
        "cabo": "۴ برگ پشت‌رو؛ دو برگ نزدیک را یک‌بار می‌بینید. ۷ و ۸ برگ خودتان را نشان می‌دهد، ۹ و ۱۰ برگ "
                "دیگری را، سرباز و بی‌بی دو برگ را ندیده عوض می‌کند. برگ کشیده را می‌شود با برگ‌های هم‌عدد "
                "(از هر دستی) جفت کرد؛ هر اشتباه یک برگ جریمه. «کابو» را هر لحظه از نوبتتان می‌شود گفت؛ "
                "دست خالی یا دستهٔ خالی دست را تمام می‌کند. شاه خشت ۰، بقیهٔ شاه‌ها ۱۳، بی‌بی ۱۲، سرباز ۱۱. تا ۱۰۰.",
        "cactus": "۴ برگ پشت‌رو؛ دو برگ نزدیک را یک‌بار می‌بینید؛ برگ رو در وسط نیست. ۶ تا ۸ برگ خودتان را "
                  "نشان می‌دهد، ۹ و ۱۰ و سرباز برگ حریف را، بی‌بی ندیده عوض می‌کند؛ برگ قدرتی استفاده‌نشده را "
                  "نفر بعد می‌تواند بردارد و استفاده کند. تا برگ بعدی کشیده نشده، هر کس یک‌بار می‌تواند برگ "
                  "هم‌عدد برگ روی زمین را از دست خودش بیندازد؛ اشتباه: دو برگ جریمه. آخر نوبت «کاکتوس». تا ۱۰۰.",
        "eight": "۸ برگ در ۲ ردیف ۴ستونه؛ در نوبت اول دو برگ یک ستون را رو کنید. برگ پشت‌روی عوض‌شده باید "
                 "دور انداخته شود؛ اگر برگ دسته را دور بیندازید باید یک برگ را رو کنید. جوکر −۵؛ دو ستون جفت "
                 "هم‌عدد −۱۰. ۹ دست.",
        "nine": "۹ برگ در ۳ ردیف ۳ستونه؛ در نوبت اول سه برگ را رو کنید. فقط ستونی با سه برگ هم‌عدد ۰ است. ۹ دست.",
        "ten": "۱۰ برگ در ۲ ردیف ۵ستونه با دو دسته ورق؛ بقیه مثل گلف ۶ برگی. ۹ دست.",
    },
    "en": {
        "six": "6 face-down cards in 2 rows of 3. On your first turn turn two face up. Each turn take the stock's "
               "top or the top discard and put it in place of one of your cards (that card goes face up on the "
               "pile), or throw a stock card away; a discard taken must be kept. When someone's cards are all face "
               "up, everyone else has one more turn. Joker −2, K 0, A 1, J and Q 10; two equal cards in a column "
               "0, two jokers −4. 9 holes; the lowest total wins.",
        "four": "4 face-down cards in a 2 × 2 square; at the start you look once at the near two. New cards go "
                "face down. Instead of a turn you may knock: the others have one more turn. A 1, J and Q 10, K 0, "
                "no pairs. 9 holes.",
        "malaysian": "4 face-down cards; you look once at the near two. A power card drawn from the stock: J shows "
                     "you one of your cards, Q an opponent's, K swaps one of yours with an opponent's unseen, a "
                     "joker shuffles an opponent's cards. Pictures and jokers 10. The hole ends when the stock "
                     "runs out.",
        "pablo": "4 face-down cards; you look once at the near two. A 7 from the stock: look at an opponent's card "
                 "and swap it with one of yours; an 8: look at any card. Equal cards may be replaced together by "
                 "one card (if they differ, it joins your layout). Call “Pablo” at a turn's end. Joker −5. A "
                 "strictly lowest caller −10, a beaten one adds the hole's highest value. To 100.",
        "cumbia": "4 face-down cards; you look once at the near two. 4–7, 10 and J are power cards and never enter "
                  "a layout. On any discard anyone may, out of turn, throw a card of equal value from any layout: "
                  "the first press counts; a miss from another's layout costs 10. 2♦ −10, red K −5, Q 12, J 11. "
                  "Call “Cumbia” at any point of your turn. 7 holes.",
        "cabo": "4 face-down cards; you look once at the near two. 7 and 8 show you one of your cards, 9 and 10 "
                "someone else's, J and Q swap any two cards unseen. A drawn card may be matched against equal "
                "cards in any layout; each miss costs a penalty card. Call “Cabo” at any point of your turn; an "
                "empty layout or stock ends the hole. K♦ 0, other kings 13, Q 12, J 11. To 100.",
        "cactus": "4 face-down cards; you look once at the near two; no up-card. 6–8 show you one of your cards, "
                  "9, 10 and J an opponent's, Q swaps unseen; an unused power card on the pile may be taken and "
                  "used by the next player. Until the next draw, anyone may snap once a card of the top discard's "
                  "rank from their own layout; a wrong snap costs two penalty cards. Call “Cactus” at a turn's end. "
                  "To 100.",
        "eight": "8 cards in 2 rows of 4; on your first turn turn up two cards of one column. A face-down card "
                 "replaced must be thrown; throwing a stock card forces a flip. Joker −5; two equal pair columns "
                 "−10. 9 holes.",
        "nine": "9 cards in 3 rows of 3; on your first turn turn three face up. Only a column of three equal cards "
                "scores 0. 9 holes.",
        "ten": "10 cards in 2 rows of 5 from two packs; otherwise as six-card Golf. 9 holes.",
    },
}

SHORT_NAMES = {
    "fa": {"six": "۶ برگی", "four": "۴ برگی", "malaysian": "مالزیایی", "pablo": "پابلو", "cumbia": "کومبیا",
           "cabo": "کابو", "cactus": "کاکتوس", "eight": "۸ برگی", "nine": "۹ برگی", "ten": "۱۰ برگی"},
    "en": {"six": "6-card", "four": "4-card", "malaysian": "Malaysian", "pablo": "Pablo", "cumbia": "Cumbia",
           "cabo": "Cabo", "cactus": "Cactus", "eight": "8-card", "nine": "9-card", "ten": "10-card"},
}
"""The lobby's buttons: five to a row."""

i18n.register({
    "fa": {
        "golf_title": "گلف",
        "golf_summary": (
            "🎯 جمع برگ‌های جلویتان را، که بیشترشان پشت‌رو است، در پایان هر {g[hand]} تا می‌توانید پایین نگه "
            "دارید.\n"
            "🔄 هر نوبت از دسته یا زمین یک برگ بردارید و آن را جای یکی از برگ‌هایتان بگذارید یا بیندازید.\n"
            "🏆 پس از {g[hand]}های بازی (یا وقتی کسی از سقف امتیاز بگذرد) کمترین جمع برنده است."
        ),
        "golf_how_to": (
            "💡 وقتی خواسته شد، برگ‌هایی از جدولتان را برای دیدن یا رو کردن بزنید (👁: فقط شما می‌بینید، آن هم تا "
            "نوبت بعدتان)؛ هر نوبت «دسته» یا برگ زمین را بزنید و بعد جایش را در جدول."
        ),
        "golf_wait_for_race": "{seconds} ثانیه صبر کنید: بقیه هنوز می‌توانند برگ بیندازند.",
        "golf_start": ("⛳ <b>{variant}</b> با {players} بازیکن؛ {holes}.\n{first} شروع می‌کند. "
                       "برگ‌هایتان در پیوی ربات است."),
        "golf_holes": "{n} دور",
        "golf_target": "تا {n} امتیاز",
        "golf_or": " یا ",
        "settings_golf_rearrange": "گلف: جابه‌جایی برگ‌های رو بعد از رو کردن اول",
        "settings_golf_rearrange_0": "خیر",
        "settings_golf_rearrange_n": "بله",
        "settings_golf_big_square": "گلف: چهار جوکر در دو ستون −۲۰",
        "settings_golf_big_square_0": "خیر",
        "settings_golf_big_square_n": "بله",
        "golf_lobby_holes": "⛳ {g[hand]}: {n}",
        "golf_lobby_holes_own": "⛳ طول معمول",
        "golf_lobby_rearrange_False": "جابه‌جایی: نه",
        "golf_lobby_rearrange_True": "جابه‌جایی: بله",
        "golf_lobby_four_of_a_kind_False": "چهار هم‌عدد −۱۰: نه",
        "golf_lobby_four_of_a_kind_True": "چهار هم‌عدد −۱۰: بله",
        "golf_lobby_pairs_anywhere_False": "جفت هر جا: نه",
        "golf_lobby_pairs_anywhere_True": "جفت هر جا: بله",
        "golf_lobby_big_square_bonus_False": "۴ جوکر −۲۰: نه",
        "golf_lobby_big_square_bonus_True": "۴ جوکر −۲۰: بله",
        "golf_lobby_four_replace_once_False": "عوض فقط یک‌بار: نه",
        "golf_lobby_four_replace_once_True": "عوض فقط یک‌بار: بله",
        "golf_lobby_four_progressive_False": "رو شدن تدریجی: نه",
        "golf_lobby_four_progressive_True": "رو شدن تدریجی: بله",
        "golf_lobby_relook_False": "نگاه دوباره: نه",
        "golf_lobby_relook_True": "نگاه دوباره: بله",
        "golf_lobby_nine_shrink_False": "حذف سه‌تایی: نه",
        "golf_lobby_nine_shrink_True": "حذف سه‌تایی: بله",
        "golf_lobby_nine_square_False": "مربع −۲۵: نه",
        "golf_lobby_nine_square_True": "مربع −۲۵: بله",
        "golf_lobby_flip_as_turn_False": "رو کردن به جای نوبت: نه",
        "golf_lobby_flip_as_turn_True": "رو کردن به جای نوبت: بله",
        "golf_lobby_four_look_near": "👁 دو نزدیک",
        "golf_lobby_four_look_any_two": "👁 دو دلخواه",
        "golf_lobby_four_look_one": "👁 یکی",
        "golf_lobby_four_look_all": "👁 هر چهار",
        "golf_lobby_four_look_pay": "👁 هر بار +۱",
        "golf_lobby_four_scale_standard": "سرباز ۱۰",
        "golf_lobby_four_scale_jack20": "سرباز ۲۰، سوختن نوبت",
        "golf_lobby_nine_lines_column": "سه‌تایی در ستون",
        "golf_lobby_nine_lines_any": "سه‌تایی در هر خط",
        "golf_hand_head": "⛳ <b>{variant}</b> · {g[hand]} {hole}",
        "golf_piles": "زمین: {top} · دسته: {stock}",
        "golf_nothing": "خالی",
        "golf_held": "برگ در دست شما: <b>{card}</b>",
        "golf_seen": "دیده‌اید: {cards}",
        "golf_wait": "نوبت شما نیست؛ میز در گروه است.",
        "golf_over": "بازی تمام شد.",
        "golf_turn_flip": "▶️ <b>نوبت شماست.</b> یک برگ را برای رو کردن بزنید.",
        "golf_turn_look": "▶️ <b>نوبت شماست.</b> برگی را که می‌خواهید ببینید بزنید.",
        "golf_turn_draw": "▶️ <b>نوبت شماست.</b> از دسته یا زمین بردارید.",
        "golf_turn_held": "▶️ جای برگ را در دستتان بزنید، یا دکمه‌های پایین.",
        "golf_turn_target_seat": "▶️ بازیکنی را انتخاب کنید.",
        "golf_turn_target_pos": "▶️ برگی از {name} را انتخاب کنید.",
        "golf_turn_decide": "▶️ عوض کنید؟",
        "golf_turn_match": "▶️ برگ هم‌عدد را انتخاب کنید، یا تمام.",
        "golf_turn_give": "▶️ یکی از برگ‌هایتان را برای جای خالی {name} بزنید.",
        "golf_turn_forced": "▶️ یک برگ را رو کنید.",
        "golf_turn_call": "▶️ اعلام پایان دست؟",
        "golf_turn_arrange": "▶️ اگر بخواهید برگ رویی را بزنید و بعد جای تازه‌اش را؛ آخر کار «تمام».",
        "golf_pay_look": "👁 برای دیدن یکی از برگ‌هایتان آن را بزنید (+۱ امتیاز).",
        "golf_turn_multi": "▶️ برگ‌های هم‌عددی را که این برگ جایشان می‌نشیند بزنید (دو یا بیشتر)، بعد «عوض کردن».",
        "golf_race_open": "⚡ می‌توانید برگ هم‌ارزش {card} را بیندازید (اولین نفر).",
        "golf_seats": "بازیکن‌ها: {seats}",
        "golf_totals": "جمع: {totals}",
        "golf_btn_stock": "🂠 دسته ({n})",
        "golf_btn_take": "برداشتن {card}",
        "golf_btn_discard": "🗑 انداختن {card}",
        "golf_btn_use": "✨ قدرت {card}",
        "golf_btn_match": "🎯 جفت کردن",
        "golf_btn_knock": "✊ در زدن",
        "golf_btn_call": "📣 اعلام",
        "golf_btn_end": "ادامه",
        "golf_btn_swap": "🔁 عوض کردن",
        "golf_btn_keep": "عوض نکن",
        "golf_btn_done": "تمام",
        "golf_btn_skip": "رد",
        "golf_btn_flip_all": "رو کردن همه",
        "golf_btn_multi": "🟰 چند برگ هم‌عدد",
        "golf_btn_confirm": "✅ عوض کردن ({n})",
        "golf_btn_back": "↩️ برگشت",
        "golf_btn_mine": "برگ‌های من",
        "golf_caption_turn": "▶️ نوبت: {name}",
        "golf_caption_hole": "⛳ {variant} · {g[hand]} {hole}",
        "golf_caption_over": "🏆 برنده: {names}",
        "golf_caption_race": "⚡ می‌شود برگ انداخت",
        "golf_hole_over": "⛳ <b>{g[hand]} {hole} تمام شد</b>\n{lines}",
        "golf_hole_line": "{name}: {score} (جمع {total})",
        "golf_ending": "📣 {name} پایان دست را اعلام کرد: بقیه یک نوبت دیگر دارند.",
        "golf_all_up": "✅ همهٔ برگ‌های {name} رو شد: بقیه یک نوبت دیگر دارند.",
        "golf_race_won": "⚡ {name} برگ {card} را انداخت.",
        "golf_race_failed": "❌ {name} اشتباه زد: {card}.",
        "golf_stock_out": "دسته تمام شد.",
        "golf_layout_empty": "دست یک نفر خالی شد.",
        "golf_won": "🏆 <b>{names}</b> برنده شد! ({margin} امتیاز کمتر)",
        "golf_won_tie": "🏆 <b>{names}</b> مساوی برنده شدند.",
        "golf_left": "{name} بازی را ترک کرد.",
        "golf_skipped": "⏭ سرباز زمین آمد: نوبت {name} سوخت.",
        "golf_line_removed": "✂️ سه برگ هم‌عدد {name} بیرون رفت: {cards}",
        "golf_and": "، ",
        "golf_scores_row": "{rank}. {name}: {matches} برد از {played} بازی، {holes} دور برده، {points} امتیاز",
        "golf_stats": "{game}: {played} بازی، {matches} برد، {holes} دور برده، {points} امتیاز",
        "golf_rules": "<b>قوانین {variant}</b> (۲ تا {most} نفر)\n{text}\nقانون‌های این میز: {house}",
        "golf_memory": "برگی که می‌بینید یا پشت‌رو می‌گذارید تا اولین حرکت نوبت بعدتان 👁 نشان داده می‌شود؛ بعد "
                       "باید یادتان بماند.",
        "golf_house_none": "قانون اضافه‌ای نیست",
        "golf_house_holes": "{n} دور",
        "golf_house_target": "تا {n} امتیاز",
        "golf_refused_already_tried": "روی این برگ یک بار امتحان کرده‌اید.",
        "golf_refused_race_closed": "دیر شد: دیگر نمی‌شود روی این برگ انداخت.",
        "golf_refused_flip_first": "اول برگ‌هایتان را رو کنید.",
        "golf_refused_look_first": "اول برگ‌هایتان را ببینید.",
        "golf_refused_placed_first": "اول برگی را که برداشتید بگذارید یا بیندازید.",
        "golf_refused_keep_taken": "برگ زمین باید جای یکی از برگ‌هایتان بنشیند.",
        "golf_refused_not_placeable": "این برگ در دست نمی‌نشیند.",
        "golf_refused_no_power": "این برگ الان قدرتی ندارد.",
        "golf_refused_cannot_end": "الان نمی‌شود دست را تمام کرد.",
        "golf_refused_pick_two": "دست‌کم دو برگ را بزنید، بعد «عوض کردن».",
        "golf_refused_cannot_replace": "این برگ دیگر عوض نمی‌شود.",
        "golf_hint_race": "می‌دانید این برگ با برگ روی زمین جفت است",
        "golf_hint_end": "به تخمین من برگ‌هایتان حدود {score} امتیاز است: آن‌قدر کم که دست را تمام کنید",
        "golf_hint_go_on": "به تخمین من برگ‌هایتان حدود {score} امتیاز است: هنوز برای تمام کردن دست زیاد است",
        "golf_hint_take": "در بهترین جایش امتیاز تخمینی شما را حدود {gain} کم می‌کند",
        "golf_hint_stock": "برگ روی زمین امتیاز تخمینی شما را حداکثر {gain} کم می‌کند",
        "golf_hint_place": "اینجا امتیاز تخمینی شما را حدود {gain} کم می‌کند",
        "golf_hint_discard": "هر جا بنشیند امتیاز تخمینی شما را حداکثر {gain} کم می‌کند",
        "golf_hint_stock_none": "برگ روی زمین هیچ جا امتیاز تخمینی شما را کم نمی‌کند",
        "golf_hint_place_none": "هیچ جای دیگری امتیاز تخمینی شما را بیشتر از اینجا کم نمی‌کند",
        "golf_hint_discard_none": "هر جا بنشیند امتیاز تخمینی شما را کم نمی‌کند",
        "golf_hint_equal": "گذاشتنش جای {cards} برگ هم‌عددتان امتیاز تخمینی شما را حدود {gain} کم می‌کند",
        "golf_hint_match": "با برگی که می‌شناسید جفت است",
        "golf_hint_power": "نشاندنش امتیاز تخمینی شما را کمتر از {limit} کم می‌کند، پس قدرتش بیشتر می‌ارزد",
        "golf_hint_swap": "برگی حدود {own} امتیازی را می‌دهید و برگی حدود {other} امتیازی می‌گیرید",
        "golf_hint_keep": "برگی حدود {own} امتیازی را می‌دادید و برگی حدود {other} امتیازی می‌گرفتید",
        "golf_hint_give": "به تخمین من بالاترین برگ شماست، حدود {score} امتیاز",
    },
    "en": {
        "golf_title": "Golf",
        "golf_summary": (
            "🎯 Keep the total of your layout, mostly face down, as low as you can at the end of each hole.\n"
            "🔄 Each turn draw from the stock or take the discard, then put it in place of one of your cards or "
            "discard it.\n"
            "🏆 After the holes (or once someone passes the target total) the lowest total wins."
        ),
        "golf_how_to": (
            "💡 When asked, press cards of your grid to look at or turn them (👁: only you see it, until your next "
            "turn); each turn press the stock or the discard, then its place in your grid."
        ),
        "golf_wait_for_race": "Wait {seconds} s: the others may still throw a card on it.",
        "golf_start": ("⛳ <b>{variant}</b> with {players} players; {holes}.\n{first} starts. "
                       "Your cards are in your private chat with me."),
        "golf_holes": "{n} holes",
        "golf_target": "to {n} points",
        "golf_or": " or ",
        "settings_golf_rearrange": "Golf: face-up cards moved after the first flips",
        "settings_golf_rearrange_0": "no",
        "settings_golf_rearrange_n": "yes",
        "settings_golf_big_square": "Golf: four jokers in two columns -20",
        "settings_golf_big_square_0": "no",
        "settings_golf_big_square_n": "yes",
        "golf_lobby_holes": "⛳ holes: {n}",
        "golf_lobby_holes_own": "⛳ usual length",
        "golf_lobby_rearrange_False": "Rearrange: no",
        "golf_lobby_rearrange_True": "Rearrange: yes",
        "golf_lobby_four_of_a_kind_False": "4 alike −10: no",
        "golf_lobby_four_of_a_kind_True": "4 alike −10: yes",
        "golf_lobby_pairs_anywhere_False": "Pairs anywhere: no",
        "golf_lobby_pairs_anywhere_True": "Pairs anywhere: yes",
        "golf_lobby_big_square_bonus_False": "4 jokers −20: no",
        "golf_lobby_big_square_bonus_True": "4 jokers −20: yes",
        "golf_lobby_four_replace_once_False": "Replace once: no",
        "golf_lobby_four_replace_once_True": "Replace once: yes",
        "golf_lobby_four_progressive_False": "Progressive: no",
        "golf_lobby_four_progressive_True": "Progressive: yes",
        "golf_lobby_relook_False": "Re-look: no",
        "golf_lobby_relook_True": "Re-look: yes",
        "golf_lobby_nine_shrink_False": "Shrink: no",
        "golf_lobby_nine_shrink_True": "Shrink: yes",
        "golf_lobby_nine_square_False": "Square −25: no",
        "golf_lobby_nine_square_True": "Square −25: yes",
        "golf_lobby_flip_as_turn_False": "Flip as a turn: no",
        "golf_lobby_flip_as_turn_True": "Flip as a turn: yes",
        "golf_lobby_four_look_near": "👁 near 2",
        "golf_lobby_four_look_any_two": "👁 any 2",
        "golf_lobby_four_look_one": "👁 one",
        "golf_lobby_four_look_all": "👁 all 4",
        "golf_lobby_four_look_pay": "👁 +1 each",
        "golf_lobby_four_scale_standard": "J 10",
        "golf_lobby_four_scale_jack20": "J 20, skips",
        "golf_lobby_nine_lines_column": "3 in a column",
        "golf_lobby_nine_lines_any": "3 in any line",
        "golf_hand_head": "⛳ <b>{variant}</b> · hole {hole}",
        "golf_piles": "Discard: {top} · stock: {stock}",
        "golf_nothing": "empty",
        "golf_held": "In your hand: <b>{card}</b>",
        "golf_seen": "You have seen: {cards}",
        "golf_wait": "Not your turn; the table is in the group.",
        "golf_over": "The game is over.",
        "golf_turn_flip": "▶️ <b>Your turn.</b> Press a card to turn it face up.",
        "golf_turn_look": "▶️ <b>Your turn.</b> Press a card to look at it.",
        "golf_turn_draw": "▶️ <b>Your turn.</b> Draw from the stock or take the discard.",
        "golf_turn_held": "▶️ Press the place for it in your layout, or a button below.",
        "golf_turn_target_seat": "▶️ Pick a player.",
        "golf_turn_target_pos": "▶️ Pick one of {name}'s cards.",
        "golf_turn_decide": "▶️ Swap them?",
        "golf_turn_match": "▶️ Pick an equal card, or Done.",
        "golf_turn_give": "▶️ Press one of your cards to fill {name}'s gap.",
        "golf_turn_forced": "▶️ Turn one card face up.",
        "golf_turn_call": "▶️ Call the end of the hole?",
        "golf_turn_arrange": "▶️ Move a face-up card if you like: press it, then its new place; Done when finished.",
        "golf_pay_look": "👁 Press one of your cards to look at it (+1 point).",
        "golf_turn_multi": "▶️ Press the equal cards it replaces (two or more), then Replace.",
        "golf_race_open": "⚡ You may throw a card equal to {card} (first press counts).",
        "golf_seats": "Players: {seats}",
        "golf_totals": "Totals: {totals}",
        "golf_btn_stock": "🂠 Stock ({n})",
        "golf_btn_take": "Take {card}",
        "golf_btn_discard": "🗑 Discard {card}",
        "golf_btn_use": "✨ Use {card}",
        "golf_btn_match": "🎯 Match",
        "golf_btn_knock": "✊ Knock",
        "golf_btn_call": "📣 Call",
        "golf_btn_end": "Go on",
        "golf_btn_swap": "🔁 Swap",
        "golf_btn_keep": "Don't swap",
        "golf_btn_done": "Done",
        "golf_btn_skip": "Skip",
        "golf_btn_flip_all": "Turn all up",
        "golf_btn_multi": "🟰 Equal cards",
        "golf_btn_confirm": "✅ Replace ({n})",
        "golf_btn_back": "↩️ Back",
        "golf_btn_mine": "My cards",
        "golf_caption_turn": "▶️ Turn: {name}",
        "golf_caption_hole": "⛳ {variant} · hole {hole}",
        "golf_caption_over": "🏆 Won by {names}",
        "golf_caption_race": "⚡ Cards may be thrown on it",
        "golf_hole_over": "⛳ <b>Hole {hole} is over</b>\n{lines}",
        "golf_hole_line": "{name}: {score} (total {total})",
        "golf_ending": "📣 {name} ends the hole: everyone else has one more turn.",
        "golf_all_up": "✅ All of {name}'s cards are face up: everyone else has one more turn.",
        "golf_race_won": "⚡ {name} threw {card}.",
        "golf_race_failed": "❌ {name} missed: {card}.",
        "golf_stock_out": "The stock ran out.",
        "golf_layout_empty": "Someone's layout is empty.",
        "golf_won": "🏆 <b>{names}</b> won the game! (by {margin} points)",
        "golf_won_tie": "🏆 <b>{names}</b> share the win.",
        "golf_left": "{name} left the game.",
        "golf_skipped": "⏭ A jack was discarded: {name} loses a turn.",
        "golf_line_removed": "✂️ {name}'s three equal cards leave the layout: {cards}",
        "golf_and": ", ",
        "golf_scores_row": "{rank}. {name}: {matches} won of {played}, {holes} holes won, {points} points",
        "golf_stats": "{game}: {played} played, {matches} won, {holes} holes won, {points} points",
        "golf_rules": "<b>{variant} rules</b> (2 to {most} players)\n{text}\nHouse rules at this table: {house}",
        "golf_memory": "A card you look at or place face down is shown to you 👁 until your next turn's first move; "
                       "then you must remember it.",
        "golf_house_none": "none",
        "golf_house_holes": "{n} holes",
        "golf_house_target": "to {n} points",
        "golf_refused_already_tried": "You have already tried on this discard.",
        "golf_refused_race_closed": "Too late: nothing can be thrown on that discard now.",
        "golf_refused_flip_first": "Turn your cards face up first.",
        "golf_refused_look_first": "Look at your cards first.",
        "golf_refused_placed_first": "Place or discard the card you drew first.",
        "golf_refused_keep_taken": "A card taken from the pile must replace one of yours.",
        "golf_refused_not_placeable": "That card may not go into a layout.",
        "golf_refused_no_power": "That card has no power to use now.",
        "golf_refused_cannot_end": "The hole can't be ended now.",
        "golf_refused_pick_two": "Press two or more of your cards, then Replace.",
        "golf_refused_cannot_replace": "That card can't be replaced any more.",
        "golf_hint_race": "you know this card matches the top discard",
        "golf_hint_end": "by my estimate your cards are worth about {score}, low enough to end the hole",
        "golf_hint_go_on": "by my estimate your cards are worth about {score}, too much to end the hole",
        "golf_hint_take": "where it fits best it lowers your estimated score by about {gain}",
        "golf_hint_stock": "the top discard would lower your estimated score by {gain} at most",
        "golf_hint_place": "here it lowers your estimated score by about {gain}",
        "golf_hint_discard": "placed anywhere it would lower your estimated score by {gain} at most",
        "golf_hint_stock_none": "the top discard would lower your estimated score nowhere",
        "golf_hint_place_none": "no other place lowers your estimated score more than this one",
        "golf_hint_discard_none": "placed anywhere it would not lower your estimated score",
        "golf_hint_equal": "in place of your {cards} equal cards it lowers your estimated score by about {gain}",
        "golf_hint_match": "it matches a card you know",
        "golf_hint_power": "placing it lowers your estimated score by less than {limit}, so its power does more",
        "golf_hint_swap": "you give a card worth about {own} for one worth about {other}",
        "golf_hint_keep": "you would give a card worth about {own} for one worth about {other}",
        "golf_hint_give": "by my estimate it is your highest card, worth about {score}",
    },
})
