import sys


def final_state(commands: str) -> str:
    """Returns "x y H": the rover's final position and heading (N, E, S or W)."""
    # Headings 0..3 = N, E, S, W; unit steps per heading.
    dx = (0, 1, 0, -1)
    dy = (1, 0, -1, 0)
    x = y = heading = 0
    for c in commands:
        if c == "F":
            x += dx[heading]
            y += dy[heading]
        elif c == "B":
            x -= dx[heading]
            y -= dy[heading]
        elif c == "R":
            heading = (heading + 1) % 4
        else:
            heading = (heading + 3) % 4  # left = three rights
    return f"{x} {y} {'NESW'[heading]}"


def main() -> None:
    print(final_state(sys.stdin.read().strip()))


main()
