import sys
from typing import List, Tuple


def answer_lookups(commands: List[Tuple[str, str]]) -> List[bool]:
    """For each find, whether a stored word fits its pattern."""
    # Trie: child[node * 26 + letter] is the child's index; node 0 is the root.
    child = {}
    is_end = [False]
    answers = []
    for op, text in commands:
        if op == "add":
            node = 0
            for ch in text:
                key = node * 26 + ord(ch) - 97
                nxt = child.get(key)
                if nxt is None:
                    nxt = len(is_end)
                    is_end.append(False)
                    child[key] = nxt
                node = nxt
            is_end[node] = True
            continue
        # find: depth-first search with an explicit stack of (node, position) pairs.
        found = False
        stack = [(0, 0)]
        length = len(text)
        while stack:
            node, pos = stack.pop()
            if pos == length:
                if is_end[node]:
                    found = True
                    break
                continue
            ch = text[pos]
            base = node * 26
            if ch == ".":
                for c in range(26):
                    nxt = child.get(base + c)
                    if nxt is not None:
                        stack.append((nxt, pos + 1))
            else:
                nxt = child.get(base + ord(ch) - 97)
                if nxt is not None:
                    stack.append((nxt, pos + 1))
        answers.append(found)
    return answers


def main() -> None:
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    commands = []
    for i in range(1, q + 1):
        op, text = lines[i].split()
        commands.append((op, text))
    print("\n".join("true" if ok else "false" for ok in answer_lookups(commands)))


main()
