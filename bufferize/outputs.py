"""Where the tool writes: every output is written whole or not at all, and
never over one of the run's inputs.

``write`` replaces a file atomically (a temporary file beside it, renamed
over it), and ``Output`` does so for an output written in pieces; ``check_outputs`` refuses, before anything is read or written, an
output path that names an input or another output -- through symlinks and
hard links alike, for ``-o``, a pass's file option (``report-file``),
batch outputs and ``--in-place`` backups.
"""
from __future__ import annotations

import os
import sys
from typing import Iterable, Optional


class OutputError(Exception):
    """An output file that cannot be written, or may not be; the message
    names it, ``reason`` is the system's word for why (strerror) if any."""

    def __init__(self, message: str, reason: Optional[str] = None):
        super().__init__(message)
        self.reason = reason or message


# Temporary files being written now: removed if the run is interrupted.
PENDING: set = set()


def _identity(path: str) -> Optional[tuple]:
    """What makes two paths the same regular file: (device, inode) when it
    exists, its resolved path when it does not yet; None for what is not a
    regular file (stdout '-', /dev/null, a FIFO: writing there loses no file)."""
    if path == "-":
        return None
    try:
        st = os.stat(path)
    except OSError:
        return ("path", os.path.realpath(path))
    import stat
    if not stat.S_ISREG(st.st_mode):
        return None
    return ("inode", st.st_dev, st.st_ino)


def _same(a: Optional[tuple], b: Optional[tuple]) -> bool:
    return a is not None and a == b


def check_outputs(inputs: Iterable[str], outputs: Iterable[tuple]) -> None:
    """``outputs`` are (what, path) pairs such as ("output file", "out.mlir")
    or ("report-file of one-shot-bufferize", "r.json"). OutputError if one
    of them is an input or two of them are the same file."""
    ins = [(p, _identity(p)) for p in inputs]
    seen: list = []
    for what, path in outputs:
        ident = _identity(path)
        for src, sid in ins:
            if _same(ident, sid):
                same = "is" if os.path.realpath(src) == os.path.realpath(path) else "is the same file as"
                raise OutputError(f"{what} '{path}' {same} the input '{src}'; it would be overwritten "
                                  "(nothing was written)")
        for other_what, other, oid in seen:
            if _same(ident, oid):
                raise OutputError(f"{what} '{path}' and {other_what} '{other}' are the same file; "
                                  "one would overwrite the other (nothing was written)")
        seen.append((what, path, ident))


# The input's bytes that are not UTF-8 (accepted in comments and string
# literals, as upstream's lexer does) are surrogates in the text
# (tooling.read_text); what is copied verbatim to the output (a dialect
# attribute's body) is written back as those bytes.
_ERRORS = "surrogateescape"


def write(path: str, text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` ('-' is stdout) whole or not at all: a
    temporary file beside it, renamed over it.  The file gets the mode the
    target had, or the umask's default for a new file (not mkstemp's 0600).
    OutputError when it cannot be written; nothing is left behind then."""
    out = Output(path, encoding)
    try:
        out.write(text)
        out.commit()
    finally:
        out.discard()


class Output:
    """An output written piece by piece (the printer streams into it, so a
    large output is never held whole), with ``write``'s guarantees: the file
    is created at the first piece, beside the target, and renamed over it at
    ``commit``; ``discard`` (or a failure) removes it and leaves the target
    as it was.  '-' is stdout; /dev/null, a FIFO or a terminal is written
    directly."""

    def __init__(self, path: str, encoding: str = "utf-8"):
        self.path, self.encoding = path, encoding
        self._file = None
        self._tmp = None    # the temporary file, renamed over ``_real`` at commit
        self._real = self._mode = None

    def write(self, text: str) -> None:
        if self._file is None:
            self._open()
        try:
            self._file.write(text)
        except BrokenPipeError:
            raise   # the reader of stdout stopped reading (`| head`): cli.py ends quietly, as cat does
        except OSError as e:
            self.discard()
            raise OutputError(f"could not write output file '{self.path}': {e.strerror}", e.strerror) from None

    def _open(self) -> None:
        path, encoding = self.path, self.encoding
        if path == "-":
            if encoding != "utf-8" and getattr(sys.stdout, "buffer", None) is not None:
                sys.stdout.flush()
                self._file = _Encoded(sys.stdout.buffer, encoding)
            else:
                self._file = sys.stdout
            return
        try:
            if os.path.exists(path) and not os.path.isfile(path):
                if os.path.isdir(path):
                    raise IsADirectoryError(21, "Is a directory")
                # /dev/null, a FIFO, a terminal: never replace it, just write.
                self._file = open(path, "w", encoding=encoding, errors=_ERRORS)
                return
            self._real = os.path.realpath(path)  # replace a symlink's target, not the link
            try:
                self._mode = os.stat(self._real).st_mode & 0o7777
            except OSError:
                self._mode = 0o666 & ~_umask()
            fd, self._tmp = _create_temporary(os.path.dirname(self._real))
            self._file = os.fdopen(fd, "w", encoding=encoding, errors=_ERRORS)
        except OSError as e:
            raise OutputError(f"could not write output file '{path}': {e.strerror}", e.strerror) from None

    def commit(self) -> None:
        """The output is whole: make it the target."""
        if self._file is None:
            self._open()   # an empty output still replaces the target
        f, self._file = self._file, None
        try:
            if f is sys.stdout or isinstance(f, _Encoded):
                f.flush()   # (a BrokenPipeError goes on to cli.py, as from write)
                return
            f.close()
            if self._tmp is not None:
                os.chmod(self._tmp, self._mode)
                os.replace(self._tmp, self._real)
                PENDING.discard(self._tmp)
                self._tmp = None
        except BrokenPipeError:
            raise
        except OSError as e:
            self.discard()
            raise OutputError(f"could not write output file '{self.path}': {e.strerror}", e.strerror) from None

    def discard(self) -> None:
        """Leave the target as it was (no-op after ``commit``)."""
        f, self._file = self._file, None
        if f is not None and f is not sys.stdout and not isinstance(f, _Encoded):
            try:
                f.close()
            except OSError:
                pass
        if self._tmp is not None:
            try:
                os.unlink(self._tmp)
            except OSError:
                pass
            PENDING.discard(self._tmp)
            self._tmp = None


def stdout_gone() -> None:
    """stdout's reader stopped reading (`| head`): what is still buffered goes
    nowhere (a later flush would raise again)."""
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, sys.stdout.fileno())
        os.close(fd)
    except (OSError, ValueError):
        pass


class _Encoded:
    """stdout's bytes in another encoding than its own."""

    def __init__(self, buffer, encoding: str):
        self.buffer, self.encoding = buffer, encoding

    def write(self, text: str) -> None:
        self.buffer.write(text.encode(self.encoding))

    def flush(self) -> None:
        self.buffer.flush()


def _create_temporary(folder: str) -> tuple:
    """(fd, path) of a new file in ``folder``, listed in PENDING before it
    exists, so an interrupt at any moment knows what to remove."""
    for _ in range(100):
        tmp = os.path.join(folder, f".bufferize-opt-{os.getpid()}-{os.urandom(4).hex()}.tmp")
        PENDING.add(tmp)
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), tmp
        except FileExistsError:
            PENDING.discard(tmp)
        except BaseException:
            PENDING.discard(tmp)
            raise
    raise FileExistsError(17, "File exists")


def remove_pending() -> None:
    """Remove the temporary files being written (the run was interrupted)."""
    for tmp in list(PENDING):
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
