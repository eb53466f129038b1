"""Images for the group chat, drawn from game views with Pillow: shared parts here, each game's drawing in its own
subpackage, whose render function takes a view, the players' display names by seat and a language ("fa" or "en")
and returns the encoded image, ready for `sendPhoto`."""
