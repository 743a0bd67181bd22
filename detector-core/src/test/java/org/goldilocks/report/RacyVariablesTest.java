package org.goldilocks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.util.OptionalInt;

import org.goldilocks.policy.NameList;
import org.junit.jupiter.api.Test;

/** The lock bound line of a racy variables file (two-phase hybrid runs, PPoPP'03 sec. 5.4, 6.1). */
class RacyVariablesTest {
    private static OptionalInt bound(String text) throws Exception {
        return RacyVariables.maxLocks(new StringReader(text), "f.txt");
    }

    @Test
    void theBoundLineIsReadBackAndIsAComment() throws Exception {
        String file = RacyVariables.HEADER + "\n" + RacyVariables.maxLocksLine(3) + "\nfield p.C.x\n";
        assertEquals(OptionalInt.of(3), bound(file));
        NameList names = NameList.parse(new StringReader(file), "f.txt"); // name lists skip it
        assertEquals(true, names.matchesField("p.C", "x"));
        assertEquals(OptionalInt.of(0), bound("# hybrid-max-locks=0\n"));
        assertEquals(OptionalInt.empty(), bound(RacyVariables.HEADER + "\nfield p.C.x\n# hybrid-max-locks is a comment here\n"));
    }

    @Test
    void aBadBoundIsAFileLineError() {
        for (String bad : new String[] {"# hybrid-max-locks=", "# hybrid-max-locks=x", "# hybrid-max-locks=3x", "# hybrid-max-locks=1001",
                "# hybrid-max-locks=99999999999"}) {
            NameList.MalformedException e = assertThrows(NameList.MalformedException.class, () -> bound("field p.C.x\n" + bad + "\n"), bad);
            assertEquals("f.txt", e.source());
            assertEquals(2, e.line(), bad);
        }
        NameList.MalformedException twice = assertThrows(NameList.MalformedException.class,
                        () -> bound("# hybrid-max-locks=2\n# hybrid-max-locks=3\n"));
        assertEquals(2, twice.line());
    }
}
