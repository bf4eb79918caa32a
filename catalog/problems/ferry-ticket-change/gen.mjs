import { array } from '../../lib/format.mjs';

/** A queue that can always be served: add notes only when the till can pay change (greedily). */
function servable(rng, n, w = [6, 3, 2]) {
  const notes = [];
  let fives = 0;
  let tens = 0;
  while (notes.length < n) {
    const r = rng.int(1, w[0] + w[1] + w[2]);
    if (r <= w[0]) {
      notes.push(5);
      fives++;
    } else if (r <= w[0] + w[1] && fives > 0) {
      notes.push(10);
      fives--;
      tens++;
    } else if (r > w[0] + w[1] && tens > 0 && fives > 0) {
      notes.push(20);
      tens--;
      fives--;
    } else if (r > w[0] + w[1] && fives >= 3) {
      notes.push(20);
      fives -= 3;
    }
  }
  return notes;
}

export default function generate(rng) {
  const N = 40000;
  // Two 10s then a 20 and 5 5 5 10 20 ... traps for "three fives first".
  const trap = [5, 5, 5, 10, 20, 5, 10];
  const trapLong = servable(rng, N - trap.length);
  return [
    { input: array([20]), note: 'first passenger pays 20', hidden: false },
    { input: array([5]), note: 'a single exact payment' },
    { input: array([5, 5, 5, 10, 20, 10]), note: 'greedy 10-first keeps a 5 for the last 10', hidden: false },
    { input: array([5, 5, 5, 20, 10, 10]), note: 'three fives used for a 20' },
    { input: array(rng.array(30, 0, 2).map((i) => [5, 10, 20][i])), note: 'small random queue' },
    { input: array(servable(rng, 1000)), note: 'servable queue of 1000' },
    {
      input: array([...servable(rng, 2000), ...Array(2000).fill(20)]),
      note: 'a long run of 20s drains the till',
    },
    { input: array(Array(N).fill(5)), note: 'maximum n, only fives' },
    {
      input: array([...servable(rng, N - 1, [4, 3, 3]), 10]),
      note: 'maximum n, servable or stuck at the end',
      large: true,
    },
    {
      input: array([...trapLong, ...trap]),
      note: 'maximum n, traps for the wrong greedy choice',
      large: true,
    },
    {
      input: array([
        ...servable(rng, N / 2, [5, 4, 1]),
        ...rng.array(N / 2, 0, 2).map((i) => [5, 10, 20][i]),
      ]),
      note: 'maximum n, random second half',
      large: true,
    },
  ];
}
