export default function generate(rng) {
  const N = 200000;
  const randomString = (n, pOpen) => {
    let s = '';
    for (let i = 0; i < n; i++) s += rng.bool(pOpen) ? '(' : ')';
    return s;
  };
  /** A random balanced string of length n (n even). */
  const balanced = (n) => {
    let s = '';
    let open = 0;
    for (let i = 0; i < n; i++) {
      if (open > 0 && (open === n - i || rng.bool(0.5))) {
        s += ')';
        open--;
      } else {
        s += '(';
        open++;
      }
    }
    return s;
  };
  const t = (s, note, extra = {}) => ({ input: `${s}\n`, note, ...extra });
  const pieces = [];
  for (let k = 0; k < 40; k++) pieces.push(balanced(2 * rng.int(1, 500)), rng.pick([')', '(', ')(']));
  return [
    t('(', 'single open', { hidden: false }),
    t(')', 'single close'),
    t('()', 'one pair', { hidden: false }),
    t(')(', 'reversed pair'),
    t('((((', 'only opens'),
    t('))))))', 'only closes'),
    t('(()())', 'whole string balanced'),
    t('()(()', 'open in the middle splits'),
    t(randomString(30, 0.5), 'random, 30'),
    t(randomString(2000, 0.55), 'random, 2000'),
    t(pieces.join(''), 'balanced blocks separated by breakers'),
    t(`${'('.repeat(N / 2)}${')'.repeat(N / 2)}`, 'maximum, one deep nest', { large: true }),
    t('()'.repeat(N / 2), 'maximum, flat pairs', { large: true }),
    t(`)${balanced(N - 2)}(`, 'maximum, random balanced core', { large: true }),
    t(randomString(N, 0.5), 'maximum, random', { large: true }),
  ];
}
