/**
 * The API client and its error type, loaded on the first call: a page that only draws what
 * the server sent carries neither, nor zod, which the client checks answers with.
 */
export async function loadApi() {
  const [{ callApi }, { ApiError }] = await Promise.all([import('./web-api'), import('./client')]);
  return { callApi, ApiError };
}
