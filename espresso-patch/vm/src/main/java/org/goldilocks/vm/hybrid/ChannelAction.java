package org.goldilocks.vm.hybrid;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A channel message (PPoPP'03 sec. 3.2; docs/engine.md, "Channels"): a send or receive on the
 * channel of one object of the call, the receiver or an argument ({@code index} into the frame's
 * arguments) or the result ({@code index} -1). The object's channel is its monitor sync variable
 * (the hybrid engine keeps a channel's messages apart from its lockset role). A null or primitive
 * object is no event.
 */
record ChannelAction(boolean send, int index) implements CallAction {
    @Override
    public void run(Object[] args, Object result) {
        Object o = index < 0 ? result : index < args.length ? args[index] : null;
        if (!(o instanceof StaticObject object) || StaticObject.isNull(object)) {
            return;
        }
        ThreadState thread = VmThreads.current();
        if (thread == null) {
            return;
        }
        if (send) {
            RaceRuntime.engine().send(thread, Shadows.monitor(object));
        } else {
            RaceRuntime.engine().receive(thread, Shadows.monitor(object));
        }
    }
}
