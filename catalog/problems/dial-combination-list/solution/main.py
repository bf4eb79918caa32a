import sys


def all_codes(n: int, k: int) -> list[list[int]]:
    """Returns every k-subset of 1..n, increasing, in lexicographic order."""
    codes: list[list[int]] = []
    chosen: list[int] = []

    def extend(start: int) -> None:
        """Extend the partial code with a number >= start; depth is at most k <= 20."""
        if len(chosen) == k:
            codes.append(chosen[:])
            return
        need = k - len(chosen)
        for x in range(start, n - need + 2):
            chosen.append(x)
            extend(x + 1)
            chosen.pop()  # undo the choice and try the next number

    extend(1)
    return codes


def main() -> None:
    n, k = map(int, sys.stdin.read().split())
    print("\n".join(" ".join(map(str, code)) for code in all_codes(n, k)))


main()
