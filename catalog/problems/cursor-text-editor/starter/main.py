import sys
from typing import List, Tuple


def run_editor(commands: List[Tuple[str, str]]) -> List[str]:
    """The screen after each command: up to 10 characters left of the cursor, or "-"."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.read().split()
    q = int(data[0])
    commands = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(q)]
    print("\n".join(run_editor(commands)))


main()
