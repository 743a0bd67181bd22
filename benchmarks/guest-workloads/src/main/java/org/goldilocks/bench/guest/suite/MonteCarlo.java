package org.goldilocks.bench.guest.suite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.bench.guest.Workers;

/**
 * Monte Carlo pricing of a European and an arithmetic-average Asian call option under geometric
 * Brownian motion (StrictMath: the same bits in every VM and tier). n tasks of {@link #PATHS} paths of {@link #STEPS} steps each, taken from an
 * AtomicInteger; each thread has its own path buffer, each task its own random generator seeded by
 * the task number, and every task's result object goes into one shared synchronized list. Check:
 * every task reported once, every sixteenth task simulated again with the same result bit for
 * bit, and the European price within five standard errors of the Black-Scholes formula.
 */
final class MonteCarlo extends Program {
    static final int PATHS = 1000;
    static final int STEPS = 16;
    private static final double SPOT = 100;
    private static final double STRIKE = 105;
    private static final double RATE = 0.05;
    private static final double VOLATILITY = 0.2;
    private static final double YEARS = 1;

    private List<TaskResult> results;

    MonteCarlo(int size, int threads) {
        super(size, threads, 1);
    }

    /** A task's sums over its paths (discounted payoffs). */
    record TaskResult(int task, double european, double europeanSquares, double asian) {
    }

    /** xorshift64* with Box-Muller normals; one per task, used by one thread. */
    static final class Generator {
        private long state;
        private double spare;
        private boolean hasSpare;

        Generator(long seed) {
            state = mix(seed) | 1;
        }

        double nextDouble() {
            state ^= state >>> 12;
            state ^= state << 25;
            state ^= state >>> 27;
            return ((state * 0x2545F4914F6CDD1DL) >>> 11) * 0x1.0p-53;
        }

        double nextGaussian() {
            if (hasSpare) {
                hasSpare = false;
                return spare;
            }
            double u = 1.0 - nextDouble();
            double v = nextDouble();
            double r = Math.sqrt(-2 * StrictMath.log(u));
            spare = r * StrictMath.sin(2 * Math.PI * v);
            hasSpare = true;
            return r * StrictMath.cos(2 * Math.PI * v);
        }
    }

    @Override
    protected void run() throws Exception {
        List<TaskResult> shared = new ArrayList<>();
        AtomicInteger next = new AtomicInteger();
        Workers.run(threads, "montecarlo", id -> {
            double[] path = new double[STEPS];
            for (int task; (task = next.getAndIncrement()) < size;) {
                TaskResult r = simulate(task, path);
                synchronized (shared) {
                    shared.add(r);
                }
            }
        });
        results = shared;
    }

    static TaskResult simulate(int task, double[] path) {
        Generator random = new Generator(task);
        double dt = YEARS / STEPS;
        double drift = (RATE - VOLATILITY * VOLATILITY / 2) * dt;
        double shock = VOLATILITY * Math.sqrt(dt);
        double discount = StrictMath.exp(-RATE * YEARS);
        double european = 0;
        double squares = 0;
        double asian = 0;
        for (int p = 0; p < PATHS; p++) {
            double price = SPOT;
            for (int s = 0; s < STEPS; s++) {
                price *= StrictMath.exp(drift + shock * random.nextGaussian());
                path[s] = price;
            }
            double mean = 0;
            for (double x : path) {
                mean += x;
            }
            mean /= STEPS;
            double e = discount * Math.max(price - STRIKE, 0);
            european += e;
            squares += e * e;
            asian += discount * Math.max(mean - STRIKE, 0);
        }
        return new TaskResult(task, european, squares, asian);
    }

    @Override
    protected long check() {
        List<TaskResult> sorted = new ArrayList<>(results);
        sorted.sort(Comparator.comparingInt(TaskResult::task));
        if (sorted.size() != size) {
            throw new WrongResult("montecarlo: " + sorted.size() + " results for " + size + " tasks");
        }
        double[] path = new double[STEPS];
        double sum = 0;
        double squares = 0;
        long d = size;
        for (int i = 0; i < size; i++) {
            TaskResult r = sorted.get(i);
            if (r.task() != i) {
                throw new WrongResult("montecarlo: task " + i + " reported as " + r.task());
            }
            if (i % 16 == 0) {
                TaskResult again = simulate(i, path);
                if (again.european() != r.european() || again.asian() != r.asian()) {
                    throw new WrongResult("montecarlo: task " + i + " gave another result");
                }
            }
            sum += r.european();
            squares += r.europeanSquares();
            d = fold(fold(d, Double.doubleToLongBits(r.european())), Double.doubleToLongBits(r.asian()));
        }
        double paths = (double) size * PATHS;
        double price = sum / paths;
        double error = Math.sqrt((squares / paths - price * price) / paths);
        double exact = blackScholesCall();
        if (!(Math.abs(price - exact) <= 5 * error)) {
            throw new WrongResult("montecarlo: price " + price + " +- " + error + ", Black-Scholes " + exact);
        }
        return d;
    }

    private static double blackScholesCall() {
        double d1 = (StrictMath.log(SPOT / STRIKE) + (RATE + VOLATILITY * VOLATILITY / 2) * YEARS) / (VOLATILITY * Math.sqrt(YEARS));
        double d2 = d1 - VOLATILITY * Math.sqrt(YEARS);
        return SPOT * normal(d1) - STRIKE * StrictMath.exp(-RATE * YEARS) * normal(d2);
    }

    /** The standard normal distribution function, from erf by Abramowitz and Stegun 7.1.26 (error below 1.5e-7). */
    private static double normal(double x) {
        double z = Math.abs(x) / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * z);
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        double erf = 1 - poly * StrictMath.exp(-z * z);
        return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
    }
}
