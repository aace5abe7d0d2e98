import { describe, expect, it } from 'vitest';
import { PHONE_INPUT_PATTERN, userPhoneSchema } from './profile.js';

/**
 * The OpenAPI document shows `PHONE_INPUT_PATTERN` for a phone number a
 * request sends; the server checks `userPhoneSchema`. An integrator's
 * validator and the server must agree on every number.
 */
describe('the phone pattern the document shows', () => {
  const pattern = new RegExp(PHONE_INPUT_PATTERN);
  const accepted = [
    '01012345678',
    '010 1234 5678',
    '010-1234-5678',
    '(010) 1234.5678',
    '+201012345678',
    '201012345678',
    '00201012345678',
    '+20 10 1234 5678',
    '٠١٠١٢٣٤٥٦٧٨',
    '۰۱۰۱۲۳۴۵۶۷۸',
    '+٢٠١٠١٢٣٤٥٦٧٨',
    ' 01012345678 ',
    '+01012345678',
  ];
  const refused = [
    '',
    '0101234567',
    '010123456789',
    '11012345678',
    '02012345678',
    '+2001012345678',
    '2001012345678',
    '0020 01012345678',
    '0101234567a',
    '++201012345678',
    '01012345678+',
    '٠١٠١٢٣٤٥٦٧',
    '0x1012345678',
    '010_1234_5678',
  ];

  it.each(accepted)('takes %j, as the server does', (phone) => {
    expect(pattern.test(phone)).toBe(true);
    expect(userPhoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each(refused)('refuses %j, as the server does', (phone) => {
    expect(pattern.test(phone)).toBe(false);
    expect(userPhoneSchema.safeParse(phone).success).toBe(false);
  });
});
