package org.goldilocks.engine.hybrid.channel;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.goldilocks.policy.ListFile;
import org.goldilocks.policy.NameList;

/**
 * A channel list ({@code --hybrid-channels=<file>}, and the built-in {@value #BUILT_IN}): one
 * channel per line, {@code #} starts a comment, blank lines are ignored:
 * <pre>
 * send    java.util.concurrent.BlockingQueue.put   arg0    # the element carries the message
 * receive java.util.concurrent.BlockingQueue.take  result
 * receive java.lang.Runnable.run                   this entry
 * send    com.example.Mailbox.post                  # this, at entry
 * </pre>
 * {@code <send|receive> <Class.method> [this|arg<N>|result] [entry|return]}: the object defaults
 * to {@code this}, the time to entry for a send and return for a receive (see {@link Channel}).
 * Messages are matched per channel object: a receive gets every message sent on the same object
 * before it. A malformed line is an error naming the file and line ({@link NameList.MalformedException}).
 */
public final class ChannelList {
    /** The resource, next to this class, holding the built-in java.util.concurrent channels. */
    public static final String BUILT_IN = "jdk-channels.txt";
    static final String SYNTAX = "<send|receive> <Class.method> [this|arg<N>|result] [entry|return]";

    private final List<Channel> channels;

    private ChannelList(List<Channel> channels) {
        this.channels = List.copyOf(channels);
    }

    public static ChannelList empty() {
        return new ChannelList(List.of());
    }

    /** The channels shipped with the engine; a broken list is a broken build. */
    public static ChannelList builtIn() {
        return ListFile.resource(ChannelList.class, BUILT_IN, "channel list", ChannelList::parse);
    }

    /**
     * Reads a file; the file's name as given is the source in error messages.
     *
     * @throws NoSuchFileException if there is no such file
     */
    public static ChannelList read(Path file) throws IOException, NameList.MalformedException {
        return ListFile.read(file, ChannelList::parse);
    }

    public static ChannelList parse(Reader in, String source) throws IOException, NameList.MalformedException {
        Set<Channel> channels = new LinkedHashSet<>();
        ListFile.forEachEntry(in, (text, n) -> channels.add(parseLine(text, source, n)));
        return new ChannelList(new ArrayList<>(channels));
    }

    private static Channel parseLine(String text, String source, int n) throws NameList.MalformedException {
        String[] parts = text.split("\\s+");
        if (parts.length < 2 || parts.length > 4) {
            throw new NameList.MalformedException(source, n, "expected '" + SYNTAX + "', found '" + text + "'");
        }
        Channel.Direction direction = switch (parts[0]) {
            case "send" -> Channel.Direction.SEND;
            case "receive" -> Channel.Direction.RECEIVE;
            default -> throw new NameList.MalformedException(source, n, "unknown kind '" + parts[0] + "' (expected send or receive)");
        };
        String name = parts[1];
        int dot = name.lastIndexOf('.');
        if (!isDottedName(name) || dot < 0) {
            throw new NameList.MalformedException(source, n, "'" + name + "' is not a method: expected <Class>.<method>");
        }
        Channel.Target target = Channel.Target.THIS;
        int argument = -1;
        Channel.When when = Channel.defaultWhen(direction);
        int next = 2;
        if (next < parts.length && !isWhen(parts[next])) {
            String object = parts[next++];
            if (object.equals("this")) {
                target = Channel.Target.THIS;
            } else if (object.equals("result")) {
                target = Channel.Target.RESULT;
                when = Channel.When.RETURN;
            } else if (object.matches("arg(0|[1-9][0-9]{0,2})") && Integer.parseInt(object.substring(3)) < 255) {
                target = Channel.Target.ARGUMENT;
                argument = Integer.parseInt(object.substring(3));
            } else {
                throw new NameList.MalformedException(source, n, "unknown object '" + object + "' (expected this, arg0 to arg254, or result)");
            }
        }
        if (next < parts.length) {
            String time = parts[next++];
            if (!isWhen(time)) {
                throw new NameList.MalformedException(source, n, "unknown time '" + time + "' (expected entry or return)");
            }
            when = time.equals("entry") ? Channel.When.ENTRY : Channel.When.RETURN;
            if (target == Channel.Target.RESULT && when == Channel.When.ENTRY) {
                throw new NameList.MalformedException(source, n, "a call has a result only at its return, not at entry");
            }
        }
        if (next < parts.length) {
            throw new NameList.MalformedException(source, n, "expected '" + SYNTAX + "', found '" + text + "'");
        }
        return new Channel(direction, name.substring(0, dot), name.substring(dot + 1), target, argument, when);
    }

    private static boolean isWhen(String token) {
        return token.equals("entry") || token.equals("return");
    }

    private static boolean isDottedName(String name) {
        return name.matches("[\\p{javaJavaIdentifierPart}.$]+") && !name.startsWith(".") && !name.endsWith(".") && !name.contains("..");
    }

    /** This list and then {@code more} (a channel in both appears once). */
    public ChannelList plus(ChannelList more) {
        Set<Channel> all = new LinkedHashSet<>(channels);
        all.addAll(more.channels);
        return new ChannelList(new ArrayList<>(all));
    }

    public List<Channel> channels() {
        return channels;
    }

    /** The channels whose method has this name, in list order: what a runtime checks when such a method is called. */
    public List<Channel> named(String method) {
        return channels.stream().filter(c -> c.method().equals(method)).toList();
    }

    /** The method names that occur: a runtime need only look at calls of these. */
    public Set<String> methodNames() {
        Set<String> names = new LinkedHashSet<>();
        for (Channel c : channels) {
            names.add(c.method());
        }
        return names;
    }

    public boolean isEmpty() {
        return channels.isEmpty();
    }
}
