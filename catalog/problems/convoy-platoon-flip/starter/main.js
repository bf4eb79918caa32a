class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head the front of the convoy
 * @param {number} k the platoon size
 * @return {ListNode | null} the head after every full platoon of k nodes is reversed
 */
function flipPlatoons(head, k) {
  // Write your code here.
  return head;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = flipPlatoons(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
