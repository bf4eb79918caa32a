import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 200000;
  const walk = (n) => rng.string(n, 'HT');
  // Mostly heads with a few tails: balances drift far, the best run is short but the naive scans everything.
  const drift = (n, pTail) => Array.from({ length: n }, () => (rng.bool(pTail) ? 'T' : 'H')).join('');
  return [
    { input: lines('H'), note: 'one flip', hidden: false },
    { input: lines('TH'), note: 'smallest balanced run', hidden: false },
    { input: lines('TTTTTTTTTT'), note: 'all tails: answer 0' },
    { input: lines('HHHHTTTT'), note: 'whole string balanced' },
    { input: lines('HHTHHHTHHH'), note: 'several short balanced runs' },
    { input: lines(`${'H'.repeat(50)}${'HT'.repeat(20)}${'T'.repeat(3)}`), note: 'best run at the end' },
    { input: lines(walk(17)), note: 'small random' },
    { input: lines(walk(2000)), note: 'random walk' },
    { input: lines(drift(3000, 0.4)), note: 'biased coin' },
    { input: lines(`${'T'.repeat(30000)}${'H'.repeat(60000)}`), note: 'long blocks', large: true },
    { input: lines(walk(N)), note: 'maximum length, fair coin', large: true },
    { input: lines(drift(N, 0.3)), note: 'maximum length, biased coin', large: true },
  ];
}
