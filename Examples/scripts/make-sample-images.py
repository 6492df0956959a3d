#!/usr/bin/env python3
"""Writes the sample photo library Sources/DeviceKit/Resources/Library: small PNG and JPEG pictures
drawn here (gradients and simple shapes), so nothing is downloaded. PNGs are written with the
standard library only; JPEGs need Pillow (`pip install pillow`). Run from the Examples directory:

    python3 scripts/make-sample-images.py
"""
import math
import os
import struct
import zlib

LIBRARY = os.path.join(os.path.dirname(__file__), "..", "Sources", "DeviceKit", "Resources", "Library")


def write_png(path, width, height, pixel):
    rows = b"".join(
        b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                     + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def sunset(x, y):
    sky = (255 - y * 3, 120 + y, 60 + y * 2)
    sun = math.hypot(x - 40, y - 30) < 10
    sea = y > 36
    if sun:
        return (255, 220, 80)
    if sea:
        return (20, 60 + (x * 7 + y * 3) % 40, 120)
    return tuple(max(0, min(255, c)) for c in sky)


def forest(x, y):
    trunk = (x % 16) in (7, 8) and y > 30
    crown = abs((x % 16) - 7.5) < (y - 4) / 2.2 and y <= 30
    if trunk:
        return (90, 60, 30)
    if crown:
        return (30, 110 + (y * 3) % 50, 40)
    return (180, 210, 240)


def checkerboard(x, y):
    return (230, 230, 230) if (x // 8 + y // 8) % 2 == 0 else (40, 40, 90)


def main():
    os.makedirs(LIBRARY, exist_ok=True)
    write_png(os.path.join(LIBRARY, "sunset.png"), 64, 48, sunset)
    write_png(os.path.join(LIBRARY, "forest.png"), 48, 48, forest)
    write_png(os.path.join(LIBRARY, "checkerboard.png"), 32, 24, checkerboard)
    from PIL import Image  # only needed for the JPEG

    image = Image.new("RGB", (80, 60))
    image.putdata([(int(255 * x / 79), int(255 * y / 59), 160) for y in range(60) for x in range(80)])
    image.save(os.path.join(LIBRARY, "gradient.jpg"), quality=85)
    with open(os.path.join(LIBRARY, "README.txt"), "w") as handle:
        handle.write("Sample pictures drawn by scripts/make-sample-images.py (not photos of anything).\n")
    print("wrote", sorted(os.listdir(LIBRARY)))


if __name__ == "__main__":
    main()
