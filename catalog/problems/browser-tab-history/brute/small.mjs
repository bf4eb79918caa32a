/** Up to 15 commands over a few page names (repeats, "home" itself), small and huge k. */
export default function small(rng, index) {
  const q = index % 6 === 0 ? 1 : rng.int(1, 15);
  const pages = ['a', 'b', 'home', 'news.io', 'x9', 'abcdefghijkl'];
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const t = rng.int(0, 2);
    const k = rng.bool(0.15) ? rng.int(1, 1000000000) : rng.int(1, 4);
    if (t === 0) lines.push(`visit ${rng.pick(pages)}`);
    else if (t === 1) lines.push(`back ${k}`);
    else lines.push(`forward ${k}`);
  }
  return `${lines.join('\n')}\n`;
}
