"""Draw the text screen with fragment shaders: exact VGA pixels at any scale.

Per frame the CPU only uploads 80x25 cells of (character, foreground,
background) — 8 KB. The GPU then works in two passes:

1. the *frame* shader paints the 738x414 VGA frame (screen, border,
   cursor) once, one fragment per VGA pixel, into an off-screen texture,
   looking every pixel up in a 9x16 font atlas;
2. the frame is copied onto the window as one textured quad (nearest
   texel, whole-number scale) over a window cleared to black, which
   leaves the letterbox around it. A window too small for scale 1 gets
   the frame shrunk to fit: each window pixel is then the average of the
   VGA pixels it covers, so thin lines fade instead of vanishing.

Doing the glyph work at 1:1 and only copying at the window's scale keeps a
software renderer (llvmpipe) above 70 frames a second at 2x with every
cell changing; running the glyph shader for every window pixel managed
32-50 on the same machine (``python -m retro.bench``).

Colour rules (blink, bright backgrounds, mono) are resolved on the CPU by
``retro.textmode.attributes``, the same tables the Pillow renderer uses, so
the window and the screenshots cannot disagree.
"""

from __future__ import annotations

import contextlib
import ctypes
from collections.abc import Iterator

from pyglet import gl
from pyglet.graphics.shader import Shader, ShaderProgram

from retro.frontend.layout import Layout
from retro.textmode import PALETTE, ScreenSnapshot
from retro.textmode.attributes import cell_planes
from retro.textmode.font import Font

VERTEX_SOURCE = """#version 330 core
in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }
"""

FRAME_SOURCE = """#version 330 core
out vec4 colour;
uniform sampler2D cells;    // 80x25: r = character, g = fg (+16 underline), b = bg
uniform sampler2D glyphs;   // 144x256: 16x16 glyphs of 9x16, coverage in r
const vec3 palette[16] = vec3[16](PALETTE_VALUES);
uniform ivec2 frame_size;   // the VGA frame, border included (738x414)
uniform ivec2 border;       // overscan width in VGA pixels (x, y)
uniform int border_colour;
uniform ivec4 cursor;       // col, row, first line, last line; col < 0 = not drawn
uniform int cursor_colour;

void main() {
    // one fragment per VGA pixel; texture row 0 is the frame's bottom line
    ivec2 v = ivec2(int(gl_FragCoord.x), frame_size.y - 1 - int(gl_FragCoord.y)) - border;
    if (v.x < 0 || v.y < 0 || v.x >= 720 || v.y >= 400) {
        colour = vec4(palette[border_colour], 1.0);
        return;
    }
    ivec2 cell = v / ivec2(9, 16);
    ivec2 inner = v - cell * ivec2(9, 16);
    ivec4 c = ivec4(texelFetch(cells, cell, 0) * 255.0 + 0.5);
    int fg = c.g & 15;
    ivec2 glyph = ivec2((c.r & 15) * 9, (c.r >> 4) * 16);
    bool lit = texelFetch(glyphs, glyph + inner, 0).r > 0.5;
    if ((c.g & 16) != 0 && inner.y == 15) lit = true;
    if (cell == cursor.xy && inner.x < 8 && inner.y >= cursor.z && inner.y <= cursor.w) {
        colour = vec4(palette[cursor_colour], 1.0);
        return;
    }
    colour = vec4(palette[lit ? fg : c.b], 1.0);
}
"""

SCALE_VERTEX_SOURCE = """#version 330 core
in vec2 position;
in vec2 tex_coords;
out vec2 frame_xy;
void main() {
    gl_Position = vec4(position, 0.0, 1.0);
    frame_xy = tex_coords;
}
"""

