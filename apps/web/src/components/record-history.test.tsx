import type { AuditEntry } from '@dashboard/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { AuditChanges } from './record-history';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-23T10:00:00.000Z',
  user_id: 1,
  api_key_id: null,
  actor_name: 'Admin',
  role: 'admin',
  ip: '127.0.0.1',
  action: 'update',
  entity: 'teachers',
  entity_id: '7',
  before: null,
  after: null,
  details: null,
  ...over,
});

describe('what an audit entry shows', () => {
  it("names an entity's fields from its catalogue and hides a secret", async () => {
    await renderPage(
      <AuditChanges
        entry={entry({
          before: { name: 'Old name', password: null, active: true },
          after: { name: 'New name', password: '[redacted]', active: false },
        })}
      />,
    );
    expect(screen.getByText('Name')).toBeTruthy();
    expect(screen.getByText('Old name')).toBeTruthy();
    expect(screen.getByText('New name')).toBeTruthy();
    expect(screen.getByText('hidden (never recorded)')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.queryByText('[redacted]')).toBeNull();
  });

  it('writes numbers and dates in Arabic, and a settings switch by its label', async () => {
    await renderPage(
      <AuditChanges
        entry={entry({
          entity: 'settings',
          entity_id: null,
          before: { 'freeTrial.lives': false, sort_order: 12, at: '2026-11-23T10:00:00.000Z' },
          after: { 'freeTrial.lives': true, sort_order: 13, at: '2026-11-23T11:00:00.000Z' },
        })}
      />,
      { locale: 'ar' },
    );
    expect(screen.getByText('الحصص المباشرة')).toBeTruthy();
    expect(screen.getByText('١٢')).toBeTruthy();
    expect(screen.getByText('23-11-2026 12:00'.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!))).toBeTruthy();
  });

  it("names a detail's value from the entity's catalogue: a wallet move's kind, in Arabic", async () => {
    await renderPage(
      <AuditChanges
        entry={entry({
          entity: 'students',
          before: { wallet_balance: 0 },
          after: { wallet_balance: 5000 },
          details: { wallet_move: 3, kind: 'manual_credit', amount: 5000, reason: 'دفع نقدي' },
        })}
      />,
      { locale: 'ar' },
    );
    expect(screen.getByText('إيداع يدوي')).toBeTruthy();
    expect(screen.queryByText('manual_credit')).toBeNull();
    expect(screen.getByText('دفع نقدي')).toBeTruthy();
  });

  it("shows a failed sign-in's phone and reason", async () => {
    await renderPage(
      <AuditChanges
        entry={entry({
          action: 'sign_in_failed',
          entity: 'sessions',
          details: { phone: '01012345678', reason: 'auth.invalid_credentials' },
        })}
      />,
    );
    expect(screen.getByText('01012345678')).toBeTruthy();
    expect(screen.getByText('Please check your email and password')).toBeTruthy();
  });

  it("names an export's entity by its own namespace's title, else by the log's catalogue, else as it is", async () => {
    const exported = (entity: string) =>
      entry({ action: 'export', entity: 'audit-log', entity_id: null, details: { entity } });
    await renderPage(
      <>
        <AuditChanges entry={exported('support-agents')} />
        <AuditChanges entry={exported('sessions')} />
        <AuditChanges entry={exported('rooms')} />
      </>,
      { locale: 'ar' },
    );
    expect(screen.getByText('موظفو الدعم')).toBeTruthy();
    expect(screen.getByText('الجلسة')).toBeTruthy();
    expect(screen.getByText('rooms')).toBeTruthy();
  });
});
