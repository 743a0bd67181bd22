package org.goldilocks.corpus.launcher;

import java.sql.SQLException;

/**
 * main ends with an exception that is also Iterable, as every JDBC program's SQLException is.
 * Espresso's interop saw such an object as no exception, and the launcher printed an
 * OutOfMemoryError in its place.
 */
public class ThrowsIterable {
    public static void main(String[] args) throws SQLException {
        throw new SQLException("table BANK not found", "42S02");
    }
}
