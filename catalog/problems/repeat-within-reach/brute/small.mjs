/** Short logs: k = 0, k = n, all distinct, all equal, repeats just inside or just outside reach. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  let k = rng.int(0, n);
  if (index % 6 === 1) k = 0;
  if (index % 6 === 2) k = n;
  let b;
  const shape = index % 5;
  if (shape === 0) b = rng.distinct(n, -1000000000, 1000000000);
  else if (shape === 1) b = new Array(n).fill(rng.int(-1000000000, 1000000000));
  else if (shape === 2 && n >= 2) {
    b = rng.distinct(n, -50, 50);
    const gap = rng.int(1, n - 1);
    const i = rng.int(0, n - 1 - gap);
    b[i + gap] = b[i];
    k = rng.pick([gap, gap - 1, gap + 1].filter((v) => v >= 0 && v <= n));
  } else b = rng.array(n, 1, 6);
  return `${n} ${k}\n${b.join(' ')}\n`;
}
