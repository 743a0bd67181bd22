package org.goldilocks.engine.hybrid.channel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goldilocks.policy.NameList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The channel list format (--hybrid-channels), good lines and bad ones, and the built-in list against JDK 25. */
class ChannelListTest {
    @TempDir
    Path dir;

    @Test
    void goodLinesWithDefaults() throws Exception {
        ChannelList list = parse("""
                # a comment, then a blank line

                send    com.example.Mailbox.post               # this, at entry
                receive com.example.Mailbox.fetch              # this, at return
                send    java.util.concurrent.BlockingQueue.put arg0
                receive java.util.concurrent.BlockingQueue.take result
                receive java.lang.Runnable.run entry           # this, at entry
                send    com.example.Task.finish this return
                receive com.example.Pair$Inner.get arg254 entry
                send    com.example.Mailbox.post               # a duplicate: once
                """);
        assertEquals(List.of(
                "send com.example.Mailbox.post this entry",
                "receive com.example.Mailbox.fetch this return",
                "send java.util.concurrent.BlockingQueue.put arg0 entry",
                "receive java.util.concurrent.BlockingQueue.take result return",
                "receive java.lang.Runnable.run this entry",
                "send com.example.Task.finish this return",
                "receive com.example.Pair$Inner.get arg254 entry"), list.channels().stream().map(Channel::toString).toList());
        Channel put = list.channels().get(2);
        assertEquals(Channel.Direction.SEND, put.direction());
        assertEquals("java.util.concurrent.BlockingQueue", put.className());
        assertEquals("put", put.method());
        assertEquals(Channel.Target.ARGUMENT, put.target());
        assertEquals(0, put.argument());
        assertEquals(Channel.When.ENTRY, put.when());
        assertEquals(List.of("send com.example.Mailbox.post this entry"), list.named("post").stream().map(Channel::toString).toList());
        assertTrue(list.methodNames().containsAll(List.of("post", "fetch", "put", "take", "run", "finish", "get")));
        // Every channel reads back as itself.
        assertEquals(list.channels(), parse(String.join("\n", list.channels().stream().map(Channel::toString).toList())).channels());
    }

    @Test
    void badLinesAreOneLineWithFileAndLine() {
        String[][] cases = {
            {"send", "expected '<send|receive> <Class.method> [this|arg<N>|result] [entry|return]', found 'send'"},
            {"post com.example.Mailbox.post", "unknown kind 'post' (expected send or receive)"},
            {"send post", "'post' is not a method: expected <Class>.<method>"},
            {"send com..Mailbox.post", "'com..Mailbox.post' is not a method: expected <Class>.<method>"},
            {"send com.example.Mailbox.post that", "unknown object 'that' (expected this, arg0 to arg254, or result)"},
            {"send com.example.Mailbox.post arg255", "unknown object 'arg255' (expected this, arg0 to arg254, or result)"},
            {"send com.example.Mailbox.post arg01", "unknown object 'arg01' (expected this, arg0 to arg254, or result)"},
            {"send com.example.Mailbox.post this later", "unknown time 'later' (expected entry or return)"},
            {"receive com.example.Mailbox.fetch result entry", "a call has a result only at its return, not at entry"},
            {"send com.example.Mailbox.post this entry extra", "expected '<send|receive> <Class.method> [this|arg<N>|result] [entry|return]', found 'send com.example.Mailbox.post this entry extra'"},
        };
        for (String[] c : cases) {
            NameList.MalformedException e = assertThrows(NameList.MalformedException.class,
                    () -> parse("# header\n\nsend com.example.Ok.fine\n" + c[0] + "   # the bad one\n"), c[0]);
            assertEquals("channels.txt:4: " + c[1], e.getMessage(), c[0]);
            assertEquals(4, e.line());
            assertFalse(e.getMessage().contains("\n"));
        }
    }

