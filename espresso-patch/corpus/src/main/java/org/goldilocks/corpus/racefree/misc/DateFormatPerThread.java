package org.goldilocks.corpus.racefree.misc;

import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Date;
import java.util.TimeZone;

import org.goldilocks.corpus.support.Threads;

/**
 * Each thread formats with a SimpleDateFormat of its own (the correct use: the class is not
 * thread-safe). Inside, DateFormat.format(Date) passes the JDK's shared DontCareFieldPosition
 * singleton, whose begin and end indexes every format call resets racily: benign by design in the
 * JDK (nobody reads them), never a race of the program.
 */
public class DateFormatPerThread {
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[Threads.count(args, 4)];
        String[] out = new String[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm");
                f.setTimeZone(TimeZone.getTimeZone("UTC"));
                StringBuilder sb = new StringBuilder();
                for (int k = 0; k < 20; k++) {
                    sb.append(f.format(new Date(86_400_000L * k)));
                }
                out[me] = sb.toString();
            }, "formatter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String s : out) {
            if (!s.equals(out[0]) || !s.startsWith("1970-01-01 00:00")) {
                throw new AssertionError(Arrays.toString(out));
            }
        }
    }
}
