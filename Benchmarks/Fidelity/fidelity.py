#!/usr/bin/env python3
"""How faithful feed-cli's terminal pictures are, beside chafa's, on the photographs in photos/.

    fidelity.py PICTURE_PROBE

Each photograph is drawn by picture-probe (Benchmarks) and by chafa 1.12 as character pictures at 60x20 and 16x6
cells (chafa: -f symbols -c full --symbols block+sextant+space -O 0) and as sixel into 60x20 cells of 8x16 pixels
(chafa off a terminal takes cells of 8x8 pixels, so it is asked for 60x40 cells of ratio 1/1: the same 480x320
pixels); each drawing
is turned back into pixels (characters rasterised from their glyphs' exact shapes at 8x16 pixels a cell, sixel
decoded) and compared with the photograph scaled to the same size by SSIM (11x11 Gaussian window, sigma 1.5, the
mean over red, green and blue). Prints tab-separated `name value unit goal` lines for Scripts/bench: the ratios of
the mean SSIMs (ours / chafa, goal >= 1), the CPU-time ratio over all photographs (goal <= 1), the ratio of sixel
bytes a pixel (goal <= 1), and the SSIMs and bytes themselves. Needs numpy and ImageMagick's convert.
"""

import glob
import os
import re
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Scripts", "lib"))
from cputime import cpu_ms  # noqa: E402

CELL_W, CELL_H = 8, 16
BOXES = [(60, 20), (16, 6)]
CHAFA_SYMBOLS = ["chafa", "-f", "symbols", "-c", "full", "--symbols", "block+sextant+space", "-O", "0"]


