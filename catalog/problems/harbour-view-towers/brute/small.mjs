/** Short streets: one tower, all equal, rising, falling, many ties, random. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  let h;
  const shape = index % 6;
  if (shape === 1) h = new Array(n).fill(rng.int(1, 1000000));
  else if (shape === 2) h = Array.from({ length: n }, (_, i) => i + 1);
  else if (shape === 3) h = Array.from({ length: n }, (_, i) => 1000000 - i);
  else if (shape === 4) h = rng.array(n, 1, 3);
  else h = rng.array(n, 1, 20);
  return `${n}\n${h.join(' ')}\n`;
}
