import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/navigation';
import { builtRoutes } from './support/site';

/** A common phone (iPhone 12 to 15): the narrowest screen the site is laid out for. */
const PHONE = { width: 390, height: 844 } as const;

test.use({ viewport: PHONE });

/**
 * What sticks out on this page: visible elements reaching past either edge of
 * the screen, and blocks wider than the box they sit in (a grid column blown
 * wider by its content pushes a card off-centre long before it leaves the screen).
 */
function overflowsOf(page: Page): Promise<{ scrollWidth: number; problems: string[] }> {
  return page.evaluate((width) => {
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const px = (n: number) => Math.round(n);
    const problems: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${name(el)} spans ${px(box.left)}–${px(box.right)} px`);
      const parent = el.parentElement;
      if (!parent || parent === document.body) continue;
      const style = getComputedStyle(el);
      const parentStyle = getComputedStyle(parent);
      const inFlow = style.position !== 'absolute' && style.position !== 'fixed' && style.display !== 'inline';
      const boxParent = parentStyle.overflowX === 'visible' && !['inline', 'contents'].includes(parentStyle.display);
      if (!inFlow || !boxParent || el instanceof SVGElement) continue;
      const parentBox = parent.getBoundingClientRect();
      const contentRight = parentBox.right - parseFloat(parentStyle.paddingRight) - parseFloat(parentStyle.borderRightWidth);
      if (box.right > contentRight + 1) problems.push(`${name(el)} ends at ${px(box.right)} px, past its container's ${px(contentRight)} px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, problems };
  }, PHONE.width);
}

test.describe(`every page on a ${PHONE.width} px phone`, () => {
  for (const path of [...builtRoutes, '/no-such-page']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await openPage(page, path);
      // Data, the card fields and embeds arrive after hydration; measure the page they make.
      await page.waitForLoadState('networkidle');
      const { scrollWidth, problems } = await overflowsOf(page);
      expect(problems).toEqual([]);
      expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    });
  }
});

test('the home page’s phone navigation shows every section link, Pricing too', async ({ page }) => {
  await openPage(page, '/');
  const navigation = page.getByRole('navigation', { name: 'Page sections' });
  for (const label of ['Home', 'Product', 'Features', 'Benefits', 'Testimonials', 'Pricing']) {
    await expect(navigation.getByRole('link', { name: label, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('the premium checkout sits in the middle of a phone, its card fields drawn', async ({ page }) => {
  await openPage(page, '/pitchlens-premium-checkout');
  await expect(page.getByLabel('Card number')).toBeVisible();
  for (const card of [page.locator('main form').locator('xpath=ancestor::div[1]'), page.getByRole('complementary', { name: 'Order summary' })]) {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    const left = box!.x;
    const right = PHONE.width - (box!.x + box!.width);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  }
});
