package org.goldilocks.corpus.launcher;

/** An instance main that dies of an uncaught exception: printed as java prints it. */
class InstanceMainThrows {
    void main() {
        fail();
    }

    private void fail() {
        throw new IllegalStateException("instance boom");
    }
}
