package org.goldilocks.bench.vm;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;

/**
 * A guest Espresso VM built the way the launcher builds one (org.goldilocks.launcher.GuestVm):
 * the host JDK as the guest's Java home, the workloads on the guest class path and the guest API
 * (DataRaceException) appended to the boot class path.
 */
final class GuestVm implements AutoCloseable {
    private final Context context;

    private GuestVm(Context context) {
        this.context = context;
    }

    static GuestVm start(String workloadsJar, String guestApiJar) {
        Context context = Context.newBuilder("java")
                        .allowAllAccess(true)
                        .logHandler(System.err)
                        // as the launcher does: Espresso's thread bookkeeping warnings are not results
                        .option("log.java.level", "SEVERE")
                        .option("java.JavaHome", System.getProperty("java.home"))
                        .option("java.Classpath", workloadsJar)
                        .option("java.BootClasspathAppend", guestApiJar)
                        .build();
        String runtime = context.getEngine().getImplementationName();
        // The fallback runtime (no JIT) would make every number meaningless.
        if (runtime.toLowerCase().contains("interpreted")) {
            context.close();
            throw new IllegalStateException("Truffle runs interpreted (" + runtime + "): the Graal JIT is not active");
        }
        return new GuestVm(context);
    }

    /** A guest class, as a value whose static methods can be invoked. */
    Value guestClass(String name) {
        Value cls = context.getBindings("java").getMember(name);
        if (cls == null || cls.isNull()) {
            throw new IllegalStateException("guest class not found: " + name);
        }
        return cls;
    }

    String runtimeName() {
        return context.getEngine().getImplementationName();
    }

    @Override
    public void close() {
        context.close(true);
    }
}
