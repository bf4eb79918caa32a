/** A few rides on a short road; capacity near the true peak (exact fit, one short), touching stops. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  const road = index % 4 === 3 ? 100000 : rng.int(1, 10);
  const rides = [];
  for (let i = 0; i < n; i++) {
    const board = road === 100000 ? rng.pick([0, 99999, rng.int(0, 99999)]) : rng.int(0, road - 1);
    const leave = road === 100000 ? rng.pick([100000, rng.int(board + 1, 100000)]) : rng.int(board + 1, road);
    rides.push([index % 5 === 2 ? 100 : rng.int(1, 6), board, leave]);
  }
  // the load peaks just after some group boards
  let peak = 0;
  for (const [, s] of rides) {
    let load = 0;
    for (const [p, b, l] of rides) if (b <= s && s < l) load += p;
    peak = Math.max(peak, load);
  }
  const total = rides.reduce((acc, [p]) => acc + p, 0);
  const capacity =
    index % 7 === 6 ? 1000000 : Math.max(1, rng.pick([peak, peak - 1, peak + 1, total, rng.int(1, total)]));
  return `${n} ${capacity}\n${rides.map((r) => r.join(' ')).join('\n')}\n`;
}
