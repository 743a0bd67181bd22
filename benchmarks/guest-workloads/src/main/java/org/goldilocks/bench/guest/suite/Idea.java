package org.goldilocks.bench.guest.suite;

/**
 * The IDEA block cipher (64-bit blocks, 128-bit key, 8.5 rounds of multiplication modulo 65537,
 * addition modulo 65536 and xor) in electronic-codebook mode over n blocks. Each thread encrypts
 * its slice of the plaintext into the ciphertext array; after a CyclicBarrier it decrypts the next
 * thread's slice of the ciphertext. The subkey arrays are shared, read-only. Check: the decrypted
 * text equals the plaintext; the cipher itself is checked once against the published test vector.
 */
final class Idea extends Program {
    private static final int ROUNDS = 8;

    private byte[] plain;
    private byte[] cipher;
    private byte[] decrypted;
    private int[] encryptKeys;
    private int[] decryptKeys;

    Idea(int size, int threads) {
        super(size, threads, 1);
        checkTestVector();
    }

    @Override
    protected void prepare() {
        plain = new byte[size * 8];
        for (int b = 0; b < size; b++) {
            plainBlock(b);
        }
        cipher = new byte[plain.length];
        decrypted = new byte[plain.length];
        int[] key = new int[8];
        for (int i = 0; i < 8; i++) {
            key[i] = (int) (mix(1000 + i) & 0xFFFF);
        }
        encryptKeys = encryptionKeys(key);
        decryptKeys = decryptionKeys(encryptKeys);
    }

    private void plainBlock(int b) {
        long bits = mix(b);
        for (int i = 0; i < 8; i++) {
            plain[8 * b + i] = (byte) (bits >>> 8 * i);
        }
    }

    @Override
    protected void run() throws Exception {
        inBands("idea", size, (id, lo, hi, barrier) -> {
            crypt(plain, cipher, encryptKeys, lo, hi);
            barrier.await();
            int other = (id + 1) % threads;
            crypt(cipher, decrypted, decryptKeys, bandStart(other, threads, size), bandStart(other + 1, threads, size));
        });
    }

    @Override
    protected long check() {
        long d = plain.length;
        for (int b = 0; b < size; b++) {
            d = checkBlock(b, d);
        }
        return d;
    }

    private long checkBlock(int b, long d) {
        for (int i = 8 * b; i < 8 * b + 8; i++) {
            if (decrypted[i] != plain[i]) {
                throw new WrongResult("idea: byte " + i + " decrypted to " + decrypted[i] + ", plaintext " + plain[i]);
            }
            d = fold(d, cipher[i]);
        }
        return d;
    }

    /** The 52 encryption subkeys: the key's eight 16-bit words, rotated left by 25 bits after every eight. */
    static int[] encryptionKeys(int[] key) {
        int[] z = new int[6 * ROUNDS + 4];
        long hi = 0;
        long lo = 0;
        for (int i = 0; i < 4; i++) {
            hi = hi << 16 | key[i];
            lo = lo << 16 | key[i + 4];
        }
        for (int i = 0; i < z.length; i++) {
            int w = i % 8;
            z[i] = (int) ((w < 4 ? hi >>> (48 - 16 * w) : lo >>> (48 - 16 * (w - 4))) & 0xFFFF);
            if (w == 7) {
                long newHi = hi << 25 | lo >>> 39;
                long newLo = lo << 25 | hi >>> 39;
                hi = newHi;
                lo = newLo;
            }
        }
        return z;
    }

    /** The decryption subkeys: inverses of the encryption subkeys in reverse order, the middle additions swapped. */
    static int[] decryptionKeys(int[] z) {
        int[] k = new int[z.length];
        int last = 6 * ROUNDS;
        for (int r = 0; r <= ROUNDS; r++) {
            int from = last - 6 * r; // the first key of the transformation this decryption round undoes
            boolean outer = r == 0 || r == ROUNDS;
            k[6 * r] = inverse(z[from]);
            k[6 * r + 1] = negate(z[from + (outer ? 1 : 2)]);
            k[6 * r + 2] = negate(z[from + (outer ? 2 : 1)]);
            k[6 * r + 3] = inverse(z[from + 3]);
            if (r < ROUNDS) {
                k[6 * r + 4] = z[from - 2];
                k[6 * r + 5] = z[from - 1];
            }
        }
        return k;
    }

