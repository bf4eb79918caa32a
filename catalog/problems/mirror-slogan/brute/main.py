# Brute force: clean the slogan literally, then compare it with its reverse.
import sys
import string

raw = sys.stdin.read()
line = raw.split("\n")[0].rstrip("\r")
keep = string.ascii_letters + string.digits
cleaned = "".join(ch.lower() for ch in line if ch in keep)
print("true" if cleaned == cleaned[::-1] else "false")
