import sys


def duel_winner(heaps: list[int]) -> str:
    """Returns "FIRST" if the player to move wins with perfect play, else "SECOND"."""
    # Write your code here.
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos = 0
    g = int(data[pos])
    pos += 1
    out = []
    for _ in range(g):
        k = int(data[pos])
        pos += 1
        out.append(duel_winner([int(x) for x in data[pos : pos + k]]))
        pos += k
    print("\n".join(out))


main()
