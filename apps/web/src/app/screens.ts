import type { ScreenPath } from '@dashboard/contracts';
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

export interface Screen {
  /** Catalogue key of the title, under `screens.` */
  key: string;
  /** The screen above it in the breadcrumb (home is always first). */
  parent?: ScreenPath;
  /** The page itself; screens a later piece of work builds show their title and breadcrumb only. */
  load?: Loader;
  /** A teacher may open it only with his or her own id in this parameter. */
  ownerParam?: string;
}

/** Every screen of the spec, with its title key, breadcrumb parent and page. */
export const screens: Record<ScreenPath, Screen> = {
  '/': { key: 'home', load: () => import('../features/home/routes/home') },
  '/login': { key: 'login', load: () => import('../features/auth/routes/login') },
  '/reset-password': { key: 'resetPassword', load: () => import('../features/auth/routes/reset-password') },
  '/profile': { key: 'profile', load: () => import('../features/profile/routes/profile') },
  '/settings': { key: 'settings', load: () => import('../features/settings/routes/settings') },
  '/settings/api-keys': {
    key: 'apiKeys',
    parent: '/settings',
    load: () => import('../features/api-keys/routes/api-keys-list'),
  },
  '/audit-log': { key: 'auditLog', load: () => import('../features/audit-log/routes/audit-log') },
  '/show-pdf': { key: 'showPdf' },
  '/test': { key: 'test' },
  '/categories': { key: 'subjects', load: () => import('../features/subjects/routes/subjects-list') },
  '/categories/add': {
    key: 'addSubject',
    parent: '/categories',
    load: () => import('../features/subjects/routes/add-subject'),
  },
  '/categories/:id': {
    key: 'subject',
    parent: '/categories',
    load: () => import('../features/subjects/routes/subject-detail'),
  },
  '/codes': { key: 'secretCodes' },
  '/codes/add': { key: 'generateCodes', parent: '/codes' },
  '/codes/add_new': { key: 'newCodes', parent: '/codes' },
  '/comments': { key: 'comments' },
  '/comments/:id': { key: 'comment', parent: '/comments' },
  '/courses': { key: 'courses' },
  '/courses/add': { key: 'addCourse', parent: '/courses' },
  '/courses/:id': { key: 'course', parent: '/courses' },
  '/courses/:id/edit': { key: 'editCourse', parent: '/courses/:id' },
  '/courses/:id/questions-bank': { key: 'questionBank', parent: '/courses/:id' },
  '/curriculum': { key: 'curricula' },
  '/curriculum/add': { key: 'addCurriculum', parent: '/curriculum' },
  '/curriculum/:id': { key: 'curriculum', parent: '/curriculum' },
  '/curriculum/:id/edit': { key: 'editCurriculum', parent: '/curriculum/:id' },
  '/discussion-group': { key: 'discussionGroups' },
  '/discussion-group/:id': { key: 'discussionGroup', parent: '/discussion-group' },
  '/discussion-group/:id?/add': { key: 'addDiscussionGroup', parent: '/discussion-group' },
  '/exams/:id': { key: 'exam' },
  '/exams/:id?/results': { key: 'examResults', parent: '/exams/:id' },
  '/exams/:id?/solutions': { key: 'examSolutions', parent: '/exams/:id' },
  '/lessons': { key: 'lessons' },
  '/lessons/:id': { key: 'lesson', parent: '/lessons' },
  '/lessons/:id/index2': { key: 'lessonContent', parent: '/lessons/:id' },
  '/levels': { key: 'levels', load: () => import('../features/stages/routes/stages-list') },
  '/levels/add': { key: 'addLevel', parent: '/levels', load: () => import('../features/stages/routes/add-stage') },
  '/levels/:id/classes': {
    key: 'classes',
    parent: '/levels',
    load: () => import('../features/classes/routes/classes-list'),
  },
  '/classes/:id?/systems': { key: 'systems', parent: '/levels', load: () => import('./routes/class-systems') },
  '/lives': { key: 'lives' },
  '/notifications': { key: 'notifications' },
  '/notifications-admin': { key: 'sendNotifications' },
  '/payments': { key: 'payments' },
  '/promo-codes': { key: 'promoCodes' },
  '/students': { key: 'students' },
  '/students/:id': { key: 'student', parent: '/students' },
  '/subscriptions': { key: 'subscriptions' },
  '/subscriptions/deleted': { key: 'deletedSubscriptions' },
  '/subscriptions-codes': { key: 'subscriptionCodes' },
  '/subscriptions-codes/add': { key: 'addCodeGroup', parent: '/subscriptions-codes' },
  '/subscriptions-codes/:id': { key: 'codeGroup', parent: '/subscriptions-codes' },
  '/subscriptions-codes/:id/add': { key: 'addCodesToGroup', parent: '/subscriptions-codes/:id' },
  '/support-agent': {
    key: 'supportAgents',
    load: () => import('../features/support-agents/routes/support-agents-list'),
  },
  '/support-agent/add': {
    key: 'addSupportAgent',
    parent: '/support-agent',
    load: () => import('../features/support-agents/routes/add-support-agent'),
  },
  '/teacher/subscriptions': { key: 'teacherSubscriptions' },
  '/teachers': { key: 'teachers', load: () => import('../features/teachers/routes/teachers-list') },
  '/teachers/add': {
    key: 'addTeacher',
    parent: '/teachers',
    load: () => import('../features/teachers/routes/add-teacher'),
  },
  '/teachers/:id/rates': {
    key: 'ratings',
    parent: '/teachers',
    ownerParam: 'id',
    load: () => import('../features/teachers/routes/teacher-ratings'),
  },
  '/units/:id': { key: 'unit', parent: '/curriculum' },
};