SCALE_SOURCE = """#version 330 core
in vec2 frame_xy;
out vec4 colour;
uniform sampler2D frame;    // the VGA frame painted by FRAME_SOURCE, nearest filtering
uniform vec2 footprint;     // VGA pixels per window pixel, at most 16; 0 at whole scales
void main() {
    if (footprint.x == 0.0) {
        colour = texture(frame, frame_xy);
        return;
    }
    // shrunk: the average of the VGA pixels under this window pixel, by area covered
    // (in a window under 1/MAX_FOOTPRINT scale, of those under the middle of it)
    ivec2 size = textureSize(frame, 0);
    vec2 lo = frame_xy * vec2(size) - footprint / 2.0;
    vec2 hi = lo + footprint;
    vec3 sum = vec3(0.0);
    float total = 0.0;
    for (int y = int(floor(lo.y)); y < int(ceil(hi.y)); y++) {
        for (int x = int(floor(lo.x)); x < int(ceil(hi.x)); x++) {
            vec2 cover = min(hi, vec2(x + 1, y + 1)) - max(lo, vec2(x, y));
            float weight = max(cover.x, 0.0) * max(cover.y, 0.0);
            if (x < 0 || y < 0 || x >= size.x || y >= size.y) continue;
            sum += weight * texelFetch(frame, ivec2(x, y), 0).rgb;
            total += weight;
        }
    }
    colour = vec4(total > 0.0 ? sum / total : vec3(0.0), 1.0);
}
"""


MAX_FOOTPRINT = 16
"""VGA pixels a window pixel averages at most, across and down.

Below 1/16 scale (a window under 46x26 pixels) nothing can be read anyway,
and averaging every covered pixel would take a software renderer's shader
past its loop limit (llvmpipe drew a 1x1 window black).
"""

ROW_BIAS = 1 / 64
"""Window pixels the copy is moved down, so no pixel centre sits exactly on a VGA row edge.

With the 4:3 stretch some window rows have their centres exactly between two
VGA rows; the quad's two triangles then round differently and one window row
shows a mix of both. Moved by 1/64 px, such a row shows the upper VGA row
throughout. Any other centre is at least 1/20 px from an edge (rows are
1.35 x scale px high), so nothing else changes.
"""


def _glsl_palette() -> str:
    """The 16 VGA colours as GLSL ``vec3`` literals, exact to 1/255."""
    return ", ".join(
        "vec3(" + ", ".join(f"{c}.0 / 255.0" for c in rgb) + ")" for rgb in PALETTE)


def _texture(width: int, height: int, internal: int, fmt: int, data: bytes) -> int:
    tex = gl.GLuint()
    gl.glGenTextures(1, ctypes.byref(tex))
    gl.glBindTexture(gl.GL_TEXTURE_2D, tex.value)
    for param in (gl.GL_TEXTURE_MIN_FILTER, gl.GL_TEXTURE_MAG_FILTER):
        gl.glTexParameteri(gl.GL_TEXTURE_2D, param, gl.GL_NEAREST)
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1)
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, internal, width, height, 0, fmt,
                    gl.GL_UNSIGNED_BYTE, data)
    return tex.value


def _program(fragment: str, vertex: str = VERTEX_SOURCE) -> ShaderProgram:
    return ShaderProgram(Shader(vertex, "vertex"), Shader(fragment, "fragment"))


def _frame_buffer(texture: int) -> int:
    """A framebuffer object that draws into ``texture``."""
    fbo = gl.GLuint()
    gl.glGenFramebuffers(1, ctypes.byref(fbo))
    gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, fbo.value)
    gl.glFramebufferTexture2D(gl.GL_FRAMEBUFFER, gl.GL_COLOR_ATTACHMENT0, gl.GL_TEXTURE_2D,
                              texture, 0)
    status = gl.glCheckFramebufferStatus(gl.GL_FRAMEBUFFER)
    gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, 0)
    if status != gl.GL_FRAMEBUFFER_COMPLETE:
        raise RuntimeError(f"the off-screen VGA frame cannot be drawn to (status {status:#x})")
    return fbo.value


