import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { userPageFixture } from '../../fixtures/profile';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import UserInfoBlock from './user-info';
import { userInfoBlockSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const UserInfo = drawnOnPage(UserInfoBlock);

afterEach(cleanup);

function details(): string[][] {
  return screen.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('UserInfo', () => {
  test('lists the profile as read-only details, the birthday in the page language', async () => {
    await renderWithPage(<UserInfo {...userInfoBlockSchema.parse({})} />, {
      data: { ...userPageFixture({ lang: 'zh' }) },
      kind: 'user-info',
      lang: 'zh',
    });
    expect(details()).toEqual([
      ['名', 'Mei'],
      ['姓', 'Chen'],
      ['昵称', 'Mei'],
      ['生日', '1992年4月18日'],
      ['个人简介', 'Collects teapots and travel notebooks.'],
      ['邮箱', 'demo@vitrine.example'],
      ['手机号码', '+8613800138000'],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: '编辑个人资料' }).getAttribute('href')).toBe('/zh/user/account');
  });

  test('says what was never given', async () => {
    await renderWithPage(<UserInfo {...userInfoBlockSchema.parse({ showEditLink: false })} />, {
      data: { ...userPageFixture({ profile: { birthday: null, mobile: null } }) },
      kind: 'user-info',
    });
    expect(details()).toContainEqual(['Birthday', 'Not set']);
    expect(details()).toContainEqual(['Mobile number', 'Not set']);
    expect(screen.queryByRole('link', { name: 'Edit your profile' })).toBeNull();
  });
});
