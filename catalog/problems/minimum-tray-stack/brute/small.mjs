/** Short operation lists that keep the stack non-empty for pop/top/min; duplicates and extremes. */
export default function small(rng, index) {
  const q = index % 10 === 0 ? 1 : rng.int(2, 30);
  const hi = index % 3 === 0 ? 2 : 100000;
  const ops = [];
  let size = 0;
  for (let i = 0; i < q; i++) {
    if (size === 0 || rng.bool(0.4)) {
      ops.push(`push ${rng.int(-hi, hi)}`);
      size += 1;
    } else {
      const op = rng.pick(['pop', 'top', 'min', 'min']);
      ops.push(op);
      if (op === 'pop') size -= 1;
    }
  }
  return `${q}\n${ops.join('\n')}\n`;
}
