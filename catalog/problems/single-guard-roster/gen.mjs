import { lines } from '../../lib/format.mjs';

const test = (shifts) =>
  lines(
    String(shifts.length),
    shifts.map((s) => s.join(' ')),
  );

/** n back-to-back or gapped shifts inside [0, 10^6], shuffled. */
function disjoint(rng, n, maxGap) {
  const out = [];
  let t = 0;
  for (let i = 0; i < n; i++) {
    const start = t + rng.int(0, maxGap);
    const end = start + rng.int(1, 40);
    out.push([start, end]);
    t = end;
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  const big = disjoint(rng, 9999, 50);
  const bigClash = big.map((s) => [...s]);
  const k = rng.int(0, bigClash.length - 1);
  bigClash.push([bigClash[k][1] - 1, bigClash[k][1] + 5]); // overlaps the end of one shift
  const mid = disjoint(rng, 2000, 3);
  return [
    { input: test([[0, 1000000]]), note: 'single shift, full range', hidden: false },
    {
      input: test([
        [5, 10],
        [0, 5],
      ]),
      note: 'touching shifts',
      hidden: false,
    },
    {
      input: test([
        [0, 10],
        [2, 3],
      ]),
      note: 'one shift inside another',
    },
    {
      input: test([
        [3, 7],
        [3, 4],
      ]),
      note: 'same start',
    },
    {
      input: test([
        [1, 2],
        [1, 2],
      ]),
      note: 'identical shifts',
    },
    { input: test(disjoint(rng, 15, 2)), note: 'small, disjoint' },
    { input: test(rng.shuffle([...disjoint(rng, 15, 2), [7, 9]])), note: 'small, maybe a clash' },
    { input: test(mid), note: '2000 disjoint shifts, small gaps' },
    { input: test([...mid.slice(1), [mid[0][0], mid[0][1] + 1]]), note: 'one shift stretched by one' },
    { input: test(bigClash), note: 'maximum size, one clash', large: true },
  ];
}
