/**
 * `npm run admin:create`: adds an admin to the configured database (running
 * its migrations first). A real deployment gets no demo users, so this is how
 * its first account is made. It asks for the phone, the name and the password
 * in a terminal, or takes them from ADMIN_PHONE, ADMIN_NAME and ADMIN_PASSWORD.
 */
import readline from 'node:readline';
import { formatMessage, isErrorCode } from '@dashboard/contracts';
import { adminFromEnv, ConfigError, configFromEnv } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/create-dialect.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { AppError } from '../apps/server/src/lib/app-error.js';
import { createAdmin } from '../apps/server/src/modules/users/users.service.js';

type Field = 'phone' | 'name' | 'password';

/** Asks one question on the terminal; a password is not echoed. */
function ask(question: string, hidden: boolean): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    out._writeToOutput = (s: string) => {
      // Show the question, never what is typed after it.
      if (s.startsWith(question)) process.stdout.write(question);
      else if (s.includes('\n') || s.includes('\r')) process.stdout.write('\n');
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

async function details(): Promise<Record<Field, string>> {
  const given = adminFromEnv();
  const missing = (['phone', 'name', 'password'] as const).filter((f) => given[f] === undefined);
  if (missing.length && !process.stdin.isTTY) {
    throw new ConfigError(
      `set ${missing.map((f) => `ADMIN_${f.toUpperCase()}`).join(', ')}, or run npm run admin:create in a terminal`,
    );
  }
  const phone = given.phone ?? (await ask('Phone (01xxxxxxxxx): ', false));
  const name = given.name ?? (await ask('Name: ', false));
  let password = given.password;
  if (password === undefined) {
    password = await ask('Password (8 to 128 characters): ', true);
    if ((await ask('Password again: ', true)) !== password) throw new ConfigError('the two passwords differ');
  }
  return { phone, name, password };
}

async function main(): Promise<number> {
  const config = configFromEnv();
  const input = await details();
  const { db, dialect } = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const admin = await createAdmin(db, input);
    console.log(`Admin ${admin.name} (${admin.phone}) added to the ${dialect} database; sign in with this phone.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof AppError) {
      const lines = err.errors?.length
        ? err.errors.map((e) => `  ${e.path}: ${isErrorCode(e.code) ? formatMessage(e.code, e.params) : e.code}`)
        : [`  ${err.message}`];
      console.error(['No admin added:', ...lines].join('\n'));
    } else if (err instanceof ConfigError) {
      console.error(`No admin added: ${err.message}`);
    } else {
      console.error(err);
    }
    process.exit(1);
  },
);
