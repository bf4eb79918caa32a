/** Short chains: empty, all targets, target absent, targets at head/tail and in runs, extremes. */
export default function small(rng, index) {
  const target = index % 4 === 3 ? rng.pick([-1000, 1000]) : rng.int(-2, 2);
  let a;
  if (index === 0) a = [];
  else if (index === 1) a = new Array(rng.int(1, 6)).fill(target);
  else if (index === 2) a = [target];
  else if (index === 3) a = [rng.int(-1000, 1000)].filter((v) => v !== target);
  else if (index % 4 === 3)
    a = rng.array(rng.int(0, 12), -1000, 1000).map((v) => (rng.bool(0.3) ? target : v));
  else a = rng.array(rng.int(0, 12), -2, 2);
  return `${a.length} ${target}\n${a.join(' ')}\n`;
}
