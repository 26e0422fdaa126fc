# A plugin that raises KeyboardInterrupt while it is loaded (docs/errors.md):
# the run ends as an interrupted one, exit 130.
raise KeyboardInterrupt
