import sys
from typing import List


def rotate_image(image: List[List[int]]) -> None:
    """Rotates the square image 90 degrees clockwise, in place."""
    n = len(image)
    # transpose: (i, j) <-> (j, i)
    for i in range(n):
        for j in range(i + 1, n):
            image[i][j], image[j][i] = image[j][i], image[i][j]
    # mirror each row: (j, i) -> (j, n - 1 - i)
    for row in image:
        row.reverse()


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    image = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    rotate_image(image)
    print("\n".join(" ".join(map(str, row)) for row in image))


main()