    @Test
    void readsFilesAndNamesThemInErrors() throws Exception {
        Path good = Files.writeString(dir.resolve("ok.txt"), "send com.example.A.b\n");
        assertEquals(1, ChannelList.read(good).channels().size());
        Path bad = Files.writeString(dir.resolve("bad.txt"), "\nsend\n");
        NameList.MalformedException e = assertThrows(NameList.MalformedException.class, () -> ChannelList.read(bad));
        assertTrue(e.getMessage().startsWith(bad + ":2: "), e.getMessage());
        assertThrows(NoSuchFileException.class, () -> ChannelList.read(dir.resolve("missing.txt")));
        assertEquals(ChannelList.builtIn().channels().size() + 1, ChannelList.builtIn().plus(ChannelList.read(good)).channels().size());
    }

    /** The built-in list parses and covers the handoffs issue 17 names. */
    @Test
    void builtInListCoversTheCommonHandoffs() {
        List<String> lines = ChannelList.builtIn().channels().stream().map(Channel::toString).toList();
        for (String expected : List.of(
                "send java.util.concurrent.BlockingQueue.put arg0 entry",
                "send java.util.concurrent.BlockingQueue.offer arg0 entry",
                "send java.util.concurrent.TransferQueue.transfer arg0 entry",
                "receive java.util.concurrent.BlockingQueue.take result return",
                "receive java.util.concurrent.BlockingQueue.poll result return",
                "send java.util.concurrent.Executor.execute arg0 entry",
                "send java.util.concurrent.ExecutorService.submit arg0 entry",
                "receive java.lang.Runnable.run this entry",
                "receive java.util.concurrent.Callable.call this entry",
                "send java.util.concurrent.FutureTask.set this entry",
                "receive java.util.concurrent.Future.get this return",
                "send java.util.concurrent.CountDownLatch.countDown this entry",
                "receive java.util.concurrent.CountDownLatch.await this return",
                "send java.util.concurrent.CyclicBarrier.await this entry",
                "receive java.util.concurrent.CyclicBarrier.await this return",
                "send java.util.concurrent.Phaser.arrive this entry",
                "receive java.util.concurrent.Phaser.awaitAdvance this return",
                "send java.util.concurrent.CompletableFuture.complete this entry",
                "receive java.util.concurrent.CompletionStage.thenApply this entry",
                "send java.util.concurrent.Exchanger.exchange this entry",
                "receive java.util.concurrent.Exchanger.exchange this return")) {
            assertTrue(lines.contains(expected), expected);
        }
    }

    /**
     * Every built-in line names a method of JDK 25 (this test runs on it): the class exists, a
     * method of that name is declared by it or a supertype, and some overload has the object the
     * line names (an instance method for this, the argument, a returned object).
     */
    @Test
    void builtInListNamesMethodsOfJdk25() throws Exception {
        assertEquals(25, Runtime.version().feature(), "run on JDK 25, the Espresso library version");
        List<String> problems = new ArrayList<>();
        for (Channel c : ChannelList.builtIn().channels()) {
            Class<?> type;
            try {
                type = Class.forName(c.className(), false, ClassLoader.getPlatformClassLoader());
            } catch (ClassNotFoundException e) {
                problems.add(c + ": no class");
                continue;
            }
            List<Method> overloads = methodsNamed(type, c.method());
            boolean fits = overloads.stream().anyMatch(m -> switch (c.target()) {
                case THIS -> !Modifier.isStatic(m.getModifiers());
                case ARGUMENT -> m.getParameterCount() > c.argument();
                case RESULT -> !m.getReturnType().isPrimitive();
            });
            if (!fits) {
                problems.add(c + ": no such method in " + type + " or its supertypes (" + overloads + ")");
            }
        }
        assertEquals(List.of(), problems);
    }

    private static List<Method> methodsNamed(Class<?> type, String name) {
        List<Method> found = new ArrayList<>();
        List<Class<?>> todo = new ArrayList<>(List.of(type));
        while (!todo.isEmpty()) {
            Class<?> c = todo.remove(todo.size() - 1);
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name)) {
                    found.add(m);
                }
            }
            if (c.getSuperclass() != null) {
                todo.add(c.getSuperclass());
            }
            todo.addAll(List.of(c.getInterfaces()));
        }
        return found;
    }

    private static ChannelList parse(String text) throws IOException, NameList.MalformedException {
        return ChannelList.parse(new StringReader(text), "channels.txt");
    }
}
