"""Draw the text screen with one fragment shader: exact VGA pixels at any scale.

Per frame the CPU only uploads 80x25 cells of (character, foreground,
background) — 8 KB — and the GPU looks every window pixel up in a 9x16 font
atlas. This keeps 70 frames a second with every cell changing on a software
renderer (llvmpipe), where drawing 2000 sprites from Python does not.

Colour rules (blink, bright backgrounds, mono) are resolved on the CPU by
``retro.textmode.attributes``, the same tables the Pillow renderer uses, so
the window and the screenshots cannot disagree.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import pyglet
from pyglet import gl
from pyglet.graphics.shader import Shader, ShaderProgram

from retro.textmode import PALETTE, ScreenSnapshot
from retro.textmode.attributes import cell_planes
from retro.textmode.font import Font

VERTEX_SOURCE = """#version 330 core
in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }
"""

FRAGMENT_SOURCE = """#version 330 core
out vec4 colour;
uniform sampler2D cells;    // 80x25: r = character, g = fg (+16 underline), b = bg
uniform sampler2D glyphs;   // 144x256: 16x16 glyphs of 9x16, coverage in r
const vec3 palette[16] = vec3[16](PALETTE_VALUES);
uniform vec2 frame_origin;  // top-left of the frame (border included), window px from top-left
uniform vec2 pixel_size;    // window pixels per VGA pixel
uniform vec2 window_size;
uniform ivec2 border;       // overscan width in VGA pixels (x, y)
uniform int border_colour;
uniform ivec4 cursor;       // col, row, first line, last line; col < 0 = not drawn
uniform int cursor_colour;

void main() {
    vec2 p = vec2(gl_FragCoord.x, window_size.y - gl_FragCoord.y) - frame_origin;
    ivec2 v = ivec2(floor(p / pixel_size)) - border;
    ivec2 frame = ivec2(720, 400) + 2 * border;
    if (p.x < 0.0 || p.y < 0.0 || v.x >= frame.x - border.x || v.y >= frame.y - border.y) {
        colour = vec4(0.0, 0.0, 0.0, 1.0);
        return;
    }
    if (v.x < 0 || v.y < 0 || v.x >= 720 || v.y >= 400) {
        colour = vec4(palette[border_colour], 1.0);
        return;
    }
    ivec2 cell = v / ivec2(9, 16);
    ivec2 inner = v - cell * ivec2(9, 16);
    ivec4 c = ivec4(texelFetch(cells, cell, 0) * 255.0 + 0.5);
    int fg = c.g & 15;
    bool lit = texelFetch(glyphs, ivec2((c.r & 15) * 9 + inner.x, (c.r >> 4) * 16 + inner.y), 0).r > 0.5;
    if ((c.g & 16) != 0 && inner.y == 15) lit = true;
    if (cell == cursor.xy && inner.x < 8 && inner.y >= cursor.z && inner.y <= cursor.w) {
        colour = vec4(palette[cursor_colour], 1.0);
        return;
    }
    colour = vec4(palette[lit ? fg : c.b], 1.0);
}
"""


@dataclass(frozen=True)
class Layout:
    """Where the frame sits in the window and how big a VGA pixel is."""

    origin_x: float
    origin_y: float
    pixel_w: float
    pixel_h: float
    border_x: int
    border_y: int


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


class ScreenPainter:
    """Owns the GL program and textures that paint one text screen."""

    def __init__(self, font: Font) -> None:
        fragment = FRAGMENT_SOURCE.replace("PALETTE_VALUES", _glsl_palette())
        self.program = ShaderProgram(Shader(VERTEX_SOURCE, "vertex"),
                                     Shader(fragment, "fragment"))
        self.quad = self.program.vertex_list(
            4, gl.GL_TRIANGLE_STRIP, position=("f", (-1, -1, 1, -1, -1, 1, 1, 1)))
        self.cell_tex = _texture(80, 25, gl.GL_RGBA8, gl.GL_RGBA, bytes(8000))
        self.glyph_tex = _texture(144, 256, gl.GL_R8, gl.GL_RED, font.atlas_bytes())
        self.program.use()
        self.program["cells"] = 0
        self.program["glyphs"] = 1
        self.program.stop()

    def upload(self, snap: ScreenSnapshot, data: bytes, blink_on: bool) -> None:
        """Send the 80x25 cells (``data`` may carry the mouse cursor) to the GPU."""
        planes = cell_planes(data, snap.blink_enabled, snap.mono, blink_on)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.cell_tex)
        gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1)
        gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 0, 0, 0, 80, 25, gl.GL_RGBA,
                           gl.GL_UNSIGNED_BYTE, bytes(planes))

    def draw(self, layout: Layout, window_size: tuple[int, int], border_colour: int,
             cursor: tuple[int, int, int, int], cursor_colour: int) -> None:
        """Paint the whole window (letterbox, border and screen) in one pass."""
        gl.glViewport(0, 0, *window_size)
        gl.glActiveTexture(gl.GL_TEXTURE0)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.cell_tex)
        gl.glActiveTexture(gl.GL_TEXTURE1)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.glyph_tex)
        gl.glActiveTexture(gl.GL_TEXTURE0)
        program = self.program
        program.use()
        program["frame_origin"] = (layout.origin_x, layout.origin_y)
        program["pixel_size"] = (layout.pixel_w, layout.pixel_h)
        program["window_size"] = (float(window_size[0]), float(window_size[1]))
        program["border"] = (layout.border_x, layout.border_y)
        program["border_colour"] = border_colour
        program["cursor"] = cursor
        program["cursor_colour"] = cursor_colour
        self.quad.draw(gl.GL_TRIANGLE_STRIP)
        program.stop()


def configure_pyglet() -> None:
    """Options that must be set before a pyglet window exists."""
    pyglet.options["debug_gl"] = False
