package org.gridwright.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starts the assembled workbench (target/gridwright/bin/gridwright) with a fresh user dir and cache dir under an
 * Xvfb display of its own, waits for a visible main window titled "Gridwright", and checks that the start logged
 * no SEVERE line and loaded Gridwright's modules. Runs after the application is assembled (nbm-application runs
 * surefire at integration-test).
 */
class WorkbenchSmokeTest {
    /** The main window's title, from the branding module. */
    static final String TITLE = "Gridwright";
    private static final Duration START_LIMIT = Duration.ofSeconds(120);

    @TempDir
    Path tmp;

    private Process xvfb;
    private Process app;

    @BeforeEach
    void startDisplay() throws IOException {
        // a display of our own (never the developer's desktop): Xvfb picks a free number and writes it to fd 1
        try {
            xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1400x900x24", "-nolisten", "tcp")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IOException("cannot start Xvfb (Debian packages xvfb and xdotool; .ci/run installs them): "
                    + e.getMessage(), e);
        }
    }

    @AfterEach
    void stopAll() {
        kill(app);
        kill(xvfb);
    }

    @Test
    void workbenchStartsWithItsTitleAndNoSevereLog() throws Exception {
        String display = ":" + readDisplayNumber(xvfb.getInputStream());
        Path launcher = Path.of(System.getProperty("gridwright.app", "target/gridwright"), "bin", "gridwright");
        assertTrue(Files.isExecutable(launcher), "the assembled launcher is missing: " + launcher.toAbsolutePath());
        Path userdir = tmp.resolve("userdir");
        Path cachedir = tmp.resolve("cachedir");
        Path console = tmp.resolve("console.log");

        ProcessBuilder pb = new ProcessBuilder(launcher.toAbsolutePath().toString(),
                "--userdir", userdir.toString(), "--cachedir", cachedir.toString())
                .redirectErrorStream(true).redirectOutput(console.toFile());
        pb.environment().put("DISPLAY", display);
        app = pb.start();

        long deadline = System.nanoTime() + START_LIMIT.toNanos();
        List<String> titles = List.of();
        while (System.nanoTime() < deadline) {
            if (!app.isAlive()) {
                fail("the workbench exited with status " + app.exitValue() + " before its window appeared:\n"
                        + Files.readString(console));
            }
            titles = visibleWindowTitles(display);
            if (titles.contains(TITLE)) {
                break;
            }
            Thread.sleep(500);
        }
        assertTrue(titles.contains(TITLE), "no visible window titled '" + TITLE + "' within " + START_LIMIT
                + "; visible windows: " + titles + "\nconsole:\n" + Files.readString(console));

        // the platform writes messages.log through a buffer it flushes now and then, so the window can be up while
        // the file is still empty: wait until the log names every Gridwright module, then judge what it says
        Path log = userdir.resolve("var/log/messages.log");
        List<String> modules = List.of("org.gridwright.branding", "org.gridwright.engine",
                "org.gridwright.categories", "org.gridwright.editor");
        String messages = readLog(log);
        while (System.nanoTime() < deadline && !modules.stream().allMatch(messages::contains)) {
            Thread.sleep(500);
            messages = readLog(log);
        }
        assertTrue(Files.isRegularFile(log), "no log at " + log);
        for (String module : modules) {
            assertTrue(messages.contains(module), "module " + module + " not loaded within " + START_LIMIT
                    + ":\n" + messages);
        }
        Thread.sleep(3000); // what the window's opening logs, if the buffer has passed it on by then
        messages = readLog(log);
        List<String> severe = messages.lines().filter(l -> l.contains("SEVERE")).collect(Collectors.toList());
        assertEquals(List.of(), severe, "SEVERE lines in messages.log:\n" + messages);
    }

    private static String readLog(Path log) throws IOException {
        return Files.isRegularFile(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
    }

    private static int readDisplayNumber(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            sb.append((char) c);
        }
        String s = sb.toString().trim();
        if (s.isEmpty()) {
            fail("Xvfb did not start (is the xvfb package installed?)");
        }
        return Integer.parseInt(s);
    }

    /** Titles of the visible windows on the display, via xdotool. */
    private static List<String> visibleWindowTitles(String display) throws IOException, InterruptedException {
        List<String> titles = new ArrayList<>();
        for (String id : run(display, "xdotool", "search", "--onlyvisible", "--name", ".")) {
            List<String> name = run(display, "xdotool", "getwindowname", id);
            if (!name.isEmpty()) {
                titles.add(name.get(0));
            }
        }
        return titles;
    }

    private static List<String> run(String display, String... command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("DISPLAY", display);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        return out.lines().map(String::strip).filter(l -> !l.isEmpty()).collect(Collectors.toList());
    }

    /** Ends a process and everything it started (the launcher script starts the JVM). */
    private static void kill(Process p) {
        if (p == null) {
            return;
        }
        List<ProcessHandle> tree = p.descendants().collect(Collectors.toList());
        tree.forEach(ProcessHandle::destroy);
        p.destroy();
        try {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }
}
