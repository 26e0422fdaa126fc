# Makes grammar/ the installable data package `bufferize.grammar` (see pyproject.toml).
