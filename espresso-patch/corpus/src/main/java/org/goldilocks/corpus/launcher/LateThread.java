package org.goldilocks.corpus.launcher;

/** main returns while a non-daemon thread still runs: the VM waits for it, as java does. */
public class LateThread {
    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("late thread done");
        }, "late");
        t.start();
        System.out.println("main done");
    }
}
