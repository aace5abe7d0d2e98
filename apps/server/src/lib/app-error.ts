import { formatMessage, type ErrorCode, type FieldError } from '@dashboard/contracts';

/**
 * An error the client is meant to see: a status, a stable code and, for bad
 * input, the fields at fault. The error handler turns it into problem+json.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(formatMessage(code));
    this.name = 'AppError';
  }

  static badRequest(errors: FieldError[], code: ErrorCode = 'validation.invalid') {
    return new AppError(400, code, errors);
  }
  static field(status: number, path: string, code: ErrorCode, params?: FieldError['params']) {
    return new AppError(status, code, [{ path, code, ...(params ? { params } : {}) }]);
  }
  static unauthenticated() {
    return new AppError(401, 'auth.unauthenticated');
  }
  static forbidden() {
    return new AppError(403, 'auth.forbidden');
  }
  static notFound() {
    return new AppError(404, 'http.not_found');
  }
}
