package org.goldilocks.corpus.racy.misc;

import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.TimeZone;

import org.goldilocks.corpus.support.Signal;

/**
 * The classic misuse that DateFormatPerThread avoids: one SimpleDateFormat shared by two threads
 * without a lock. format() stores the date in the formatter's Calendar, so the second thread's call
 * races inside Calendar with the first's (and the JDK's benign-race entries for the
 * DontCareFieldPosition singleton do not hide it).
 */
public class SharedDateFormat {
    public static void main(String[] args) throws Exception {
        SimpleDateFormat shared = new SimpleDateFormat("yyyy-MM-dd");
        shared.setTimeZone(TimeZone.getTimeZone("UTC"));
        Signal formatted = new Signal();
        Thread t = Signal.start("formatter", () -> {
            shared.format(new Date(0));
            formatted.raise();
        });
        formatted.await();
        String s = shared.format(new Date(86_400_000L)); // RACE read java.util.Calendar.time
        t.join();
        if (!s.equals("1970-01-02")) {
            throw new AssertionError(s);
        }
    }
}
