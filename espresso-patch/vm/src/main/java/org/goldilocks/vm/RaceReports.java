package org.goldilocks.vm;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.report.Access;
import org.goldilocks.report.Frame;
import org.goldilocks.report.RaceReport;
import org.goldilocks.report.RacyVariable;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.EspressoException;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Turns an engine's race verdict into the guest {@code org.goldilocks.DataRaceException}, thrown
 * from the hook before the access happens (inside the bytecode loop it is dispatched to the guest's
 * handlers at the current bytecode, exactly as if that bytecode had thrown), and into the
 * VM-independent report ({@link RaceReport}: names, thread ids, locks, stacks) that the text and
 * JSON reports are made of.
 */
final class RaceReports {
    static final String EXCEPTION_CLASS = "org.goldilocks.DataRaceException";
    private static volatile ObjectKlass exceptionKlass;

    private RaceReports() {
    }

    static EspressoException raise(VmThread current, Race race, String variable, Site site) {
        String message = message(current, race, variable, site);
        if (RaceConfig.DEBUG_RACES) {
            System.err.println("[goldilocks] DataRaceException: " + message);
        }
        Meta meta = EspressoContext.get(null).getMeta();
        current.busy++; // constructing the exception runs guest code: do not check it
        try {
            throw meta.throwExceptionWithMessage(exceptionKlass(meta), message);
        } finally {
            current.busy--;
        }
    }

    /**
     * {@code write of demo.Counter.count by thread "worker-2" (holding no locks) at
     * demo.Counter.run(Counter.java:14) races with an earlier write by thread "worker-1" (holding no
     * locks) at demo.Counter.run(Counter.java:14)}
     */
    static String message(VmThread current, Race race, String variable, Site site) {
        return race.kind().lowerCase() + " of " + variable
                        + " by thread \"" + VmThreads.nameOf(current.state) + "\"" + locks(current.state.locksHeld())
                        + " at " + site
                        + " races with an earlier " + race.earlierKind().lowerCase()
                        + " by thread \"" + VmThreads.nameOf(race.earlierThread()) + "\"" + locks(race.earlierLocks())
                        + " at " + race.earlierSite();
    }

    /**
     * The full report of a race: the current access with its whole stack, the earlier one with
     * what its site token holds (the whole stack when it is a {@link GuestStack}, else its frame).
     * Host code only: reads guest thread names and ids, runs no guest code.
     */
    static RaceReport report(VmThread current, Race race, AccessKind kind, Object holder, int index, Object token) {
        Site site = SiteTokens.top(token);
        GuestStack stack = token instanceof GuestStack g ? g : GuestStack.capture(site);
        Access now = new Access(kind, VmThreads.nameOf(current.state), threadId(current.state), lockNames(current.state.locksHeld()),
                        frames(stack.frames()), true);
        Object earlierToken = race.earlierSite();
        List<Frame> earlierFrames;
        if (earlierToken instanceof GuestStack g) {
            earlierFrames = frames(g.frames());
        } else if (earlierToken instanceof Site s) {
            earlierFrames = List.of(frame(s));
        } else {
            earlierFrames = List.of(new Frame("<unknown>", String.valueOf(earlierToken), null, -1));
        }
        Access earlier = new Access(race.earlierKind(), VmThreads.nameOf(race.earlierThread()), threadId(race.earlierThread()),
                        lockNames(race.earlierLocks()), earlierFrames, earlierToken instanceof GuestStack);
        return new RaceReport(0, variable(holder, index), now, earlier);
    }

    static RacyVariable variable(Object holder, int index) {
        if (holder instanceof Field f) {
            return RacyVariable.field(f.getDeclaringKlass().getExternalName(), f.getNameAsString(), f.isStatic());
        }
        if (holder instanceof StaticObject array && !StaticObject.isNull(array)) {
            return RacyVariable.arrayElement(Names.variable(holder, index), Names.typeName(array.getKlass()), index);
        }
        return RacyVariable.arrayElement(Names.variable(holder, index), String.valueOf(holder), index);
    }

    private static List<Frame> frames(Site[] sites) {
        List<Frame> frames = new ArrayList<>(sites.length);
        for (Site s : sites) {
            frames.add(frame(s));
        }
        return frames;
    }

    static Frame frame(Site s) {
        Method m = s.method();
        return new Frame(m.getDeclaringKlass().getExternalName(), m.getNameAsString(), m.getSourceFile(), m.bciToLineNumber(s.bci()));
    }

    /** The guest thread's id ({@code Thread.threadId()}), -1 if unknown. */
    private static long threadId(ThreadState state) {
        VmThread vt = VmThread.of(state);
        if (vt == null) {
            return -1;
        }
        StaticObject guest = vt.guest;
        if (guest == null) {
            return vt.id; // the thread exited: its id was kept
        }
        try {
            return EspressoContext.get(null).getThreadAccess().getThreadId(guest);
        } catch (RuntimeException e) {
            return -1;
        }
    }

    private static List<String> lockNames(LockSet locks) {
        List<String> names = new ArrayList<>(locks.size());
        for (int i = 0; i < locks.size(); i++) {
            names.add(String.valueOf(locks.get(i).description()));
        }
        return names;
    }

    private static String locks(LockSet locks) {
        if (locks.isEmpty()) {
            return " (holding no locks)";
        }
        StringBuilder sb = new StringBuilder(" (holding ");
        for (int i = 0; i < locks.size(); i++) {
            SyncVar l = locks.get(i);
            sb.append(i == 0 ? "" : ", ").append(l.description());
        }
        return sb.append(')').toString();
    }

    private static ObjectKlass exceptionKlass(Meta meta) {
        ObjectKlass k = exceptionKlass;
        if (k == null) {
            Klass found = meta.loadKlassOrNull(meta.getTypes().fromClassGetName(EXCEPTION_CLASS), StaticObject.NULL, StaticObject.NULL);
            if (!(found instanceof ObjectKlass ok)) {
                throw new IllegalStateException(EXCEPTION_CLASS + " is not on the guest boot class path (run the program with bin/goldilocks)");
            }
            exceptionKlass = k = ok;
        }
        return k;
    }
}
