/** Short command logs over 1-3 keys: gets before any set, at exact set times, far in the future. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 16);
  const keys = rng.pick([['a'], ['a', 'b'], ['color', 'size', 'zzzzzzzz']]);
  const cmds = [];
  const setTimes = [];
  let t = rng.int(1, 5);
  let hasGet = false;
  for (let i = 0; i < q; i++) {
    const last = i === q - 1;
    if (!last && rng.bool(0.45) && t < 1000000000) {
      const value = rng.bool(0.1) ? 1000000000 : rng.int(1, 9);
      cmds.push(`set ${rng.pick(keys)} ${value} ${t}`);
      setTimes.push(t);
      t += rng.pick([1, 1, 2, 5, index % 7 === 3 ? 400000000 : 3]);
    } else {
      let when;
      const kind = rng.int(0, 3);
      if (kind === 0 && setTimes.length) when = rng.pick(setTimes);
      else if (kind === 1) when = rng.pick([1, 1000000000]);
      else when = rng.int(1, Math.min(1000000000, t + 3));
      cmds.push(`get ${rng.pick(keys)} ${when}`);
      hasGet = true;
    }
  }
  if (!hasGet) cmds.push(`get ${keys[0]} 1`);
  return `${cmds.length}\n${cmds.join('\n')}\n`;
}
