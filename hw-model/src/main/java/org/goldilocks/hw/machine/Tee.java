package org.goldilocks.hw.machine;

import java.util.List;

/** Sends every event to several consumers, in order (a recorder and an analysis, say). */
public final class Tee implements MachineEvents {
    private final List<MachineEvents> sinks;

    public Tee(MachineEvents... sinks) {
        this.sinks = List.of(sinks);
    }

    @Override
    public void access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId) {
        for (MachineEvents s : sinks) {
            s.access(hw, address, size, write, tracked, site, accessId);
        }
    }

    @Override
    public void languageSync(int hw, SyncOp op, long syncId) {
        for (MachineEvents s : sinks) {
            s.languageSync(hw, op, syncId);
        }
    }

    @Override
    public void systemSync(int hw, SyncOp op, long syncId) {
        for (MachineEvents s : sinks) {
            s.systemSync(hw, op, syncId);
        }
    }

    @Override
    public void thread(int hw, int languageThread) {
        for (MachineEvents s : sinks) {
            s.thread(hw, languageThread);
        }
    }

    @Override
    public void clearHistory(int hw, long address, int length) {
        for (MachineEvents s : sinks) {
            s.clearHistory(hw, address, length);
        }
    }

    @Override
    public void copyHistory(int hw, long source, long destination, int length) {
        for (MachineEvents s : sinks) {
            s.copyHistory(hw, source, destination, length);
        }
    }
}
