package example;

/** Counts hits, thread-safe. */
public class SafeHitCounter {
    private int hits;

    public synchronized void hit() {
        hits++;
    }

    public synchronized int hits() {
        return hits;
    }
}
