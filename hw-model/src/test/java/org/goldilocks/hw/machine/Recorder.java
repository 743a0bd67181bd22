package org.goldilocks.hw.machine;

import java.util.ArrayList;
import java.util.List;

/** Records the machine events, in order, for tests to inspect. */
public final class Recorder implements MachineEvents {
    public record Access(int hw, long address, int size, boolean write, boolean tracked, int site, long id) {
    }

    public record Sync(boolean system, int hw, SyncOp op, long syncId) {
    }

    public record Thread(int hw, int thread) {
    }

    public record Clear(int hw, long address, int length) {
    }

    public record Copy(int hw, long source, long destination, int length) {
    }

    public final List<Object> events = new ArrayList<>();

    @Override
    public void access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId) {
        events.add(new Access(hw, address, size, write, tracked, site, accessId));
    }

    @Override
    public void languageSync(int hw, SyncOp op, long syncId) {
        events.add(new Sync(false, hw, op, syncId));
    }

    @Override
    public void systemSync(int hw, SyncOp op, long syncId) {
        events.add(new Sync(true, hw, op, syncId));
    }

    @Override
    public void thread(int hw, int languageThread) {
        events.add(new Thread(hw, languageThread));
    }

    @Override
    public void clearHistory(int hw, long address, int length) {
        events.add(new Clear(hw, address, length));
    }

    @Override
    public void copyHistory(int hw, long source, long destination, int length) {
        events.add(new Copy(hw, source, destination, length));
    }

    public <T> List<T> of(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Object e : events) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return out;
    }

    public void clear() {
        events.clear();
    }
}
