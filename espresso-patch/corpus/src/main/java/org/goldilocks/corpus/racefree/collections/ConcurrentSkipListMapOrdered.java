package org.goldilocks.corpus.racefree.collections;

import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Writers insert timestamped events (plain fields) into a ConcurrentSkipListMap while a reader
 * repeatedly walks the sorted map and reads the events it finds; the map's publication guarantee
 * orders each event's construction before any read of it.
 */
public class ConcurrentSkipListMapOrdered {
    static final class Event {
        long time;
        String what;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int writers = n - 1;
        int per = 100;
        ConcurrentSkipListMap<Long, Event> events = new ConcurrentSkipListMap<>();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < writers; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < per; k++) {
                    Event e = new Event();
                    e.time = (long) k * writers + id;
                    e.what = "event";
                    events.put(e.time, e);
                }
            }, "writer-" + i);
        }
        ts[writers] = new Thread(() -> {
            long deadline = Waits.deadline();
            int seen = 0;
            while (seen < writers * per) {
                Waits.spin(deadline);
                seen = 0;
                long last = -1;
                for (Map.Entry<Long, Event> en : events.entrySet()) {
                    Event e = en.getValue();
                    if (e.time != en.getKey() || e.time <= last || !e.what.equals("event")) {
                        throw new AssertionError("bad event at " + en.getKey());
                    }
                    last = e.time;
                    seen++;
                }
            }
        }, "reader");
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (events.size() != writers * per || events.firstKey() != 0L) {
            throw new AssertionError(events.size());
        }
    }
}
