/** Short rows: empty, single flag, one colour, two colours, all three, reversed. */
export default function small(rng, index) {
  if (index === 0) return '0\n\n';
  const n = index === 1 ? 1 : rng.int(1, 15);
  let row;
  const shape = index % 5;
  if (shape === 1) row = new Array(n).fill(rng.int(0, 2));
  else if (shape === 2) {
    const pair = rng.pick([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    row = Array.from({ length: n }, () => rng.pick(pair));
  } else if (shape === 3) row = Array.from({ length: n }, (_, i) => 2 - Math.floor((3 * i) / n));
  else row = rng.array(n, 0, 2);
  return `${n}\n${row.join(' ')}\n`;
}
