package org.gridwright.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import org.gridwright.core.text.Templates;

/**
 * Reads whole files safely: only regular files (a folder, device, pipe or socket is refused before it is opened, so
 * a pipe never blocks and {@code /dev/zero} is never read), and never more than a limit, whatever the file system
 * says the size is. Every failure is a {@link FileSystemException} naming the file.
 */
public final class BoundedFiles {
    /** The largest file any reader of the engine takes by default (puzzle files, database files, legacy lists). */
    public static final long MAX_BYTES = 16L * 1024 * 1024;

    private static final Templates MSG = Templates.of("org.gridwright.core.io.Messages", Locale.ENGLISH);

    private BoundedFiles() {
    }

    /** The file is a folder. */
    public static final class FolderException extends FileSystemException {
        private static final long serialVersionUID = 1L;

        FolderException(Path file) {
            super(file.toString(), null, MSG.fill("read.folder"));
        }
    }

    /** The file is no regular file (a device, a pipe or a socket). */
    public static final class NotRegularException extends FileSystemException {
        private static final long serialVersionUID = 1L;

        NotRegularException(Path file) {
            super(file.toString(), null, MSG.fill("read.notRegular"));
        }
    }

    /** The file holds more than the limit. */
    public static final class TooLargeException extends FileSystemException {
        private static final long serialVersionUID = 1L;
        private final long limit;

        TooLargeException(Path file, long limit) {
            super(file.toString(), null, MSG.fill("read.tooLarge", limit));
            this.limit = limit;
        }

        /** The limit the file went past, in bytes. */
        public long limit() {
            return limit;
        }
    }

    /**
     * The bytes of a regular file of at most {@code max} bytes.
     *
     * @throws NoSuchFileException  when there is no such file
     * @throws FolderException      when it is a folder
     * @throws NotRegularException  when it is a device, pipe or socket (it is not opened)
     * @throws TooLargeException    when it holds more than {@code max} bytes (at most {@code max + 1} are read)
     */
    public static byte[] read(Path file, long max) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
        if (a.isDirectory()) {
            throw new FolderException(file);
        }
        if (!a.isRegularFile()) {
            throw new NotRegularException(file);
        }
        if (a.size() > max) {
            throw new TooLargeException(file, max);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, max + 1));
            if (bytes.length > max) {
                throw new TooLargeException(file, max);
            }
            return bytes;
        }
    }

    /**
     * The text of a regular file of at most {@code max} bytes, which must be UTF-8 (a byte-order mark is kept).
     *
     * @throws FileSystemException naming the file and the first byte that is not UTF-8, besides the failures of
     *                             {@link #read}
     */
    public static String readUtf8(Path file, long max) throws IOException {
        byte[] bytes = read(file, max);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new NotUtf8Exception(file, bytes);
        }
    }

    /** The file's bytes are not UTF-8; says where the first bad byte is. */
    public static final class NotUtf8Exception extends FileSystemException {
        private static final long serialVersionUID = 1L;
        private final long line;

        NotUtf8Exception(Path file, byte[] bytes) {
            this(file, firstBad(bytes), bytes);
        }

        private NotUtf8Exception(Path file, int at, byte[] bytes) {
            super(file.toString(), null, MSG.fill("read.notUtf8", lineOf(bytes, at), at + 1L));
            this.line = lineOf(bytes, at);
        }

        /** The 1-based line of the first byte that is not UTF-8. */
        public long line() {
            return line;
        }
    }

    private static int firstBad(byte[] bytes) {
        var dec = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        var out = java.nio.CharBuffer.allocate(bytes.length + 1);
        var r = dec.decode(in, out, true);
        return r.isError() ? in.position() : bytes.length;
    }

    private static long lineOf(byte[] bytes, int at) {
        long line = 1;
        for (int i = 0; i < at && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
