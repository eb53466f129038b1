"""Computer players for Klaberjass: a rule of thumb (`rule`), one that samples the opponent's hand (`sampling`),
and the open-handed play-outs it weighs its choices with (`sim`)."""
