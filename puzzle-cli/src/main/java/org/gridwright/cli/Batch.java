package org.gridwright.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/**
 * Work items 0 … n-1 run on every core, their results taken in item order (so output never depends on timing).
 * Streams: at most a window of items (twice the threads) is submitted and not yet taken, so a batch of a million
 * puzzles holds as few in memory as a batch of ten.
 */
final class Batch {

    /** What is done with item {@code i}'s result, in item order, on the calling thread. */
    @FunctionalInterface
    interface Each<T> {
        void accept(int i, T result) throws UsageException;
    }

    private Batch() {
    }

    /** Runs {@code task} for 0 … n-1 on a pool of one thread per core and hands each result to {@code each}. */
    static <T> void run(int n, IntFunction<T> task, Each<T> each) throws UsageException {
        int threads = Runtime.getRuntime().availableProcessors();
        run(n, threads, 2 * threads, task, each);
    }

    /**
     * As {@link #run(int, IntFunction, Each)} on {@code threads} threads, with at most {@code window} items
     * submitted and not yet handed to {@code each} at any time.
     */
    static <T> void run(int n, int threads, int window, IntFunction<T> task, Each<T> each) throws UsageException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            Deque<Future<T>> pending = new ArrayDeque<>(window);
            int next = 0;
            for (int i = 0; i < n; i++) {
                while (next < n && next < i + window) {
                    int item = next++;
                    pending.addLast(pool.submit(() -> task.apply(item)));
                }
                T result = pending.removeFirst().get();
                each.accept(i, result);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
