"""How a run ends when it cannot finish: the error taxonomy of
docs/errors.md.

* the user's fault (input, options, paths, plugins): a located message, exit 1
  -- reported where it is found, not here;
* the environment's (a closed or full output stream, no memory, no thread,
  a signal): one plain line naming the cause, exit 1 (130 for an interrupt);
* the tool's own bug: ``internal error``, exit 2.

``classify`` maps an exception that reached the top of a run to its status
and line; ``StandardStream`` makes a closed or failing stdout an
``EnvironmentFailure`` instead of an AttributeError or a bare OSError.
"""
from __future__ import annotations

import os
import sys
import threading
from typing import Optional

INTERNAL = ("bufferize-opt: internal error: {what}\n"
            "Please report this with the input that caused it.\n")


class EnvironmentFailure(Exception):
    """Something outside the input and the tool failed; the message names it."""


class Interrupted(BaseException):
    """A KeyboardInterrupt raised inside the work (not a ^C of the main
    thread, which cli._interrupted handles): exit 130."""


class StandardStream:
    """A standard stream as the tool writes it.  stdout: a write to it when
    it is closed, or one that fails (a full disk), raises EnvironmentFailure
    naming it.  stderr (``lenient``): such writes are dropped, since nothing
    could report them; the exit status still tells."""

    def __init__(self, stream, name: str, lenient: bool = False):
        self._stream = stream
        self._name = name
        self._lenient = lenient

    def _fail(self, e: Optional[OSError]):
        if self._lenient:
            return None
        if e is None:
            raise EnvironmentFailure(f"cannot write to {self._name}: it is closed")
        raise EnvironmentFailure(f"cannot write to {self._name}: {e.strerror or e}") from None

    def write(self, text: str):
        if self._stream is None:
            return self._fail(None)
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as e:
            return self._fail(e)
        except ValueError:   # the stream was closed by someone (I/O operation on closed file)
            return self._fail(None)

    def flush(self):
        if self._stream is None:
            return None
        try:
            return self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as e:
            return self._fail(e)
        except ValueError:
            return None

    def isatty(self) -> bool:
        try:
            return self._stream is not None and self._stream.isatty()
        except (OSError, ValueError):
            return False

    def __getattr__(self, name):
        if self._stream is None:
            raise AttributeError(name)
        return getattr(self._stream, name)


def guard_standard_streams() -> None:
    """Install StandardStream over sys.stdout and sys.stderr (once).  A
    byte of the input that is not UTF-8 (a surrogate, see outputs._ERRORS)
    goes out as that byte, as upstream echoes it, where the stream is UTF-8."""
    for stream in (sys.stdout, sys.stderr):
        if (getattr(stream, "reconfigure", None) is not None
                and (getattr(stream, "encoding", "") or "").lower().replace("-", "") == "utf8"):
            try:
                stream.reconfigure(errors="surrogateescape")
            except (ValueError, OSError):   # a closed or odd stream: left as it is
                pass
    if not isinstance(sys.stdout, StandardStream):
        sys.stdout = StandardStream(sys.stdout, "standard output")
    if not isinstance(sys.stderr, StandardStream):
        sys.stderr = StandardStream(sys.stderr, "standard error", lenient=True)


def classify(e: BaseException) -> tuple:
    """(exit status, text for stderr) of an exception that ended a run."""
    if isinstance(e, (KeyboardInterrupt, Interrupted)):
        return 130, "bufferize-opt: interrupted\n"
    if isinstance(e, EnvironmentFailure):
        return 1, f"bufferize-opt: error: {e}\n"
    if isinstance(e, MemoryError):
        return 1, "bufferize-opt: error: out of memory\n"
    if isinstance(e, SystemError):
        # CPython's own failure (a C-level allocation that failed without
        # raising MemoryError, seen under an address-space limit): the
        # runtime's, not the tool's, which has no C code.
        return 1, f"bufferize-opt: error: the Python runtime failed ({type(e).__name__}: {e}); this happens when memory runs out\n"
    if isinstance(e, RecursionError):
        return 1, "bufferize-opt: error: input is nested too deeply to process\n"
    if isinstance(e, OSError) and e.errno is not None:
        # The operating system refused something (no space, no thread, too
        # many files): the machine's state, not the input or the tool.
        what = f" '{e.filename}'" if e.filename else ""
        return 1, f"bufferize-opt: error: {e.strerror or e}{what}\n"
    if isinstance(e, RuntimeError) and "can't start new thread" in str(e):
        return 1, "bufferize-opt: error: cannot start a thread (out of memory or a process limit)\n"
    text = str(e)
    return 2, INTERNAL.format(what=f"{type(e).__name__}: {text}" if text else type(e).__name__)


