// No zod in this module (the role's schema is in auth.ts): the web app's sign-in page reads the
// screens' guards without loading any schema.

/** The staff roles. The role is always read from the database, never from a request. */
export const roles = ['admin', 'teacher', 'support-agent'] as const;
export type Role = (typeof roles)[number];

/**
 * The spec's guards, as the roles each lets through. `public` lets anybody
 * through; `guest` (the spec's loggedIn guard) lets only a signed-out visitor
 * through and sends a signed-in user home.
 */
export const guardRoles = {
  auth: ['admin', 'teacher', 'support-agent'],
  adminOnly: ['admin'],
  adminAndAgent: ['admin', 'support-agent'],
  notAgent: ['admin', 'teacher'],
  teacherOnly: ['teacher'],
  // No staff role: only an API key given the permission (the student app handing in an exam).
  keyOnly: [],
} as const satisfies Record<string, readonly Role[]>;

export type RoleGuard = keyof typeof guardRoles;
export type Guard = RoleGuard | 'public' | 'guest';

/** Whether a signed-in user of `role` passes `guard`. */
export function roleAllowed(guard: Guard, role: Role | null): boolean {
  if (guard === 'public') return true;
  if (guard === 'guest') return role === null;
  if (role === null) return false;
  return (guardRoles[guard] as readonly Role[]).includes(role);
}

/**
 * The API's permission matrix: every route of the server names one of these
 * in its `config.permission`, and a route without one stops the server from
 * starting. A permission names the guard it needs; ownership (a teacher's own
 * content) is checked by the service on top of it.
 */
export const apiPermissions = {
  'health.read': 'public',
  'auth.login': 'public',
  'auth.logout': 'auth',
  'profile.read': 'auth',
  'events.subscribe': 'auth',
  'uploads.read': 'auth',
  'uploads.create': 'auth',
  'profile.update': 'auth',
  'dashboard.read': 'adminOnly',
  // Academic structure: the student app and integrators read it; only admins change it.
  'stages.read': 'auth',
  'stages.write': 'adminOnly',
  'classes.read': 'auth',
  'classes.write': 'adminOnly',
  'systems.read': 'auth',
  'systems.write': 'adminOnly',
  'specializations.read': 'auth',
  'specializations.write': 'adminOnly',
  'subjects.read': 'auth',
  'subjects.write': 'adminOnly',
  // Teaching content: a teacher reads and changes his or her own (the service checks), an admin all;
  // support agents read lessons.
  'curricula.read': 'notAgent',
  'curricula.write': 'notAgent',
  'units.read': 'notAgent',
  'units.write': 'notAgent',
  'lessons.read': 'auth',
  'lessons.write': 'notAgent',
  'courses.read': 'notAgent',
  'courses.write': 'notAgent',
  'questions.read': 'notAgent',
  'questions.write': 'notAgent',
  'exams.read': 'notAgent',
  'exams.write': 'notAgent',
  // A student's answers, handed in by the student app: an API key only, never a staff session.
  'exams.submit': 'keyOnly',
  // Students: every role reads them (a teacher those of the classes he or she teaches, without their
  // wallets: the service checks); only admins change them and move their money.
  'students.read': 'auth',
  'students.write': 'adminOnly',
  'wallets.read': 'adminAndAgent',
  'wallets.write': 'adminOnly',
  'teachers.read': 'adminOnly',
  'teachers.write': 'adminOnly',
  // A teacher reads his or her own ratings only; the service checks the id.
  'ratings.read': 'notAgent',
  'supportAgents.read': 'adminOnly',
  'supportAgents.write': 'adminOnly',
  // Promo codes: admins only; a subscription takes a use through the service, not a route of its own.
  'promoCodes.read': 'adminOnly',
  'promoCodes.write': 'adminOnly',
  // Subscriptions: a teacher reads those to his or her own content (the service checks), a support agent
  // only the deleted ones; only admins add, renew, delete and restore them.
  'subscriptions.read': 'notAgent',
  'subscriptions.readDeleted': 'auth',
  'subscriptions.write': 'adminOnly',
  // The payments report: admins only.
  'payments.read': 'adminOnly',
  // Secret codes and code groups: admins make and read them; a code is redeemed by the student app (an API key
  // given `codes.redeem`) or by an admin on a student's behalf.
  'codes.read': 'adminOnly',
  'codes.write': 'adminOnly',
  'codes.redeem': 'adminOnly',
  'codeGroups.read': 'adminOnly',
  'codeGroups.write': 'adminOnly',
  'settings.read': 'auth',
  'settings.write': 'adminOnly',
  // API keys of the student app and other services: staff-only, whatever a key holds.
  'apiKeys.read': 'adminOnly',
  'apiKeys.write': 'adminOnly',
  // The audit trail: admins only, and never an API key (not in `keyPermissions`).
  'audit.read': 'adminOnly',
} as const satisfies Record<string, Guard>;

