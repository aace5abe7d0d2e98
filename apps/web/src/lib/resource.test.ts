import {
  classesResource,
  stagesResource,
  subjectsResource,
  supportAgentsResource,
  systemsResource,
  teachersResource,
  type ApiResource,
} from '@dashboard/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from './audit-log';
import { defineResource, invalidateResource, stalePaths } from './resource';

const stages = defineResource(stagesResource);
const classes = defineResource(classesResource);
const systems = defineResource(systemsResource);
const subjects = defineResource(subjectsResource);
const teachers = defineResource(teachersResource);
const supportAgents = defineResource(supportAgentsResource);

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

function clientWith(keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { items: [] });
  return client;
}

describe('resource keys', () => {
  it('start with the resource path, so one prefix covers every query of it', () => {
    expect(classes.keys.list({ page: 1 })).toEqual(['classes', 'list', { page: 1 }]);
    expect(classes.keys.one(7)).toEqual(['classes', 'one', '7']);
    // The same id from a route parameter and from a row is the same key.
    expect(classes.keys.one('7')).toEqual(classes.keys.one(7));
    expect(classes.optionsQuery({ q: 'x' }).queryKey).toEqual([
      'classes',
      'options',
      { page: 1, pageSize: 20, q: 'x' },
    ]);
    expect(teachers.keys.sub('ratings', '3', {})).toEqual(['teachers', 'ratings', '3', {}]);
  });
});

describe('invalidation', () => {
  it('marks every key of the changed resource stale: lists, items and option lists alike', async () => {
    const keys = [classes.keys.list({ page: 1 }), classes.keys.one(1), classes.optionsQuery({}).queryKey];
    const client = clientWith(keys);
    await invalidateResource(client, 'classes');
    for (const key of keys) expect(stale(client, key)).toBe(true);
  });

  it('marks stale the resources that declare they depend on it, and no other', async () => {
    const client = clientWith([
      stages.keys.list({}),
      systems.optionsQuery({}).queryKey,
      subjects.keys.one(2),
      teachers.keys.list({}),
      supportAgents.keys.list({}),
    ]);
    await invalidateResource(client, 'classes');
    expect(stale(client, stages.keys.list({}))).toBe(true);
    expect(stale(client, systems.optionsQuery({}).queryKey)).toBe(true);
    expect(stale(client, subjects.keys.one(2))).toBe(true);
    expect(stale(client, teachers.keys.list({}))).toBe(true);
    expect(stale(client, supportAgents.keys.list({}))).toBe(false);
  });

  it('leaves alone what does not show the changed resource', async () => {
    const client = clientWith([classes.keys.list({}), stages.keys.list({})]);
    await invalidateResource(client, 'support-agents');
    expect(stale(client, classes.keys.list({}))).toBe(false);
    expect(stale(client, stages.keys.list({}))).toBe(false);
  });

  it('marks the audit log stale on every change, a resource no list names included', async () => {
    // Declared the way a new entity's contract declares it, after everything else: no shared list names it.
    const roomsResource: ApiResource = { path: 'rooms', dependsOn: ['stages'] };
    const rooms = defineResource(roomsResource);
    const log = auditLog.keys.sub('pages', {});
    for (const path of ['stages', 'support-agents', 'api-keys', 'rooms']) {
      const client = clientWith([log, rooms.keys.list({})]);
      await invalidateResource(client, path);
      expect(stale(client, log), path).toBe(true);
    }
    expect(stalePaths('rooms')).toEqual(['rooms', 'audit-log']);
  });

  it('finds a new resource’s dependencies through the registry: a change to what it shows reaches it', async () => {
    const lessonsResource: ApiResource = { path: 'lessons', dependsOn: ['subjects'] };
    const lessons = defineResource(lessonsResource);
    const client = clientWith([lessons.keys.one(3), stages.keys.list({})]);
    await invalidateResource(client, 'subjects');
    expect(stale(client, lessons.keys.one(3))).toBe(true);
    expect(stale(client, stages.keys.list({}))).toBe(false);
    // What the new resource shows changes nothing it does not show.
    const other = clientWith([lessons.keys.one(3)]);
    await invalidateResource(other, 'teachers');
    expect(stale(other, lessons.keys.one(3))).toBe(false);
  });

  it('gives one resource for one declaration, wherever a feature makes it', () => {
    expect(defineResource(classesResource)).toBe(classes);
  });

  it('marks the excepted key stale without asking for it again (a deleted item’s page)', async () => {
    const client = new QueryClient();
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: subjects.keys.one(5),
      queryFn: () => Promise.resolve({ id: 5, asked: ++asked }),
    });
    // An active observer refetches what is invalidated.
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeTruthy());
    await invalidateResource(client, 'subjects', subjects.keys.one(5));
    expect(stale(client, subjects.keys.one(5))).toBe(true);
    expect(asked).toBe(1);
    await invalidateResource(client, 'subjects');
    expect(asked).toBe(2);
    unsubscribe();
  });
});
