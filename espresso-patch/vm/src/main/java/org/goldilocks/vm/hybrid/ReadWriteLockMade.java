package org.goldilocks.vm.hybrid;

import org.goldilocks.vm.report.LockNames;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A {@code ReentrantReadWriteLock} constructor returned (Goldilocks, FastTrack): its halves keep
 * only its {@code sync}, so reports learn here which read-write lock a half belongs to
 * ({@link LockNames#readWriteLockMade}). A subclass's constructor calls this one, so it is seen too.
 */
record ReadWriteLockMade(Field sync) implements CallAction {
    @Override
    public void run(Object[] args, Object result) {
        if (args.length > 0 && args[0] instanceof StaticObject lock && !StaticObject.isNull(lock)) {
            LockNames.readWriteLockMade(lock, sync.getObject(lock));
        }
    }
}
