import type { TranslatedLocale } from '../../../src/schema/languages';

/*
 * What the shop sends, in each interface language. `{code}`, `{link}`, `{address}` are
 * filled in; a text message is the body alone. Kept on the server: the browser never needs them.
 */

export type MessageTemplate =
  | 'signup-code'
  | 'signup-exists'
  | 'signin-code'
  | 'new-device-code'
  | 'reset-password'
  | 'change-code'
  | 'address-changed'
  | 'newsletter-confirm'
  | 'newsletter-welcome'
  | 'inquiry-received'
  | 'inquiry-answered';

type Text = { subject: string; body: string };

export const MESSAGES: Readonly<Record<MessageTemplate, Readonly<Record<TranslatedLocale, Text>>>> = {
  'signup-code': {
    en: {
      subject: 'Your sign-up code: {code}',
      body: 'Welcome! Your verification code is {code}. It is valid for 10 minutes.\n{link}\nYou can use your account right after entering the code; until you confirm your address, some messages may not reach you.',
    },
    'zh-CN': {
      subject: '您的注册验证码：{code}',
      body: '欢迎！您的验证码是 {code}，10 分钟内有效。\n{link}\n输入验证码后即可使用账号；确认地址前，部分通知可能无法送达。',
    },
    'zh-HK': {
      subject: '你的註冊驗證碼：{code}',
      body: '歡迎！你的驗證碼是 {code}，10 分鐘內有效。\n{link}\n輸入驗證碼後即可使用帳戶；確認地址前，部分通知可能無法送達。',
    },
  },
  'signup-exists': {
    en: {
      subject: 'Someone tried to sign up with your address',
      body: 'Someone tried to create an account with this address, but you already have one. If it was you, sign in, or set a new password here: {link}\nIf it was not you, you can ignore this message.',
    },
    'zh-CN': {
      subject: '有人尝试用您的地址注册',
      body: '有人尝试用此地址创建账号，但您已经有账号了。如果是您本人，请直接登录，或在此设置新密码：{link}\n如果不是您，请忽略此消息。',
    },
    'zh-HK': {
      subject: '有人嘗試用你的地址註冊',
      body: '有人嘗試用此地址建立帳戶，但你已經有帳戶了。如果是你本人，請直接登入，或在此設定新密碼：{link}\n如果不是你，請忽略此訊息。',
    },
  },
  'signin-code': {
    en: { subject: 'Your sign-in code: {code}', body: 'Your sign-in code is {code}. It is valid for 10 minutes. Never share it with anyone.' },
    'zh-CN': { subject: '您的登录验证码：{code}', body: '您的登录验证码是 {code}，10 分钟内有效。请勿告诉任何人。' },
    'zh-HK': { subject: '你的登入驗證碼：{code}', body: '你的登入驗證碼是 {code}，10 分鐘內有效。請勿告訴任何人。' },
  },
  'new-device-code': {
    en: {
      subject: 'Sign-in from a new device: {code}',
      body: 'Someone signed in to your account with your password from a device we have not seen before. If it was you, enter the code {code} (valid for 10 minutes). If it was not you, change your password now.',
    },
    'zh-CN': {
      subject: '新设备登录：{code}',
      body: '有人在一台新设备上用您的密码登录账号。如果是您本人，请输入验证码 {code}（10 分钟内有效）。如果不是您，请立即修改密码。',
    },
    'zh-HK': {
      subject: '新裝置登入：{code}',
      body: '有人在一部新裝置上用你的密碼登入帳戶。如果是你本人，請輸入驗證碼 {code}（10 分鐘內有效）。如果不是你，請立即更改密碼。',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your password',
      body: 'Open this link to choose a new password (valid for 30 minutes, once): {link}\nEvery device signed in to your account will be signed out. If you did not ask for this, ignore this message.',
    },
    'zh-CN': {
      subject: '重置您的密码',
      body: '打开此链接设置新密码（30 分钟内有效，仅可使用一次）：{link}\n所有已登录的设备都将退出登录。如果不是您本人操作，请忽略此消息。',
    },
    'zh-HK': {
      subject: '重設你的密碼',
      body: '開啟此連結設定新密碼（30 分鐘內有效，只可使用一次）：{link}\n所有已登入的裝置都會被登出。如果不是你本人操作，請忽略此訊息。',
    },
  },
  'change-code': {
    en: { subject: 'Confirm your new address: {code}', body: 'Enter the code {code} to make this your account\'s new address. It is valid for 10 minutes.' },
    'zh-CN': { subject: '确认您的新地址：{code}', body: '输入验证码 {code}，即可将此地址设为账号的新地址。10 分钟内有效。' },
    'zh-HK': { subject: '確認你的新地址：{code}', body: '輸入驗證碼 {code}，即可將此地址設為帳戶的新地址。10 分鐘內有效。' },
  },
  'address-changed': {
    en: {
      subject: 'Your account address was changed',
      body: 'The sign-in address of your account was changed to {address}. If you did not do this, reset your password now.',
    },
    'zh-CN': { subject: '您的账号地址已更改', body: '您账号的登录地址已更改为 {address}。如果不是您本人操作，请立即重置密码。' },
    'zh-HK': { subject: '你的帳戶地址已更改', body: '你帳戶的登入地址已更改為 {address}。如果不是你本人操作，請立即重設密碼。' },
  },
  'newsletter-confirm': {
    en: {
      subject: 'Confirm your newsletter subscription',
      body: 'Someone asked to receive our newsletter at this address. To confirm, open this link (valid for 48 hours): {link}\nIf it was not you, ignore this message and you will hear nothing more from us.',
    },
    'zh-CN': { subject: '确认订阅电子报', body: '有人要求用此地址订阅我们的电子报。如需确认，请打开此链接（48 小时内有效）：{link}\n如果不是您本人，请忽略此消息，我们不会再给您发送任何邮件。' },
    'zh-HK': { subject: '確認訂閱電子報', body: '有人要求用此地址訂閱我們的電子報。如需確認，請開啟此連結（48 小時內有效）：{link}\n如果不是你本人，請忽略此訊息，我們不會再向你發送任何郵件。' },
  },
  'newsletter-welcome': {
    en: { subject: 'You are subscribed to our newsletter', body: 'Thank you for confirming: our newsletter will reach you at this address.\nTo unsubscribe at any time, open: {unsubscribe}' },
    'zh-CN': { subject: '您已订阅我们的电子报', body: '感谢您的确认：我们的电子报将发送到此地址。\n如需随时退订，请打开：{unsubscribe}' },
    'zh-HK': { subject: '你已訂閱我們的電子報', body: '多謝你的確認：我們的電子報將發送到此地址。\n如需隨時取消訂閱，請開啟：{unsubscribe}' },
  },
  'inquiry-received': {
    en: {
      subject: 'We received your message {no}',
      body: 'Thank you for writing to us. Your message {no} has reached the shop; we answer within two working days, by this address.\n{link}',
    },
    'zh-CN': { subject: '我们已收到您的留言 {no}', body: '感谢您的来信。您的留言 {no} 已送达本店，我们会在两个工作日内通过此地址回复。\n{link}' },
    'zh-HK': { subject: '我們已收到你的留言 {no}', body: '感謝你的來信。你的留言 {no} 已送達本店，我們會在兩個工作天內透過此地址回覆。\n{link}' },
  },
  'inquiry-answered': {
    en: { subject: 'Our answer to your message {no}', body: 'The shop answered your message {no}:\n\n{answer}\n\n{link}' },
    'zh-CN': { subject: '关于您的留言 {no} 的回复', body: '本店已回复您的留言 {no}：\n\n{answer}\n\n{link}' },
    'zh-HK': { subject: '關於你的留言 {no} 的回覆', body: '本店已回覆你的留言 {no}：\n\n{answer}\n\n{link}' },
  },
};

/** The message in `locale` with its values filled in; a value left out leaves no placeholder behind. */
export function renderMessage(template: MessageTemplate, locale: TranslatedLocale, values: Readonly<Record<string, string>>): Text {
  const text = MESSAGES[template][locale];
  const fill = (source: string) => source.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '').replace(/\n{2,}/g, '\n');
  return { subject: fill(text.subject), body: fill(text.body) };
}
