"""What a table's messages show: the group's lobby or table picture (`group`), each player's private hand
(`hands`), the turn pings (`pings`), and what they share (`messages`). Each is read from the table while holding
it and sent with the table let go (`table.writer`)."""
