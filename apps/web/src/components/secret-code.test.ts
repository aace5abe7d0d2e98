import { codeKinds, codeStatuses, printedCode } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { codeKindList, codeStatusList, printed } from './secret-code';

describe('the codes kit’s copies of the contracts’ constants', () => {
  it('prints a code as the contracts do: three groups of four', () => {
    for (const code of ['7KQMX4PA9HRT', 'ABCD', 'ABCDE', '']) expect(printed(code)).toBe(printedCode(code));
    expect(printed('7KQMX4PA9HRT')).toBe('7KQM-X4PA-9HRT');
  });

  it('has the contracts’ kinds and statuses', () => {
    expect([...codeKindList]).toEqual([...codeKinds]);
    expect([...codeStatusList]).toEqual([...codeStatuses]);
  });
});
