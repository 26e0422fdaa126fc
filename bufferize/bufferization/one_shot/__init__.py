"""One-Shot Bufferize (upstream OneShotAnalysis / OneShotModuleBufferize):
analysis decides per tensor operand whether it bufferizes in place
(read-after-write conflicts via the conflict index), rewrite turns ops into
buffer ops through their models, and driver orders functions by the call
graph and runs both."""
