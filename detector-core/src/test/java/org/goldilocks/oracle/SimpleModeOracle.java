package org.goldilocks.oracle;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;

/**
 * The hybrid engine's simple mode, straight from its definition (O'Callahan and Choi, sec. 6.2,
 * 6.3; docs/engine.md): an object ({@code o} for variables {@code o.f}, else the variable itself)
 * is local to the first thread that touches it until another thread touches it; accesses from then
 * on are recorded. A variable is reported at the first recorded access after which the locks held
 * at every recorded access (for a write: held exclusively) have none in common, a recorded access
 * wrote, and two threads accessed it (the owner counts if it touched the variable while local).
 * No happens-before.
 */
public final class SimpleModeOracle {
    private SimpleModeOracle() {
    }

    public static boolean[] reportedAccesses(List<TraceEvent> events) {
        List<Set<String>> locksets = PotentialRaceOracle.locksets(events);
        Map<String, String> owner = new HashMap<>();
        Set<String> sharedObjects = new HashSet<>();
        Map<String, Set<String>> threads = new HashMap<>();
        Map<String, Set<String>> common = new HashMap<>();
        Set<String> written = new HashSet<>();
        Set<String> reported = new HashSet<>();
        boolean[] verdicts = new boolean[(int) events.stream().filter(e -> e.op().isAccess()).count()];
        int k = 0;
        for (int i = 0; i < events.size(); i++) {
            TraceEvent e = events.get(i);
            if (!e.op().isAccess()) {
                continue;
            }
            String v = e.argument();
            String object = v.indexOf('.') > 0 ? v.substring(0, v.indexOf('.')) : v;
            String first = owner.putIfAbsent(object, e.thread());
            boolean local = !sharedObjects.contains(object) && (first == null || first.equals(e.thread()));
            if (local) {
                threads.computeIfAbsent(v, x -> new HashSet<>()).add(e.thread()); // the owner touched it
            } else {
                sharedObjects.add(object);
                boolean write = e.op() == Op.WR;
                Set<String> protecting = new HashSet<>();
                for (String token : locksets.get(i)) {
                    if (!write || !token.startsWith("s:")) {
                        protecting.add(token.startsWith("s:") ? "x:" + token.substring(2) : token);
                    }
                }
                common.computeIfAbsent(v, x -> new HashSet<>(protecting)).retainAll(protecting);
                threads.computeIfAbsent(v, x -> new HashSet<>()).add(e.thread());
                if (write) {
                    written.add(v);
                }
                if (!reported.contains(v) && common.get(v).isEmpty() && written.contains(v) && threads.get(v).size() >= 2) {
                    reported.add(v);
                    verdicts[k] = true;
                }
            }
            k++;
        }
        return verdicts;
    }
}
