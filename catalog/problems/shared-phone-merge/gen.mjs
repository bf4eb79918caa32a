import { lines } from '../../lib/format.mjs';

const test = (cards) =>
  lines(
    String(cards.length),
    cards.map((c) => `${c.length} ${c.join(' ')}`),
  );

export default function generate(rng) {
  const B = 10 ** 9;
  /** n cards, each with 1..maxK numbers drawn from [1, hi]. */
  const randomCards = (n, maxK, hi) => Array.from({ length: n }, () => rng.array(rng.int(1, maxK), 1, hi));
  // A chain: card i holds numbers i and i + 1, cards shuffled, so everything is one person.
  const chain = rng.shuffle(Array.from({ length: 2000 }, (_, i) => rng.shuffle([i + 1, i + 2])));
  // Two big groups, joined only by the very last card.
  const twoGroups = [
    ...Array.from({ length: 300 }, (_, i) => [1000 + i, 7]),
    ...Array.from({ length: 200 }, (_, i) => [5000 + i, 8]),
    [8, 7],
  ];
  return [
    { input: test([[B]]), note: 'one card', hidden: false },
    { input: test([[1], [1]]), note: 'two cards, one shared number', hidden: false },
    { input: test([[5, 5, 5], [6, 6], [5]]), note: 'numbers repeated on one card' },
    { input: test(Array.from({ length: 50 }, () => [1, B])), note: 'every card identical, extremes' },
    { input: test(Array.from({ length: 10 }, (_, i) => [i + 1, B - i])), note: 'no shared number' },
    { input: test(twoGroups), note: 'two groups joined by the last card' },
    { input: test(chain), note: 'a shuffled chain: one person' },
    { input: test(randomCards(12, 3, 15)), note: 'small random' },
    { input: test(randomCards(2000, 3, 3000)), note: 'random, mid-size groups' },
    { input: test(randomCards(1000, 10, B)), note: 'random wide numbers: nearly all apart' },
    {
      input: test(Array.from({ length: 50000 }, () => [rng.int(1, 99999)])),
      note: 'maximum cards, one number each: many small people',
      large: true,
    },
    {
      input: test(Array.from({ length: 20000 }, () => rng.array(2, 1, 30000))),
      note: '20000 cards, two numbers each: one giant person and many small ones',
      large: true,
    },
  ];
}
