/** Up to 10 scans: n = 0, n = 1, opposite signs, extremes, tight or wide value ranges. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 0 : index % 8 === 1 ? 1 : rng.int(2, 10);
  const mode = index % 3;
  const badges = [];
  for (let i = 0; i < n; i++) {
    if (mode === 0) badges.push(rng.int(-3, 3));
    else if (mode === 1) badges.push(rng.pick([-1000000000, 1000000000, 5, -5, 0]));
    else badges.push(rng.int(-1000000000, 1000000000));
  }
  return `${n}\n${badges.join(' ')}\n`;
}
