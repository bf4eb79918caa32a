import { lines } from '../../lib/format.mjs';

const book = (n, ops) =>
  lines(
    `${n} ${ops.length}`,
    ops.map((o) => o.join(' ')),
  );

export default function generate(rng) {
  const M = 1000000;
  /**
   * q random lines over the stones 0..n-1, measured against hidden heights: a share pNote of notes,
   * a share pLie of the notes off by a little (a conflict if the stones are already linked).
   */
  const survey = (n, q, pNote, pLie, span = M / 2) => {
    const h = rng.array(n, -span, span);
    return Array.from({ length: q }, () => {
      const a = rng.int(0, n - 1);
      const b = rng.int(0, n - 1);
      if (!rng.bool(pNote)) return ['Q', a, b];
      const lie = rng.bool(pLie) ? rng.pick([-2, -1, 1, 3]) : 0;
      return ['N', a, b, h[b] - h[a] + lie];
    });
  };
  /** A chain of notes through `len` stones (random labels below n), then `q` questions across it. */
  const chainThenQuestions = (n, len, q) => {
    const label = rng.distinct(len + 1, 0, n - 1);
    const inChain = new Set(label);
    const outside = [];
    while (outside.length < 50) {
      const x = rng.int(0, n - 1);
      if (!inChain.has(x)) outside.push(x);
    }
    const ops = [];
    for (let i = 0; i < len; i++) ops.push(['N', label[i], label[i + 1], rng.int(-9, 9)]);
    for (let i = 0; i < q; i++) {
      const far = label[rng.int(len - 20, len)];
      if (i % 3 === 0) ops.push(['Q', far, rng.pick(outside)]);
      else if (i % 3 === 1) ops.push(['Q', far, label[rng.int(0, 20)]]);
      else ops.push(['N', far, label[rng.int(0, 20)], rng.int(-9, 9)]);
    }
    return ops;
  };
  const longChain = Array.from({ length: 1999 }, (_, i) => ['N', i, i + 1, i % 2 === 0 ? M : M - 1]);
  longChain.push(['Q', 0, 1999], ['Q', 1999, 0], ['N', 1999, 0, -M], ['Q', 1000, 1000]);
  return [
    { input: book(1, [['Q', 0, 0]]), note: 'one stone', hidden: false },
    {
      input: book(2, [
        ['N', 0, 1, 0],
        ['Q', 1, 0],
        ['N', 1, 0, 1],
        ['Q', 0, 1],
      ]),
      note: 'level stones, then a conflict',
      hidden: false,
    },
    {
      input: book(3, [
        ['N', 0, 0, 0],
        ['N', 1, 1, -1],
        ['Q', 0, 2],
        ['N', 2, 0, -M],
        ['Q', 0, 2],
      ]),
      note: 'notes naming one stone twice',
    },
    {
      input: book(5, [
        ['N', 0, 1, 2],
        ['N', 2, 3, 4],
        ['Q', 0, 3],
        ['N', 3, 1, 1],
        ['Q', 0, 3],
        ['Q', 2, 1],
        ['N', 0, 2, -3],
        ['N', 0, 2, -2],
        ['Q', 4, 4],
      ]),
      note: 'two groups joined through their middle',
    },
    { input: book(2000, longChain), note: 'chain of 2000 stones with d near 10^6: differences beyond 2^31' },
    { input: book(6, survey(6, 25, 0.6, 0.3, 10)), note: 'small random with lies' },
    { input: book(40, survey(40, 200, 0.5, 0.2)), note: 'random, many conflicts' },
    { input: book(300, survey(300, 1500, 0.4, 0)), note: 'random, truthful notes' },
    { input: book(100000, survey(100000, 2000, 0.5, 0.1)), note: 'many stones, few links: mostly unknown' },
    { input: book(500, survey(500, 2000, 0.3, 0.5)), note: 'random, half the notes wrong' },
    {
      input: book(100000, chainThenQuestions(100000, 10000, 10000)),
      note: 'chain of 10000 notes, then 10000 lines across it',
      large: true,
    },
    {
      input: book(100000, [
        ...survey(5000, 6000, 1, 0.05),
        ...Array.from({ length: 6000 }, () => ['Q', rng.int(0, 4999), rng.int(5000, 99999)]),
      ]),
      note: '6000 random notes over 5000 stones, then 6000 questions leaving the big group',
      large: true,
    },
  ];
}
