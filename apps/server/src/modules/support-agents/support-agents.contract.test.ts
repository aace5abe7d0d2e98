import { crudContract } from '../../test/crud-contract.js';

const agents = [
  { name: 'Amal Hassan', email: 'amal@example.eg', phone: '01280000001', joined_on: '2023-02-01' },
  { name: 'Badr Nabil', email: 'badr@example.eg', phone: '01280000002', joined_on: '2024-03-01' },
  // The last one disabled, for the `active` filter.
  { name: 'Camilia Fawzy', email: 'camilia@example.eg', phone: '01280000003', joined_on: '2025-04-01', active: false },
];

crudContract('support-agents', {
  path: '/api/v1/support-agents',
  valid: async (_app, n) => ({ ...agents[n], password: `Passw0rd-${n}!` }),
  sort: { field: 'name', value: (a) => a.name as string },
  search: (n) => agents[n]!.name,
  filter: () => ({ query: 'active=false', keeps: [2] }),
  invalid: {
    body: { name: 'x', email: 'not-an-email', phone: '123', password: 'short', joined_on: '2999-01-01' },
    errors: [
      { path: 'name', code: 'validation.min', params: { min: 2 } },
      { path: 'email', code: 'validation.email' },
      { path: 'phone', code: 'validation.phone' },
      { path: 'password', code: 'validation.min', params: { min: 8 } },
      { path: 'joined_on', code: 'user.joined_in_future' },
    ],
  },
  // Any user's phone, not only an agent's, is taken.
  conflict: (first) => ({
    body: {
      name: 'Other Agent',
      email: 'other@example.eg',
      phone: first.phone,
      password: 'Passw0rd!',
      joined_on: '2024-01-01',
    },
    code: 'user.taken',
  }),
  // Nothing keeps an agent: the sessions go with the agent (no in-use rule).
  change: {
    body: { name: 'Badr Nabil Fahmy', active: false, password: 'N3w-Passw0rd!' },
    expect: { name: 'Badr Nabil Fahmy', active: false, phone: '01280000002' },
  },
  exportHeadings: ['Name', 'Phone number', 'Email', 'Join date', 'Status', 'Added on'],
  secrets: ['password'],
});