def glyph_mask(char: str) -> np.ndarray:
    """True where the glyph's foreground is, at 8x16 pixels."""
    code = ord(char)
    mask = np.zeros((CELL_H, CELL_W), bool)
    eighth_rows = [round(k * CELL_H / 8) for k in range(9)]
    thirds = [round(k * CELL_H / 3) for k in range(4)]
    if char == " ":
        return mask
    if 0x2581 <= code <= 0x2588:  # lower k eighths, full block
        mask[CELL_H - eighth_rows[code - 0x2580] :, :] = True
    elif 0x2589 <= code <= 0x258F:  # left 7..1 eighths
        mask[:, : 0x2590 - code] = True
    elif code == 0x2580:
        mask[: CELL_H // 2, :] = True
    elif code == 0x2590:
        mask[:, CELL_W // 2 :] = True
    elif code == 0x2594:
        mask[: eighth_rows[1], :] = True
    elif code == 0x2595:
        mask[:, CELL_W - 1 :] = True
    elif 0x2596 <= code <= 0x259F:  # quadrants: bits upper left, upper right, lower left, lower right
        bits = {0x2596: 4, 0x2597: 8, 0x2598: 1, 0x2599: 13, 0x259A: 9, 0x259B: 7, 0x259C: 11, 0x259D: 2,
                0x259E: 6, 0x259F: 14}[code]
        for index in range(4):
            if bits >> index & 1:
                row, column = divmod(index, 2)
                mask[row * CELL_H // 2 : (row + 1) * CELL_H // 2, column * CELL_W // 2 : (column + 1) * CELL_W // 2] = True
    elif 0x1FB00 <= code <= 0x1FB3B:  # sextants, without the two half columns
        bits = code - 0x1FB00 + 1
        bits += (bits >= 21) + (bits + (bits >= 21) >= 42)
        for index in range(6):
            if bits >> index & 1:
                row, column = divmod(index, 2)
                mask[thirds[row] : thirds[row + 1], column * CELL_W // 2 : (column + 1) * CELL_W // 2] = True
    elif 0x2591 <= code <= 0x2593:  # shades: a fraction of the foreground, as a checker
        mask[::2, ::2] = True
    else:
        raise ValueError(f"no shape for U+{code:04X}")
    return mask


def rasterise(text: str) -> np.ndarray:
    """The pixels of a character picture written with 24-bit SGR colours."""
    rows, fg, bg, inverse = [[]], (255, 255, 255), (0, 0, 0), False
    for token in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|\n|[^\x1b\n]", text):
        if token == "\n":
            rows.append([])
        elif token.startswith("\x1b["):
            if not token.endswith("m"):
                continue
            codes = [int(c) if c else 0 for c in token[2:-1].split(";")]
            while codes:
                code = codes.pop(0)
                if code == 0:
                    fg, bg, inverse = (255, 255, 255), (0, 0, 0), False
                elif code in (38, 48) and codes[:1] == [2]:
                    color = tuple(codes[1:4])
                    codes = codes[4:]
                    fg, bg = (color, bg) if code == 38 else (fg, color)
                elif code in (7, 27):
                    inverse = code == 7
        else:
            front, back = (bg, fg) if inverse else (fg, bg)
            rows[-1].append(np.where(glyph_mask(token)[..., None], front, back))
    rows = [row for row in rows if row]
    width = max(len(row) for row in rows)
    blank = np.zeros((CELL_H, CELL_W, 3))
    return np.vstack([np.hstack(row + [blank] * (width - len(row))) for row in rows]).astype(np.float64)


def decode_sixel(data: bytes) -> np.ndarray:
    """The pixels of a sixel picture (RGB colour registers, black where nothing is drawn)."""
    body = data[data.index(b"q") + 1 :]
    palette, pixels, color, x, band, width = {}, {}, 0, 0, 0, 0
    for match in re.finditer(rb'"[0-9;]*|#(\d+)((?:;\d+){4})?|!(\d+)([?-~])|([?-~])|(\$)|(-)', body):
        register, definition, count, repeated, single, carriage, newline = match.groups()
        if register is not None:
            color = int(register)
            if definition:
                _, r, g, b = (int(v) for v in definition[1:].split(b";"))
                palette[color] = (r * 255 // 100, g * 255 // 100, b * 255 // 100)
        elif repeated or single:
            times, bits = (int(count), repeated[0] - 63) if repeated else (1, single[0] - 63)
            for bit in range(6):
                if bits >> bit & 1:
                    for column in range(x, x + times):
                        pixels[(band * 6 + bit, column)] = palette.get(color, (0, 0, 0))
            x += times
            width = max(width, x)
        elif carriage:
            x = 0
        elif newline:
            x, band = 0, band + 1
    raster = re.match(rb'"\d+;\d+;(\d+);(\d+)', body)
    if raster:
        width, height = int(raster.group(1)), int(raster.group(2))
    else:
        height = max(y for y, _ in pixels) + 1
    image = np.zeros((height, width, 3))
    for (y, column), rgb in pixels.items():
        if y < height and column < width:
            image[y, column] = rgb
    return image


def photograph(path: str, width: int, height: int) -> np.ndarray:
    ppm = subprocess.run(["convert", path, "-resize", f"{width}x{height}!", "-depth", "8", "ppm:-"],
                         check=True, capture_output=True).stdout
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", ppm)
    return np.frombuffer(ppm[header.end() :], np.uint8).reshape(height, width, 3).astype(np.float64)


def ssim(a: np.ndarray, b: np.ndarray) -> float:
    offsets = np.arange(-5, 6)
    kernel = np.exp(-(offsets**2) / (2 * 1.5**2))
    kernel /= kernel.sum()

    def blur(x):
        x = np.apply_along_axis(lambda r: np.convolve(r, kernel, "same"), 0, x)
        return np.apply_along_axis(lambda r: np.convolve(r, kernel, "same"), 1, x)

    c1, c2, scores = (0.01 * 255) ** 2, (0.03 * 255) ** 2, []
    for channel in range(3):
        x, y = a[..., channel], b[..., channel]
        mx, my = blur(x), blur(y)
        vx, vy, cov = blur(x * x) - mx * mx, blur(y * y) - my * my, blur(x * y) - mx * my
        scores.append(((2 * mx * my + c1) * (2 * cov + c2) / ((mx * mx + my * my + c1) * (vx + vy + c2))).mean())
    return float(np.mean(scores))


def score(path: str, drawn: np.ndarray) -> float:
    return ssim(drawn, photograph(path, drawn.shape[1], drawn.shape[0]))


def run(argv: list[str]) -> bytes:
    return subprocess.run(argv, check=True, capture_output=True).stdout


def cpu(commands: list[list[str]], runs: int = 5) -> float:
    """The median over `runs` of the CPU milliseconds all `commands` take together."""
    totals = sorted(sum(cpu_ms(argv) for argv in commands) for _ in range(runs))
    return totals[len(totals) // 2]


def main() -> None:
    probe = sys.argv[1]
    photos = sorted(glob.glob(os.path.join(HERE, "photos", "*.jpg")))
    for columns, rows in BOXES:
        size = f"{columns}x{rows}"
        ours = [score(p, rasterise(run([probe, p, str(columns), str(rows), "sextant"]).decode())) for p in photos]
        theirs = [score(p, rasterise(run(CHAFA_SYMBOLS + ["--size", size, p]).decode())) for p in photos]
        print(f"symbols_fidelity_vs_chafa_{size}\t{np.mean(ours) / np.mean(theirs):.3f}\tx\t>=1.0")
        print(f"symbols_ssim_{size}\t{np.mean(ours):.3f}\tssim\treport")
        print(f"chafa_symbols_ssim_{size}\t{np.mean(theirs):.3f}\tssim\treport")
        ours_cpu = cpu([[probe, p, str(columns), str(rows), "sextant"] for p in photos])
        chafa_cpu = cpu([CHAFA_SYMBOLS + ["--size", size, p] for p in photos])
        print(f"symbols_cpu_vs_chafa_{size}\t{ours_cpu / chafa_cpu:.3f}\tx\t<=1.0")
    figures = {}
    for name, argv in (("sixel", lambda p: [probe, p, "60", "20", "sixel"]),
                       ("chafa_sixel", lambda p: ["chafa", "-f", "sixels", "--size", "60x40", "--font-ratio", "1/1", p])):
        drawings = [run(argv(p)) for p in photos]
        images = [decode_sixel(d) for d in drawings]
        figures[name] = (np.mean([score(p, image) for p, image in zip(photos, images)]),
                         sum(map(len, drawings)) / sum(image.shape[0] * image.shape[1] for image in images))
        print(f"{name}_ssim_60x20\t{figures[name][0]:.3f}\tssim\treport")
        print(f"{name}_bytes_per_pixel\t{figures[name][1]:.3f}\tB\treport")
    (ours, ours_bytes), (theirs, their_bytes) = figures["sixel"], figures["chafa_sixel"]
    print(f"sixel_fidelity_vs_chafa\t{ours / theirs:.3f}\tx\t>=1.0")
    print(f"sixel_bytes_per_pixel_vs_chafa\t{ours_bytes / their_bytes:.3f}\tx\t<=1.0")

if __name__ == "__main__":
    main()
