import { z } from 'zod';

/**
 * Every zod issue, anywhere, carries one of our error codes as its message,
 * so the server can answer with stable codes and the client can translate
 * the same schema's errors in a form. A schema may still name a more precise
 * code (for example `auth.phone_required`).
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return 'validation.required';
        if (issue.expected === 'number' || issue.expected === 'int') return 'validation.number';
        return 'validation.invalid';
      case 'too_small':
        if (issue.origin === 'string') {
          return issue.input === '' || Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.min';
        }
        if (issue.origin === 'array' || issue.origin === 'set') return 'validation.required';
        return 'validation.min_value';
      case 'too_big':
        return issue.origin === 'string' ? 'validation.max' : 'validation.max_value';
      case 'invalid_value':
        // One of a few values (an enum, a literal): missing is "This field is required".
        return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
      case 'invalid_format':
        return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
      case 'unrecognized_keys':
        return 'validation.unknown_field';
      default:
        return 'validation.invalid';
    }
  },
});

export { z };
