import { describe, expect, it } from 'vitest';
import { demoThemes as storybookThemes } from '../../src/fixtures/themes';
import { themeConfigSchema } from '../../src/schema/theme';
import { demoThemes } from './themes';

describe('the demo themes', () => {
  it('are the ones Storybook offers, so a story shows what the seeded shop shows', () => {
    expect(demoThemes).toEqual(storybookThemes);
  });

  it('each pass the theme schema the admin API checks writes against', () => {
    for (const [id, theme] of Object.entries(demoThemes)) expect(themeConfigSchema.safeParse(theme).success, id).toBe(true);
  });
});
