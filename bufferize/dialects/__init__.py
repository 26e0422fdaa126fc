"""One module per dialect: op definitions, custom syntax (with the grammar in
grammar/<dialect>.lark), printers and verifiers."""
