class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode} head a non-empty list
 * @return {number} the value of the middle node (the second middle when the length is even)
 */
function middleValue(head) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
let head = null;
for (let i = n; i >= 1; i--) head = new ListNode(Number(tokens[i]), head);
console.log(String(middleValue(head)));
