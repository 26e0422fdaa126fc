"""IR transformations shared by passes: the greedy pattern rewrite driver."""
