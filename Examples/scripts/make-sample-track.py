#!/usr/bin/env python3
"""Writes Sources/DeviceKit/Resources/track.nmea: a walk around the Champ de Mars in Paris, one fix per
second as a GPS receiver logs it ($GPGGA + $GPRMC per epoch, a $GPGSV now and then), starting with three
epochs without a fix. Every sentence carries a correct checksum. Run from the Examples directory:

    python3 scripts/make-sample-track.py
"""
import math
import os

START = (48.85837, 2.29448)  # Eiffel Tower, south-east corner of the walk
EPOCHS = 180
NO_FIX = 3


def checksum(body):
    value = 0
    for char in body:
        value ^= ord(char)
    return "%02X" % value


def sentence(body):
    return "$%s*%s" % (body, checksum(body))


def nmea_angle(value, is_latitude):
    hemisphere = ("N" if value >= 0 else "S") if is_latitude else ("E" if value >= 0 else "W")
    value = abs(value)
    degrees = int(value)
    minutes = (value - degrees) * 60
    width = 2 if is_latitude else 3
    return "%0*d%07.4f" % (width, degrees, minutes), hemisphere


def position(step):
    # A rectangle walked at ~1.4 m/s: 100 s along the Champ de Mars, 30 s across, back, and across.
    metres_per_degree_lat = 111_132.0
    metres_per_degree_lon = 111_320.0 * math.cos(math.radians(START[0]))
    heading = math.radians(135)  # along the Champ de Mars, towards the Ecole Militaire
    across = heading + math.pi / 2
    legs = [(heading, 70), (across, 20), (heading + math.pi, 70), (across + math.pi, 20)]
    north = east = 0.0
    remaining = step
    for direction, seconds in legs * 2:
        part = min(remaining, seconds)
        north += math.cos(direction) * 1.4 * part
        east += math.sin(direction) * 1.4 * part
        remaining -= part
        if remaining <= 0:
            course = math.degrees(direction) % 360
            break
    return START[0] + north / metres_per_degree_lat, START[1] + east / metres_per_degree_lon, course


def main():
    lines = []
    for epoch in range(EPOCHS):
        seconds = 10 * 3600 + 30 * 60 + epoch
        clock = "%02d%02d%02d.00" % (seconds // 3600, seconds // 60 % 60, seconds % 60)
        date = "241126"
        if epoch < NO_FIX:
            lines.append(sentence("GPGGA,%s,,,,,0,00,99.9,,M,,M,," % clock))
            lines.append(sentence("GPRMC,%s,V,,,,,,,%s,,,N" % (clock, date)))
            continue
        lat, lon, course = position(epoch - NO_FIX)
        lat_text, ns = nmea_angle(lat, True)
        lon_text, ew = nmea_angle(lon, False)
        altitude = 33.0 + 2 * math.sin(epoch / 20)
        hdop = 0.9 + 0.3 * math.sin(epoch / 7)
        lines.append(sentence("GPGGA,%s,%s,%s,%s,%s,1,09,%.1f,%.1f,M,46.9,M,," % (
            clock, lat_text, ns, lon_text, ew, hdop, altitude)))
        lines.append(sentence("GPRMC,%s,A,%s,%s,%s,%s,%.2f,%.1f,%s,,,A" % (
            clock, lat_text, ns, lon_text, ew, 1.4 / 0.514444, course, date)))
        if epoch % 10 == 0:
            lines.append(sentence("GPGSV,1,1,04,05,63,092,44,13,41,305,40,15,28,211,38,24,71,034,46"))
    target = os.path.join(os.path.dirname(__file__), "..", "Sources", "DeviceKit", "Resources", "track.nmea")
    with open(target, "w", newline="\r\n") as handle:
        handle.write("\n".join(lines) + "\n")
    print("wrote %d sentences to %s" % (len(lines), os.path.normpath(target)))


if __name__ == "__main__":
    main()
