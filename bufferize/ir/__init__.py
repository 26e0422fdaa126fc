"""The in-memory IR: values, ops, blocks and regions (core), types,
attributes, affine maps, the op registry (what each op is: traits, printer,
verifier, declared interfaces), op interfaces as data (effects, region
branches) and the verifier.  The lowest layer: imports nothing above it."""
