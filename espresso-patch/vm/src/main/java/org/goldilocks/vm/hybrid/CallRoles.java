package org.goldilocks.vm.hybrid;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goldilocks.engine.hybrid.channel.Channel;
import org.goldilocks.engine.hybrid.channel.ChannelList;
import org.goldilocks.vm.hooks.CallRole;
import org.goldilocks.vm.report.LockNames;
import org.goldilocks.vm.runtime.HybridSetup;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.impl.ObjectKlass;

/**
 * Decides, once per method (when Espresso makes its bytecode node), what its calls are to the
 * hybrid engine (all below) or, with Goldilocks and FastTrack, to the reports (the locks only, and
 * the read-write locks' constructors: {@link LockNames#readWriteLockMade}):
 * <ul>
 * <li>java.util.concurrent locks (PPoPP'03 sec. 2.2; docs/engine.md, "Locks"): {@code ReentrantLock}
 * and both halves of {@code ReentrantReadWriteLock} ({@code lock}, {@code lockInterruptibly} and
 * a successful {@code tryLock} acquire at return, {@code unlock} releases at entry; the lock is the
 * {@code sync} object, which both halves of a read-write lock share), and {@code StampedLock}
 * ({@code writeLock}, {@code readLock}, their interruptible forms and a successful {@code try*}
 * acquire; {@code unlockWrite}, {@code unlockRead} and the views' unstamped unlocks release:
 * {@code unlock(stamp)} and the views' {@code lock} call these). Matched on the method's declaring
 * class, so a subclass that does not override them is covered. A successful {@code tryConvertTo*}
 * moves the thread's hold to the new mode (none for an optimistic read). Not locks: {@code Semaphore},
 * optimistic reads.</li>
 * <li>Channels (sec. 3.2; {@link ChannelList}: {@code jdk-channels.txt} plus {@code --hybrid-channels}):
 * a method whose name a line names, declared in that line's class or a subtype of it (a static
 * method: in the class itself), sends or receives on the object the line names.</li>
 * </ul>
 */
public final class CallRoles {
    private static final LockNames.Kind STAMPED = LockNames.Kind.STAMPED;
    private static final String LOCKS = "java.util.concurrent.locks.";
    /** The names of the lock methods below, so that a method with another name costs one lookup (Goldilocks, FastTrack: every method comes here). */
    private static final Set<String> LOCK_METHODS = Set.of("<init>", "lock", "lockInterruptibly", "tryLock", "unlock", "writeLock", "writeLockInterruptibly",
                    "readLock", "readLockInterruptibly", "tryWriteLock", "tryReadLock", "tryConvertToWriteLock", "tryConvertToReadLock",
                    "tryConvertToOptimisticRead", "unlockWrite", "unstampedUnlockWrite", "tryUnlockWrite", "unlockRead", "unstampedUnlockRead", "tryUnlockRead");

    private CallRoles() {
    }

    public static CallRole of(Method method) {
        if (method.isAbstract() || method.isNative()) {
            return null;
        }
        String name = method.getNameAsString();
        if (!RaceConfig.HYBRID && !LOCK_METHODS.contains(name)) {
            return null;
        }
        List<CallAction> entry = new ArrayList<>(1);
        List<CallAction> exit = new ArrayList<>(1);
        lockRole(method, name, entry, exit);
        if (RaceConfig.HYBRID && Channels.METHODS.contains(name)) {
            channelRole(method, name, entry, exit);
        }
        if (entry.isEmpty() && exit.isEmpty()) {
            return null;
        }
        return new CallRole(entry.isEmpty() ? null : entry.toArray(CallAction[]::new), exit.isEmpty() ? null : exit.toArray(CallAction[]::new));
    }

    private static void lockRole(Method method, String name, List<CallAction> entry, List<CallAction> exit) {
        if (method.isStatic()) {
            return;
        }
        ObjectKlass k = method.getDeclaringKlass();
        String owner = k.getExternalName();
        switch (owner) {
            case LOCKS + "ReentrantLock" -> reentrant(k, name, false, LockNames.Kind.REENTRANT, entry, exit);
            case LOCKS + "ReentrantReadWriteLock$ReadLock" -> reentrant(k, name, true, LockNames.Kind.READ_WRITE, entry, exit);
            case LOCKS + "ReentrantReadWriteLock$WriteLock" -> reentrant(k, name, false, LockNames.Kind.READ_WRITE, entry, exit);
            case LOCKS + "StampedLock" -> stamped(name, entry, exit);
            case LOCKS + "ReentrantReadWriteLock" -> {
                if (RaceConfig.LOCK_NAMES && name.equals("<init>")) {
                    exit.add(new ReadWriteLockMade(fieldNamed(k, "sync")));
                }
            }
            case "java.lang.Thread" -> {
                if (!RaceConfig.HYBRID) {
                    return;
                }
                // Thread.join (sec. 3.2): the end of a thread sends on its Thread object
                // (VmThreads.ending); join, isAlive and getState receive on it when they return;
                // before the end there is nothing to receive.
                if (name.equals("join") || name.equals("isAlive") || name.equals("getState")) {
                    exit.add(new ChannelAction(false, 0));
                }
            }
            default -> {
            }
        }
    }

