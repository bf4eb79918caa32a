/** Up to 8 bookings in a short time window: back-to-back, identical, nested, disjoint, random. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  const span = rng.pick([4, 10, 30, 100000]);
  const books = [];
  const same = index % 7 === 3;
  const first = [rng.int(0, span - 1)];
  first.push(rng.int(first[0] + 1, span));
  for (let i = 0; i < n; i++) {
    if (same) {
      books.push(first);
      continue;
    }
    const s = rng.int(0, span - 1);
    books.push([s, rng.int(s + 1, Math.min(span, s + rng.pick([1, 3, span])))]);
  }
  return `${n}\n${books.map(([s, e]) => `${s} ${e}`).join('\n')}\n`;
}
