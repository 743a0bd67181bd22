package org.goldilocks.corpus.racy.collections;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.Signal;

/** A ConcurrentHashMap orders what happened before put(), not writes to the value object made after it: the consumer's read of the late write races. */
public class ConcurrentMapValueMutatedAfterPut {
    static final class Session {
        String user;
        long lastSeen;
    }

    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Session> sessions = new ConcurrentHashMap<>();
        Signal touched = new Signal();
        Thread t = Signal.start("server", () -> {
            Session s = new Session();
            s.user = "ann";
            sessions.put("s1", s);
            s.lastSeen = 1000; // after publication
            touched.raise();
        });
        touched.await();
        Session s = sessions.get("s1");
        String user = s.user; // ordered by the map
        long seen = s.lastSeen; // RACE read ConcurrentMapValueMutatedAfterPut$Session.lastSeen
        t.join();
        if (!user.equals("ann") || seen != 1000) {
            throw new AssertionError(user + " " + seen);
        }
    }
}
