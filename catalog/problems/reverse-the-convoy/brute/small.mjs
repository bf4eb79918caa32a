/** Short convoys: empty, one wagon, equal values, extreme values. */
export default function small(rng, index) {
  const n = index % 10 === 0 ? 0 : index % 10 === 1 ? 1 : rng.int(2, 12);
  const hi = index % 3 === 0 ? 1000000 : 3;
  const a = index % 7 === 2 ? new Array(n).fill(-hi) : rng.array(n, -hi, hi);
  return `${n}\n${a.join(' ')}\n`;
}
