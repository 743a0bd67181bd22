package org.goldilocks.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;

import org.junit.jupiter.api.Test;

class NameListTest {
    private static NameList parse(String text) throws Exception {
        return NameList.parse(new StringReader(text), "list.txt");
    }

    private static NameList.MalformedException malformed(String text) {
        return assertThrows(NameList.MalformedException.class, () -> parse(text));
    }

    @Test
    void fieldsClassesAndMethods() throws Exception {
        NameList l = parse("""
                        # a comment
                        field  com.example.Stats.hits   # trailing comment

                        class  com.example.Cache$Entry
                        method com.example.Stats.sample
                        method com.example.Stats.<init>
                        """);
        assertTrue(l.matchesField("com.example.Stats", "hits"));
        assertFalse(l.matchesField("com.example.Stats", "misses"));
        assertTrue(l.matchesField("com.example.Cache$Entry", "anything"));
        assertTrue(l.matchesMethod("com.example.Stats", "sample"));
        assertTrue(l.matchesMethod("com.example.Stats", "<init>"));
        assertFalse(l.matchesMethod("com.example.Stats", "hits"));
        assertTrue(l.hasMethods());
    }

    @Test
    void volatileAndAtomicCodeEntriesAreTheirOwnKinds() throws Exception {
        NameList l = NameList.parse(new java.io.StringReader("volatile a.Node.next\natomic-code a.Queue\n"), "list.txt");
        assertTrue(l.matchesVolatileField("a.Node", "next"));
        assertFalse(l.matchesVolatileField("a.Node", "item"));
        assertFalse(l.matchesField("a.Node", "next")); // not a suppression: still accessed, as synchronization
        assertTrue(l.matchesAtomicCode("a.Queue"));
        assertFalse(l.matchesMethod("a.Queue", "offer"));
        assertFalse(l.isEmpty());
        assertEquals("list.txt:1: 'a' needs a class: <class>.<member>", malformed("volatile a").getMessage());
    }

    @Test
    void codeEntriesCoverEveryMethodOfTheClass() throws Exception {
        NameList l = NameList.parse(new java.io.StringReader("code java.lang.ClassValue$ClassValueMap\n"), "list.txt");
        assertTrue(l.matchesMethod("java.lang.ClassValue$ClassValueMap", "loadFromCache"));
        assertTrue(l.matchesMethod("java.lang.ClassValue$ClassValueMap", "<init>"));
        assertFalse(l.matchesMethod("java.lang.ClassValue", "get"));
        assertFalse(l.matchesField("java.lang.ClassValue$ClassValueMap", "cacheArray"));
        assertTrue(l.hasMethods());
    }

    @Test
    void malformedLinesNameFileAndLine() {
        NameList.MalformedException e = malformed("field a.B.c\nfield\n");
        assertEquals("list.txt:2: expected '<field|class|method|code|volatile|atomic-code> <name>', found 'field'", e.getMessage());
        assertEquals(2, e.line());
        assertEquals("list.txt:1: unknown kind 'feld' (expected field, class, method, code, volatile or atomic-code)", malformed("feld a.B.c").getMessage());
        assertEquals("list.txt:1: 'a.B..c' is not a Java name", malformed("field a.B..c").getMessage());
        assertEquals("list.txt:1: 'a-b.C' is not a Java name", malformed("class a-b.C").getMessage());
        assertEquals("list.txt:1: 'hits' needs a class: <class>.<member>", malformed("field hits").getMessage());
        assertEquals("list.txt:3: expected '<field|class|method|code|volatile|atomic-code> <name>', found 'field a.B.c extra'", malformed("\n\nfield a.B.c extra").getMessage());
        assertEquals("list.txt:1: '<init>' is not a Java name", malformed("method <init>").getMessage());
    }
}
