package org.goldilocks.launcher;

import java.lang.reflect.Modifier;
import java.util.List;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Value;

/**
 * The main method that java 25 runs (JLS 12.1.4, JEP 512), and its call from the host. The guest's
 * own jdk.internal.misc.MethodFinder chooses it, as java's LauncherHelper does: a main(String[])
 * (public, protected or package-private; static or instance; declared or inherited) before a main();
 * never a private one, always returning void. An instance main needs a concrete, non-inner class
 * with a non-private no-argument constructor; the class is initialized before the call.
 * <p>
 * Espresso's interop reaches public methods only: a public static main is called through it (no
 * frame below main, like java's JNI call); any other main through a reflection accessor, whose
 * frames (and InvocationTargetException) are then taken off the uncaught exception, so that it
 * prints as under java. A stack trace the program prints itself shows the accessor frame below main.
 */
final class MainMethod {
    private static final String ARGS_SIGNATURE = "main/([Ljava/lang/String;)V";
    private static final String NO_ARGS_SIGNATURE = "main/()V";

    private final Value bindings;
    private final Value mainClass;
    private final Value method;
    private final Value constructor;
    private final boolean isStatic;
    private final boolean takesArgs;
    private final boolean isPublic;
    /** The call went through a reflection accessor: the program's exception comes wrapped. */
    private boolean reflective;

    private MainMethod(Value bindings, Value mainClass, Value method, Value constructor, int modifiers, boolean takesArgs) {
        this.bindings = bindings;
        this.mainClass = mainClass;
        this.method = method;
        this.constructor = constructor;
        this.isStatic = Modifier.isStatic(modifiers);
        this.isPublic = Modifier.isPublic(modifiers);
        this.takesArgs = takesArgs;
    }

    /** Loads the class and finds its main method, without initializing the class; one-line errors like java's. */
    static MainMethod find(Context context, String className) throws LaunchException {
        Value bindings = context.getBindings("java");
        Value klass;
        try {
            klass = bindings.getMember(className);
        } catch (PolyglotException e) {
            if (!e.isGuestException()) {
                throw e;
            }
            klass = null;
        }
        if (klass == null || klass.isNull()) {
            throw new LaunchException(1, "could not find or load main class " + className);
        }
        Value cls = klass.getMember("class");
        Value method;
        try {
            method = bindings.getMember("jdk.internal.misc.MethodFinder").invokeMember("findMainMethod", cls);
        } catch (PolyglotException e) {
            if (!e.isGuestException()) {
                throw e;
            }
            throw new LaunchException(1, "unable to initialize main class " + className + " (caused by "
                            + describe(e.getGuestObject(), null, e.getMessage()) + ")");
        }
        if (method.isNull()) {
            throw new LaunchException(1, "main method not found in class " + className
                            + ", please define it as: public static void main(String[] args), or void main()");
        }
        int modifiers = method.invokeMember("getModifiers").asInt();
        boolean takesArgs = method.invokeMember("getParameterCount").asInt() == 1;
        Value constructor = null;
        if (!Modifier.isStatic(modifiers)) {
            int classModifiers = cls.invokeMember("getModifiers").asInt();
            if (Modifier.isAbstract(classModifiers)) {
                throw new LaunchException(1, "abstract class " + className
                                + " can not be instantiated for its instance main method: please use a concrete class");
            }
            if (cls.invokeMember("isMemberClass").asBoolean() && !Modifier.isStatic(classModifiers)) {
                throw new LaunchException(1, "non-static inner class " + className
                                + " can not be instantiated for its instance main method: make it static or a top-level class");
            }
            try {
                constructor = cls.invokeMember("getDeclaredConstructor");
            } catch (PolyglotException e) {
                if (!e.isGuestException()) {
                    throw e;
                }
            }
            if (constructor == null || Modifier.isPrivate(constructor.invokeMember("getModifiers").asInt())) {
                throw new LaunchException(1, "no non-private zero argument constructor found in class " + className
                                + " for its instance main method");
            }
        }
        return new MainMethod(bindings, cls, method, constructor, modifiers, takesArgs);
    }

