# Brute force: keep the whole sheet as a list and apply each command literally.
import sys

data = sys.stdin.read().split()
q = int(data[0])
sheet = []
for cmd in data[1 : 1 + q]:
    if cmd == "+":
        sheet.append(sheet[-1] + sheet[-2])
    elif cmd == "D":
        sheet.append(2 * sheet[-1])
    elif cmd == "C":
        sheet = sheet[:-1]
    else:
        sheet.append(int(cmd))
print(sum(sheet))
