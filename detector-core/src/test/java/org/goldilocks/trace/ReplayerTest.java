package org.goldilocks.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.junit.jupiter.api.Test;

/** What the replayer tells the engine, recorded through a proxy around FastTrack. */
class ReplayerTest {
    private final List<String> calls = new ArrayList<>();

    private Engine recording() {
        Engine real = new FastTrackEngine();
        return (Engine) Proxy.newProxyInstance(Engine.class.getClassLoader(), new Class<?>[] {Engine.class}, (proxy, m, args) -> {
            StringBuilder call = new StringBuilder(m.getName());
            for (Object a : args == null ? new Object[0] : args) {
                if (a instanceof ThreadState || a instanceof SyncVar || a instanceof String) {
                    call.append(' ').append(a);
                }
            }
            if (!m.getName().equals("name") && !m.getName().equals("reportsPotentialRaces")) { // queries, not events
                calls.add(call.toString());
            }
            try {
                return m.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    private ReplayResult replay(String text, boolean fastPath) throws MalformedTraceException {
        return new Replayer(recording(), fastPath).replay(TraceParser.parse(text));
    }

    @Test
    void onlyOutermostAcquiresAndLastReleasesReachTheEngine() throws Exception {
        replay("T0 acq m\nT0 acq m\nT0 acq n\nT0 rel m\nT0 rel n\nT0 rel m\n", false);
        assertEquals(List.of("rootThread T0", "newSyncVar m", "acquire T0 m", "newSyncVar n", "acquire T0 n",
                "release T0 n", "release T0 m"), calls);
    }

    @Test
    void aForkedThreadStartsJustBeforeItsFirstEvent() throws Exception {
        replay("T0 fork T1\nT0 fork T2\nT0 rd x\nT1 rd x\nT1 wr x\nT2 end\nT0 join T2\n", false);
        assertEquals(List.of("rootThread T0", "fork T0 T1", "fork T0 T2", "newVariable", "access T0",
                "start T1", "access T1", "access T1", "start T2", "end T2", "join T0 T2"), calls);
    }

    @Test
    void namesLiveInSeparateNamespaces() throws Exception {
        replay("T0 acq a\nT0 vwr a\nT0 vrd a\nT0 wr a\nT0 rd a\nT0 rel a\n", false);
        assertEquals(List.of("rootThread T0", "newSyncVar a", "acquire T0 a", "newSyncVar a", "volatileWrite T0 a",
                "volatileRead T0 a", "newVariable", "access T0", "access T0", "release T0 a"), calls);
    }

    @Test
    void fastPathSkipsTheEngineWhenCanSkipSaysSo() throws Exception {
        String trace = "T0 wr x\nT0 rd x\nT0 wr x\nT0 vwr v\nT0 rd x\n";
        ReplayResult slow = replay(trace, false);
        long slowAccesses = calls.stream().filter(c -> c.startsWith("access")).count();
        calls.clear();
        ReplayResult fast = replay(trace, true);
        assertEquals(4, slowAccesses);
        assertEquals(List.of("access T0", "access T0"), calls.stream().filter(c -> c.startsWith("access")).toList());
        assertEquals(slow.report(), fast.report());
    }

    @Test
    void reportListsRacyLinesInTraceOrder() throws Exception {
        ReplayResult r = replay("T0 fork T1\nT1 wr x\nT0 wr y\n# gap\nT0 rd x\nT1 rd y\n", false);
        assertEquals(List.of(5, 6), r.racyLines());
        assertEquals("race 5\nrace 6\n5 events, 2 races\n", r.report());
        assertEquals(4, r.accesses().size());
    }

    @Test
    void aReplayerReplaysOneTrace() {
        Replayer replayer = new Replayer(new FastTrackEngine());
        replayer.replay(List.of());
        assertThrows(IllegalStateException.class, () -> replayer.replay(List.of()));
    }
}
