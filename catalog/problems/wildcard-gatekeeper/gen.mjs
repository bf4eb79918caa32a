import { lines } from '../../lib/format.mjs';

/** A rule that fits s: each character kept, replaced by '?', or a run absorbed by '*'. */
function fittingRule(rng, s, pStar = 0.15, pQ = 0.15) {
  let p = '';
  let i = 0;
  while (i < s.length) {
    const r = rng.next();
    if (r < pStar) {
      p += '*';
      i += rng.int(0, 5);
    } else if (r < pStar + pQ) {
      p += '?';
      i++;
    } else {
      p += s[i];
      i++;
    }
  }
  return p;
}

export default function generate(rng) {
  const N = 2000;
  const aaa = 'a'.repeat(N);
  const trap = `${'*a'.repeat(999)}*b`; // 2000 symbols, never fits a run of a's
  const long = rng.string(N, 'ab');
  const fits = fittingRule(rng, long);
  // Spoil the rule by changing its last letter (the name ends in a known letter).
  const spoiled = `${fits.replace(/[ab?]$/, '')}${long[N - 1] === 'a' ? 'b' : 'a'}`;
  return [
    { input: lines('', ''), note: 'empty name and empty rule', hidden: false, kind: 'edge' },
    { input: lines('', '*'), note: 'a star matches the empty name', kind: 'edge' },
    { input: lines('', '?'), note: '? needs a character', kind: 'edge' },
    { input: lines('abc', ''), note: 'empty rule, non-empty name', kind: 'edge' },
    { input: lines('abc', 'abc'), note: 'letters only, equal' },
    { input: lines('abc', 'ab'), note: 'rule shorter than the name, no star' },
    { input: lines('mississippi', 'm??*ss*?i*pi'), note: 'mixed wildcards' },
    { input: lines('aaaab', '*a*a*b'), note: 'stars with repeated letters' },
    { input: lines(rng.string(12, 'ab'), fittingRule(rng, rng.string(12, 'ab'))), note: 'small random' },
    { input: lines(aaa, trap), note: 'maximum length, many stars, no match', large: true },
    { input: lines(`${aaa.slice(1)}b`, trap), note: 'maximum length, many stars, match', large: true },
    { input: lines(long, fits), note: 'maximum length, random fitting rule', large: true },
    { input: lines(long, spoiled), note: 'maximum length, last letter spoiled', large: true },
    { input: lines(aaa, `${'?'.repeat(1999)}*`), note: 'question marks then a star', large: true },
  ];
}
