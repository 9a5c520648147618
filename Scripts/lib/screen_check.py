"""Finds the pictures in a screenshot of a terminal and names the sample pictures they show (Scripts/real-terminals).

A picture is a dense rectangle of pixels unlike the terminal's black background: text is sparse (glyphs with gaps),
a picture fills its cells. Each rectangle is compared with every sample picture on a 6×6 grid of mean colours.

  screen_check.py SHOT.png IMAGES_DIR CACHE [--expect NAME,...] [--absent NAME,...] [--none all]
prints one line per picture found (x y width height name difference) and exits 1 with a line saying why when a
picture of --expect is missing, one of --absent is there, or --none finds any. A rectangle that matches no sample
(a reverse-video bar, a status line) is listed and not counted. CACHE keeps the samples' grids between runs.
"""

import json
import os
import subprocess
import sys

GRID = 6
BACKGROUND, TEXT = bytes((0, 0, 0)), bytes((229, 229, 229))  # the terminals run black on grey90
MATCH = 40  # mean difference of the grid's channels, 0-255, under which a rectangle shows a sample picture


def pixels(path, scale=None):
    """(width, height, bytes RGB) of an image, optionally scaled (box average) to WxH! first."""
    resize = ["-scale", scale] if scale else []
    data = subprocess.run(["convert", path, *resize, "-depth", "8", "ppm:-"], capture_output=True, check=True).stdout
    fields, offset = [], 0
    while len(fields) < 4:  # P6 WIDTH HEIGHT 255, separated by whitespace
        end = offset
        while data[end : end + 1].isspace():
            end += 1
        start = end
        while not data[end : end + 1].isspace():
            end += 1
        fields.append(data[start:end])
        offset = end
    return int(fields[1]), int(fields[2]), data[offset + 1 :]


def boxes(path):
    """The solid rectangles of a screenshot, at half scale: 4-connected areas of pixels whose 3×3 neighbourhood is
    all ink (neither the background nor the text colour, which reverse video fills bars with). Text glyphs are too
    thin for that. Returns (x, y, width, height) in full-scale pixels of the areas at least 40×28 pixels."""
    width, height, rgb = pixels(path, "50%")
    return [(2 * x, 2 * y, 2 * w, 2 * h, mean_grid(rgb, width, (x, y, w, h))) for x, y, w, h in solid_areas(width, height, rgb)]


def solid_areas(width, height, rgb):
    rows = []
    for y in range(height):
        line = rgb[y * width * 3 : (y + 1) * width * 3]
        bits = 0
        for x in range(width):
            colour = line[3 * x : 3 * x + 3]
            if colour != BACKGROUND and colour != TEXT:
                bits |= 1 << x
        rows.append(bits & (bits << 1) & (bits >> 1))
    solid = [rows[y - 1] & rows[y] & rows[y + 1] if 0 < y < height - 1 else 0 for y in range(height)]
    found, seen = [], [0] * height
    for y in range(height):
        free = solid[y] & ~seen[y]
        while free:
            x = (free & -free).bit_length() - 1
            box = area(solid, seen, x, y, width, height)
            if box[2] - box[0] >= 20 and box[3] - box[1] >= 14:
                found.append((box[0], box[1], box[2] - box[0], box[3] - box[1]))
            free = solid[y] & ~seen[y]
    return found


def area(solid, seen, x, y, width, height):
    """The bounding box (left, top, right, bottom) of the 4-connected solid area at x, y, marked as seen."""
    left, top, right, bottom = x, y, x + 1, y + 1
    stack = [(x, y)]
    seen[y] |= 1 << x
    while stack:
        x, y = stack.pop()
        left, top, right, bottom = min(left, x), min(top, y), max(right, x + 1), max(bottom, y + 1)
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= nx < width and 0 <= ny < height and solid[ny] >> nx & 1 and not seen[ny] >> nx & 1:
                seen[ny] |= 1 << nx
                stack.append((nx, ny))
    return left, top, right, bottom


def mean_grid(rgb, width, box):
    """The mean colour of each of GRID×GRID cells of `box` (x, y, width, height) in an image `width` pixels wide."""
    x0, y0, w, h = box
    means = []
    for row in range(GRID):
        for column in range(GRID):
            sums, count = [0, 0, 0], 0
            for y in range(y0 + row * h // GRID, y0 + (row + 1) * h // GRID):
                start = 3 * (y * width + x0 + column * w // GRID)
                line = rgb[start : 3 * (y * width + x0 + (column + 1) * w // GRID)]
                for channel in range(3):
                    sums[channel] += sum(line[channel::3])
                count += len(line) // 3
            means += [total // max(1, count) for total in sums]
    return means


def grid(path):
    data = subprocess.run(
        ["convert", path, "-auto-orient", "-scale", "%dx%d!" % (GRID, GRID), "-depth", "8", "rgb:-"],
        capture_output=True,
        check=True,
    ).stdout
    return list(data)


def difference(a, b):
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def sample_grids(images, cache):
    """Each sample picture's grid, from CACHE once it has been worked out."""
    if os.path.exists(cache):
        with open(cache) as file:
            return json.load(file)
    samples = {}
    for name in sorted(os.listdir(images)):
        try:
            samples[name.split(".")[0]] = grid(os.path.join(images, name))
        except subprocess.CalledProcessError:
            pass  # a sample that is broken on purpose
    with open(cache + ".tmp%d" % os.getpid(), "w") as file:
        json.dump(samples, file)
    os.replace(cache + ".tmp%d" % os.getpid(), cache)
    return samples


def main(arguments):
    shot, images, cache = arguments[:3]
    options = dict(zip(arguments[3::2], arguments[4::2]))
    samples = sample_grids(images, cache)
    seen, problems = [], []
    for *box, here in boxes(shot):
        name, score = min(((name, difference(here, sample)) for name, sample in samples.items()), key=lambda p: p[1])
        print("%d %d %d %d %s %.1f" % (*box, name, score))
        if score <= MATCH:
            seen.append(name)  # else a bar, or a picture too cut up to tell
    for name in filter(None, options.get("--expect", "").split(",")):
        if name not in seen:
            problems.append("picture %s is not on the screen" % name)
    for name in filter(None, options.get("--absent", "").split(",")):
        if name in seen:
            problems.append("picture %s is still on the screen" % name)
    if options.get("--none") is not None and seen:
        problems.append("pictures left on the screen: %s" % ",".join(seen))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
