import { array } from '../../lib/format.mjs';

/** n ballots, `win` of them for `winner`, the rest random ids from [0, hi], shuffled. */
function election(rng, n, win, winner, hi) {
  const out = new Array(win).fill(winner);
  while (out.length < n) {
    const v = rng.int(0, hi);
    if (v !== winner) out.push(v);
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  const B = 1e9;
  // The last surviving suspect has no majority: 1 2 1 2 ... then 3.
  const trap = [];
  for (let i = 0; i < 2000; i++) trap.push(i % 2 === 0 ? 1 : 2);
  trap.push(3);
  return [
    { input: array([7]), note: 'single ballot', hidden: false },
    { input: array([0, 1]), note: 'two different ballots', hidden: false },
    { input: array([B, B]), note: 'two equal ballots, maximum id' },
    { input: array([5, 6, 7]), note: 'three different candidates' },
    { input: array([3, 1, 3, 1, 3]), note: 'alternating, odd length' },
    { input: array(trap), note: 'survivor of the cancelling is not a majority' },
    { input: array(election(rng, 11, 6, 0, 3)), note: 'small, bare majority of id 0' },
    { input: array(election(rng, 10, 5, 2, 3)), note: 'small, exactly half is not enough' },
    { input: array(election(rng, 999, 500, rng.int(0, B), B)), note: 'odd n, majority by one ballot' },
    { input: array(election(rng, 1000, 500, 42, 50)), note: 'even n, exactly half' },
    { input: array(new Array(20000).fill(123456)), note: 'maximum size, unanimous' },
    { input: array(election(rng, 20000, 10001, 77, 1e6)), note: 'maximum size, majority by two ballots' },
    { input: array(rng.array(20000, 0, 1e6)), note: 'maximum size, no majority' },
  ];
}
