/** Short fences (differences up to 40) anywhere on the field: points, axis-parallel, diagonal, random. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 8);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const far = rng.bool(0.3);
    const x1 = far
      ? rng.pick([-1000000000, 1000000000 - 40, rng.int(-1000000000, 999999960)])
      : rng.int(-20, 20);
    const y1 = far
      ? rng.pick([-1000000000, 1000000000 - 40, rng.int(-1000000000, 999999960)])
      : rng.int(-20, 20);
    const kind = rng.int(0, 4);
    let dx = rng.int(-40, 40);
    let dy = rng.int(-40, 40);
    if (kind === 0) {
      dx = 0;
      dy = 0;
    } else if (kind === 1) dx = 0;
    else if (kind === 2) dy = rng.bool() ? dx : -dx;
    const x2 = Math.min(1000000000, Math.max(-1000000000, x1 + dx));
    const y2 = Math.min(1000000000, Math.max(-1000000000, y1 + dy));
    lines.push(`${x1} ${y1} ${x2} ${y2}`);
  }
  return `${lines.join('\n')}\n`;
}
