/** Small rosters: one shift, back-to-back chains, identical shifts, nested shifts, random. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 7);
  const shifts = [];
  if (index % 3 === 1) {
    // back-to-back or gapped chain, shuffled; sometimes one shift nudged into its neighbour
    let t = rng.int(0, 5);
    for (let i = 0; i < n; i++) {
      const len = rng.int(1, 4);
      shifts.push([t, t + len]);
      t += len + rng.int(0, 1);
    }
    if (rng.bool() && n > 1) shifts[rng.int(1, n - 1)][0] -= 1;
    rng.shuffle(shifts);
  } else {
    const hi = rng.pick([6, 20, 1000000]);
    for (let i = 0; i < n; i++) {
      const s = rng.int(0, hi - 1);
      shifts.push([s, rng.int(s + 1, Math.min(hi, s + rng.pick([1, 3, hi])))]);
    }
  }
  return `${n}\n${shifts.map(([s, e]) => `${s} ${e}\n`).join('')}`;
}
