import { createApiClient, type ApiClient, type ClientOptions } from './index.js';

/** What an integrator's first session does: sign in, list, add, read back. */
export interface StageWorkflowResult {
  /** The stages listed before the new one was added. */
  listedBefore: number;
  created: { id: number; code: string; name_en: string };
  readBack: { id: number; code: string; name_en: string; class_count: number };
}

/** Fails with the problem the API answered, so a broken step says which one. */
function must<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${step}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

/**
 * Signs in by phone and password, lists the academic stages, adds one and
 * reads it back, through the generated client only: every path, parameter,
 * body and answer below is checked by the compiler against the document.
 */
export async function stageWorkflow(
  options: ClientOptions,
  credentials: { phone: string; password: string },
  stage: { code: string; name_ar: string; name_en: string },
): Promise<StageWorkflowResult> {
  const anonymous: ApiClient = createApiClient(options);
  const session = must('sign in', await anonymous.POST('/api/v1/login-phone', { body: credentials }));

  const client = createApiClient({ ...options, headers: { authorization: `Bearer ${session.token}` } });
  const page = must(
    'list stages',
    await client.GET('/api/v1/stages', { params: { query: { page: 1, pageSize: 100, sort: 'code' } } }),
  );
  const created = must('add a stage', await client.POST('/api/v1/stages', { body: { ...stage, sort_order: 7 } }));
  const readBack = must(
    'read the stage back',
    await client.GET('/api/v1/stages/{id}', { params: { path: { id: created.id } } }),
  );
  return {
    listedBefore: page.total,
    created: { id: created.id, code: created.code, name_en: created.name_en },
    readBack: { id: readBack.id, code: readBack.code, name_en: readBack.name_en, class_count: readBack.class_count },
  };
}
