import sys
from typing import List, Tuple


def answer_lookups(commands: List[Tuple[str, str]]) -> List[bool]:
    """For each find, whether a stored word fits its pattern."""
    # Write your code here.
    return []


def main() -> None:
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    commands = []
    for i in range(1, q + 1):
        op, text = lines[i].split()
        commands.append((op, text))
    print("\n".join("true" if ok else "false" for ok in answer_lookups(commands)))


main()