export type Permission = keyof typeof apiPermissions;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(apiPermissions, value);
}

/**
 * The permissions an API key (a `service` principal: the student app, another
 * of the platform's services) may be given, in the order the screen lists
 * them. Every other permission is staff-only: settings, staff, keys, the
 * audit log, profile, dashboard, uploads, sessions. A key is refused one at
 * creation (400 naming the field) and at every request (403), whatever is
 * stored for it. Like a role, a key is default-deny: it reaches what it was
 * given from this list and nothing else.
 */
export const keyPermissions = [
  'stages.read',
  'classes.read',
  'systems.read',
  'specializations.read',
  'subjects.read',
  'exams.submit',
  'codes.redeem',
] as const satisfies readonly Permission[];

export type KeyPermission = (typeof keyPermissions)[number];

export function isKeyPermission(value: unknown): value is KeyPermission {
  return typeof value === 'string' && (keyPermissions as readonly string[]).includes(value);
}

/**
 * Every screen of the spec and the guard that protects it (patterns in React
 * Router syntax). The client's route guards and the sidebar read this table.
 */
export const screenGuards = {
  '/': 'auth',
  '/login': 'guest',
  '/reset-password': 'guest',
  '/profile': 'auth',
  '/settings': 'adminOnly',
  // Ours, beyond the spec's table: the student app's keys, under the settings.
  '/settings/api-keys': 'adminOnly',
  // Ours too: the audit trail of every write, sign-in and export.
  '/audit-log': 'adminOnly',
  '/show-pdf': 'auth',
  '/test': 'auth',
  '/categories': 'adminOnly',
  '/categories/add': 'adminOnly',
  '/categories/:id': 'adminOnly',
  '/codes': 'adminOnly',
  '/codes/add': 'adminOnly',
  '/codes/add_new': 'adminOnly',
  '/comments': 'notAgent',
  '/comments/:id': 'notAgent',
  '/courses': 'notAgent',
  '/courses/add': 'notAgent',
  '/courses/:id': 'notAgent',
  '/courses/:id/edit': 'notAgent',
  '/courses/:id/questions-bank': 'notAgent',
  '/curriculum': 'notAgent',
  '/curriculum/add': 'notAgent',
  '/curriculum/:id': 'notAgent',
  '/curriculum/:id/edit': 'notAgent',
  '/curriculum/:id/questions-bank': 'notAgent',
  '/discussion-group': 'auth',
  '/discussion-group/:id': 'auth',
  '/discussion-group/:id?/add': 'auth',
  '/exams/:id': 'notAgent',
  '/exams/:id?/results': 'notAgent',
  '/exams/:id?/solutions': 'notAgent',
  '/lessons': 'auth',
  '/lessons/:id': 'auth',
  '/lessons/:id/index2': 'auth',
  '/levels': 'adminOnly',
  '/levels/add': 'adminOnly',
  '/levels/:id/classes': 'adminOnly',
  '/classes/:id?/systems': 'adminOnly',
  '/lives': 'auth',
  '/notifications': 'notAgent',
  '/notifications-admin': 'adminOnly',
  '/payments': 'adminOnly',
  '/promo-codes': 'adminOnly',
  '/students': 'auth',
  '/students/:id': 'auth',
  '/subscriptions': 'adminOnly',
  '/subscriptions/deleted': 'auth',
  '/subscriptions-codes': 'adminOnly',
  '/subscriptions-codes/add': 'adminOnly',
  '/subscriptions-codes/:id': 'adminOnly',
  '/subscriptions-codes/:id/add': 'adminOnly',
  '/support-agent': 'adminOnly',
  '/support-agent/add': 'adminOnly',
  '/teacher/subscriptions': 'teacherOnly',
  '/teachers': 'adminOnly',
  '/teachers/add': 'adminOnly',
  // A teacher may open only his or her own ratings; the page and the API check the id.
  '/teachers/:id/rates': 'notAgent',
  '/units/:id': 'notAgent',
} as const satisfies Record<string, Guard>;

