import { adminToken, expect, isSameDocument, locale, markDocument, text, test, waitForApp } from './support';

test.describe('server-rendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page arrives rendered: its blocks are in the HTML before any script runs', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const blocks = page.locator('main [data-block-id]');
      expect(await blocks.count()).toBeGreaterThan(1);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      // The theme arrives with the HTML, as CSS variables.
      expect(await page.locator('style#vitrine-theme').textContent()).toContain('--color-primary:');
    });
  });

  test('navigating between two pages swaps the body without a reload and shows the progress bar', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await markDocument(page);
    // Hold the page data answer a moment so the progress bar has time to show.
    await page.route(/\/page\/about\?.*request=route/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });

    // The site footer links every page to the about page.
    await page.locator('footer a[href="/page/about"]').first().click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page).toHaveURL(/\/page\/about$/);
    await expect(page.locator('main [data-block-id^="about-"]').first()).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(documentRequests).toEqual([]);
  });

  test('a focus ring at the very edge of a block further down the page is drawn whole', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    // Blocks past the first screen are drawn lazily (content-visibility), which clips what is
    // painted outside them. A button flush with the bottom of such a block shows whether its ring survives.
    const box = await page.evaluate(() => {
      const blocks = document.querySelector('[data-page-blocks]');
      if (!blocks) throw new Error('no page blocks');
      const extra = ['a', 'b', 'c'].map((id) => {
        const slot = document.createElement('div');
        slot.dataset.blockId = `edge-${id}`;
        slot.innerHTML = '<button type="button" style="display:block;width:100%;height:48px;margin:0;border:0">Edge</button>';
        return slot;
      });
      blocks.prepend(...extra);
      const button = extra[2]!.querySelector('button')!;
      button.scrollIntoView({ block: 'center' });
      const rect = button.getBoundingClientRect();
      return { x: rect.x, y: rect.bottom, width: rect.width };
    });
    // The ring lies 2 px outside the button and is 3 px wide: the band under the button's edge.
    const band = { x: box.x, y: box.y + 2, width: box.width, height: 3 };
    const unfocused = await page.screenshot({ clip: band });
    await page.locator('[data-block-id="edge-c"] button').focus();
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    expect(Buffer.compare(await page.screenshot({ clip: band }), unfocused)).not.toBe(0);
  });

  test('a page with an unknown block and an invalid one still draws every other block', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/page/broken-demo');
    await waitForApp(page);
    for (const id of ['broken-demo-intro', 'broken-demo-middle', 'broken-demo-outro']) {
      await expect(page.locator(`[data-block-id="${id}"]`)).toBeVisible();
    }
    // In production the broken blocks keep an invisible slot and say nothing to shoppers.
    await expect(page.locator('[data-block-placeholder="broken-demo-unknown"]')).toBeHidden();
    await expect(page.locator('[data-block-placeholder="broken-demo-invalid"]')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a page whose template is missing shows the Template does not exist screen', async ({ page, request }) => {
    // Tag pages, which no other journey opens, lose their template for this test and get it back after it.
    const headers = { authorization: `Bearer ${adminToken}` };
    const key = encodeURIComponent('template:tag');
    const kept: unknown[] = [];
    for (const pageLocale of ['en', 'zh-CN', 'zh-HK']) {
      const stored = await request.get(`/api/admin/pages?key=${key}&locale=${pageLocale}`, { headers });
      if (stored.ok()) kept.push(((await stored.json()) as { data: unknown }).data);
      await request.delete(`/api/admin/pages?key=${key}&locale=${pageLocale}`, { headers });
    }
    try {
      const en = locale('en');
      await page.goto('/tag/gift-ideas');
      await expect(page.getByRole('heading', { name: text(en.renderer!, 'templateMissing.title') })).toBeVisible();
      await expect(page.getByText(text(en.renderer!, 'templateMissing.action'))).toBeVisible();

      const hk = locale('zh-HK');
      await page.goto('/zh-HK/tag/gift-ideas');
      await expect(page.getByRole('heading', { name: text(hk.renderer!, 'templateMissing.title') })).toBeVisible();
    } finally {
      for (const stored of kept) {
        const { key: storedKey, locale: storedLocale, pageBody, meta } = stored as { key: string; locale: string; pageBody: unknown; meta: unknown };
        expect((await request.put('/api/admin/pages', { headers, data: { key: storedKey, locale: storedLocale, pageBody, meta } })).ok()).toBe(true);
      }
    }
  });

  test('/zh-HK/ shows the interface in Traditional Chinese', async ({ page }) => {
    const hk = locale('zh-HK');
    await page.goto('/zh-HK/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text(hk.layout!, 'skipToContent') })).toBeFocused();
    // The merchant's content comes in the same language.
    await expect(page.locator('main')).toContainText(/[\u4e00-\u9fff]/);
  });

  test('the account and inquiry forms hydrate on the HTML the server drew, whatever the language', async ({ page }) => {
    // Their calling-code select names regions: a name taken from the runtime's own region data
    // reads differently in the server's Node and in the browser, and React then throws the
    // server's HTML away. The shared page of every journey fails on that.
    for (const path of ['/auth/signin', '/auth/signup', '/auth/forget', '/inquiry/feedback', '/zh-HK/auth/signin', '/de/auth/signin']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('select[name="countryCode"] option[value="+852"]')).toHaveCount(1);
    }
  });

  test('the icons the page names, and the /favicon.ico every browser asks for, are served as pictures', async ({ page, request }) => {
    await page.goto('/');
    const named = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(named).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']));
    for (const href of new Set([...named, '/favicon.ico'])) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  test('a primary button is drawn in the theme’s primary colour, its text in the background colour', async ({ page }) => {
    await page.goto('/');
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
    const colours = await subscribe.evaluate((button) => {
      // The theme's colours as the browser resolves them, through an element that paints each.
      const probe = document.createElement('span');
      document.body.append(probe);
      probe.style.color = 'var(--color-primary)';
      const primary = getComputedStyle(probe).color;
      probe.style.color = 'var(--color-background)';
      const background = getComputedStyle(probe).color;
      probe.remove();
      const style = getComputedStyle(button);
      return { fill: style.backgroundColor, text: style.color, primary, background };
    });
    expect(colours.fill).toBe(colours.primary);
    expect(colours.text).toBe(colours.background);
  });

  test('an unknown route lands on /error/404', async ({ page }) => {
    const en = locale('en');
    const response = await page.goto('/nope/nope/nope');
    await expect(page).toHaveURL(/\/error\/404$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: text(en.renderer!, 'errorScreen.notFound.title') })).toBeVisible();
  });
});
