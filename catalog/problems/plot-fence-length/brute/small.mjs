/** Small maps with one connected plot grown from a seed square: single cells, full maps, rings. */
export default function small(rng, index) {
  const r = index % 8 === 0 ? 1 : rng.int(1, 9);
  const c = index % 8 === 1 ? 1 : rng.int(1, 9);
  const grid = Array.from({ length: r }, () => new Array(c).fill('.'));
  if (index % 10 === 2) {
    for (const line of grid) line.fill('#');
  } else if (index % 10 === 3 && r >= 3 && c >= 3) {
    // A ring enclosing meadow.
    for (let i = 0; i < r; i++)
      for (let j = 0; j < c; j++) if (i % (r - 1) === 0 || j % (c - 1) === 0) grid[i][j] = '#';
  } else {
    const target = index % 10 === 4 ? 1 : rng.int(1, r * c);
    const cells = [[rng.int(0, r - 1), rng.int(0, c - 1)]];
    grid[cells[0][0]][cells[0][1]] = '#';
    let guard = 0;
    while (cells.length < target && guard++ < 2000) {
      const [i, j] = rng.pick(cells);
      const [di, dj] = rng.pick([
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]);
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= r || nj >= c || grid[ni][nj] === '#') continue;
      grid[ni][nj] = '#';
      cells.push([ni, nj]);
    }
  }
  return `${r} ${c}\n${grid.map((line) => line.join('')).join('\n')}\n`;
}
