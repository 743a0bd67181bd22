package org.goldilocks.hw.lardish;

/**
 * Line histories in a plain table, with byte-exact clear and copy: the flat store's table and the
 * software manager's. Empty lines are not kept.
 */
class LineMap {
    final int lineBytes;
    private final LongMap<LineHistory> lines = new LongMap<>();

    LineMap(int lineBytes) {
        this.lineBytes = lineBytes;
    }

    final LineHistory get(long line) {
        return lines.get(line);
    }

    final boolean holds(long line) {
        return lines.get(line) != null;
    }

    final LineHistory getOrCreate(long line) {
        LineHistory h = lines.get(line);
        if (h == null) {
            h = new LineHistory(lineBytes);
            lines.put(line, h);
            added(line);
        }
        return h;
    }

    /** Keeps a non-empty history (an empty one is dropped). */
    final void put(long line, LineHistory h) {
        if (h.isEmpty()) {
            remove(line);
            return;
        }
        if (lines.put(line, h) == null) {
            added(line);
        }
    }

    final LineHistory remove(long line) {
        LineHistory h = lines.remove(line);
        if (h != null) {
            removed(line);
        }
        return h;
    }

    final int size() {
        return lines.size();
    }

    /** Empties the histories of {@code [address, address + length)}; returns how many held lines it touched. */
    final int clear(long address, int length) {
        int touched = 0;
        long first = Math.floorDiv(address, lineBytes);
        long last = Math.floorDiv(address + length - 1, lineBytes);
        for (long line = first; line <= last; line++) {
            LineHistory h = lines.get(line);
            if (h == null) {
                continue;
            }
            touched++;
            long lineStart = line * lineBytes;
            int from = (int) Math.max(0, address - lineStart);
            int to = (int) Math.min(lineBytes, address + length - lineStart);
            h.clear(from, to);
            if (h.isEmpty()) {
                remove(line);
            }
        }
        return touched;
    }

    /**
     * Copies byte histories from {@code source} to {@code destination}, from a snapshot of the
     * source taken first (memmove semantics). A source byte with no history empties its
     * destination byte. Returns how many destination lines it wrote.
     */
    final int copy(long source, long destination, int length) {
        Location[] snapshot = new Location[length];
        for (int i = 0; i < length; i++) {
            long a = source + i;
            LineHistory h = lines.get(Math.floorDiv(a, lineBytes));
            snapshot[i] = h == null ? null : h.peek((int) Math.floorMod(a, (long) lineBytes));
        }
        long first = Math.floorDiv(destination, lineBytes);
        long last = Math.floorDiv(destination + length - 1, lineBytes);
        // One copy per source history and destination line: sharing survives, no Location spans two lines.
        java.util.IdentityHashMap<Location, Location> copies = new java.util.IdentityHashMap<>();
        long copiesFor = Long.MIN_VALUE;
        for (int i = 0; i < length; i++) {
            long a = destination + i;
            long line = Math.floorDiv(a, lineBytes);
            int offset = (int) Math.floorMod(a, (long) lineBytes);
            Location src = snapshot[i];
            if (src == null) {
                LineHistory h = lines.get(line);
                if (h != null) {
                    h.set(offset, null);
                }
                continue;
            }
            if (line != copiesFor) {
                copies.clear();
                copiesFor = line;
            }
            getOrCreate(line).set(offset, copies.computeIfAbsent(src, Location::copy));
        }
        for (long line = first; line <= last; line++) {
            LineHistory h = lines.get(line);
            if (h != null && h.isEmpty()) {
                remove(line);
            }
        }
        return (int) (last - first + 1);
    }

    /** Hook: a line entered the table. */
    void added(long line) {
    }

    /** Hook: a line left the table. */
    void removed(long line) {
    }
}
