import { useLoaderData } from '@tanstack/react-router';
import { useCallback } from 'react';
import { langPath } from '../../schema/languages';
import { ROUTE_KINDS } from '../../schema/route-kinds';
import type { BlockIssue } from '../../renderer/core/resolve-page';
import { ErrorScreen, type ErrorStatus } from '../../renderer/react/error-screen';
import { PageRenderer } from '../../renderer/react/page-renderer';
import { TemplateMissingScreen } from '../../renderer/react/template-missing-screen';
import { reportBlockIssue } from '../../navigation/report-block-issue';
import type { LoadedPage } from './prepare-page';

/** Kinds that answer with an error status draw the error screen when no body is composed. */
const ERROR_KINDS = new Map<string, ErrorStatus>(
  Object.entries(ROUTE_KINDS).flatMap(([kind, entry]): Array<[string, ErrorStatus]> => ('status' in entry ? [[kind, entry.status]] : [])),
);

/** The template a page was meant to use: what the server named, else the kind of page. */
function templateName(page: LoadedPage): string {
  const named = page.pageData.data.template;
  return typeof named === 'string' && named !== '' ? named : page.pageData.route.kind;
}

/** The one component of every page route: the server's page body, or the screen that stands in for it. */
export function PageView() {
  const page: LoadedPage | undefined = useLoaderData({ strict: false });
  const route = page?.url.replace(/[?#].*$/, '') ?? '';
  const onBlockError = useCallback((issue: BlockIssue) => reportBlockIssue(route, issue), [route]);
  if (!page) return null;

  if (page.body) return <PageRenderer blocks={page.body.blocks} onBlockError={onBlockError} />;
  const errorStatus = ERROR_KINDS.get(page.pageData.route.kind);
  if (errorStatus) return <ErrorScreen status={errorStatus} homeHref={langPath(page.lang) || '/'} />;
  return <TemplateMissingScreen template={templateName(page)} />;
}
