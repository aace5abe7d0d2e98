// The sign-in form's schema, in a chunk of its own: zod is fetched when the form is first checked
// (the app's prefetch, started as soon as the user touches the page, usually brings it sooner).
export { loginRequestSchema } from '@dashboard/contracts';
