import sys


def classify_sheep(fence: list[tuple[int, int]], sheep: list[tuple[int, int]]) -> list[str]:
    """Returns "INSIDE", "OUTSIDE" or "BOUNDARY" for each point of sheep."""
    n = len(fence)
    result = []
    for px, py in sheep:
        inside = False
        status = None
        for i in range(n):
            x1, y1 = fence[i]
            x2, y2 = fence[(i + 1) % n]
            # On this segment: collinear with it and within its bounding box.
            cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
            if cross == 0 and min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2):
                status = "BOUNDARY"
                break
            # Half-open rule: count the segment only if exactly one end is strictly above the point.
            if (y1 > py) != (y2 > py):
                # The crossing's x is x1 + (py - y1) * (x2 - x1) / (y2 - y1); is it right of px?
                # Multiply out by (y2 - y1), flipping the comparison when it is negative.
                dy = y2 - y1
                lhs = (px - x1) * dy
                rhs = (py - y1) * (x2 - x1)
                if (lhs < rhs) if dy > 0 else (lhs > rhs):
                    inside = not inside
        result.append(status or ("INSIDE" if inside else "OUTSIDE"))
    return result


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos = 0

    def read_points() -> list[tuple[int, int]]:
        nonlocal pos
        count = int(data[pos])
        pos += 1
        pts = [(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])) for i in range(count)]
        pos += 2 * count
        return pts

    fence = read_points()
    sheep = read_points()
    print("\n".join(classify_sheep(fence, sheep)))


main()
