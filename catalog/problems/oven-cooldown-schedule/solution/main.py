import sys


def min_slots(s: str, k: int) -> int:
    """The fewest time slots that bake every batch, with k other slots between equal flavours."""
    counts = [s.count(ch) for ch in set(s)]
    f = max(counts)  # the most batches of one flavour
    t = counts.count(f)  # flavours with that many
    # f - 1 full frames of k + 1 slots, then one slot per most frequent flavour.
    return max(len(s), (f - 1) * (k + 1) + t)


def main() -> None:
    tokens = sys.stdin.read().split()
    k = int(tokens[0])
    print(min_slots(tokens[1], k))


main()
