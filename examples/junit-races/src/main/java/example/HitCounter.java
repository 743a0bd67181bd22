package example;

/** Counts hits. Not thread-safe: {@link #hit()} is a read and a write with nothing ordering them. */
public class HitCounter {
    private int hits;

    public void hit() {
        hits++;
    }

    public int hits() {
        return hits;
    }
}
