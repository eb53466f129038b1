"""How a table plays: lobbies, seats, moves, timers, the end of a game, and several workers."""
