package org.goldilocks.hw.trace;

import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.machine.HwModelException;

/** Feeds a parsed trace to a model, as the VM would. */
public final class TraceReplay {
    private TraceReplay() {
    }

    /** Runs every event; a model error comes back with its line ({@link TraceFormatException}). */
    public static void run(TraceParser.Trace trace, HwModel model) throws TraceFormatException {
        for (TraceEvent e : trace.events()) {
            try {
                apply(e, model);
            } catch (HwModelException ex) {
                throw new TraceFormatException(e.line(), ex.getMessage());
            }
        }
    }

    private static void apply(TraceEvent e, HwModel m) {
        switch (e.op()) {
            case START -> m.threadStart(e.thread());
            case FORK -> m.fork(e.thread(), e.other());
            case END -> m.threadEnd(e.thread());
            case JOIN -> m.join(e.thread(), e.other());
            case NEW -> m.allocate(e.thread(), e.other(), e.offset());
            case RD, WR -> m.access(e.thread(), e.other(), e.offset(), e.size(), e.op() == TraceEvent.Op.WR, e.site(),
                    e.line(), e.racy());
            case SYSRD, SYSWR -> m.systemAccess(e.thread(), e.other(), e.offset(), e.size(), e.op() == TraceEvent.Op.SYSWR);
            case ACQ -> m.acquire(e.thread(), e.other());
            case REL -> m.release(e.thread(), e.other());
            case SYSACQ -> m.systemAcquire(e.thread(), e.other());
            case SYSREL -> m.systemRelease(e.thread(), e.other());
            case DEAD -> m.unreachable(e.other());
            case GC -> m.collect(e.thread());
        }
    }
}
