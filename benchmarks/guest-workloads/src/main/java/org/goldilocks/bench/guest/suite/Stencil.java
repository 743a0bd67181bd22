package org.goldilocks.bench.guest.suite;

import java.util.Arrays;

/**
 * A 2D Jacobi stencil (heat diffusion): an n x n grid whose top edge is held at 100 and the other
 * edges at 0; each sweep sets every interior cell of one grid to the mean of its four neighbours
 * in the other, and the grids swap roles. Each thread owns a band of rows: it initializes them and
 * updates them in every sweep, reading the edge rows of its neighbours' bands, which they wrote in
 * the previous sweep; a CyclicBarrier separates the sweeps. Check: every interior cell of the
 * result is the mean of its neighbours in the grid before the last sweep, bit for bit, and the
 * edges are unchanged.
 */
final class Stencil extends Program {
    static final int SWEEPS = 16;
    private static final double HOT = 100.0;

    private final int n;
    private double[] a;
    private double[] b;

    Stencil(int size, int threads) {
        super(size, threads, 3);
        n = size;
    }

    @Override
    protected void prepare() {
        a = new double[n * n];
        b = new double[n * n];
    }

    @Override
    protected void run() throws Exception {
        double[] first = a;
        double[] second = b;
        inBands("stencil", n, (id, lo, hi, barrier) -> {
            for (int i = lo; i < hi; i++) {
                Arrays.fill(first, i * n, (i + 1) * n, initial(i));
                Arrays.fill(second, i * n, (i + 1) * n, initial(i));
            }
            double[] src = first;
            double[] dst = second;
            for (int s = 0; s < SWEEPS; s++) {
                barrier.await();
                for (int i = Math.max(lo, 1); i < Math.min(hi, n - 1); i++) {
                    sweepRow(src, dst, i);
                }
                double[] t = src;
                src = dst;
                dst = t;
            }
        });
    }

    private static double initial(int row) {
        return row == 0 ? HOT : 0.0;
    }

    private void sweepRow(double[] src, double[] dst, int i) {
        int row = i * n;
        for (int j = 1; j < n - 1; j++) {
            int c = row + j;
            dst[c] = 0.25 * (src[c - n] + src[c + n] + src[c - 1] + src[c + 1]);
        }
    }

    @Override
    protected long check() {
        double[] result = SWEEPS % 2 == 0 ? a : b;
        double[] before = SWEEPS % 2 == 0 ? b : a;
        double[] expected = new double[n];
        for (int i = 0; i < n; i++) {
            checkRow(result, before, expected, i);
        }
        return digest(result);
    }

    /** Row i of the result against one more sweep of the grid before it (edges: their initial value). */
    private void checkRow(double[] result, double[] before, double[] expected, int i) {
        int row = i * n;
        for (int j = 0; j < n; j++) {
            int c = row + j;
            boolean edge = i == 0 || j == 0 || i == n - 1 || j == n - 1;
            expected[j] = edge ? initial(i) : 0.25 * (before[c - n] + before[c + n] + before[c - 1] + before[c + 1]);
            if (result[c] != expected[j] || result[c] < 0 || result[c] > HOT) {
                throw new WrongResult("stencil: cell (" + i + ", " + j + ") is " + result[c] + ", expected " + expected[j]);
            }
        }
    }
}
