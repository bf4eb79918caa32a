import { lines } from '../../lib/format.mjs';

const book = (commands) => lines(String(commands.length), commands);

export default function generate(rng) {
  const P = 10 ** 6;
  /**
   * n random commands: cancels with probability pCancel (of any earlier line), otherwise a buy or
   * a sell priced mid ± spread (clamped to [1, P]) with quantity 1..maxQty.
   */
  const stream = (n, mid, spread, maxQty, pCancel) =>
    Array.from({ length: n }, (_, i) => {
      if (i > 0 && rng.bool(pCancel)) return `C ${rng.int(1, i)}`;
      const price = Math.min(P, Math.max(1, mid + rng.int(-spread, spread)));
      return `${rng.bool() ? 'B' : 'S'} ${price} ${rng.int(1, maxQty)}`;
    });
  const N = 15000;
  // Sells stacked at many prices, then big buys sweep through several levels each.
  const sweep = [
    ...Array.from({ length: 6000 }, () => `S ${rng.int(500000, 600000)} ${rng.int(1, 1000)}`),
    ...Array.from({ length: 6000 }, () => `B ${rng.int(550000, P)} ${rng.int(1, 3000)}`),
  ];
  return [
    { input: book(['B 10 5']), note: 'a single order rests', hidden: false },
    { input: book(['S 7 3', 'B 7 3']), note: 'equal limits trade fully', hidden: false },
    { input: book(['B 5 1', 'S 6 1', 'C 1', 'C 2', 'C 3']), note: 'no cross, everything cancelled' },
    {
      input: book([`S ${P} ${P}`, `B ${P} ${P}`, `B 1 ${P}`, `S 1 1`, `S 1 ${P}`]),
      note: 'extreme prices and quantities',
    },
    {
      input: book(['S 10 1', 'S 10 1', 'S 10 1', 'B 10 2', 'C 2', 'B 11 5']),
      note: 'equal prices in arrival order',
    },
    { input: book(stream(30, 100, 5, 5, 0.1)), note: 'small random' },
    { input: book(stream(300, 1000, 50, 100, 0.2)), note: 'random, many cancels' },
    { input: book(stream(2000, 500000, 500000, P, 0.05)), note: 'random, full price range' },
    { input: book(stream(3000, 100, 3, 20, 0.1)), note: 'random, few price levels' },
    { input: book(stream(N, 500000, 2000, 1000, 0.15)), note: 'maximum n, random', large: true },
    { input: book(sweep), note: 'n = 12000: buys sweeping through many sell levels', large: true },
  ];
}
