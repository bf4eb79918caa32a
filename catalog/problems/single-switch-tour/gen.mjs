import { lines } from '../../lib/format.mjs';

export default function generate() {
  const test = (n, note, extra = {}) => ({ input: lines(String(n)), note, ...extra });
  return [
    test(1, 'one switch: the smallest tour', { hidden: false }),
    test(4, 'four switches', { hidden: false }),
    test(5, 'five switches'),
    test(6, 'six switches'),
    test(7, 'seven switches'),
    test(8, 'eight switches'),
    test(9, 'nine switches'),
    test(10, 'ten switches'),
    test(11, 'eleven switches'),
    test(12, 'twelve switches'),
    test(13, 'thirteen switches'),
    test(16, 'the maximum: 65536 settings'),
  ];
}