    private static void reentrant(ObjectKlass k, String name, boolean shared, LockNames.Kind kind, List<CallAction> entry, List<CallAction> exit) {
        Field sync = fieldNamed(k, "sync");
        switch (name) {
            case "lock", "lockInterruptibly" -> exit.add(new LockAction(LockAction.Op.ACQUIRE, shared, sync, kind));
            case "tryLock" -> exit.add(new LockAction(LockAction.Op.ACQUIRE_IF_SUCCESS, shared, sync, kind));
            case "unlock" -> entry.add(new LockAction(LockAction.Op.RELEASE, shared, sync, kind));
            default -> {
            }
        }
    }

    private static void stamped(String name, List<CallAction> entry, List<CallAction> exit) {
        switch (name) {
            case "writeLock", "writeLockInterruptibly" -> exit.add(new LockAction(LockAction.Op.ACQUIRE, false, null, STAMPED));
            case "readLock", "readLockInterruptibly" -> exit.add(new LockAction(LockAction.Op.ACQUIRE, true, null, STAMPED));
            case "tryWriteLock" -> exit.add(new LockAction(LockAction.Op.ACQUIRE_IF_SUCCESS, false, null, STAMPED));
            case "tryReadLock" -> exit.add(new LockAction(LockAction.Op.ACQUIRE_IF_SUCCESS, true, null, STAMPED));
            case "tryConvertToWriteLock" -> exit.add(new LockAction(LockAction.Op.CONVERT_TO_WRITE, false, null, STAMPED));
            case "tryConvertToReadLock" -> exit.add(new LockAction(LockAction.Op.CONVERT_TO_READ, true, null, STAMPED));
            case "tryConvertToOptimisticRead" -> exit.add(new LockAction(LockAction.Op.CONVERT_TO_OPTIMISTIC, false, null, STAMPED));
            case "unlockWrite", "unstampedUnlockWrite", "tryUnlockWrite" -> entry.add(new LockAction(LockAction.Op.RELEASE, false, null, STAMPED));
            case "unlockRead", "unstampedUnlockRead", "tryUnlockRead" -> entry.add(new LockAction(LockAction.Op.RELEASE, true, null, STAMPED));
            default -> {
            }
        }
    }

    /** The channel list, read on first use: only the hybrid uses it. */
    private static final class Channels {
        static final ChannelList LIST = HybridSetup.channels();
        static final Set<String> METHODS = LIST.methodNames();
    }

    private static Field fieldNamed(ObjectKlass k, String name) {
        for (Field f : k.getFieldTable()) {
            if (f.getNameAsString().equals(name)) {
                return f;
            }
        }
        throw new IllegalStateException(k.getExternalName() + " has no field " + name);
    }

    private static void channelRole(Method method, String name, List<CallAction> entry, List<CallAction> exit) {
        Set<String> supertypes = null;
        int params = method.getParameterCount();
        for (Channel c : Channels.LIST.named(name)) {
            if (method.isStatic()) {
                if (!method.getDeclaringKlass().getExternalName().equals(c.className())) {
                    continue;
                }
            } else {
                if (supertypes == null) {
                    supertypes = supertypes(method.getDeclaringKlass());
                }
                if (!supertypes.contains(c.className())) {
                    continue;
                }
            }
            int index; // into the frame's arguments; -1: the result
            switch (c.target()) {
                case THIS -> {
                    if (method.isStatic()) {
                        continue;
                    }
                    index = 0;
                }
                case ARGUMENT -> {
                    if (c.argument() >= params) {
                        continue; // an overload without that argument: no event
                    }
                    index = c.argument() + (method.isStatic() ? 0 : 1);
                }
                default -> index = -1;
            }
            ChannelAction a = new ChannelAction(c.direction() == Channel.Direction.SEND, index);
            (c.when() == Channel.When.ENTRY ? entry : exit).add(a);
        }
    }

    /** The external names of {@code k} and all its superclasses and superinterfaces. */
    private static Set<String> supertypes(ObjectKlass k) {
        Set<String> names = new HashSet<>();
        List<ObjectKlass> todo = new ArrayList<>();
        todo.add(k);
        while (!todo.isEmpty()) {
            ObjectKlass c = todo.remove(todo.size() - 1);
            if (c == null || !names.add(c.getExternalName())) {
                continue;
            }
            todo.add(c.getSuperKlass());
            todo.addAll(List.of(c.getSuperInterfaces()));
        }
        return names;
    }
}
