/** Small elections: one ballot, exact halves, bare majorities, no majority, big ids. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  const ids = rng.pick([[0, 1], [3, 4, 5], [0, 1000000000], rng.distinct(4, 0, 1000000000)]);
  let votes = Array.from({ length: n }, () => rng.pick(ids));
  const mode = index % 4;
  if (mode === 1 && n % 2 === 0) {
    // exactly half for one candidate
    const w = ids[0];
    votes = rng.shuffle([...Array(n / 2).fill(w), ...Array.from({ length: n / 2 }, () => ids[1])]);
  } else if (mode === 2) {
    // a bare majority
    const w = rng.pick(ids);
    const need = Math.floor(n / 2) + 1;
    votes = rng.shuffle([
      ...Array(need).fill(w),
      ...Array.from({ length: n - need }, () => rng.pick(ids.filter((x) => x !== w))),
    ]);
  }
  return `${n}\n${votes.join(' ')}\n`;
}
