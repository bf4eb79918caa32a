/** Up to 7 chefs: one chef, all equal, strictly rising or falling, peaks and valleys, ties. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 7);
  let s;
  const shape = index % 6;
  if (shape === 1) s = new Array(n).fill(rng.int(0, 1000000000));
  else if (shape === 2) s = Array.from({ length: n }, (_, i) => i);
  else if (shape === 3) s = Array.from({ length: n }, (_, i) => 1000000000 - i);
  else if (shape === 4) s = rng.array(n, 0, 2);
  else s = rng.array(n, 0, 10);
  return `${n}\n${s.join(' ')}\n`;
}
