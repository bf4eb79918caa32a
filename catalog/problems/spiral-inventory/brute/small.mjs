/** Small racks of every shape: 1x1, single rows and columns, squares, wide and tall rectangles. */
export default function small(rng, index) {
  const shapes = [
    [1, 1],
    [1, rng.int(2, 8)],
    [rng.int(2, 8), 1],
    [2, 2],
    [3, 3],
  ];
  const [r, c] = index < shapes.length ? shapes[index] : [rng.int(1, 8), rng.int(1, 8)];
  const lines = [`${r} ${c}`];
  for (let i = 0; i < r; i++)
    lines.push(rng.array(c, index % 2 ? -10000 : -50, index % 2 ? 10000 : 50).join(' '));
  return `${lines.join('\n')}\n`;
}
