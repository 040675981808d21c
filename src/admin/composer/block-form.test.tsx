import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { footerSchema } from '../../blocks/footer/schema';
import { heroBannerSchema } from '../../blocks/hero-banner/schema';
import { cssColor } from '../../schema/css-values';
import { createBackOfficeI18n } from '../i18n';
import { BlockForm } from './block-form';
import { blockFormModel, type FieldModel, type Props } from './block-form-model';

const i18n = createBackOfficeI18n('en');

/** The form as the composer holds it: the props in state, each edit seen by `changed`. */
function Editor({ model, start, changed, problems }: { model: FieldModel; start: Props; changed: (next: Props) => void; problems?: Record<string, string> }) {
  const [props, setProps] = useState(start);
  return (
    <BlockForm
      model={model}
      value={props}
      problems={problems}
      onChange={(next) => {
        setProps(next);
        changed(next);
      }}
    />
  );
}

function draw(schema: z.ZodType, start: Props, problems?: Record<string, string>) {
  const changed = vi.fn<(next: Props) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <Editor model={blockFormModel(schema)} start={start} changed={changed} problems={problems} />
    </I18nextProvider>,
  );
  return { changed, last: () => changed.mock.lastCall?.[0] };
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a block’s form', () => {
  it('labels each control from its schema and reads its help with it', () => {
    const schema = z.object({ heading: z.string().max(80).meta({ description: 'The largest words on the page' }), accent: cssColor.optional() });
    draw(schema, { heading: 'Autumn' });
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    expect(heading).toHaveProperty('value', 'Autumn');
    expect(describedBy(heading)).toEqual(['The largest words on the page']);
    const accent = screen.getByRole('group', { name: 'Accent' });
    expect(within(accent).getByLabelText('Pick a colour')).toHaveProperty('type', 'color');
    expect(within(accent).getByRole('textbox', { name: 'CSS colour' })).toBeTruthy();
  });

  it('hands the new props to onChange as the merchant types, selects and switches', async () => {
    const user = userEvent.setup();
    const { last } = draw(heroBannerSchema, { heading: 'Autumn', tone: 'primary' });
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    await user.clear(heading);
    await user.type(heading, 'Winter');
    expect(last()).toEqual({ heading: 'Winter', tone: 'primary' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Hero');
    expect(last()).toEqual({ heading: 'Winter', tone: 'hero' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '1');
    expect(last()).toMatchObject({ level: 1 });
    // An optional text emptied is left out, so the block goes without it rather than with "".
    await user.type(screen.getByRole('textbox', { name: 'Eyebrow' }), 'N');
    expect(last()).toMatchObject({ eyebrow: 'N' });
    await user.clear(screen.getByRole('textbox', { name: 'Eyebrow' }));
    expect(last()).not.toHaveProperty('eyebrow');
  });

  it('adds an optional group when asked, and takes it away again', async () => {
    const user = userEvent.setup();
    const { last } = draw(heroBannerSchema, { heading: 'Autumn' });
    await user.click(screen.getByRole('button', { name: 'Add call to action' }));
    expect(last()).toEqual({ heading: 'Autumn', cta: { label: '', href: '' } });
    const cta = screen.getByRole('group', { name: 'Call to action' });
    await user.type(within(cta).getByRole('textbox', { name: 'Label' }), 'Shop');
    expect(last()).toEqual({ heading: 'Autumn', cta: { label: 'Shop', href: '' } });
    await user.click(within(cta).getByRole('button', { name: 'Remove call to action' }));
    expect(last()).toEqual({ heading: 'Autumn' });
  });

  it('adds, moves and removes list items, each button naming its item', async () => {
    const user = userEvent.setup();
    const bags = { label: 'Bags', href: '/category/bags' };
    const shoes = { label: 'Shoes', href: '/category/shoes' };
    const { last } = draw(footerSchema, { columns: [{ heading: 'Shop', links: [bags, shoes] }] });

    const column = screen.getByRole('group', { name: 'Column 1' });
    await user.click(within(column).getByRole('button', { name: 'Move link 1 down' }));
    expect(last()).toEqual({ columns: [{ heading: 'Shop', links: [shoes, bags] }] });
    // The focus follows the item it moved.
    expect(document.activeElement).toBe(within(column).getByRole('button', { name: 'Move link 2 up' }));

    await user.click(within(column).getByRole('button', { name: 'Add link' }));
    expect(last()).toEqual({ columns: [{ heading: 'Shop', links: [shoes, bags, { label: '', href: '' }] }] });
    expect(screen.getByRole('group', { name: 'Link 3' })).toBeTruthy();

    await user.click(within(column).getByRole('button', { name: 'Remove link 1' }));
    expect(last()).toEqual({ columns: [{ heading: 'Shop', links: [bags, { label: '', href: '' }] }] });

    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(last()).toMatchObject({ columns: [{ heading: 'Shop' }, { heading: '', links: [{ label: '', href: '' }] }] });
    expect(screen.getByRole('button', { name: 'Move column 1 up' })).toHaveProperty('disabled', true);
  });

  it('shows a refusal at its field, tied to the control and marked invalid', () => {
    draw(
      footerSchema,
      { columns: [{ heading: 'Shop', links: [{ label: 'Bags', href: 'javascript:alert(1)' }] }] },
      { 'props.columns[0].links[0].href': 'Expected an http(s) URL or a path on this site starting with /', type: 'Unknown block type "fotter"' },
    );
    const link = within(screen.getByRole('group', { name: 'Link 1' })).getByRole('textbox', { name: 'Link address' });
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(link)).toEqual([
      'Where the link leads: a page of this shop, such as /page/about, or a full web address.',
      'Expected an http(s) URL or a path on this site starting with /',
    ]);
    expect(screen.getByRole('textbox', { name: 'Heading' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(/Unknown block type "fotter"/)).toBeTruthy();
  });

  it('reads a block field’s help with its control', () => {
    draw(heroBannerSchema, { heading: 'Autumn' });
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(describedBy(level)).toEqual(['1 when this is the page’s main heading; 2 when another block already has it.']);
    expect(describedBy(screen.getByRole('textbox', { name: 'Heading' }))).toEqual([]);
  });

  it('says that rich text is cleaned on the server', () => {
    draw(z.object({ html: z.string().max(100) }), { html: '<p>Hi</p>' });
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(describedBy(box)[0]).toMatch(/cleans it on the server/);
  });
});
