package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real programs on real libraries from Maven Central (corpus package {@code workloads}: embedded
 * H2 with JDBC client threads, embedded Jetty under loopback HTTP load, Lucene indexing and
 * searching, the JDK's HTTP server and client, parallel streams; package {@code compat}: drivers
 * for Caffeine, JCTools, Disruptor 3 and 4, Log4j 2 async loggers, Guava, Commons Pool and Reactor) run through the launcher under
 * Goldilocks: each must end normally with the result computed here independently (the result
 * --race=off gives) and nothing on stderr but race reports. Those whose libraries raise no race
 * run in throw mode (any race fails them). H2 and Jetty have real races of their own
 * (docs/results.md, "Real workloads", each with its verdict): they run in report mode, and every
 * race reported must be one of those explained; a new one, false or real, fails the test until it
 * is explained. {@code bin/test --long} runs them bigger, under --race=off, Goldilocks and
 * FastTrack, and prints time and peak memory for docs/results.md.
 */
@Tag("scaled")
class WorkloadTest {
    private static final String CLASSPATH = Launcher.CORPUS_CLASSES + ":" + System.getProperty("workloads.classpath");
    /** Disruptor 4 and Log4j 2 (the pom's compat4 jars), instead of the workloads' Disruptor 3. */
    private static final String COMPAT4_CLASSPATH = Launcher.CORPUS_CLASSES + ":" + System.getProperty("compat4.classpath");
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A workload, its sizes (suite, long), its result for a size, and its explained races (none:
     * throw mode). The name is the main class, then {@code @4} for a run on the compat4 class path.
     */
    private record Workload(String name, int size, int longSize, IntFunction<String> expected, Set<String> explained) {
        String mainClass() {
            return "org.goldilocks.corpus." + name.replace("@4", "");
        }

        String classPath() {
            return name.endsWith("@4") ? COMPAT4_CLASSPATH : CLASSPATH;
        }
    }

    private static final List<Workload> WORKLOADS = List.of(
                    new Workload("workloads.H2Bank", 40, 400, n -> "accounts 50 total 50000", Set.of(
                                    // StringUtils.toUpperEnglish: the cache and its racily published pairs
                                    "array element java.lang.String[][]", "array element java.lang.String[]",
                                    // TransactionStore.registerTransaction clones the shared set of open
                                    // transactions: BitSet.clone writes its receiver (trimToSize)
                                    "field java.util.BitSet.words",
                                    // TransactionStore.undoLogs, filled after the registering CAS
                                    "array element org.h2.mvstore.MVMap[]",
                                    // MVTable.getRowIdColumn: lazy, publishes the Column before setting it up
                                    "field org.h2.mvstore.db.MVTable.rowIdColumn", "field org.h2.table.Column.rowId",
                                    // MVTable.unlock: waitingSessions.isEmpty() outside the table's monitor
                                    "field java.util.ArrayDeque.head", "field java.util.ArrayDeque.tail",
                                    // Value.cache: values published through a racy array, some with plain fields
                                    "array element org.h2.value.Value[]",
                                    // SearchRow.setKey on a row two transactions both reach
                                    "field org.h2.result.SearchRow.key")),
                    new Workload("workloads.JettyLoad", 4, 100, WorkloadTest::jetty, Set.of(
                                    // AbstractConnector.doStop nulls _shutdown while acceptors may still read it
                                    "field org.eclipse.jetty.server.AbstractConnector._shutdown")),
                    new Workload("workloads.LuceneSearch", 200, 4000, WorkloadTest::lucene, Set.of()),
                    new Workload("workloads.HttpExchange", 10, 100, n -> "echoed " + n + " of " + n, Set.of()),
                    new Workload("workloads.ParallelStreams", 20_000, 400_000, WorkloadTest::streams, Set.of()),
                    // the library compatibility suite (docs/results.md, "Library compatibility")
                    new Workload("compat.CaffeineCache", 500, 20_000, n -> "operations " + 4 * n + " bounded true", Set.of()),
                    new Workload("compat.JctoolsQueues", 5_000, 200_000, WorkloadTest::jctools, Set.of()),
                    new Workload("compat.DisruptorRing", 500, 50_000, n -> "events " + 2 * n + " sum " + triangle(2L * n), Set.of()),
                    // Disruptor 4's sequences are plain fields ordered by VarHandle fences (docs/semantics.md, "Fences")
                    new Workload("compat.DisruptorRing@4", 500, 50_000, n -> "events " + 2 * n + " sum " + triangle(2L * n), Set.of()),
                    new Workload("compat.Log4jAsyncLogging@4", 100, 20_000, n -> "messages " + 4 * n, Set.of()),
                    new Workload("compat.GuavaConcurrency", 200, 20_000, n -> "operations " + 8 * n + " keys 10", Set.of()),
                    new Workload("compat.CommonsPool", 200, 20_000, n -> "borrows " + 4 * n, Set.of()),
                    new Workload("compat.ReactorPipeline", 800, 50_000, n -> "items " + n + " groups 16", Set.of(
                                    // FlatMapTracker: slots written under its monitor, read without it by drainLoop
                                    "array element reactor.core.publisher.FluxFlatMap$FlatMapInner[]",
                                    // and, when the slot read sees the new inner, its plain index
                                    "field reactor.core.publisher.FluxFlatMap$FlatMapInner.index")));

