/** Short days (up to 10 changes): all gains, all losses, zeros, a big early loss, random. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 10);
  const hi = rng.pick([3, 50, 10000]);
  let changes = rng.array(n, -hi, hi);
  if (index % 5 === 1) changes = rng.array(n, 0, hi);
  if (index % 5 === 2) changes = rng.array(n, -hi, 0);
  if (index % 5 === 3) changes = Array(n).fill(0);
  if (index === 4) changes = Array(n).fill(-10000);
  return `${n}\n${changes.join(' ')}\n`;
}
