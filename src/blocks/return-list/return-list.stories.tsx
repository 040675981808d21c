import type { Meta, StoryObj } from '@storybook/react-vite';
import { returnListPageData } from '../../fixtures/returns';
import { storyBlock } from '../../../.storybook/decorators';
import ReturnListBlock from './return-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const ReturnList = storyBlock(ReturnListBlock);

const listPage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'user-return', path: 'user/return' } } });

const meta = {
  title: 'Blocks/Return list',
  component: ReturnList,
  args: { heading: '' },
  parameters: listPage(returnListPageData()),
} satisfies Meta<typeof ReturnList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoReturns: Story = {};

export const Empty: Story = { parameters: listPage(returnListPageData([])) };

export const SeveralPages: Story = { parameters: listPage(returnListPageData(undefined, 2, 3)) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
