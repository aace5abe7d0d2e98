import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';

/** Where the generated types live, beside this package's sources. */
export const schemaFile = new URL('../schema.d.ts', import.meta.url);

const header = `/**
 * The dashboard API's types, generated from its served OpenAPI document
 * (GET /api/docs/json) by openapi-typescript: \`npm run client:generate\`.
 * Do not edit: a server test fails when this file differs from what the
 * document generates now.
 */
`;

/**
 * The TypeScript types of an OpenAPI document, formatted as the repository
 * formats its code, so the checked-in file and a fresh run compare equal.
 */
export async function generateSchemaTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true });
  const source = header + astToString(ast);
  const options = await prettier.resolveConfig(schemaFile);
  return prettier.format(source, { ...options, parser: 'typescript' });
}
