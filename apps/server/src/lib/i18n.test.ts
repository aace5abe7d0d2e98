import { describe, expect, it } from 'vitest';
import { acceptedLanguage, entityName, problemMessage, translate } from './i18n.js';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-EG', 'ar'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['en;q=0.5, ar;q=0.9', 'ar'],
    ['fr-FR, ar;q=0.1', 'ar'],
    ['fr, de', 'en'],
    ['ar;q=0', 'en'],
    ['*', 'en'],
    ['*;q=0.5, ar', 'ar'],
    ['en;q=0, *;q=0.1', 'ar'],
    [';;;q=x,,', 'en'],
    ['ar;q=abc', 'en'],
  ])('%o → %s', (header, lang) => {
    expect(acceptedLanguage({ 'accept-language': header })).toBe(lang);
  });
});

describe('problem messages', () => {
  it('are the contracts’ English text, or the Arabic catalogue’s with Arabic-Indic digits', () => {
    expect(problemMessage('en', 'validation.min', { min: 2 })).toBe('Must be at least 2 characters');
    expect(problemMessage('ar', 'validation.min', { min: 2 })).toBe('يجب ألا يقل عن ٢ أحرف');
    expect(problemMessage('ar', 'auth.forbidden')).toBe('تم رفض الوصول');
  });
});

describe('catalogue texts (exports’ headings and values)', () => {
  it('fill `{n}` as given and `{n, number}` in the language’s digits', () => {
    expect(translate('en', 'questions:fields.option', { number: 12 })).toBe('Option 12');
    expect(translate('ar', 'questions:fields.option', { number: 12 })).toBe('الاختيار ١٢');
    expect(translate('ar', 'exam-results:duration', { minutes: 11, seconds: 4 })).toBe('١١ د ٤ ث');
    expect(translate('ar', 'questions:fields.option')).toBe('الاختيار {number, number}');
  });
});

describe('entity names (the audit log’s)', () => {
  it('come from the entity’s own namespace, else the audit log catalogue, else the path', () => {
    expect(entityName('en', 'support-agents')).toBe('Support agents');
    expect(entityName('ar', 'stages')).toBe('المراحل الدراسية');
    expect(entityName('en', 'sessions')).toBe('Session');
    // `settings` has a namespace but no title of its own.
    expect(entityName('en', 'settings')).toBe('General settings');
    expect(entityName('en', 'rooms')).toBe('rooms');
    expect(entityName('en', '../common')).toBe('../common');
  });
});
