import sys


def exactly_k_flavours(scoops: str, k: int) -> int:
    """How many runs of consecutive scoops contain exactly k distinct flavours."""
    codes = [ord(c) - 97 for c in scoops]

    def at_most(limit: int) -> int:
        # Runs with at most `limit` flavours, counted by their right end with a sliding window.
        if limit < 0:
            return 0
        count = [0] * 26
        distinct = left = runs = 0
        for right, c in enumerate(codes):
            if count[c] == 0:
                distinct += 1
            count[c] += 1
            while distinct > limit:
                d = codes[left]
                count[d] -= 1
                if count[d] == 0:
                    distinct -= 1
                left += 1
            runs += right - left + 1  # every start in [left, right] works for this end
        return runs

    return at_most(k) - at_most(k - 1)


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(exactly_k_flavours(lines[0].strip(), int(lines[1])))


main()
