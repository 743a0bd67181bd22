package org.goldilocks.vm;

import com.oracle.truffle.espresso.impl.Method;

/** Where an access happened: the engine keeps it as the site token of each recorded access. */
record Site(Method method, int bci) {
    int line() {
        return method.bciToLineNumber(bci);
    }

    @Override
    public String toString() {
        return Names.of(method, bci);
    }
}
