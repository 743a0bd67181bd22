package org.goldilocks.corpus.racefree;

/** A one-slot mailbox: producer and consumer hand objects over with wait/notifyAll. */
public class WaitNotifyHandoff {
    static final class Message {
        final int id;
        String body;

        Message(int id) {
            this.id = id;
        }
    }

    private Message slot;

    synchronized void put(Message m) throws InterruptedException {
        while (slot != null) {
            wait();
        }
        slot = m;
        notifyAll();
    }

    synchronized Message take() throws InterruptedException {
        while (slot == null) {
            wait();
        }
        Message m = slot;
        slot = null;
        notifyAll();
        return m;
    }

    public static void main(String[] args) throws Exception {
        WaitNotifyHandoff box = new WaitNotifyHandoff();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 200; i++) {
                    Message m = new Message(i);
                    m.body = "message " + i; // written outside the lock, published by put()
                    box.put(m);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "producer");
        producer.start();
        int total = 0;
        for (int i = 0; i < 200; i++) {
            Message m = box.take();
            total += m.body.length(); // read outside the lock, after take()
        }
        producer.join();
        if (total == 0) {
            throw new AssertionError();
        }
    }
}
