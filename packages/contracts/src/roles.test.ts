import { describe, expect, it } from 'vitest';
import {
  apiPermissions,
  homeSectionsFor,
  isEntryActive,
  isKeyPermission,
  keyPermissions,
  roleAllowed,
  screenGuards,
  sidebarEntries,
  sidebarFor,
} from './roles.js';

describe('sidebar by role (spec section 6)', () => {
  it('shows the admin every entry but the teachers-only ratings', () => {
    const keys = sidebarFor('admin', 1).map((e) => e.key);
    expect(keys).toEqual(sidebarEntries.filter((e) => e.key !== 'ratings').map((e) => e.key));
    expect(keys).toHaveLength(21);
  });

  it('shows a support agent only lessons, lives, deleted subscriptions, students and discussion groups', () => {
    expect(new Set(sidebarFor('support-agent', 3).map((e) => e.key))).toEqual(
      new Set(['lessons', 'lives', 'deletedSubscriptions', 'students', 'discussionGroups']),
    );
  });

  it('shows a teacher those and curriculum, courses, comments, notifications and his own ratings', () => {
    const entries = sidebarFor('teacher', 42);
    expect(new Set(entries.map((e) => e.key))).toEqual(
      new Set([
        'lessons',
        'lives',
        'deletedSubscriptions',
        'students',
        'discussionGroups',
        'curriculum',
        'courses',
        'comments',
        'notifications',
        'ratings',
      ]),
    );
    expect(entries.find((e) => e.key === 'ratings')?.path).toBe('/teachers/42/rates');
  });
});

describe("home's sections by role", () => {
  it("offers a teacher the sidebar's entries and, after students, the teacher's own subscriptions", () => {
    const keys = homeSectionsFor('teacher', 42).map((e) => e.key);
    const sidebar = sidebarFor('teacher', 42).map((e) => e.key);
    const after = sidebar.indexOf('students') + 1;
    expect(keys).toEqual([...sidebar.slice(0, after), 'teacherSubscriptions', ...sidebar.slice(after)]);
    expect(homeSectionsFor('teacher', 42).find((e) => e.key === 'teacherSubscriptions')?.path).toBe(
      '/teacher/subscriptions',
    );
  });

  it('offers the other roles only the screens their guard lets them open: their sidebar', () => {
    for (const role of ['admin', 'support-agent'] as const) {
      expect(homeSectionsFor(role, 1)).toEqual(sidebarFor(role, 1));
    }
  });
});

describe('the active rule', () => {
  const entry = (path: string, exact = false) => ({ path, exact });
  it('is active on the path and under it', () => {
    expect(isEntryActive(entry('/levels'), '/levels')).toBe(true);
    expect(isEntryActive(entry('/levels'), '/levels/3/classes')).toBe(true);
    expect(isEntryActive(entry('/levels'), '/levels/')).toBe(true);
    expect(isEntryActive(entry('/levels'), '/levelsx')).toBe(false);
    const levels = sidebarEntries.find((e) => e.key === 'levels')!;
    expect(isEntryActive(levels, '/classes/4/systems')).toBe(true);
  });
  it('keeps /subscriptions and /notifications inactive on their sub-paths', () => {
    const subs = sidebarEntries.find((e) => e.key === 'subscriptions')!;
    const notes = sidebarEntries.find((e) => e.key === 'notifications')!;
    expect(isEntryActive(subs, '/subscriptions')).toBe(true);
    expect(isEntryActive(subs, '/subscriptions/deleted')).toBe(false);
    expect(isEntryActive(notes, '/notifications')).toBe(true);
    expect(isEntryActive(notes, '/notifications/5')).toBe(false);
    expect(isEntryActive(notes, '/notifications-admin')).toBe(false);
  });
});

describe('guards', () => {
  it('lets each guard through exactly the spec roles', () => {
    expect(roleAllowed('adminOnly', 'admin')).toBe(true);
    expect(roleAllowed('adminOnly', 'teacher')).toBe(false);
    expect(roleAllowed('adminAndAgent', 'support-agent')).toBe(true);
    expect(roleAllowed('adminAndAgent', 'teacher')).toBe(false);
    expect(roleAllowed('notAgent', 'teacher')).toBe(true);
    expect(roleAllowed('notAgent', 'support-agent')).toBe(false);
    expect(roleAllowed('teacherOnly', 'teacher')).toBe(true);
    expect(roleAllowed('teacherOnly', 'admin')).toBe(false);
    expect(roleAllowed('auth', null)).toBe(false);
    expect(roleAllowed('guest', null)).toBe(true);
    expect(roleAllowed('guest', 'admin')).toBe(false);
    expect(roleAllowed('public', null)).toBe(true);
  });

  it('guards every screen of the spec and every sidebar entry points at one', () => {
    // The spec's route table lists 57 paths; the API keys and audit log screens are ours, and so is a
    // curriculum's question bank (the spec's curriculum screen lists one, its route table only a course's).
    const ours = ['/settings/api-keys', '/audit-log', '/curriculum/:id/questions-bank'];
    expect(Object.keys(screenGuards).filter((p) => !ours.includes(p))).toHaveLength(57);
    for (const e of sidebarEntries) expect(screenGuards[e.screen]).toBeDefined();
    expect(
      Object.values(apiPermissions).every(
        (g) => g in { public: 1, auth: 1, adminOnly: 1, adminAndAgent: 1, notAgent: 1, teacherOnly: 1, keyOnly: 1 },
      ),
    ).toBe(true);
  });
});

describe('what an API key may hold', () => {
  it('is reads every staff member may make, what only a key may do, or a student’s redemption, never a staff-only permission', () => {
    for (const p of keyPermissions) {
      if (apiPermissions[p] === 'keyOnly') continue;
      // The student app redeems a code for its student; an admin may on a student's behalf too (issue 26).
      if (p === 'codes.redeem') {
        expect(apiPermissions[p]).toBe('adminOnly');
        continue;
      }
      expect(p, p).toMatch(/\.read$/);
      expect(apiPermissions[p], p).toBe('auth');
    }
    // A student's exam answers come from the student app alone: no staff role may hand them in.
    expect(apiPermissions['exams.submit']).toBe('keyOnly');
    expect(isKeyPermission('exams.submit')).toBe(true);
    for (const role of ['admin', 'teacher', 'support-agent'] as const) expect(roleAllowed('keyOnly', role)).toBe(false);
    const staffOnly = Object.keys(apiPermissions).filter((p) =>
      /^(settings|supportAgents|teachers|apiKeys|audit|profile|dashboard|auth|events|uploads|ratings)\./.test(p),
    );
    expect(staffOnly.length).toBeGreaterThan(10);
    for (const p of staffOnly) expect(isKeyPermission(p), p).toBe(false);
    expect(isKeyPermission('stages.write')).toBe(false);
    expect(isKeyPermission('nothing.read')).toBe(false);
  });

  it('keeps the settings sidebar entry active on the API keys screen under it', () => {
    const settings = sidebarEntries.find((e) => e.key === 'settings')!;
    expect(isEntryActive(settings, '/settings/api-keys')).toBe(true);
  });
});
