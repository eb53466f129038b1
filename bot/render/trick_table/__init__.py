"""The parts of a trick-taking game's table that every such game draws alike: where the seats sit (`seats`),
the felt with the cards of a trick and the match's winners (`felt`), the seats' plates (`plates`) and the
header's team panels and trump medallion (`header`)."""
