import type {
  ApiKey,
  ApiKeyCreate,
  Class,
  ClassCreate,
  ClassUpdate,
  Specialization,
  SpecializationCreate,
  SpecializationUpdate,
  Stage,
  StageCreate,
  Subject,
  SubjectCreate,
  SubjectUpdate,
  SupportAgent,
  SupportAgentCreate,
  SupportAgentUpdate,
  System,
  SystemCreate,
  SystemUpdate,
  Teacher,
  TeacherCreate,
  TeacherUpdate,
} from '@dashboard/contracts';
import { defineResource } from './resource';

/*
 * Every API resource of the dashboard, in one place: a feature uses its own
 * and reads others' (a subject's class field reads `classes`), and a change
 * to one invalidates those that declare they show it.
 */

export const stages = defineResource<Stage, StageCreate>({
  path: 'stages',
  // A stage shows its class count.
  dependsOn: ['classes'],
});

export const classes = defineResource<Class, ClassCreate, ClassUpdate>({
  path: 'classes',
  // A class shows its stage's name and its systems' and specializations' counts.
  dependsOn: ['stages', 'systems', 'specializations'],
});

export const systems = defineResource<System, SystemCreate, SystemUpdate>({
  path: 'systems',
  dependsOn: ['classes'],
});

export const specializations = defineResource<Specialization, SpecializationCreate, SpecializationUpdate>({
  path: 'specializations',
  dependsOn: ['classes'],
});

export const subjects = defineResource<Subject, SubjectCreate, SubjectUpdate>({
  path: 'subjects',
  // A subject shows its classes (with their stages), its specialization and its teacher count.
  dependsOn: ['stages', 'classes', 'specializations', 'teachers'],
});

export const teachers = defineResource<Teacher, TeacherCreate, TeacherUpdate>({
  path: 'teachers',
  // A teacher shows the names of his or her subjects and classes.
  dependsOn: ['subjects', 'classes'],
});

export const supportAgents = defineResource<SupportAgent, SupportAgentCreate, SupportAgentUpdate>({
  path: 'support-agents',
});

/** The student app's keys (admins only); a create answers the key once, with the secret. */
export const apiKeys = defineResource<ApiKey, ApiKeyCreate>({ path: 'api-keys' });