def debug_requested() -> bool:
    return bool(os.environ.get("BUFFERIZE_OPT_DEBUG"))



def _one_malloc_arena() -> None:
    """glibc gives each thread an arena of its own, reserved 64 MiB at a
    time: one allocation would take the process from well below the limit to
    it between two polls.  With one arena (M_ARENA_MAX) it grows in small
    steps the watch sees.  Only under a limit; a failure changes nothing."""
    try:
        import ctypes
        ctypes.CDLL(None).mallopt(-8, 1)   # M_ARENA_MAX
    except (ImportError, OSError, AttributeError):
        pass


_LAST_WORD = threading.Lock()


_OUT_OF_MEMORY = b"bufferize-opt: error: out of memory\n"


def say_last_word(text: str) -> None:
    """Write the line that ends the run to stderr.  Near a memory limit the
    stream itself may fail (its encoder or buffer cannot allocate): then
    the out-of-memory line, encoded in advance, goes straight to the file
    descriptor, so that a run never ends with status 1 and no word."""
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001 - the last line must not be lost
        try:
            os.write(2, _OUT_OF_MEMORY)
        except OSError:
            pass


def claim_last_word() -> bool:
    """True for the first caller only: the work's thread and the main thread
    (which may find the memory exhausted at the same moment) must not both
    say how the run ended."""
    return _LAST_WORD.acquire(blocking=False)


class AddressSpaceWatch:
    """Out of memory under an address-space limit (``ulimit -v``), told by
    the process's size rather than by an exception.

    Near such a limit CPython 3.11 does not fail cleanly: an exception
    handler that cannot allocate its frame's last-instruction integer jumps
    back to the same handler, for ever, holding the interpreter lock (seen
    with a 20,000-op file under 110 MB: a run that never ended).  So the
    run must not reach the limit.  The watch holds a ``RESERVE`` of address
    space, and the main thread, which only waits for the work, polls the
    process's size every ``INTERVAL``; when less than ``SLACK`` is left
    the reserve is given back (room to report) and the run is out of
    memory.  With the reserve the work stops about 20 MiB below the limit.
    glibc keeps one arena meanwhile (_one_malloc_arena), so the process
    grows in steps smaller than that margin between two polls."""

    INTERVAL = 0.02
    RESERVE = 16 << 20
    SLACK = 4 << 20

    def __init__(self, limit: int):
        import mmap
        self.limit = limit
        self.page = os.sysconf("SC_PAGE_SIZE")
        try:
            self.reserve = mmap.mmap(-1, self.RESERVE)
        except (OSError, MemoryError, ValueError):
            self.reserve = None

    @classmethod
    def for_this_process(cls) -> Optional["AddressSpaceWatch"]:
        """A watch when an address-space limit is set and /proc tells the
        process's size; None otherwise (nothing to watch).  Made before the
        work's thread, whose stack then fits in what the reserve leaves."""
        try:
            import resource
            limit = resource.getrlimit(resource.RLIMIT_AS)[0]
            if limit == resource.RLIM_INFINITY:
                return None
            _one_malloc_arena()
            watch = cls(limit)
            watch.size()
            return watch
        except (ImportError, OSError, ValueError, MemoryError):
            return None

    def size(self) -> int:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[0]) * self.page

    def exhausted(self) -> bool:
        """True (and the reserve released) when the work is about to run out."""
        try:
            near = self.size() >= self.limit - self.SLACK
        except (OSError, ValueError, MemoryError):
            near = True   # not even /proc could be read: as near as it gets
        if near and self.reserve is not None:
            self.reserve.close()
            self.reserve = None
        return near

    def interrupt_when_exhausted(self, thread_id: int) -> None:
        """Watch from a thread of its own and raise MemoryError in the thread
        ``thread_id`` when the process is about to run out (a batch worker,
        whose task thread must return its input's result to the pool: a
        worker that exits would leave the pool waiting for ever)."""
        import ctypes
        import time

        def watch():
            while True:
                time.sleep(self.INTERVAL)
                if self.reserve is None:   # re-armed once the last input's memory is back
                    if self.size() < self.limit - 2 * self.RESERVE - self.SLACK:
                        self.__init__(self.limit)
                elif self.exhausted():
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id),
                                                               ctypes.py_object(MemoryError))

        threading.Thread(target=watch, daemon=True).start()
