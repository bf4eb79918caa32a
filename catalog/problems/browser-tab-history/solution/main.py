import sys
from typing import List, Tuple


def browse(commands: List[Tuple[str, str]]) -> List[str]:
    """The page shown after each command ("visit", page), ("back", k) or ("forward", k)."""
    # pages[0..last] is the history, pages[cur] the page shown.
    pages = ["home"]
    cur = last = 0
    shown = []
    for name, arg in commands:
        if name == "visit":
            cur += 1
            if cur == len(pages):
                pages.append(arg)
            else:
                pages[cur] = arg
            last = cur
        elif name == "back":
            cur = max(0, cur - int(arg))
        else:
            cur = min(last, cur + int(arg))
        shown.append(pages[cur])
    return shown


def main() -> None:
    data = sys.stdin.read().split()
    q = int(data[0])
    commands = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(q)]
    print("\n".join(browse(commands)))


main()
