import sys


def first_stuck_passenger(notes: list[int]) -> int:
    """Returns the index of the first passenger who cannot get exact change, or -1."""
    fives = tens = 0  # 20s are never useful as change
    for i, note in enumerate(notes):
        if note == 5:
            fives += 1
        elif note == 10:
            if fives == 0:
                return i
            fives -= 1
            tens += 1
        elif tens > 0 and fives > 0:
            # 15 back: spend the 10 first, fives are needed for every kind of change
            tens -= 1
            fives -= 1
        elif fives >= 3:
            fives -= 3
        else:
            return i
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(first_stuck_passenger([int(x) for x in data[1 : 1 + n]]))


main()
