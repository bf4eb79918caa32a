class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode} a digits of the first number, least significant first
 * @param {ListNode} b digits of the second number, least significant first
 * @return {ListNode} digits of the sum, least significant first
 */
function addDigitChains(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  let carry = 0;
  // Column addition: keep going while either number has digits left or a carry remains.
  while (a !== null || b !== null || carry > 0) {
    let sum = carry;
    if (a !== null) {
      sum += a.val;
      a = a.next;
    }
    if (b !== null) {
      sum += b.val;
      b = b.next;
    }
    tail.next = new ListNode(sum % 10);
    tail = tail.next;
    carry = Math.floor(sum / 10);
  }
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
let pos = 0;
/** Reads one list (count, then values) and returns its head. */
function readList() {
  const n = Number(tokens[pos++]);
  const values = tokens.slice(pos, pos + n).map(Number);
  pos += n;
  let head = null;
  for (let i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
  return head;
}
const a = readList();
const b = readList();
const out = [];
for (let node = addDigitChains(a, b); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
