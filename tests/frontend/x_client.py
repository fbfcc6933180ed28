"""A tiny X client for the window tests: read a window's pixels, ask it to close.

It talks to libX11 through ctypes, so it needs nothing beyond libx11-6,
which xdotool, xauth and Mesa's GLX already bring in. Two things it does
that xdotool cannot:

* ``capture``: ``XGetImage`` of a window as an RGB Pillow image, the same
  pixels ``import -window`` or ``xwd -id`` would give, without a program
  per capture;
* ``request_close``: the ``WM_DELETE_WINDOW`` client message a window
  manager sends when the user clicks the close button. Xvfb runs no window
  manager, and ``xdotool windowclose`` destroys the window instead, which
  no desktop does to a well-behaved program.

X errors are recorded and raised as ``XError`` rather than letting Xlib's
default handler end the test process.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from ctypes import POINTER, byref, c_char_p, c_int, c_long, c_uint, c_ulong, c_void_p

from PIL import Image

Z_PIXMAP = 2  # X.h ZPixmap
ALL_PLANES = ~0 & 0xFFFFFFFFFFFFFFFF
CLIENT_MESSAGE = 33  # X.h ClientMessage
CURRENT_TIME = 0


class XError(RuntimeError):
    """An X request failed (for instance the window is gone)."""


class _XImage(ctypes.Structure):
    _fields_ = [
        ("width", c_int), ("height", c_int), ("xoffset", c_int), ("format", c_int),
        ("data", c_void_p), ("byte_order", c_int), ("bitmap_unit", c_int),
        ("bitmap_bit_order", c_int), ("bitmap_pad", c_int), ("depth", c_int),
        ("bytes_per_line", c_int), ("bits_per_pixel", c_int),
        ("red_mask", c_ulong), ("green_mask", c_ulong), ("blue_mask", c_ulong),
    ]


class _ClientMessage(ctypes.Structure):
    _fields_ = [
        ("type", c_int), ("serial", c_ulong), ("send_event", c_int), ("display", c_void_p),
        ("window", c_ulong), ("message_type", c_ulong), ("format", c_int),
        ("data", c_long * 5),
    ]


class _XEvent(ctypes.Union):
    _fields_ = [("xclient", _ClientMessage), ("pad", c_long * 24)]


class _XErrorEvent(ctypes.Structure):
    _fields_ = [
        ("type", c_int), ("display", c_void_p), ("resourceid", c_ulong), ("serial", c_ulong),
        ("error_code", ctypes.c_ubyte), ("request_code", ctypes.c_ubyte),
        ("minor_code", ctypes.c_ubyte),
    ]


_ERROR_HANDLER = ctypes.CFUNCTYPE(c_int, c_void_p, POINTER(_XErrorEvent))


def _load_xlib() -> ctypes.CDLL:
    lib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    lib.XOpenDisplay.restype = c_void_p
    lib.XOpenDisplay.argtypes = [c_char_p]
    lib.XCloseDisplay.argtypes = [c_void_p]
    lib.XGetGeometry.argtypes = [c_void_p, c_ulong, POINTER(c_ulong), POINTER(c_int),
                                 POINTER(c_int), POINTER(c_uint), POINTER(c_uint),
                                 POINTER(c_uint), POINTER(c_uint)]
    lib.XGetImage.restype = POINTER(_XImage)
    lib.XGetImage.argtypes = [c_void_p, c_ulong, c_int, c_int, c_uint, c_uint, c_ulong, c_int]
    lib.XDestroyImage.argtypes = [POINTER(_XImage)]
    lib.XInternAtom.restype = c_ulong
    lib.XInternAtom.argtypes = [c_void_p, c_char_p, c_int]
    lib.XSendEvent.argtypes = [c_void_p, c_ulong, c_int, c_long, POINTER(_XEvent)]
    lib.XSync.argtypes = [c_void_p, c_int]
    lib.XSetErrorHandler.restype = c_void_p
    lib.XSetErrorHandler.argtypes = [_ERROR_HANDLER]
    return lib


class XConnection:
    """One connection to an X display; use it as a context manager."""

    def __init__(self, display_name: str) -> None:
        self.lib = _load_xlib()
        self.errors: list[int] = []
        self._handler = _ERROR_HANDLER(self._on_error)  # kept alive while Xlib holds it
        self.lib.XSetErrorHandler(self._handler)
        self.display = self.lib.XOpenDisplay(display_name.encode())
        if not self.display:
            raise XError(f"cannot open X display {display_name}")

    def _on_error(self, _display: int, event: ctypes._Pointer[_XErrorEvent]) -> int:
        self.errors.append(event.contents.error_code)
        return 0

    def _check(self, what: str) -> None:
        self.lib.XSync(self.display, 0)
        if self.errors:
            codes, self.errors = self.errors, []
            raise XError(f"{what} failed with X error code(s) {codes}")

    def size(self, window: int) -> tuple[int, int]:
        """The window's width and height in pixels."""
        root, x, y = c_ulong(), c_int(), c_int()
        w, h, border, depth = c_uint(), c_uint(), c_uint(), c_uint()
        status = self.lib.XGetGeometry(self.display, window, byref(root), byref(x), byref(y),
                                       byref(w), byref(h), byref(border), byref(depth))
        self._check("XGetGeometry")
        if not status:
            raise XError(f"no geometry for window {window:#x}")
        return w.value, h.value

    def capture(self, window: int) -> Image.Image:
        """The window's pixels as an RGB image (children such as a GL view included)."""
        width, height = self.size(window)
        image = self.lib.XGetImage(self.display, window, 0, 0, width, height, ALL_PLANES,
                                   Z_PIXMAP)
        self._check("XGetImage")
        if not image:
            raise XError(f"XGetImage returned nothing for window {window:#x}")
        try:
            xi = image.contents
            if xi.bits_per_pixel != 32 or (xi.red_mask, xi.green_mask, xi.blue_mask) != (
                    0xFF0000, 0x00FF00, 0x0000FF) or xi.byte_order != 0:
                raise XError(f"unexpected pixel format: {xi.bits_per_pixel} bpp, masks "
                             f"{xi.red_mask:#x}/{xi.green_mask:#x}/{xi.blue_mask:#x}")
            raw = ctypes.string_at(xi.data, xi.bytes_per_line * xi.height)
            return Image.frombytes("RGB", (xi.width, xi.height), raw, "raw", "BGRX",
                                   xi.bytes_per_line)
        finally:
            self.lib.XDestroyImage(image)

    def request_close(self, window: int) -> None:
        """Send WM_DELETE_WINDOW, as a window manager's close button does."""
        event = _XEvent()
        msg = event.xclient
        msg.type = CLIENT_MESSAGE
        msg.window = window
        msg.message_type = self.lib.XInternAtom(self.display, b"WM_PROTOCOLS", 0)
        msg.format = 32
        msg.data[0] = self.lib.XInternAtom(self.display, b"WM_DELETE_WINDOW", 0)
        msg.data[1] = CURRENT_TIME
        self.lib.XSendEvent(self.display, window, 0, 0, byref(event))
        self._check("XSendEvent")

    def close(self) -> None:
        if self.display:
            self.lib.XCloseDisplay(self.display)
            self.display = None

    def __enter__(self) -> XConnection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
