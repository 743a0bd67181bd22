package org.goldilocks.vm.report;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.report.Access;
import org.goldilocks.report.Frame;
import org.goldilocks.report.RaceReport;
import org.goldilocks.report.RacyVariable;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Builds the VM-independent report of a race ({@link RaceReport}: names, thread ids, locks,
 * stacks) that the text and JSON reports are made of. Host code only: reads guest thread names and
 * ids, runs no guest code.
 */
final class ReportBuilder {
    private ReportBuilder() {
    }

    /**
     * The full report of a race: the current access with its whole stack, the earlier one with
     * what its site token holds (the whole stack when it is a {@link GuestStack}, else its frame).
     */
    static RaceReport report(VmThread current, Race race, AccessKind kind, Object holder, int index, Object token) {
        Site site = SiteTokens.top(token);
        GuestStack stack = token instanceof GuestStack g ? g : GuestStack.capture(site);
        Access now = new Access(kind, VmThreads.nameOf(current.state), VmThreads.idOf(current.state),
                        lockNames(current.state.locksHeld()), frames(stack.frames()), true);
        Object earlierToken = race.earlierSite();
        List<Frame> earlierFrames;
        if (earlierToken instanceof GuestStack g) {
            earlierFrames = frames(g.frames());
        } else if (earlierToken instanceof Site s) {
            earlierFrames = List.of(frame(s));
        } else {
            earlierFrames = List.of(new Frame("<unknown>", String.valueOf(earlierToken), null, -1));
        }
        Access earlier = new Access(race.earlierKind(), VmThreads.nameOf(race.earlierThread()), VmThreads.idOf(race.earlierThread()),
                        lockNames(race.earlierLocks()), earlierFrames, earlierToken instanceof GuestStack);
        return new RaceReport(0, variable(holder, index), now, earlier, RaceConfig.HYBRID);
    }

    private static RacyVariable variable(Object holder, int index) {
        if (holder instanceof Field f) {
            return RacyVariable.field(f.getDeclaringKlass().getExternalName(), f.getNameAsString(), f.isStatic());
        }
        if (holder instanceof StaticObject array && !StaticObject.isNull(array)) {
            return RacyVariable.arrayElement(GuestNames.variable(holder, index), GuestNames.typeName(array.getKlass()), index);
        }
        return RacyVariable.arrayElement(GuestNames.variable(holder, index), String.valueOf(holder), index);
    }

    /**
     * The locks' names, outermost first: for the report and the exception's message alike
     * ({@code TextReport.locks}). The monitors (sync variables, named by their description) and,
     * among them in the order taken, the java.util.concurrent locks' report-only names
     * ({@link LockNames}).
     */
    static List<String> lockNames(LockSet locks) {
        List<Object> held = locks.forReport();
        List<String> names = new ArrayList<>(held.size());
        for (Object o : held) {
            names.add(String.valueOf(o instanceof SyncVar s ? s.description() : o));
        }
        return names;
    }

    private static List<Frame> frames(Site[] sites) {
        List<Frame> frames = new ArrayList<>(sites.length);
        for (Site s : sites) {
            frames.add(frame(s));
        }
        return frames;
    }

    private static Frame frame(Site s) {
        Method m = s.method();
        return new Frame(m.getDeclaringKlass().getExternalName(), m.getNameAsString(), m.getSourceFile(), m.bciToLineNumber(s.bci()));
    }
}
