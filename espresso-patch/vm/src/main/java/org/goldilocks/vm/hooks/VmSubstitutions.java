package org.goldilocks.vm.hooks;

import java.util.List;

import org.goldilocks.vm.report.RaceQueries;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;
import com.oracle.truffle.espresso.substitutions.JavaSubstitution;
import com.oracle.truffle.espresso.substitutions.LanguageFilter;
import com.oracle.truffle.espresso.substitutions.standard.Target_sun_misc_Unsafe;

/**
 * Guest methods the runtime replaces, registered by one line in Espresso's {@code Substitutions}
 * next to its own (generated) list. Each fixes a defect that makes a guest program behave unlike
 * on HotSpot; none implements a detection rule.
 */
public final class VmSubstitutions {
    private VmSubstitutions() {
    }

    /** What Espresso's {@code Substitutions} registers besides its own. */
    public static List<JavaSubstitution.Factory> factories() {
        return List.of(BoundVirtualThreadParkNanos.FACTORY, RacesDetecting.FACTORY, RacesCount.FACTORY, RacesReportsSince.FACTORY);
    }

    /**
     * {@code ThreadBuilders.BoundVirtualThread.parkNanos(long)}: JDK 25 parks with
     * {@code Unsafe.park(false, nanos)}, where 0 means "no timeout", so
     * {@code LockSupport.parkUntil(deadline)} from a virtual thread parks for ever when the deadline
     * is less than a millisecond away (it passes {@code deadline - now} converted to nanoseconds).
     * The continuation-based {@code VirtualThread.parkNanos} of HotSpot does not park at all when
     * {@code nanos <= 0}. Every virtual thread of Espresso 25 is a bound one (no continuations), so
     * a program that works on HotSpot hung here (as it does on HotSpot run with
     * {@code -XX:-VMContinuations}). This does what {@code VirtualThread} does.
     */
    static final class BoundVirtualThreadParkNanos extends JavaSubstitution {
        static final JavaSubstitution.Factory FACTORY = new JavaSubstitution.Factory(
                        "parkNanos",
                        "Ljava/lang/ThreadBuilders$BoundVirtualThread;",
                        "V",
                        new String[]{"Ljava/lang/ThreadBuilders$BoundVirtualThread;", "J"},
                        true,
                        LanguageFilter.AlwaysValid.INSTANCE,
                        (byte) 0,
                        null,
                        BoundVirtualThreadParkNanos::new);

        BoundVirtualThreadParkNanos() {
            super(FACTORY);
        }

        @Override
        public JavaSubstitution split() {
            return FACTORY.create();
        }

        @Override
        public Object invoke(Object[] args) {
            long nanos = (long) args[1];
            if (nanos > 0) {
                Target_sun_misc_Unsafe.park(StaticObject.NULL, false, nanos, getContext().getMeta(), this);
            }
            return StaticObject.NULL;
        }
    }

    /** The guest API {@code org.goldilocks.Races} (goldilocks-api): the VM's answers, from {@link RaceQueries}. */
    private static final String RACES = "Lorg/goldilocks/Races;";

    static final class RacesDetecting extends JavaSubstitution {
        static final JavaSubstitution.Factory FACTORY = new JavaSubstitution.Factory("detecting", RACES, "Z", new String[0], false,
                        LanguageFilter.AlwaysValid.INSTANCE, (byte) 0, null, RacesDetecting::new);

        RacesDetecting() {
            super(FACTORY);
        }

        @Override
        public JavaSubstitution split() {
            return FACTORY.create();
        }

        @Override
        public Object invoke(Object[] args) {
            return RaceQueries.detecting();
        }
    }

    static final class RacesCount extends JavaSubstitution {
        static final JavaSubstitution.Factory FACTORY = new JavaSubstitution.Factory("count", RACES, "J", new String[0], false,
                        LanguageFilter.AlwaysValid.INSTANCE, (byte) 0, null, RacesCount::new);

        RacesCount() {
            super(FACTORY);
        }

        @Override
        public JavaSubstitution split() {
            return FACTORY.create();
        }

        @Override
        public Object invoke(Object[] args) {
            return count();
        }

        @TruffleBoundary
        private static long count() {
            return RaceQueries.count();
        }
    }

    static final class RacesReportsSince extends JavaSubstitution {
        static final JavaSubstitution.Factory FACTORY = new JavaSubstitution.Factory("reportsSince", RACES, "Ljava/lang/String;", new String[]{"J"},
                        false, LanguageFilter.AlwaysValid.INSTANCE, (byte) 0, null, RacesReportsSince::new);

        RacesReportsSince() {
            super(FACTORY);
        }

        @Override
        public JavaSubstitution split() {
            return FACTORY.create();
        }

        @Override
        public Object invoke(Object[] args) {
            return getContext().getMeta().toGuestString(reportsSince((long) args[0]));
        }

        @TruffleBoundary
        private static String reportsSince(long mark) {
            return RaceQueries.reportsSince(mark);
        }
    }
}