export type ScreenPath = keyof typeof screenGuards;

/** One entry of the sidebar: the key of its label and the screen it opens. */
export interface SidebarEntry {
  key: string;
  path: string;
  screen: ScreenPath;
  /** Shown only to these roles when narrower than the screen's guard. */
  only?: readonly Role[];
  /** Active only on the exact path, not on its sub-paths (spec section 2). */
  exact?: boolean;
  /** Other paths that belong to the entry (a stage's classes live under /classes). */
  alsoUnder?: readonly string[];
}

/** The sidebar in the order it is drawn. Logout is drawn after these. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { key: 'levels', path: '/levels', screen: '/levels', alsoUnder: ['/classes'] },
  { key: 'subjects', path: '/categories', screen: '/categories' },
  { key: 'curriculum', path: '/curriculum', screen: '/curriculum' },
  { key: 'lessons', path: '/lessons', screen: '/lessons' },
  { key: 'courses', path: '/courses', screen: '/courses' },
  { key: 'lives', path: '/lives', screen: '/lives' },
  { key: 'students', path: '/students', screen: '/students' },
  { key: 'subscriptions', path: '/subscriptions', screen: '/subscriptions', exact: true },
  { key: 'deletedSubscriptions', path: '/subscriptions/deleted', screen: '/subscriptions/deleted' },
  { key: 'teachers', path: '/teachers', screen: '/teachers' },
  { key: 'ratings', path: '/teachers/{id}/rates', screen: '/teachers/:id/rates', only: ['teacher'] },
  { key: 'supportAgents', path: '/support-agent', screen: '/support-agent' },
  { key: 'discussionGroups', path: '/discussion-group', screen: '/discussion-group' },
  { key: 'comments', path: '/comments', screen: '/comments' },
  { key: 'notifications', path: '/notifications', screen: '/notifications', exact: true },
  { key: 'sendNotifications', path: '/notifications-admin', screen: '/notifications-admin' },
  { key: 'secretCodes', path: '/codes', screen: '/codes' },
  { key: 'subscriptionCodes', path: '/subscriptions-codes', screen: '/subscriptions-codes' },
  { key: 'promoCodes', path: '/promo-codes', screen: '/promo-codes' },
  { key: 'payments', path: '/payments', screen: '/payments' },
  { key: 'settings', path: '/settings', screen: '/settings' },
  { key: 'auditLog', path: '/audit-log', screen: '/audit-log' },
];

/** Those of `entries` a user of `role` sees, with `{id}` filled in with the user's own id. */
function entriesFor(entries: readonly SidebarEntry[], role: Role, userId: number): SidebarEntry[] {
  return entries
    .filter((e) => roleAllowed(screenGuards[e.screen], role) && (!e.only || e.only.includes(role)))
    .map((e) => ({ ...e, path: e.path.replace('{id}', String(userId)) }));
}

/** The sidebar a user sees. */
export function sidebarFor(role: Role, userId: number): SidebarEntry[] {
  return entriesFor(sidebarEntries, role, userId);
}

/**
 * Home's sections: the sidebar's entries, and after students a screen none of them names. Spec
 * section 6 lists a teacher's entries, and none opens the teacher's own subscriptions.
 */
const homeEntries: readonly SidebarEntry[] = sidebarEntries.flatMap((e) =>
  e.key === 'students'
    ? [e, { key: 'teacherSubscriptions', path: '/teacher/subscriptions', screen: '/teacher/subscriptions' }]
    : [e],
);

/** The sections a user's home offers: the sidebar's entries, and the role's screens no entry names. */
export function homeSectionsFor(role: Role, userId: number): SidebarEntry[] {
  return entriesFor(homeEntries, role, userId);
}

/** The spec's active rule: the path or under it, except for exact entries. */
export function isEntryActive(entry: Pick<SidebarEntry, 'path' | 'exact' | 'alsoUnder'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === entry.path) return true;
  if (entry.exact) return false;
  return [entry.path, ...(entry.alsoUnder ?? [])].some((p) => path === p || path.startsWith(p + '/'));
}
