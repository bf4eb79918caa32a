class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head
 * @param {number} k places to rotate to the right
 * @return {ListNode | null} the head of the rotated list
 */
function rotateRight(head, k) {
  if (head === null || head.next === null) return head;
  let n = 1;
  let tail = head;
  while (tail.next !== null) {
    tail = tail.next;
    n++;
  }
  const r = k % n;
  if (r === 0) return head;
  tail.next = head; // close the ring
  let newTail = head;
  for (let i = 0; i < n - r - 1; i++) newTail = newTail.next;
  const newHead = newTail.next;
  newTail.next = null; // cut the ring after the new tail
  return newHead;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = rotateRight(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
