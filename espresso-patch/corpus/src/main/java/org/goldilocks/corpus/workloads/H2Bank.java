package org.goldilocks.corpus.workloads;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * An embedded H2 database (in memory) and four JDBC client threads, each on its own connection,
 * moving money between accounts in transactions (a debit and a credit, then commit; a lock
 * timeout would roll back). Whatever the interleaving, the money is conserved.
 */
public class H2Bank {
    private static final int CLIENTS = 4;
    private static final int ACCOUNTS = 50;
    private static final long OPENING = 1000;

    public static void main(String[] args) throws Exception {
        int transfers = Workload.size(args, 200);
        // Registered here, not by DriverManager's one-time service scan: under bin/soak every
        // round loads H2 afresh, and DriverManager only hands out drivers the caller can see.
        org.h2.Driver.load();
        // A database of its own per run: bin/soak runs it again and again in one VM.
        String url = "jdbc:h2:mem:bank-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000";
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("create table account(id int primary key, balance bigint)");
            try (PreparedStatement p = c.prepareStatement("insert into account values(?, ?)")) {
                for (int i = 0; i < ACCOUNTS; i++) {
                    p.setInt(1, i);
                    p.setLong(2, OPENING);
                    p.executeUpdate();
                }
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        List<Future<Integer>> clients = new ArrayList<>();
        for (int k = 0; k < CLIENTS; k++) {
            int seed = k;
            clients.add(pool.submit(() -> transfer(url, new Random(seed), transfers)));
        }
        int committed = 0;
        for (Future<Integer> f : clients) {
            committed += f.get();
        }
        pool.shutdown();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                        ResultSet rs = s.executeQuery("select sum(balance), count(*) from account")) {
            rs.next();
            long total = rs.getLong(1);
            Workload.check(total == ACCOUNTS * OPENING, "total " + total);
            Workload.check(committed > 0, "no transaction committed");
            Workload.finish("accounts " + rs.getInt(2) + " total " + total);
            s.execute("shutdown");
        }
        // Registered, the driver would keep its class loader (every H2 class of every soak round).
        org.h2.Driver.unload();
    }

    private static int transfer(String url, Random r, int transfers) throws SQLException {
        int committed = 0;
        try (Connection c = DriverManager.getConnection(url);
                        PreparedStatement add = c.prepareStatement("update account set balance = balance + ? where id = ?")) {
            c.setAutoCommit(false);
            for (int i = 0; i < transfers; i++) {
                int from = r.nextInt(ACCOUNTS);
                int to = r.nextInt(ACCOUNTS);
                int amount = r.nextInt(10);
                try {
                    // the lower account's row first, so two transfers never wait for each other in a cycle
                    update(add, Math.min(from, to), from < to ? -amount : amount);
                    update(add, Math.max(from, to), from < to ? amount : -amount);
                    c.commit();
                    committed++;
                } catch (SQLException e) {
                    c.rollback(); // a lock timeout: the transfer did not happen
                }
            }
        }
        return committed;
    }

    private static void update(PreparedStatement add, int account, long amount) throws SQLException {
        add.setLong(1, amount);
        add.setInt(2, account);
        add.executeUpdate();
    }
}
