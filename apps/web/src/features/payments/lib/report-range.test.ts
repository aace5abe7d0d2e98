import { describe, expect, it } from 'vitest';
import { daysIn, isDay, lastDays, reportRange } from './report-range';

const today = '2026-11-27';

describe('the report’s range', () => {
  it('is the last 30 days, today included, when the URL names none', () => {
    expect(reportRange({}, today)).toEqual({ from: '2026-10-29', to: today });
    expect(daysIn(reportRange({}, today))).toBe(30);
  });

  it('takes the URL’s days as they are', () => {
    expect(reportRange({ from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(reportRange({ from: today, to: today }, today)).toEqual({ from: today, to: today });
  });

  it('reads a missing end from the other, and turns a backwards range round', () => {
    expect(reportRange({ to: '2026-03-31' }, today)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(reportRange({ from: '2026-11-01' }, today)).toEqual({ from: '2026-11-01', to: today });
    expect(reportRange({ from: '2026-12-05' }, today)).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(reportRange({ from: '2026-05-10', to: '2026-05-01' }, today)).toEqual({
      from: '2026-05-01',
      to: '2026-05-10',
    });
  });

  it('ignores what is no day, and cuts a range longer than the summary’s 366 days to its last 366', () => {
    expect(reportRange({ from: '2026-02-30', to: 'soon' }, today)).toEqual(lastDays(today, 30));
    expect(reportRange({ from: '2026-13-01' }, today)).toEqual(lastDays(today, 30));
    const cut = reportRange({ from: '2020-01-01', to: '2026-06-30' }, today);
    expect(cut).toEqual({ from: '2025-06-30', to: '2026-06-30' });
    expect(daysIn(cut)).toBe(366);
    // A leap year's 366 days are kept whole.
    expect(reportRange({ from: '2024-01-01', to: '2024-12-31' }, today)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });

  it('ignores a day the API does not take, and starts no range before the first it takes', () => {
    expect(reportRange({ from: '9999-12-31', to: '9999-12-31' }, today)).toEqual(lastDays(today, 30));
    expect(reportRange({ from: '1999-12-31', to: '2000-01-10' }, today)).toEqual({
      from: '2000-01-01',
      to: '2000-01-10',
    });
    expect(reportRange({ to: '2000-01-10' }, today)).toEqual({ from: '2000-01-01', to: '2000-01-10' });
    expect(reportRange({ from: '2099-12-31' }, today)).toEqual({ from: '2099-12-31', to: '2099-12-31' });
  });

  it('knows a day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });
});
