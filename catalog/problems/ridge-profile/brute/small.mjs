/** Up to 10 points: true ridges, ridges with a flat or a dent, monotone runs, n = 1 and 2. */
export default function small(rng, index) {
  if (index % 10 === 0) return `1\n${rng.int(0, 100000)}\n`;
  if (index % 10 === 1) return `2\n${rng.int(0, 3)} ${rng.int(0, 3)}\n`;
  const n = rng.int(3, 10);
  let h;
  if (index % 3 === 0) {
    h = rng.array(n, 0, rng.pick([2, 5, 100000]));
  } else {
    const s = rng.int(index % 5 === 0 ? 0 : 1, index % 5 === 1 ? n - 1 : n - 2);
    h = new Array(n);
    h[s] = rng.int(50, 100);
    for (let i = s - 1; i >= 0; i--) h[i] = h[i + 1] - rng.int(1, 5);
    for (let i = s + 1; i < n; i++) h[i] = h[i - 1] - rng.int(1, 5);
    if (index % 3 === 2) {
      const i = rng.int(1, n - 1);
      h[i] = h[i - 1] + rng.int(-1, 1);
    }
    h = h.map((x) => Math.max(0, x));
  }
  return `${n}\n${h.join(' ')}\n`;
}
