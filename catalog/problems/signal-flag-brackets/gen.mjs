// Tests after the examples. Valid logs are built by nesting; invalid ones by one small corruption.
export default function generate(rng) {
  const pairs = ['()', '[]', '{}'];
  const valid = (n) => {
    // n is even: a random well-nested sequence of n characters
    const out = [];
    const stack = [];
    for (let i = 0; i < n; i++) {
      const left = n - i;
      if (stack.length > 0 && (stack.length === left || rng.bool(0.45))) out.push(stack.pop());
      else {
        const p = rng.pick(pairs);
        out.push(p[0]);
        stack.push(p[1]);
      }
    }
    return out.join('');
  };
  const corrupt = (s) => {
    const a = s.split('');
    const i = rng.int(0, a.length - 1);
    const choices = '()[]{}'.split('').filter((c) => c !== a[i]);
    a[i] = rng.pick(choices);
    return a.join('');
  };
  return [
    { input: '\n', note: 'empty log', hidden: false },
    { input: '(\n', note: 'single opening flag', hidden: false },
    { input: ']\n', note: 'single closing flag' },
    { input: '{}\n', note: 'one pair' },
    { input: ')(\n', note: 'closed before opened' },
    { input: `${'('.repeat(500)}${')'.repeat(500)}\n`, note: 'deep nesting' },
    { input: '(]\n', note: 'shape mismatch' },
    { input: `${valid(40)}\n`, note: 'random valid, small' },
    { input: `${corrupt(valid(40))}\n`, note: 'random corrupted, small' },
    { input: `${valid(1000)}(\n`, note: 'odd length, one left open' },
    {
      input: `${'[]'.repeat(25000)}${'{'.repeat(25000)}${'}'.repeat(25000)}\n`,
      note: 'maximum length, valid',
    },
    { input: `${valid(100000)}\n`, note: 'maximum length, random valid' },
    { input: `${corrupt(valid(100000))}\n`, note: 'maximum length, one corrupted flag' },
    { input: `${valid(99998)})]\n`, note: 'maximum length, extra closers at the end' },
  ];
}
