package org.goldilocks.corpus.workloads;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;

/**
 * An embedded Jetty server on a loopback port and three client threads sending it a bounded
 * number of HTTP requests each (java.net.http, one shared client); the server squares a number.
 */
public class JettyLoad {
    private static final int CLIENTS = 3;

    public static void main(String[] args) throws Exception {
        int requests = Workload.size(args, 30);
        Server server = new Server(0);
        AtomicLong served = new AtomicLong();
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                long n = Long.parseLong(Request.extractQueryParameters(request).getValue("n"));
                served.incrementAndGet();
                response.getHeaders().put("Content-Type", "text/plain");
                response.write(true, ByteBuffer.wrap(Long.toString(n * n).getBytes(StandardCharsets.UTF_8)), callback);
                return true;
            }
        });
        server.start();
        int port = ((ServerConnector) server.getConnectors()[0]).getLocalPort();
        long total = 0;
        try (HttpClient http = HttpClient.newHttpClient()) {
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            List<Future<Long>> sums = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int base = c * requests;
                sums.add(pool.submit(() -> {
                    long sum = 0;
                    for (long n = base; n < base + requests; n++) {
                        URI uri = URI.create("http://127.0.0.1:" + port + "/square?n=" + n);
                        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
                        Workload.check(r.statusCode() == 200 && Long.parseLong(r.body()) == n * n, n + " squared: " + r.body());
                        sum += n * n;
                    }
                    return sum;
                }));
            }
            for (Future<Long> f : sums) {
                total += f.get();
            }
            pool.shutdown();
        }
        server.stop();
        Workload.check(served.get() == (long) CLIENTS * requests, "served " + served.get());
        Workload.finish("served " + served.get() + " sum of squares " + total);
    }
}
