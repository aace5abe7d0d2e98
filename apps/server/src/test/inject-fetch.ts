import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * A `fetch` that hands each request to `app.inject`: a client made for the
 * network (openapi-fetch) talks to the app in the test's process, through
 * the whole request cycle, without a port.
 */
export function injectFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of ([] as unknown[]).concat(value ?? [])) headers.append(name, String(one));
    }
    // A Response may carry no body for these, not even an empty one.
    const bodiless = request.method === 'HEAD' || [204, 205, 304].includes(res.statusCode);
    return new Response(bodiless ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
