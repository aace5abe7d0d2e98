/**
 * Stable error codes the API answers with, and the English text of each.
 * The client turns a code into the user's language through the `errors.*`
 * keys of its catalogues; the server sends the English text as `message`.
 */
export const errorMessages = {
  'validation.required': 'This field is required',
  'validation.number': 'Must be a number',
  'validation.integer': 'Must be a whole number written in digits',
  'validation.email': 'Must be a valid email',
  'validation.min': 'Must be at least {min} characters',
  'validation.max': 'Must be less than {max} characters',
  'validation.min_value': 'Must be at least {min}',
  'validation.max_value': 'Must be at most {max}',
  'validation.invalid': 'This value is not valid',
  'validation.phone': 'Must be a valid mobile number (01 and 9 digits)',
  'validation.unknown_field': 'This field is not allowed',
  'validation.malformed_body': 'The request body is not valid JSON',
  'validation.unsupported_media_type': 'This content type is not supported',
  'validation.body_too_large': 'The request is too large',
  'auth.phone_required': 'Phone number is required',
  'auth.password_required': 'Password is required',
  'auth.invalid_credentials': 'Please check your email and password',
  'auth.account_disabled': 'This account is disabled',
  'auth.unauthenticated': 'Please sign in again',
  'auth.forbidden': 'Access denied',
  'auth.not_owner': 'You can only see your own records',
  'auth.too_many_attempts': 'Too many failed attempts, try again later',
  'auth.invalid_key': 'This API key is not valid or has been revoked',
  'validation.duplicate': 'This value is already used',
  'resource.not_found': 'This item could not be found',
  'resource.in_use': 'This item is in use and cannot be deleted',
  'stage.code_taken': 'This code is already used by another stage',
  'stage.in_use': 'This academic stage has classes: delete them first',
  'class.in_use': 'This class is in use and cannot be deleted',
  'system.in_use': 'This educational system is in use and cannot be deleted',
  'specialization.in_use': 'This specialization is in use and cannot be deleted',
  'subject.code_taken': 'This code is already used by another subject',
  'subject.in_use': 'Cannot delete this subject',
  'subject.specialization_mismatch': 'The specialization must belong to one of the chosen classes',
  'user.taken': 'Email or phone number is already registered',
  'user.wrong_password': 'The current password is not correct',
  'user.name_required': 'Name is required',
  'user.email_required': 'Email is required',
  'user.joined_in_future': 'The join date cannot be in the future',
  'apiKey.permission_not_allowed': 'An API key cannot be given this permission',
  'upload.type': 'Only PNG, JPEG or WebP images are accepted',
  'upload.size': 'The image must be 2 MB or smaller',
  'upload.missing': 'Choose a file to upload',
  'http.not_found': 'This page could not be found',
  'http.method_not_allowed': 'This method is not allowed here',
  'http.too_many_requests': 'Too many requests, slow down',
  'http.bad_request': 'The request could not be read',
  'http.headers_too_large': 'The address or the headers of the request are too long',
  'http.request_timeout': 'The request took too long to arrive',
  'server.error': 'Something went wrong!',
  'server.unavailable': 'An error occurred!',
} as const;

/** Every error code the API can answer with. */
export type ErrorCode = keyof typeof errorMessages;

/** Fills `{name}` placeholders of an English message. */
export function formatMessage(code: ErrorCode, params: Record<string, unknown> = {}): string {
  return errorMessages[code].replace(/\{(\w+)\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{${name}}`,
  );
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorMessages, code);
}
