/** Short rosters on a small clock: empty rosters, single moments, touching ends, one long shift. */
function roster(rng, count, limit, maxLen) {
  const shifts = [];
  let t = rng.int(0, 3);
  for (let i = 0; i < count && t <= limit; i++) {
    const end = Math.min(limit, t + rng.int(0, maxLen));
    shifts.push([t, end]);
    t = end + rng.int(1, 4);
  }
  return shifts;
}

export default function small(rng, index) {
  const limit = index % 7 === 6 ? 1000000000 : 40;
  let a = roster(rng, rng.int(0, 6), limit, 6);
  let b = roster(rng, rng.int(0, 6), limit, 6);
  if (index === 0) a = [];
  if (index === 1) b = [];
  if (index % 5 === 2) a = [[rng.int(0, 5), rng.int(30, 40)]];
  if (index % 7 === 6)
    b = [...b, [999999990, 1000000000]].filter((s, i, all) => i === 0 || s[0] > all[i - 1][1]);
  const lines = [
    String(a.length),
    ...a.map((s) => s.join(' ')),
    String(b.length),
    ...b.map((s) => s.join(' ')),
  ];
  return `${lines.join('\n')}\n`;
}
