/** Short command lists over a few keys so that evictions, ties and returning keys are common. */
export default function small(rng, index) {
  const c = index % 6 === 0 ? 1 : rng.int(1, 4);
  const q = rng.int(1, index % 3 === 0 ? 40 : 15);
  const keys = index % 5 === 0 ? 2 : rng.int(c, c + 4);
  const cmds = [];
  for (let i = 0; i < q; i++) {
    const key = index % 7 === 3 ? rng.int(0, keys - 1) * 125000 : rng.int(0, keys - 1);
    if (rng.bool(0.5)) cmds.push(`get ${key}`);
    else cmds.push(`put ${key} ${index % 4 === 1 ? rng.int(0, 1000000) : rng.int(0, 9)}`);
  }
  if (!cmds.some((cmd) => cmd.startsWith('get'))) cmds[rng.int(0, q - 1)] = `get ${rng.int(0, keys - 1)}`;
  return `${c} ${q}\n${cmds.join('\n')}\n`;
}
