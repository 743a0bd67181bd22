package org.goldilocks.bench.guest.suite;

/**
 * LU factorization without pivoting (the matrix is diagonally dominant) of an n x n matrix held
 * as an array of rows. Row i belongs to thread i mod T, which copies it from the input and
 * updates it; at pivot step k every thread reads row k, which its owner finished in step k - 1;
 * a CyclicBarrier ends each step. Check: (L U)[i][j] equals the input within rounding, for every
 * diagonal entry and one more entry per row.
 */
final class Lu extends Program {
    private final int n;
    private double[][] input;
    private double[][] m;

    Lu(int size, int threads) {
        super(size, threads, 2);
        n = size;
    }

    @Override
    protected void prepare() {
        input = new double[n][];
        for (int i = 0; i < n; i++) {
            input[i] = inputRow(i);
        }
        m = new double[n][];
    }

    /** Row i: values in [-0.5, 0.5), and n more on the diagonal. */
    private double[] inputRow(int i) {
        double[] row = new double[n];
        for (int j = 0; j < n; j++) {
            row[j] = unit((long) i * n + j) - 0.5;
        }
        row[i] += n;
        return row;
    }

    @Override
    protected void run() throws Exception {
        double[][] a = input;
        double[][] lu = m;
        inBands("lu", n, (id, lo, hi, barrier) -> {
            for (int i = id; i < n; i += threads) {
                lu[i] = a[i].clone();
            }
            barrier.await();
            for (int k = 0; k < n - 1; k++) {
                double[] pivotRow = lu[k];
                double pivot = pivotRow[k];
                for (int i = k + 1 + Math.floorMod(id - (k + 1), threads); i < n; i += threads) {
                    eliminate(lu[i], pivotRow, pivot, k);
                }
                barrier.await();
            }
        });
    }

    /** Row operation of pivot step k: the multiplier goes where the eliminated entry was. */
    private void eliminate(double[] row, double[] pivotRow, double pivot, int k) {
        double l = row[k] / pivot;
        row[k] = l;
        for (int j = k + 1; j < n; j++) {
            row[j] -= l * pivotRow[j];
        }
    }

    @Override
    protected long check() {
        for (int i = 0; i < n; i++) {
            checkEntry(i, i);
            checkEntry(i, (int) ((i * 7L + 3) % n));
        }
        long d = n;
        for (double[] row : m) {
            d = fold(d, digest(row));
        }
        return d;
    }

    /** (L U)[i][j], L unit lower triangular below the diagonal of m, U the rest. */
    private void checkEntry(int i, int j) {
        double sum = 0;
        for (int k = 0; k <= Math.min(i, j); k++) {
            double l = k == i ? 1.0 : m[i][k];
            sum += l * m[k][j];
        }
        if (!(Math.abs(sum - input[i][j]) <= 1e-9 * n)) {
            throw new WrongResult("lu: (LU)[" + i + "][" + j + "] = " + sum + ", input " + input[i][j]);
        }
    }
}