    static Stream<Arguments> runs() {
        List<String> configurations = VmMemoryTest.LONG ? List.of("--race=off", "--engine=goldilocks", "--engine=fasttrack")
                        : List.of("--engine=goldilocks");
        return WORKLOADS.stream().flatMap(w -> configurations.stream().map(c -> Arguments.of(w.name(), c)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("runs")
    void endsWithTheRightResultAndOnlyExplainedRaces(String name, String configuration, @TempDir Path dir) throws Exception {
        Workload w = WORKLOADS.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        int size = VmMemoryTest.LONG ? w.longSize() : w.size();
        boolean detecting = !configuration.equals("--race=off");
        Path report = dir.resolve("races.json");
        List<String> args = new ArrayList<>(List.of(configuration));
        if (detecting) {
            args.addAll(List.of("--race-mode=" + (w.explained().isEmpty() ? "throw" : "report"), "--race-report=" + report));
        }
        args.addAll(List.of("-cp", w.classPath(), w.mainClass(), String.valueOf(size)));
        long start = System.nanoTime();
        // Scaled runs are mostly start-up and class loading (H2: 32 s to 24 s with C1, Lucene 45 s to 25 s);
        // the long runs, whose times go into docs/results.md, use the host's default JIT.
        Launcher.Result r = Launcher.runScaled(args, 900);
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : r.stdout().lines().toList()) {
            int space = line.indexOf(' ');
            if (space > 0) {
                out.put(line.substring(0, space), line.substring(space + 1));
            }
        }
        Set<String> races = detecting ? racyVariables(report) : Set.of();
        System.out.printf("workload %s %d %s: %.1f s, peak RSS %s MB, %s, races on %s%n", name, size, configuration, seconds,
                        out.containsKey("PEAK-RSS-KB") ? Long.parseLong(out.get("PEAK-RSS-KB")) >> 10 : "?", out.get("RESULT"), races);
        assertEquals(0, r.exitCode(), () -> "exit status; stdout:\n" + r.stdout() + "\nstderr:\n" + r.stderr());
        assertEquals(w.expected().apply(size), out.get("RESULT"), r::stdout);
        Set<String> unexplained = new TreeSet<>(races);
        unexplained.removeAll(w.explained());
        assertEquals(Set.of(), unexplained, () -> "races not explained in docs/results.md:\n" + r.stderr());
        if (races.isEmpty()) {
            assertEquals(List.of(), r.stderrLines(), "nothing on stderr: no race, no message of the VM's");
        }
    }

    /** The variables of the races in a JSON race report: kind and field, or kind and array type. */
    private static Set<String> racyVariables(Path report) throws IOException {
        JsonNode root = JSON.readTree(report.toFile());
        assertTrue(root.get("complete").asBoolean(), root::toString);
        Set<String> variables = new TreeSet<>();
        for (JsonNode race : root.get("races")) {
            JsonNode v = race.get("variable");
            String kind = v.get("kind").asText();
            variables.add(kind + " " + v.get("class").asText() + (kind.equals("array element") ? "" : "." + v.get("field").asText()));
        }
        return variables;
    }

    /** 0 + 1 + ... + (n - 1). */
    private static long triangle(long n) {
        return (n - 1) * n / 2;
    }

    /** Two producers' 0..2n-1 through the MPSC queue, then 0..n-1 through the SPSC queue. */
    private static String jctools(int n) {
        return "mpsc " + triangle(2L * n) + " spsc " + triangle(n);
    }

    /** Three clients, each asking for the squares of its own run of {@code n} numbers. */
    private static String jetty(int n) {
        long sum = 0;
        for (long i = 0; i < 3L * n; i++) {
            sum += i * i;
        }
        return "served " + 3 * n + " sum of squares " + sum;
    }

    /** Each document holds 8 of the 16 words; a word's query counts the documents holding it. */
    private static String lucene(int docs) {
        long hits = 0;
        for (int i = 0; i < docs; i++) {
            Set<Integer> words = new HashSet<>();
            for (int k = 0; k < 8; k++) {
                words.add((i * 7 + k * 3) % 16);
            }
            hits += words.size();
        }
        return "documents " + docs + " hits " + hits;
    }

    private static String streams(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += (long) i * i % 1_000_003;
        }
        List<String> first = IntStream.range(0, n).mapToObj(i -> Integer.toString((int) ((long) i * 31 % n))).sorted().limit(5).toList();
        return "sum " + sum + " groups " + Math.min(n, 97) + " first " + first;
    }
}
