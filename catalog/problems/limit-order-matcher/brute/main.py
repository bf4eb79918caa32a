# Brute force: keep every order in one list with its remaining quantity; for each incoming order,
# repeatedly scan the whole list for the best crossing resting order.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
orders = {}  # line -> [side, price, remaining]
resting = []  # lines of orders in the book
trades = []
for line_no in range(1, n + 1):
    parts = lines[line_no].split()
    if parts[0] == "C":
        target = int(parts[1])
        if target in resting:
            resting.remove(target)
        continue
    side, price, qty = parts[0], int(parts[1]), int(parts[2])
    while qty > 0:
        best = None
        for r in resting:
            rs, rp, _ = orders[r]
            if rs == side:
                continue
            crosses = rp <= price if side == "B" else rp >= price
            if not crosses:
                continue
            key = (rp, r) if side == "B" else (-rp, r)
            if best is None or key < best[0]:
                best = (key, r)
        if best is None:
            break
        r = best[1]
        rest = orders[r]
        q = min(qty, rest[2])
        if side == "B":
            trades.append((line_no, r, rest[1], q))
        else:
            trades.append((r, line_no, rest[1], q))
        qty -= q
        rest[2] -= q
        if rest[2] == 0:
            resting.remove(r)
    orders[line_no] = [side, price, qty]
    if qty > 0:
        resting.append(line_no)
bids = [orders[r][1] for r in resting if orders[r][0] == "B"]
asks = [orders[r][1] for r in resting if orders[r][0] == "S"]
out = [" ".join(map(str, t)) for t in trades]
out.append(f"{max(bids) if bids else -1} {min(asks) if asks else -1}")
print("\n".join(out))
