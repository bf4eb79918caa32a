import sys
from typing import List, Tuple


def browse(commands: List[Tuple[str, str]]) -> List[str]:
    """The page shown after each command ("visit", page), ("back", k) or ("forward", k)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.read().split()
    q = int(data[0])
    commands = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(q)]
    print("\n".join(browse(commands)))


main()
