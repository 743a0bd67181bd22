package org.goldilocks.bench.guest.suite;

/**
 * Sparse matrix-vector products: an n x n matrix in compressed sparse rows, {@link #PER_ROW}
 * nonzeros a row (the diagonal and pseudo-random columns), positive and summing to 1 in each row,
 * applied {@link #PRODUCTS} times (x := A x). Each thread owns a band of rows of the result; the
 * vectors swap roles after each product, at a CyclicBarrier. Check: every eighth row of the last
 * product computed again from the vector before it, bit for bit; every value within the range of
 * the start vector (a row-stochastic matrix only averages).
 */
final class SpMV extends Program {
    static final int PER_ROW = 12;
    static final int PRODUCTS = 20;

    private final int n;
    private int[] rowStart;
    private int[] columns;
    private double[] values;
    private double startMin;
    private double startMax;
    private double[] x;
    private double[] y;

    SpMV(int size, int threads) {
        super(size, threads, PER_ROW);
        n = size;
    }

    @Override
    protected void prepare() {
        rowStart = new int[n + 1];
        columns = new int[n * PER_ROW];
        values = new double[n * PER_ROW];
        x = new double[n];
        y = new double[n];
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            buildRow(i);
            min = Math.min(min, x[i]);
            max = Math.max(max, x[i]);
        }
        startMin = min;
        startMax = max;
        rowStart[n] = n * PER_ROW;
    }

    /** Row i of the matrix (the diagonal, then pseudo-random columns; weights summing to 1), and x[i]. */
    private void buildRow(int i) {
        rowStart[i] = i * PER_ROW;
        double sum = 0;
        for (int k = 0; k < PER_ROW; k++) {
            int p = i * PER_ROW + k;
            columns[p] = k == 0 ? i : (int) Math.floorMod(mix((long) i * PER_ROW + k), (long) n);
            values[p] = 0.1 + unit(-p - 1);
            sum += values[p];
        }
        for (int k = 0; k < PER_ROW; k++) {
            values[i * PER_ROW + k] /= sum;
        }
        x[i] = unit(n + i);
    }

    @Override
    protected void run() throws Exception {
        inBands("spmv", n, (id, lo, hi, barrier) -> {
            double[] in = x;
            double[] out = y;
            for (int p = 0; p < PRODUCTS; p++) {
                barrier.await();
                multiply(in, out, lo, hi);
                double[] t = in;
                in = out;
                out = t;
            }
        });
    }

    /** Rows [lo, hi) of A in. */
    private void multiply(double[] in, double[] out, int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            out[i] = row(in, i);
        }
    }

    private double row(double[] in, int i) {
        double sum = 0;
        for (int p = rowStart[i]; p < rowStart[i + 1]; p++) {
            sum += values[p] * in[columns[p]];
        }
        return sum;
    }

    @Override
    protected long check() {
        double[] result = PRODUCTS % 2 == 0 ? x : y;
        double[] before = PRODUCTS % 2 == 0 ? y : x;
        for (int first = 0; first < n; first += CHUNK) {
            checkRows(result, before, first, Math.min(n, first + CHUNK), startMin - 1e-12, startMax + 1e-12);
        }
        return digest(result);
    }

    private void checkRows(double[] result, double[] before, int first, int end, double lo, double hi) {
        for (int i = first; i < end; i++) {
            if (result[i] < lo || result[i] > hi) {
                throw new WrongResult("spmv: x[" + i + "] = " + result[i] + " outside [" + lo + ", " + hi + "]");
            }
            if (i % 8 == 0 && result[i] != row(before, i)) {
                throw new WrongResult("spmv: x[" + i + "] = " + result[i] + ", expected " + row(before, i));
            }
        }
    }
}
