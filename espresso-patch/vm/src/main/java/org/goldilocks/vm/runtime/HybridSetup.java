package org.goldilocks.vm.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import org.goldilocks.engine.hybrid.BoundViolation;
import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.engine.hybrid.HybridSession;
import org.goldilocks.engine.hybrid.SiteExpander;
import org.goldilocks.engine.hybrid.channel.ChannelList;
import org.goldilocks.policy.NameList;
import org.goldilocks.vm.report.GuestStack;

/**
 * The hybrid engine's configuration from the launcher's properties ({@code --hybrid-*}), and its
 * channel list (built-in plus the user's file). The launcher has validated every value and file,
 * so a failure here is an internal error.
 */
public final class HybridSetup {
    private HybridSetup() {
    }

    static HybridConfig config() {
        HybridConfig.Mode mode = HybridConfig.Mode.parse(RaceConfig.HYBRID_MODE);
        HybridConfig c = HybridConfig.DEFAULT.withMode(mode)
                        .withOptimizations(HybridConfig.Optimizations.parse(RaceConfig.HYBRID_OPTS))
                        .withMaxLocks(HybridConfig.parseMaxLocks(RaceConfig.HYBRID_MAX_LOCKS))
                        .withHappensBefore(!RaceConfig.HYBRID_NO_HB)
                        .withSiteExpander(expander(mode));
        return RaceConfig.HYBRID_FIELDS == null ? c : c.withFields(fields());
    }

    /**
     * What a kept record's site token becomes (PPoPP'03 sec. 6.6). Detailed mode: the accessing
     * thread's full stack, affordable there because the redundancy checks keep few records per
     * field, except at a site of one stack that keeps a record per array element
     * ({@code report.KeptStacks}). Simple
     * mode keeps a record at every Eraser state change, which is every shared variable's first
     * accesses (each element of a shared array), so a stack walk per record made it cost about ten
     * times Goldilocks on an array kernel (docs/results.md, "Hybrid: simple mode's stacks"); its
     * output is the racy variables list for phase 2, and its reports give the earlier access's
     * racing frame, as the other engines do by default. {@code --race-stacks=full} and
     * {@code --race-stacks-for} still give stacks: their tokens are captured stacks already.
     */
    private static SiteExpander expander(HybridConfig.Mode mode) {
        return mode == HybridConfig.Mode.SIMPLE ? SiteExpander.IDENTITY : GuestStack::expandKept;
    }

    /**
     * The engine is made: the launcher finds it in {@link HybridSession} at exit (the lock bound for
     * the racy variables file, the bound violation for the JSON report). If the oversized-lockset
     * check's bound was exceeded (PPoPP'03 sec. 5.4; docs/engine.md: "never silently wrong"), when
     * the VM exits one note line on stderr says which access and that a race may have been missed
     * (rerun with a larger --hybrid-max-locks or --hybrid-opts=no-oversized), whatever the host.
     */
    static void started(HybridEngine engine) {
        HybridSession.set(engine);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            BoundViolation v = engine.boundViolation();
            if (v != null) {
                System.err.println("goldilocks: note: " + v.message());
                System.err.flush();
            }
        }, "goldilocks-hybrid-bound"));
    }

    /** The two-phase run's variables ({@code --hybrid-fields}), or null: everything. */
    public static NameList fields() {
        return Holder.FIELDS;
    }

    /** The channel methods: {@code jdk-channels.txt} plus {@code --hybrid-channels}. */
    public static ChannelList channels() {
        return Holder.CHANNELS;
    }

    private static final class Holder {
        static final NameList FIELDS = readFields();
        static final ChannelList CHANNELS = readChannels();

        private static NameList readFields() {
            if (RaceConfig.HYBRID_FIELDS == null) {
                return null;
            }
            try {
                return NameList.read(Path.of(RaceConfig.HYBRID_FIELDS));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (NameList.MalformedException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }

        private static ChannelList readChannels() {
            if (RaceConfig.HYBRID_CHANNELS == null) {
                return ChannelList.builtIn();
            }
            try {
                return ChannelList.builtIn().plus(ChannelList.read(Path.of(RaceConfig.HYBRID_CHANNELS)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (NameList.MalformedException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }
    }
}
