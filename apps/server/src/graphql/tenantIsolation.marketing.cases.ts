import { cases, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The marketing area's operations. A bug report belongs to its sender and reads nothing of any
// customer: Home's users may send one naming the Victim's address, and it changes no Victim row.
// The test server has no BUG_REPORT_EMAIL, so the report is kept and the answer is false.

export const MARKETING_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'submitBugReport',
    `mutation($e: String!, $s: String!, $d: String) {
      submitBugReport(email: $e, subject: $s, description: $d) }`,
    [
      [
        'from Home’s own address',
        (_v, h) => ({ e: h.adminEmail, s: 'Trend widget is blank', d: 'Since this morning.' }),
        returns(false),
      ],
      [
        'naming the Victim’s admin as the address to answer',
        (v) => ({ e: v.adminEmail, s: `About ${v.customerName}`, d: v.viewName }),
        returns(false),
      ],
    ],
  ),
];
