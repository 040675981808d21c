import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeListScript, firstScreenPictures, preloadCode, PRELOADS_PER_TASK, readCodeList } from './code-list';
import { readListedBlocks } from '../renderer/core/code-list-script';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A picture in the page as the server draws it; jsdom never loads it, so the test says when it settles. */
function picture(priority: boolean): HTMLImageElement {
  const image = document.createElement('img');
  image.src = '/images/p/tee/1-640.webp';
  if (priority) image.setAttribute('fetchpriority', 'high');
  document.body.append(image);
  return image;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the page’s code list', () => {
  it('reads back what the server wrote', () => {
    document.head.innerHTML = codeListScript(['/assets/first-page-a.js', '/assets/en-b.js']);
    expect(readCodeList(document)).toEqual(['/assets/first-page-a.js', '/assets/en-b.js']);
  });

  it('is empty without a list (the development server) or with an unreadable one, and keeps only paths on this site', () => {
    expect(readCodeList(document)).toEqual([]);
    document.head.innerHTML = '<script id="vitrine-code" type="application/json">[oops</script>';
    expect(readCodeList(document)).toEqual([]);
    document.head.innerHTML = codeListScript(['/assets/ok.js', 'https://elsewhere.example/x.js', 'javascript:alert(1)', '//elsewhere.example/y.js']);
    expect(readCodeList(document)).toEqual(['/assets/ok.js']);
  });

  it('names the chunk of each block on the page, keeping only paths on this site, and says when there is no list at all', () => {
    document.head.innerHTML = '';
    expect(readListedBlocks(document)).toBeNull();
    document.head.innerHTML = codeListScript(['/assets/a.js'], { 'rich-text': '/assets/rich-text-r1.js', footer: 'https://elsewhere.example/f.js' });
    expect(readListedBlocks(document)).toEqual({ 'rich-text': '/assets/rich-text-r1.js' });
    document.head.innerHTML = codeListScript(['/assets/a.js']);
    expect(readListedBlocks(document)).toEqual({});
  });

  it('starts fetching every listed module without running it, a few per task', async () => {
    const hrefs = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js', '/assets/f.js'];
    const linked = () => [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    const linkedPerTask: number[] = [];
    await preloadCode(document, hrefs, async () => {
      linkedPerTask.push(linked().length);
    });
    expect(linkedPerTask).toEqual([PRELOADS_PER_TASK]);
    expect(linked()).toEqual(hrefs.map((href) => ['modulepreload', href]));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('waiting for the first screen’s pictures', () => {
  it('does not wait when the page marks no picture as first-screen', async () => {
    vi.useFakeTimers();
    picture(false);
    expect(await settled(firstScreenPictures(document))).toBe(true);
  });

  it('waits until every first-screen picture has loaded or failed', async () => {
    vi.useFakeTimers();
    const first = picture(true);
    const second = picture(true);
    const waiting = firstScreenPictures(document);
    expect(await settled(waiting)).toBe(false);
    first.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(false);
    second.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up on a stalled picture after the longest wait, so the shop still starts', async () => {
    vi.useFakeTimers();
    picture(true);
    const waiting = firstScreenPictures(document, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
