/** Short command streams over few keys: shelf size 1, re-puts, gets of missing keys, big keys. */
export default function small(rng, index) {
  const c = index === 0 ? 1 : rng.int(1, 4);
  const q = rng.int(1, 16);
  const keys = rng.pick([[0, 1, 2], [1, 2, 3, 4, 5], rng.distinct(6, 0, 1000000)]);
  const cmds = [];
  for (let i = 0; i < q; i++) {
    const key = rng.pick(keys);
    if (rng.bool(0.45)) cmds.push(`get ${key}`);
    else cmds.push(`put ${key} ${rng.int(0, rng.pick([9, 1000000]))}`);
  }
  if (!cmds.some((cmd) => cmd.startsWith('get'))) cmds[q - 1] = `get ${rng.pick(keys)}`;
  return `${c} ${q}\n${cmds.join('\n')}\n`;
}
