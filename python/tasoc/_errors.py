"""_errors.py: tasoc's exceptions, one class per tasoc_status (core/status.h), each carrying the library's message."""


class Error(Exception):
    """A tasoc call failed. ``message`` is the library's own text (it names the file, node or line);
    ``status`` the tasoc_status number, or None for a failure found before the library was called."""

    def __init__(self, message, status=None, report=None):
        super().__init__(message)
        self.message = message
        self.status = status
        self.report = report  # the call's report (a dict) where it got that far, else None


class NoMemoryError(Error, MemoryError):
    """TASOC_ERR_NOMEM: the allocator ran out."""


class ShapeError(Error):
    """TASOC_ERR_SHAPE: shape inference rejected a node."""


class ArgumentError(Error, ValueError):
    """TASOC_ERR_ARG: an option or argument is invalid (an unknown option, a bad value)."""


class CycleError(Error):
    """TASOC_ERR_CYCLE: the graph is not acyclic."""


class LimitError(Error):
    """TASOC_ERR_LIMIT: a fixed limit (inputs, outputs, rank, protobuf's 2 GB) was exceeded."""


class UnsupportedError(Error):
    """TASOC_ERR_UNSUPPORTED: something tasoc cannot do (ONNX Runtime missing for measuring, say)."""


class FileError(Error, OSError):
    """TASOC_ERR_IO: reading or writing a file failed."""


class FormatError(Error):
    """TASOC_ERR_FORMAT: a malformed model or file."""


class CheckFailed(Error):
    """A check ran and the two models' outputs differ (tasoc.check, or optimize's check=True): a verdict, not
    an I/O failure, whatever status the library gave it. ``report`` has the details."""


class LibraryNotFound(Error, ImportError):
    """libtasoc.so or libtasoc_host.so could not be loaded (the message says where it looked)."""


# tasoc_status -> class; the numbers are core/status.h's enum, in its order.
BY_STATUS = {
    1: NoMemoryError,
    2: ShapeError,
    3: ArgumentError,
    4: CycleError,
    5: LimitError,
    6: UnsupportedError,
    7: FileError,
    8: FormatError,
}


def from_status(status, message):
    """The exception for a failed call: its class by status (Error for a status this list lacks)."""
    cls = BY_STATUS.get(status, Error)
    return cls(message or "failed (status %d, no message)" % status, status)