    static void crypt(byte[] in, byte[] out, int[] keys, int firstBlock, int endBlock) {
        for (int b = firstBlock; b < endBlock; b++) {
            cryptBlock(in, out, keys, 8 * b);
        }
    }

    /** One block, at byte offset o: eight rounds, then the output transformation. */
    static void cryptBlock(byte[] in, byte[] out, int[] keys, int o) {
        int x1 = word(in, o);
        int x2 = word(in, o + 2);
        int x3 = word(in, o + 4);
        int x4 = word(in, o + 6);
        int k = 0;
        for (int r = 0; r < ROUNDS; r++) {
            x1 = multiply(x1, keys[k++]);
            x2 = (x2 + keys[k++]) & 0xFFFF;
            x3 = (x3 + keys[k++]) & 0xFFFF;
            x4 = multiply(x4, keys[k++]);
            int t = multiply(x1 ^ x3, keys[k++]);
            int u = multiply((t + (x2 ^ x4)) & 0xFFFF, keys[k++]);
            t = (t + u) & 0xFFFF;
            x1 ^= u;
            x4 ^= t;
            int swap = x2 ^ t;
            x2 = x3 ^ u;
            x3 = swap;
        }
        putWord(out, o, multiply(x1, keys[k++]));
        putWord(out, o + 2, (x3 + keys[k++]) & 0xFFFF);
        putWord(out, o + 4, (x2 + keys[k++]) & 0xFFFF);
        putWord(out, o + 6, multiply(x4, keys[k]));
    }

    /** Multiplication modulo 65537, 0 standing for 65536. */
    static int multiply(int a, int b) {
        if (a == 0) {
            return (0x10001 - b) & 0xFFFF;
        }
        if (b == 0) {
            return (0x10001 - a) & 0xFFFF;
        }
        long p = (long) a * b;
        int low = (int) (p & 0xFFFF);
        int high = (int) (p >>> 16);
        return (low - high + (low < high ? 1 : 0)) & 0xFFFF;
    }

    /** The multiplicative inverse modulo 65537 (x^65535), 0 standing for 65536. */
    static int inverse(int x) {
        long base = x == 0 ? 0x10000 : x;
        long result = 1;
        for (int e = 0x10001 - 2; e > 0; e >>= 1) {
            if ((e & 1) != 0) {
                result = result * base % 0x10001;
            }
            base = base * base % 0x10001;
        }
        return (int) (result & 0xFFFF);
    }

    private static int negate(int x) {
        return (0x10000 - x) & 0xFFFF;
    }

    private static int word(byte[] a, int i) {
        return (a[i] & 0xFF) << 8 | (a[i + 1] & 0xFF);
    }

    private static void putWord(byte[] a, int i, int w) {
        a[i] = (byte) (w >>> 8);
        a[i + 1] = (byte) w;
    }

    /** Key 0001 0002 ... 0008, plaintext 0000 0001 0002 0003: ciphertext 11FB ED2B 0198 6DE5. */
    private static void checkTestVector() {
        int[] z = encryptionKeys(new int[] {1, 2, 3, 4, 5, 6, 7, 8});
        byte[] in = {0, 0, 0, 1, 0, 2, 0, 3};
        byte[] out = new byte[8];
        crypt(in, out, z, 0, 1);
        int[] expected = {0x11FB, 0xED2B, 0x0198, 0x6DE5};
        for (int i = 0; i < 4; i++) {
            if (word(out, 2 * i) != expected[i]) {
                throw new WrongResult("idea: the test vector encrypts to " + Integer.toHexString(word(out, 2 * i)) + " at word " + i + ", expected " + Integer.toHexString(expected[i]));
            }
        }
        byte[] back = new byte[8];
        crypt(out, back, decryptionKeys(z), 0, 1);
        if (!java.util.Arrays.equals(in, back)) {
            throw new WrongResult("idea: the test vector does not decrypt");
        }
    }
}
