import type { AnyBlockDefinition, BlockRegistry } from '../renderer/core/define-block';
import { heroBanner } from './hero-banner';
import { richText } from './rich-text';
import { articleList } from './article-list';
import { articleMasonry } from './article-masonry';
import { articleDetail } from './article-detail';
import { productList } from './product-list';
import { asideMenu } from './aside-menu';
import { productDetail } from './product-detail';
import { navigationMenu } from './navigation-menu';
import { productSlides } from './product-slides';
import { footer } from './footer';
import { imageWithText } from './image-with-text';
import { searchList } from './search-list';
import { authSignin } from './auth-signin';
import { authSignup } from './auth-signup';
import { authVerifyPrompt } from './auth-verify-prompt';
import { authVerifyEmail } from './auth-verify-email';
import { authForget } from './auth-forget';
import { authResetPassword } from './auth-reset-password';
import { addressBook } from './address-book';
import { addressFormBlock } from './address-form';
import { addressModalBlock } from './address-modal';
import { offersBlock } from './offers';
import { userCenter } from './user-center';
import { userInfo } from './user-info';
import { userAccount } from './user-account';
import { wishList } from './wish-list';
import { pageFavorite } from './page-favorite';
import { sessionList } from './session-list';
import { signInHistory } from './sign-in-history';
import { accountLog } from './account-log';

/** Every block, by name. Adding a block means adding it here, once. */
const blocks = [richText, heroBanner, articleList, articleMasonry, articleDetail, productList, asideMenu, productDetail, navigationMenu, productSlides, footer, imageWithText, searchList, authSignin, authSignup, authVerifyPrompt, authVerifyEmail, authForget, authResetPassword, addressBook, addressFormBlock, addressModalBlock, userCenter, userInfo, userAccount, wishList, pageFavorite, sessionList, signInHistory, accountLog, offersBlock] as const;

export const registry: BlockRegistry = Object.fromEntries(blocks.map((block) => [block.type, block]));
export const blockDefinitions: readonly AnyBlockDefinition[] = blocks;
