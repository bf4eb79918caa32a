import { array } from '../../lib/format.mjs';

/** A rugged landscape: a random walk of heights clipped to [0, hi]. */
function walk(rng, n, hi, step) {
  const out = [];
  let h = rng.int(0, hi);
  for (let i = 0; i < n; i++) {
    h = Math.min(hi, Math.max(0, h + rng.int(-step, step)));
    out.push(h);
  }
  return out;
}

export default function generate(rng) {
  const H = 1e4;
  const N = 100000;
  // Two tall walls at the ends with a deep floor of small rocks in between.
  const basin = [H, ...rng.array(20000 - 2, 0, 9), H];
  // Maximum n: a big bowl whose wall heights (0..99) are visible from everywhere.
  const bowl = Array.from({ length: N }, (_, i) => {
    const d = Math.abs(i - N / 2) / (N / 2);
    return Math.min(99, Math.floor(d * d * 100) + rng.int(0, 3));
  });
  return [
    { input: array([4]), note: 'a single column', hidden: false },
    { input: array([3, 3]), note: 'two columns' },
    { input: array([0, 0, 0, 0]), note: 'flat ground' },
    { input: array([H, 0, H]), note: 'one deep slot between maximum walls' },
    { input: array([1, 2, 3, 4, 5]), note: 'only rising' },
    { input: array([5, 1, 5, 1, 5, 1, 5]), note: 'repeated equal walls' },
    { input: array([2, 5, 0, 1, 0, 3, 0, 7, 1]), note: 'nested basins' },
    { input: array(rng.array(15, 0, 6)), note: 'small random' },
    { input: array(walk(rng, 2000, H, 500)), note: 'random walk landscape' },
    { input: array(basin), note: 'huge basin between two maximum walls', large: true },
    { input: array(bowl), note: 'maximum n, a wide bowl', large: true },
    { input: array(rng.array(30000, 0, 99)), note: 'random heights below 100', large: true },
  ];
}