    /** Initializes the class, creates the instance for an instance main, and runs main with these arguments. */
    void invoke(List<String> args) {
        Value guestArgs = bindings.getMember("[Ljava.lang.String;").newInstance(args.size());
        for (int i = 0; i < args.size(); i++) {
            guestArgs.setArrayElement(i, args.get(i));
        }
        // java initializes the main class first (JNI GetStaticMethodID, NewObject), even for an inherited main.
        bindings.getMember("java.lang.Class").invokeMember("forName", mainClass.invokeMember("getName"), true,
                        mainClass.invokeMember("getClassLoader"));
        if (isStatic && isPublic) {
            Value declaring = method.invokeMember("getDeclaringClass").getMember("static");
            if (takesArgs) {
                declaring.invokeMember(ARGS_SIGNATURE, guestArgs);
            } else {
                declaring.invokeMember(NO_ARGS_SIGNATURE);
            }
            return;
        }
        Value factory = bindings.getMember("jdk.internal.reflect.ReflectionFactory").invokeMember("getReflectionFactory");
        Value objects = bindings.getMember("[Ljava.lang.Object;");
        Value params = objects.newInstance(takesArgs ? 1 : 0);
        if (takesArgs) {
            params.setArrayElement(0, guestArgs);
        }
        Value methodAccessor = factory.invokeMember("newMethodAccessor", method, false);
        Value constructorAccessor = isStatic ? null : factory.invokeMember("newConstructorAccessor", constructor);
        reflective = true;
        Value receiver = isStatic ? null : constructorAccessor.invokeMember("newInstance", objects.newInstance(0));
        methodAccessor.invokeMember("invoke", receiver, params);
    }

    /** The exception the program's main thread died of, as java would report it. */
    Value uncaught(PolyglotException e) {
        Value t = e.getGuestObject();
        if (t == null) {
            return null; // seen when memory ran out
        }
        try {
            if (reflective && "java.lang.reflect.InvocationTargetException".equals(t.getMetaObject().getMetaQualifiedName())) {
                t = t.invokeMember("getCause");
            }
            trimLaunchFrames(t);
        } catch (PolyglotException | IllegalStateException | UnsupportedOperationException | OutOfMemoryError | StackOverflowError again) {
            // cosmetic only: print it as it is
        }
        return t;
    }

    /**
     * Removes the frames of the launcher's own calls (class initialization, reflection accessors) from
     * the bottom of the stack traces of the exception and its causes. The bottom of the main
     * thread's stack is the launcher's call, so such frames there are never the program's.
     */
    private void trimLaunchFrames(Value throwable) {
        Value t = throwable;
        for (int depth = 0; depth < 100 && t != null && !t.isNull(); depth++) {
            Value trace = t.invokeMember("getStackTrace");
            long n = trace.getArraySize();
            long keep = n;
            while (keep > 0 && isLaunchFrame(trace.getArrayElement(keep - 1))) {
                keep--;
            }
            if (keep < n) {
                Value trimmed = bindings.getMember("[Ljava.lang.StackTraceElement;").newInstance(keep);
                for (long i = 0; i < keep; i++) {
                    trimmed.setArrayElement(i, trace.getArrayElement(i));
                }
                t.invokeMember("setStackTrace", trimmed);
            }
            t = t.invokeMember("getCause");
        }
    }

    private static boolean isLaunchFrame(Value frame) {
        String cls = frame.invokeMember("getClassName").asString();
        String name = frame.invokeMember("getMethodName").asString();
        return cls.startsWith("jdk.internal.reflect.") || cls.equals("java.lang.Class") && name.startsWith("forName");
    }

    /** "class: message", as Throwable.toString, computed from the host; the class name if known, else asked. */
    static String describe(Value throwable, String knownName, String fallbackMessage) {
        String name = knownName;
        if (name == null) {
            try {
                name = throwable.getMetaObject().getMetaQualifiedName();
            } catch (RuntimeException | OutOfMemoryError again) {
                name = "java.lang.OutOfMemoryError"; // cannot even ask: memory is short
            }
        }
        String message;
        try {
            Value m = throwable.invokeMember("getMessage");
            message = m.isNull() ? null : m.asString();
        } catch (RuntimeException | OutOfMemoryError again) {
            message = fallbackMessage;
        }
        return message == null ? name : name + ": " + message;
    }
}
