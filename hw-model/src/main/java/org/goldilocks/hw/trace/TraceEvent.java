package org.goldilocks.hw.trace;

/**
 * One line of a trace, names already numbered. Which fields mean something depends on the op
 * ({@link TraceParser} lists the syntax); the access id of {@code rd}/{@code wr} is the line number.
 */
record TraceEvent(int line, Op op, long thread, long other, long offset, int size, int site, boolean racy) {
    enum Op {
        START("start"), FORK("fork"), END("end"), JOIN("join"), NEW("new"),
        RD("rd"), WR("wr"), SYSRD("sysrd"), SYSWR("syswr"),
        ACQ("acq"), REL("rel"), SYSACQ("sysacq"), SYSREL("sysrel"),
        DEAD("dead"), GC("gc");

        final String word;

        Op(String word) {
            this.word = word;
        }
    }
}
