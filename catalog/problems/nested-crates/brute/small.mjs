/** Up to 12 crates: tiny sides (many equal widths or heights), identical crates, big sides, chains. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  const lines = [String(n)];
  for (let i = 0; i < n; i++) {
    let w;
    let h;
    if (index % 5 === 1) [w, h] = [3, 3];
    else if (index % 5 === 2) [w, h] = [rng.int(1, 1000000000), rng.int(1, 1000000000)];
    else if (index % 5 === 3) [w, h] = [rng.int(1, 3), rng.int(1, 8)];
    else if (index % 5 === 4) {
      const s = rng.int(1, 8);
      [w, h] = [s, Math.max(1, s + rng.int(-1, 1))];
    } else [w, h] = [rng.int(1, 6), rng.int(1, 6)];
    lines.push(`${w} ${h}`);
  }
  return `${lines.join('\n')}\n`;
}
