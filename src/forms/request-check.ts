import { WEB_API, type WebApi } from '../schema/web-api';
import type { FieldProblem } from '../api/client';

/**
 * Checks a form's body against the very schema the server parses the call with, before it
 * is sent, so the shopper reads the server's messages without a round trip. The schema loads
 * when the form is first sent (the call table holds no zod), never with the page.
 * Answers the problems by field, as the server's 400 would name them.
 */
export async function checkRequest(name: keyof WebApi, body: unknown): Promise<FieldProblem[]> {
  const { request } = await WEB_API[name].schemas();
  const parsed = await request.safeParseAsync(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
