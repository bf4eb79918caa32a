/**
 * Small camps: up to 6 children and 6 snacks. Mixes no snacks, all snacks too small, all equal
 * values, many ties over tiny ranges, and random values (sometimes near 10^9).
 */
export default function small(rng, index) {
  const shape = index % 6;
  const n = index % 7 === 0 ? 1 : rng.int(1, 6);
  let m = rng.int(0, 6);
  let lo = 1;
  let hi = 8;
  if (shape === 0) m = 0;
  if (shape === 2) hi = 2;
  if (shape === 3) {
    lo = 1e9 - 5;
    hi = 1e9;
  }
  let appetite = rng.array(n, lo, hi);
  let size = rng.array(m, lo, hi);
  if (shape === 1) {
    const v = rng.int(1, 5);
    appetite = new Array(n).fill(v);
    size = new Array(m).fill(v);
  }
  if (shape === 4) {
    appetite = rng.array(n, 5, 9);
    size = rng.array(m, 1, 5);
  }
  return `${n}\n${appetite.join(' ')}\n${m}\n${size.join(' ')}\n`;
}