class ScreenPainter:
    """Owns the GL programs and textures that paint one text screen."""

    def __init__(self, font: Font, border: tuple[int, int]) -> None:
        self.border = border
        self.frame_size = (720 + 2 * border[0], 400 + 2 * border[1])
        self.frame_program = _program(FRAME_SOURCE.replace("PALETTE_VALUES", _glsl_palette()))
        self.scale_program = _program(SCALE_SOURCE, SCALE_VERTEX_SOURCE)
        corners = (-1, -1, 1, -1, -1, 1, 1, 1)
        self.frame_quad = self.frame_program.vertex_list(4, gl.GL_TRIANGLE_STRIP,
                                                         position=("f", corners))
        self.scale_quad = self.scale_program.vertex_list(
            4, gl.GL_TRIANGLE_STRIP, position=("f", corners),
            tex_coords=("f", (0, 0, 1, 0, 0, 1, 1, 1)))
        self.placed: tuple[object, ...] | None = None
        self.cell_tex = _texture(80, 25, gl.GL_RGBA8, gl.GL_RGBA, bytes(8000))
        self.glyph_tex = _texture(144, 256, gl.GL_R8, gl.GL_RED, font.atlas_bytes())
        self.frame_tex = _texture(*self.frame_size, gl.GL_RGBA8, gl.GL_RGBA,
                                  bytes(4 * self.frame_size[0] * self.frame_size[1]))
        self.frame_fbo = _frame_buffer(self.frame_tex)
        with _using(self.frame_program) as program:
            program["cells"] = 0
            program["glyphs"] = 1
            program["frame_size"] = self.frame_size
            program["border"] = border
        with _using(self.scale_program) as program:
            program["frame"] = 0

    def upload(self, snap: ScreenSnapshot, data: bytes, blink_on: bool) -> None:
        """Send the 80x25 cells (``data`` may carry the mouse cursor) to the GPU."""
        planes = cell_planes(data, snap.blink_enabled, snap.mono, blink_on)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.cell_tex)
        gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1)
        gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 0, 0, 0, 80, 25, gl.GL_RGBA,
                           gl.GL_UNSIGNED_BYTE, bytes(planes))

    def draw(self, layout: Layout, window_size: tuple[int, int], border_colour: int,
             cursor: tuple[int, int, int, int], cursor_colour: int) -> None:
        """Paint the VGA frame off screen, then copy it scaled into the black window."""
        self._paint_frame(border_colour, cursor, cursor_colour)
        self._place_frame(layout, window_size)
        gl.glViewport(0, 0, *window_size)
        gl.glClearColor(0.0, 0.0, 0.0, 1.0)
        gl.glClear(gl.GL_COLOR_BUFFER_BIT)
        gl.glActiveTexture(gl.GL_TEXTURE0)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.frame_tex)
        with _using(self.scale_program):
            self.scale_quad.draw(gl.GL_TRIANGLE_STRIP)

    def _place_frame(self, layout: Layout, window_size: tuple[int, int]) -> None:
        """Put the copy's corners where ``layout`` says (GL counts from -1 to 1, bottom up)."""
        if self.placed == (layout, window_size):
            return
        self.placed = (layout, window_size)
        shrunk = layout.pixel_w < 1
        with _using(self.scale_program) as program:
            program["footprint"] = ((min(1 / layout.pixel_w, MAX_FOOTPRINT),
                                     min(1 / layout.pixel_h, MAX_FOOTPRINT)) if shrunk
                                    else (0.0, 0.0))
        w, h = window_size
        left = layout.origin_x
        right = left + self.frame_size[0] * layout.pixel_w
        top = layout.origin_y + ROW_BIAS
        bottom = top + self.frame_size[1] * layout.pixel_h
        x0, x1 = 2 * left / w - 1, 2 * right / w - 1
        y0, y1 = 1 - 2 * bottom / h, 1 - 2 * top / h
        # pyglet adds one attribute per shader input to a VertexList at run time, which
        # its type hints cannot know about.
        self.scale_quad.position[:] = (  # type: ignore[attr-defined]
            x0, y0, x1, y0, x0, y1, x1, y1)

    def _paint_frame(self, border_colour: int, cursor: tuple[int, int, int, int],
                     cursor_colour: int) -> None:
        gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, self.frame_fbo)
        gl.glViewport(0, 0, *self.frame_size)
        gl.glActiveTexture(gl.GL_TEXTURE0)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.cell_tex)
        gl.glActiveTexture(gl.GL_TEXTURE1)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.glyph_tex)
        gl.glActiveTexture(gl.GL_TEXTURE0)
        with _using(self.frame_program) as program:
            program["border_colour"] = border_colour
            program["cursor"] = cursor
            program["cursor_colour"] = cursor_colour
            self.frame_quad.draw(gl.GL_TRIANGLE_STRIP)
        gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, 0)


@contextlib.contextmanager
def _using(program: ShaderProgram) -> Iterator[ShaderProgram]:
    program.use()
    try:
        yield program
    finally:
        program.stop()
