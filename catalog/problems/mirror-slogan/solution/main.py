import sys


def is_mirror_slogan(slogan: str) -> bool:
    """Whether the letters and digits of the slogan read the same both ways, ignoring case."""
    i, j = 0, len(slogan) - 1
    while i < j:
        if not slogan[i].isascii() or not slogan[i].isalnum():
            i += 1
        elif not slogan[j].isascii() or not slogan[j].isalnum():
            j -= 1
        else:
            if slogan[i].lower() != slogan[j].lower():
                return False
            i += 1
            j -= 1
    return True


def main() -> None:
    slogan = sys.stdin.readline().rstrip("\r\n")
    print("true" if is_mirror_slogan(slogan) else "false")


main()
