package org.goldilocks.vm.hooks;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.impl.Method;

import org.goldilocks.engine.Variable;
import org.goldilocks.vm.policy.FenceSites;
import org.goldilocks.vm.policy.HybridScope;
import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.runtime.MethodAttachment;
import org.goldilocks.vm.runtime.RaceConfig;

/**
 * Whether compiled code of one method body has needed the detector's slow path at any of its
 * checked access sites. One per {@code BytecodeNode} (and per bytecode-inlined getter or setter),
 * in a field the patch adds: the same shape as Espresso's own {@code implicitExceptionProfile}.
 *
 * <p>Why: a slow-path call ({@code @TruffleBoundary}) left in compiled code is opaque to the
 * compiler, so every load after it, of the program's fields and of the detector's own state, must
 * be repeated; a loop that calls it on no iteration still pays for it on every one. Until compiled
 * code of the method has needed the slow path, its sites compile to a deoptimization there instead,
 * and the compiler hoists and shares the fast path's loads like any others. The first time compiled
 * code does need it, the code is invalidated, the profile is set, and the next compilation keeps
 * the calls. Slow paths taken in the interpreter (a thread's first access of each variable, before
 * the method is hot) do not set it.
 *
 * <p>One flag per method body, not per site: every site of a method deoptimizes at the same host
 * code position, so per-site flags would let one method deoptimize once per site, which Truffle's
 * deoptimization-cycle detection (after 15 compilations) takes for a cycle and answers by never
 * compiling the method again.
 */
public final class SlowPathProfile {
    @CompilationFinal private boolean seen;
    /** What {@link #enterState} guards: the per-variable test of a field, of an array element. */
    public static final int FIELD_STATE = 1;
    public static final int ELEMENT_STATE = 2;
    /**
     * Which per-variable tests ({@link Variable#canSkip} after the {@code shadow.Ownership} ownership
     * test failed) compiled code of the method has needed, as {@code FIELD_STATE | ELEMENT_STATE}
     * bits. Until then that test is a deoptimization too: a method that only touches objects its
     * thread owns compiles to the one compare per access, without the per-variable test's loads,
     * which the compiler would otherwise schedule ahead of the compare (they feed several branches).
     */
    @CompilationFinal private int statesSeen;
    /**
     * The method body's fence sites ({@code policy.FenceSites}), per bci; computed on the first
     * plain field access, so a constant in compiled code, where a site's lookup folds away.
     */
    @CompilationFinal(dimensions = 1) private byte[] fenceSites;

    /**
     * The interned sites ({@link Site}) of the method body's checked element accesses, by bci, as the
     * slow path learned them ({@link #learnSite}): what an access must name to join a sweep of an
     * element run inline ({@code ElementRun.joins}). Written without invalidating: compiled code that
     * saw a null slot keeps it and leaves that site's joins to the slow path until it is compiled
     * again. A loop's slow path runs in the interpreter before the loop is compiled, so its slot is
     * usually known by then.
     */
    @CompilationFinal(dimensions = 1) private Site[] sites;

    /**
     * With the hybrid engine: whether the method body's element accesses are in its scope
     * ({@code policy.HybridScope}, which decides an array access by its method alone): 0 until
     * asked, then {@link #IN_SCOPE} or {@link #OUT_OF_SCOPE}; a constant in compiled code. Without
     * it an access the scope leaves out took the slow path every time only to be dropped there
     * (nothing is recorded, so nothing lets the next one skip): every array access of the JDK's
     * code under the default scope, and of the methods a two-phase run's file does not list.
     */
    @CompilationFinal private byte hybridElements;
    private static final byte IN_SCOPE = 1;
    private static final byte OUT_OF_SCOPE = 2;

    /** Does the hybrid check the element accesses of {@code method} (this profile's body)? */
    public boolean hybridChecksElements(Method method) {
        byte b = hybridElements;
        if (b == 0) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            b = decideHybridElements(method);
        }
        return b == IN_SCOPE;
    }

    @TruffleBoundary
    private byte decideHybridElements(Method method) {
        byte b = HybridScope.checks(method, null) ? IN_SCOPE : OUT_OF_SCOPE;
        hybridElements = b;
        return b;
    }

    /** The site of the element access at {@code bci}, if the slow path has met it (else null). */
    public Site knownSite(int bci) {
        Site[] s = sites;
        return s != null && bci >= 0 && bci < s.length ? s[bci] : null;
    }

    /** The slow path of the element access at {@code bci} of {@code method} ran. */
    void learnSite(Method method, int bci) {
        Site[] s = sites;
        if (s == null) {
            sites = s = new Site[MethodAttachment.of(method).sites.length()];
        }
        if (bci >= 0 && bci < s.length && s[bci] == null) {
            s[bci] = Site.of(method, bci);
        }
    }

    /** What the fences make of the plain field access at {@code bci} of {@code method}. */
    public byte fenceSite(Method method, int bci) {
        byte[] sites = fenceSites;
        if (sites == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            sites = computeFenceSites(method);
        }
        return bci < sites.length ? sites[bci] : FenceSites.NONE;
    }

    @TruffleBoundary
    private byte[] computeFenceSites(Method method) {
        byte[] sites = FenceSites.of(method);
        fenceSites = sites;
        return sites;
    }

    /**
     * Called on the way into a slow path: nothing once set; before that, in compiled code, deoptimizes
     * (unless {@link RaceConfig#SLOW_PATH_PROFILE} is off).
     */
    public void enter() {
        if (RaceConfig.SLOW_PATH_PROFILE && CompilerDirectives.inCompiledCode() && !seen) {
            markFromCompiledCode();
            CompilerDirectives.transferToInterpreterAndInvalidate();
        }
    }

    /**
     * Called before a per-variable test of {@code kind} (the thread does not own the object): true;
     * the first time in compiled code, deoptimizes first (as {@link #enter}).
     */
    public boolean enterState(int kind) {
        if (RaceConfig.SLOW_PATH_PROFILE && CompilerDirectives.inCompiledCode() && (statesSeen & kind) == 0) {
            markStateFromCompiledCode(kind);
            CompilerDirectives.transferToInterpreterAndInvalidate();
        }
        return true;
    }

    @TruffleBoundary
    private synchronized void markStateFromCompiledCode(int kind) {
        statesSeen |= kind;
    }

    /**
     * Set from compiled code, before the deoptimization, by a call: a side effect the compiler
     * cannot move the deoptimization above. Were the flag set after it, the compiler would turn the
     * branch into a guard that resumes the interpreter before the test, where the interpreter's
     * own slow path (which must not set the flag) runs instead: a deoptimization cycle.
     */
    @TruffleBoundary
    private void markFromCompiledCode() {
        seen = true;
    }
}
