# Brute force: enumerate every trail (sequence of distinct, side-adjacent cells) whose letters
# match the word so far, from every start cell; the word is found if some trail has full length.
import sys

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = [lines[1 + i].strip() for i in range(r)]
word = lines[1 + r].strip()

trails = [[(i, j)] for i in range(r) for j in range(c) if grid[i][j] == word[0]]
for pos in range(1, len(word)):
    longer = []
    for trail in trails:
        i, j = trail[-1]
        for ni, nj in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
            if 0 <= ni < r and 0 <= nj < c and (ni, nj) not in trail and grid[ni][nj] == word[pos]:
                longer.append(trail + [(ni, nj)])
    trails = longer
print("true" if trails else "false")
