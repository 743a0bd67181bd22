package org.goldilocks.corpus.compat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.goldilocks.corpus.workloads.Workload;

/**
 * Log4j 2's asynchronous loggers (all loggers async: {@code AsyncLoggerContextSelector}, on an LMAX
 * Disruptor 4 ring whose sequences are plain fields ordered by fences): four threads log {@code n}
 * messages each to a file appender through a ring large enough for all of them; after {@code
 * LogManager.shutdown()} drains the ring, the file must hold every message once.
 */
public class Log4jAsyncLogging {
    public static void main(String[] args) throws Exception {
        int perThread = Workload.size(args, 2000);
        Path dir = Files.createTempDirectory("log4j-async");
        Path log = dir.resolve("app.log");
        Path config = dir.resolve("log4j2.xml");
        Files.writeString(config, """
                        <Configuration status="off">
                          <Appenders>
                            <File name="file" fileName="%s" immediateFlush="false">
                              <PatternLayout pattern="%%m%%n"/>
                            </File>
                          </Appenders>
                          <Loggers>
                            <Root level="info"><AppenderRef ref="file"/></Root>
                          </Loggers>
                        </Configuration>
                        """.formatted(log));
        System.setProperty("log4j2.contextSelector", "org.apache.logging.log4j.core.async.AsyncLoggerContextSelector");
        System.setProperty("log4j2.configurationFile", config.toString());
        // A ring that holds every message: when it fills, Log4j 2.26.1 on Disruptor 4.0.0 loses
        // events, on HotSpot too (docs/results.md, "Library compatibility"); producers waiting on a
        // full Disruptor 4 ring are DisruptorRing's subject.
        int ring = Integer.highestOneBit(4 * perThread + 1) * 2;
        System.setProperty("log4j2.asyncLoggerRingBufferSize", Integer.toString(ring));
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            int id = t;
            threads[t] = new Thread(() -> {
                Logger logger = LogManager.getLogger("worker" + id);
                for (int i = 0; i < perThread; i++) {
                    logger.info("{} {}", id, i);
                }
            }, "worker-" + t);
        }
        LogManager.getLogger(Log4jAsyncLogging.class).info("start");
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        LogManager.shutdown();
        List<String> lines = Files.readAllLines(log);
        long[] sums = new long[threads.length];
        int[] counts = new int[threads.length];
        for (String line : lines.subList(1, lines.size())) {
            String[] parts = line.split(" ");
            int id = Integer.parseInt(parts[0]);
            counts[id]++;
            sums[id] += Long.parseLong(parts[1]);
        }
        long expected = (long) perThread * (perThread - 1) / 2;
        for (int t = 0; t < threads.length; t++) {
            Workload.check(counts[t] == perThread && sums[t] == expected, "thread " + t + ": " + counts[t] + " messages, sum " + sums[t]);
        }
        Workload.check(lines.get(0).equals("start"), "first line " + lines.get(0));
        Files.delete(log);
        Files.delete(config);
        Files.delete(dir);
        Workload.finish("messages " + threads.length * perThread);
    }
}
