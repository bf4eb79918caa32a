import sys
from collections import OrderedDict
from typing import List, Tuple


def run_shelf(c: int, commands: List[Tuple[int, ...]]) -> List[int]:
    """The answer of every get; commands are (0, key, value) for put and (1, key) for get."""
    # Ordered by last use: the first key is the book used longest ago.
    shelf: "OrderedDict[int, int]" = OrderedDict()
    answers = []
    for command in commands:
        key = command[1]
        if command[0] == 1:
            if key in shelf:
                shelf.move_to_end(key)
                answers.append(shelf[key])
            else:
                answers.append(-1)
            continue
        if key in shelf:
            shelf.move_to_end(key)
        elif len(shelf) == c:
            shelf.popitem(last=False)
        shelf[key] = command[2]
    return answers


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    commands = []
    p = 2
    for _ in range(q):
        if data[p] == b"put":
            commands.append((0, int(data[p + 1]), int(data[p + 2])))
            p += 3
        else:
            commands.append((1, int(data[p + 1])))
            p += 2
    print("\n".join(map(str, run_shelf(c, commands))))


main()
