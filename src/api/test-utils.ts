import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import i18next from 'i18next';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import zhHK from '../../locales/zh-HK.json';
import type { TranslatedLocale } from '../schema/languages';
import { API_BASE_PATH } from './client';

/*
 * Test helpers for the API modules: a real HTTP server on a free local port that answers as a
 * test tells it to, and the global i18next instance fed the real locale files, so the
 * asserted toasts are the texts shoppers read.
 */

export type RecordedRequest = {
  method: string;
  /** The path below /api/web. */
  path: string;
  headers: Headers;
  contentType: string;
  /** The JSON body, when there was one. */
  json: unknown;
  /** The multipart body, when there was one. */
  form: FormData | null;
};

export type TestApiServer = {
  /** The absolute /api/web address to configure the client with. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** How the server answers from now on; the default is a successful envelope with null data. */
  answer(handler: (request: RecordedRequest) => Response | Promise<Response>): void;
  close(): Promise<void>;
};

/** A success or failure envelope as the shop server writes it. */
export function envelope(code: number, data: unknown = null, msg = '', status = 200): Response {
  return Response.json({ code, msg, data }, { status });
}

export async function startTestApiServer(): Promise<TestApiServer> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => Response | Promise<Response> = () => envelope(0);

  const listener = getRequestListener(async (request) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.slice(API_BASE_PATH.length) + url.search,
      headers: request.headers,
      contentType,
      json: contentType.includes('application/json') ? await request.json() : undefined,
      form: contentType.includes('multipart/form-data') ? await request.formData() : null,
    };
    requests.push(recorded);
    return handler(recorded);
  });
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test API server is not listening on a TCP port');
  const { port } = address;

  return {
    baseUrl: `http://127.0.0.1:${port}${API_BASE_PATH}`,
    requests,
    answer(next) {
      handler = next;
    },
    close() {
      // Answers a timeout test never sent would keep the server open forever.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Sets the global i18next instance, the one the client translates with, to `locale`. */
export async function useLocale(locale: TranslatedLocale = 'en'): Promise<void> {
  await i18next.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN }, 'zh-HK': { translation: zhHK } },
  });
  await i18next.changeLanguage(locale);
}
