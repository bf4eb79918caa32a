import { lines } from '../../lib/format.mjs';

const loop = (fuel, cost) => lines(String(fuel.length), fuel.join(' '), cost.join(' '));

/**
 * Worst case for the simulation: every leg is balanced except leg n-2 (one short) and leg n-1
 * (one spare), so every start but the last drives almost the whole loop before failing.
 */
function almostEveryone(rng, n) {
  const fuel = rng.array(n, 1, 8);
  const cost = fuel.slice();
  cost[n - 2] += 1;
  fuel[n - 1] += 1;
  return loop(fuel, cost);
}

/** Random depots adjusted so that total fuel - total cost equals `slack` (>= 0 gives a valid start). */
function randomLoop(rng, n, hi, slack) {
  const fuel = rng.array(n, 0, hi);
  const cost = rng.array(n, 0, hi);
  let diff = fuel.reduce((a, b) => a + b, 0) - cost.reduce((a, b) => a + b, 0) - slack;
  // Move the sums towards each other by adjusting values one unit at a time where possible.
  while (diff !== 0) {
    const i = rng.int(0, n - 1);
    if (diff > 0) {
      const take = Math.min(diff, hi - cost[i]);
      cost[i] += take;
      diff -= take;
    } else {
      const give = Math.min(-diff, hi - fuel[i]);
      fuel[i] += give;
      diff += give;
    }
  }
  return loop(fuel, cost);
}

export default function generate(rng) {
  const H = 1e4;
  return [
    { input: loop([0], [0]), note: 'one depot, nothing needed', hidden: false },
    { input: loop([3], [4]), note: 'one depot, not enough fuel' },
    { input: loop([H, 0], [0, H]), note: 'extreme values, exact' },
    { input: loop([5, 5, 5], [5, 5, 5]), note: 'all balanced: depot 0 works' },
    { input: loop([0, 0, 9], [3, 3, 3]), note: 'only the last depot works' },
    { input: loop([1, 2, 3, 4], [2, 3, 4, 2]), note: 'total one short' },
    { input: randomLoop(rng, 10, 9, 0), note: 'small random, exact total' },
    { input: randomLoop(rng, 10, 9, 3), note: 'small random, spare fuel' },
    { input: loop(rng.array(200, 0, 9), rng.array(200, 0, 9)), note: 'random, either way' },
    { input: randomLoop(rng, 3000, H, 0), note: 'random, full values, exact total' },
    { input: randomLoop(rng, 3000, 9, -1), note: 'random, one unit short' },
    { input: almostEveryone(rng, 2000), note: 'only the last depot works, medium' },
    { input: almostEveryone(rng, 100000), note: 'maximum n, only the last depot works', large: true },
  ];
}
