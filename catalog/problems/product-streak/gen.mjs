import { array } from '../../lib/format.mjs';

/**
 * n factors where each stretch without zeros has |product| ≤ 10^15: draw factors (mostly ±1,
 * sometimes bigger) and insert a 0 whenever the stretch would grow too large.
 */
function chain(rng, n, bigRate = 0.1, zeroRate = 0) {
  const out = [];
  let digits = 0; // log10 of |product| of the current zero-free stretch
  while (out.length < n) {
    let x = rng.bool(bigRate) ? rng.int(2, 10) : 1;
    if (rng.bool()) x = -x;
    if (rng.bool(zeroRate)) x = 0;
    const d = x === 0 ? 0 : Math.log10(Math.abs(x));
    if (x !== 0 && digits + d > 14.9) x = 0;
    digits = x === 0 ? 0 : digits + d;
    out.push(x);
  }
  return out;
}

export default function generate(rng) {
  const N = 100000;
  return [
    { input: array([0]), note: 'single zero', hidden: false },
    { input: array([-10, -10]), note: 'two negatives multiply to the best', hidden: false },
    { input: array([-1, 0, -1]), note: 'best is the zero' },
    { input: array([10]), note: 'single maximum factor' },
    { input: array([-2, -3, -4]), note: 'odd number of negatives' },
    { input: array([1, 1, 1, 1, 1]), note: 'all ones' },
    { input: array(chain(rng, 15, 0.5, 0.1)), note: 'small random' },
    { input: array(chain(rng, 2000, 0.2, 0.05)), note: 'random, 2000 stages' },
    { input: array(chain(rng, 3000, 1)), note: 'only big factors, zeros forced' },
    { input: array(chain(rng, N, 0.02)), note: 'maximum size, long zero-free runs', large: true },
    { input: array(chain(rng, N, 0.3, 0.01)), note: 'maximum size, mixed', large: true },
  ];
}
