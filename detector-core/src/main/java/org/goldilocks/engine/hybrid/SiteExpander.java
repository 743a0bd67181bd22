package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.ThreadState;

/**
 * Turns the site token the runtime passed with an access into the token a kept record stores: a
 * VM gives the cheap token (the racing frame) with every access and expands it here into the full
 * stack. The engine calls it only for an access it keeps as a record, on the accessing thread,
 * inside {@code read}/{@code write} (the stack is the current one), holding the variable's
 * internal lock: an access the redundancy checks drop (sec. 5) costs no stack (sec. 6.6).
 * It must not call the engine.
 */
@FunctionalInterface
public interface SiteExpander {
    /** Keeps the token as given. */
    SiteExpander IDENTITY = (thread, site) -> site;

    Object expand(ThreadState thread, Object site);
}
