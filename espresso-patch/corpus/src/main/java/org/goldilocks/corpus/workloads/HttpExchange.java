package org.goldilocks.corpus.workloads;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;

/**
 * The JDK's own HTTP server and asynchronous java.net.http client on loopback, each with a pool of
 * two threads: many requests in flight at once, each body echoed back reversed.
 */
public class HttpExchange {
    public static void main(String[] args) throws Exception {
        int requests = Workload.size(args, 20);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService serverPool = Executors.newFixedThreadPool(2);
        server.setExecutor(serverPool);
        server.createContext("/echo", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            byte[] reply = reversed(new String(body, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, reply.length);
            try (var out = exchange.getResponseBody()) {
                out.write(reply);
            }
        });
        server.start();
        ExecutorService clientPool = Executors.newFixedThreadPool(2);
        long ok = 0;
        try (HttpClient client = HttpClient.newBuilder().executor(clientPool).build()) {
            URI uri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/echo");
            List<CompletableFuture<Boolean>> replies = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                String message = "message-" + i;
                replies.add(client.sendAsync(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.ofString(message)).build(),
                                HttpResponse.BodyHandlers.ofString()).thenApply(r -> r.body().equals(reversed(message))));
            }
            for (CompletableFuture<Boolean> f : replies) {
                ok += f.get() ? 1 : 0;
            }
        }
        server.stop(0);
        clientPool.shutdown();
        serverPool.shutdown();
        Workload.check(ok == requests, ok + " of " + requests + " echoed right");
        Workload.finish("echoed " + ok + " of " + requests);
    }

    private static String reversed(String s) {
        return new StringBuilder(s).reverse().toString();
    }
}
