"""Computer players for Bi-Del: a rule of thumb (`rule`) and one that samples the unseen cards (`sampling`)."""
