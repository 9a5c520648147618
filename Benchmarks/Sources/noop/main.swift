// The floor for start-up figures: a Swift executable that does nothing.
