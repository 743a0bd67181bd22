package org.goldilocks.corpus.racefree;

/** Everything main wrote before Thread.start is visible to the new thread. */
public class StartPublishes {
    static final class Job {
        String input;
        int repeat;
    }

    public static void main(String[] args) throws Exception {
        Job job = new Job();
        job.input = "abc";
        job.repeat = 3;
        StringBuilder out = new StringBuilder();
        Thread t = new Thread(() -> out.append(job.input.repeat(job.repeat)), "worker");
        t.start();
        t.join();
        if (!out.toString().equals("abcabcabc")) {
            throw new AssertionError(out);
        }
    }
}
