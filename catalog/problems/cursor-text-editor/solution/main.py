import sys
from typing import List, Tuple


def run_editor(commands: List[Tuple[str, str]]) -> List[str]:
    """The screen after each command: up to 10 characters left of the cursor, or "-"."""
    # left: characters left of the cursor, top = just left of it.
    # right: characters right of the cursor, reversed, top = just right of it.
    left: List[str] = []
    right: List[str] = []
    screens = []
    for name, arg in commands:
        if name == "type":
            left.extend(arg)
        elif name == "erase":
            del left[max(0, len(left) - int(arg)) :]
        elif name == "left":
            m = min(int(arg), len(left))
            if m:
                right.extend(reversed(left[-m:]))
                del left[-m:]
        else:
            m = min(int(arg), len(right))
            if m:
                left.extend(reversed(right[-m:]))
                del right[-m:]
        screens.append("".join(left[-10:]) if left else "-")
    return screens


def main() -> None:
    data = sys.stdin.read().split()
    q = int(data[0])
    commands = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(q)]
    print("\n".join(run_editor(commands)))


main()
