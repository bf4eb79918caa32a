import sys
from bisect import bisect_right
from typing import Dict, List, Tuple


def run_store(commands: List[Tuple]) -> List[int]:
    """The answer of every get; commands are ("set", key, value, t) or ("get", key, t)."""
    # key -> (times, values): the versions in write order, so times are sorted.
    history: Dict[bytes, Tuple[List[int], List[int]]] = {}
    answers = []
    for command in commands:
        key = command[1]
        if command[0] == "set":
            times, values = history.setdefault(key, ([], []))
            values.append(command[2])
            times.append(command[3])
            continue
        if key not in history:
            answers.append(-1)
            continue
        times, values = history[key]
        # Number of versions with time <= t (a version written exactly at t counts).
        i = bisect_right(times, command[2])
        answers.append(values[i - 1] if i > 0 else -1)
    return answers


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    commands = []
    p = 1
    for _ in range(q):
        if data[p] == b"set":
            commands.append(("set", data[p + 1], int(data[p + 2]), int(data[p + 3])))
            p += 4
        else:
            commands.append(("get", data[p + 1], int(data[p + 2])))
            p += 3
    print("\n".join(map(str, run_store(commands))))


main()
