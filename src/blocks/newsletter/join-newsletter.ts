import { ApiError } from '../../api/client';
import { callApi } from '../../api/web-api';
import type { UrlLanguage } from '../../schema/languages';

export type JoinAnswer = 'sent' | 'invalid' | 'wait' | 'failed';

/**
 * The sign-up over /api/web, loaded when the form is first focused so the block's first load
 * stays a plain form. Its answers are what the no-script form's return says too.
 */
export async function joinNewsletter(email: string, lang: UrlLanguage): Promise<JoinAnswer> {
  try {
    await callApi('newsletter/join', { email, lang }, { quiet: true });
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'failed';
    if (error.status === 429) return 'wait';
    return error.status === 400 ? 'invalid' : 'failed';
  }
}
