/** Up to 20 commands on short texts: long words, moves past both ends, erasing everything. */
export default function small(rng, index) {
  const q = index % 6 === 0 ? 1 : rng.int(1, 20);
  const lines = [String(q)];
  const alphabet = index % 3 === 0 ? 'ab' : 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < q; i++) {
    const t = rng.int(0, 3);
    const k = rng.bool(0.2) ? rng.int(1, 100000) : rng.int(1, 12);
    if (t === 0) lines.push(`type ${rng.string(rng.int(1, rng.bool(0.3) ? 20 : 4), alphabet)}`);
    else if (t === 1) lines.push(`erase ${k}`);
    else if (t === 2) lines.push(`left ${k}`);
    else lines.push(`right ${k}`);
  }
  return `${lines.join('\n')}\n`;
}
