package org.gridwright.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/** Work items 0 … n-1 run on every core, their results taken in item order (so output never depends on timing). */
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
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<T>> results = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int item = i;
                results.add(pool.submit(() -> task.apply(item)));
            }
            for (int i = 0; i < n; i++) {
                each.accept(i, results.get(i).get());
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
