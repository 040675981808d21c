import type { TranslatedLocale } from '../../src/schema/languages';
import type { SeedPage } from './pages';
import { DEMO_FREE_SHIPPING_FROM } from './commerce-settings';

/*
 * The shop's service pages: shipping, returns and the care guide, composed of rich-text
 * blocks like any merchant page, so they can be edited in place later.
 */

type PageCopy = { title: string; description: string; sections: { id: string; html: string }[] };

const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html, align: 'start', width: 'narrow' } });

const COPY: Record<string, Record<TranslatedLocale, PageCopy>> = {
  shipping: {
    en: {
      title: 'Shipping',
      description: `Delivery times and costs: free US delivery on orders over ${DEMO_FREE_SHIPPING_FROM}, same-day dispatch before 2 pm.`,
      sections: [
        { id: 'shipping-intro', html: '<h1>Shipping</h1><p>We pack every order by hand in our workshop, in recycled paper and without plastic.</p>' },
        {
          id: 'shipping-times',
          html:
            `<h2>Delivery times</h2><ul><li><strong>Standard:</strong> 3–5 working days, $6, free in the US on orders over ${DEMO_FREE_SHIPPING_FROM}.</li>` +
            '<li><strong>Express:</strong> 1–2 working days, $14.</li>' +
            '<li><strong>International:</strong> 5–10 working days; costs are shown at checkout.</li></ul>' +
            '<p>Orders placed before 2 pm on a working day leave the same day.</p>',
        },
        { id: 'shipping-tracking', html: '<h2>Tracking</h2><p>As soon as your parcel leaves us, we email you a tracking link.</p>' },
      ],
    },
    'zh-CN': {
      title: '配送说明',
      description: `配送时效与运费：美国订单满 ${DEMO_FREE_SHIPPING_FROM} 免运费，下午 2 点前下单当天发货。`,
      sections: [
        { id: 'shipping-intro', html: '<h1>配送说明</h1><p>每一份订单都在我们的工作室里手工打包，使用再生纸，不用塑料。</p>' },
        {
          id: 'shipping-times',
          html:
            `<h2>配送时效</h2><ul><li><strong>标准配送：</strong>3–5 个工作日，运费 6 美元，美国订单满 ${DEMO_FREE_SHIPPING_FROM} 免运费。</li>` +
            '<li><strong>快速配送：</strong>1–2 个工作日，运费 14 美元。</li>' +
            '<li><strong>国际配送：</strong>5–10 个工作日，运费在结账时显示。</li></ul>' +
            '<p>工作日下午 2 点前下单，当天发货。</p>',
        },
        { id: 'shipping-tracking', html: '<h2>物流追踪</h2><p>包裹一发出，我们就会把物流追踪链接发到你的邮箱。</p>' },
      ],
    },
    'zh-HK': {
      title: '送貨安排',
      description: `送貨時間及運費：美國訂單滿 ${DEMO_FREE_SHIPPING_FROM} 免運費，下午 2 時前落單即日寄出。`,
      sections: [
        { id: 'shipping-intro', html: '<h1>送貨安排</h1><p>每張訂單都喺我哋嘅工作室人手包裝，用再造紙，唔用膠。</p>' },
        {
          id: 'shipping-times',
          html:
            `<h2>送貨時間</h2><ul><li><strong>標準送貨：</strong>3–5 個工作天，運費 6 美元，美國訂單滿 ${DEMO_FREE_SHIPPING_FROM} 免運費。</li>` +
            '<li><strong>特快送貨：</strong>1–2 個工作天，運費 14 美元。</li>' +
            '<li><strong>海外送貨：</strong>5–10 個工作天，運費會喺結帳時顯示。</li></ul>' +
            '<p>工作天下午 2 時前落單，即日寄出。</p>',
        },
        { id: 'shipping-tracking', html: '<h2>追蹤包裹</h2><p>包裹一寄出，我哋就會將追蹤連結電郵俾你。</p>' },
      ],
    },
  },
  returns: {
    en: {
      title: 'Returns',
      description: 'Changed your mind? Return anything unused within 30 days for a full refund.',
      sections: [
        { id: 'returns-intro', html: '<h1>Returns</h1><p>If something is not right, send it back within 30 days of delivery and we will refund you in full.</p>' },
        {
          id: 'returns-how',
          html:
            '<h2>How to return</h2><ol><li>Email us your order number and what you would like to return.</li>' +
            '<li>We send you a prepaid label.</li><li>Drop the parcel at any post office.</li></ol>' +
            '<p>Refunds reach your card within five working days of the parcel arriving.</p>',
        },
        { id: 'returns-exceptions', html: '<h2>Exceptions</h2><p>Candles that have been lit and notebooks that have been written in cannot be returned, for obvious reasons.</p>' },
      ],
    },
    'zh-CN': {
      title: '退货政策',
      description: '改变主意了？未使用的商品 30 天内可退货，全额退款。',
      sections: [
        { id: 'returns-intro', html: '<h1>退货政策</h1><p>如果商品不合心意，请在收货后 30 天内寄回，我们将全额退款。</p>' },
        {
          id: 'returns-how',
          html:
            '<h2>如何退货</h2><ol><li>发邮件告诉我们订单号和要退回的商品。</li>' +
            '<li>我们会寄给你一张预付运单。</li><li>在任意邮局寄出包裹即可。</li></ol>' +
            '<p>包裹送达后 5 个工作日内，退款将退回你的银行卡。</p>',
        },
        { id: 'returns-exceptions', html: '<h2>例外情况</h2><p>已点燃的蜡烛和已书写过的笔记本不能退货，原因你一定明白。</p>' },
      ],
    },
    'zh-HK': {
      title: '退貨政策',
      description: '改變主意？未使用嘅貨品 30 日內可以退貨，全數退款。',
      sections: [
        { id: 'returns-intro', html: '<h1>退貨政策</h1><p>如果貨品唔啱心水，請喺收貨後 30 日內寄返，我哋會全數退款。</p>' },
        {
          id: 'returns-how',
          html:
            '<h2>點樣退貨</h2><ol><li>電郵話俾我哋知訂單編號同想退嘅貨品。</li>' +
            '<li>我哋會寄一張已付郵費嘅標籤俾你。</li><li>喺任何一間郵局寄出就得。</li></ol>' +
            '<p>包裹送到後 5 個工作天內，款項會退返你張卡。</p>',
        },
        { id: 'returns-exceptions', html: '<h2>例外情況</h2><p>已經點過嘅蠟燭同寫過嘅筆記簿唔接受退貨，原因你一定明白。</p>' },
      ],
    },
  },
  'care-guide': {
    en: {
      title: 'Care guide',
      description: 'How to wash, store and look after cotton, linen, wool, leather and stoneware.',
      sections: [
        { id: 'care-intro', html: '<h1>Care guide</h1><p>Good things last longer when they are looked after. Here is how we care for our own.</p>' },
        {
          id: 'care-fabrics',
          html:
            '<h2>Cotton and linen</h2><p>Wash at 30 °C inside out, skip the softener and dry in the shade.</p>' +
            '<h2>Wool and cashmere</h2><p>Air between wears, hand wash cool when needed and dry flat. Store folded, never on a hanger.</p>',
        },
        {
          id: 'care-hard-goods',
          html:
            '<h2>Leather</h2><p>Wipe with a damp cloth and feed with an unscented balm once a season.</p>' +
            '<h2>Stoneware and porcelain</h2><p>Dishwasher safe, though hand washing keeps glazes bright for longer.</p>',
        },
      ],
    },
    'zh-CN': {
      title: '保养指南',
      description: '棉、亚麻、羊毛、皮革和陶器的清洗、收纳与保养方法。',
      sections: [
        { id: 'care-intro', html: '<h1>保养指南</h1><p>好东西用心照顾，才能用得更久。以下是我们自己的保养方法。</p>' },
        {
          id: 'care-fabrics',
          html:
            '<h2>棉与亚麻</h2><p>翻面后用 30 °C 水温清洗，不加柔顺剂，阴凉处晾干。</p>' +
            '<h2>羊毛与羊绒</h2><p>两次穿着之间挂起通风，需要时冷水手洗，平铺晾干。折叠收纳，不要用衣架挂。</p>',
        },
        {
          id: 'care-hard-goods',
          html:
            '<h2>皮革</h2><p>用湿布擦拭，每个季节涂一次无香护理膏。</p>' +
            '<h2>粗陶与白瓷</h2><p>可用洗碗机，但手洗能让釉色保持得更久。</p>',
        },
      ],
    },
    'zh-HK': {
      title: '保養指南',
      description: '棉、亞麻、羊毛、皮革同陶器嘅清洗、收納同保養方法。',
      sections: [
        { id: 'care-intro', html: '<h1>保養指南</h1><p>好嘢要用心打理，先用得耐。以下係我哋自己嘅保養方法。</p>' },
        {
          id: 'care-fabrics',
          html:
            '<h2>棉同亞麻</h2><p>反轉用 30 °C 水溫洗，唔好落柔順劑，喺陰涼位置晾乾。</p>' +
            '<h2>羊毛同羊絨</h2><p>着完掛起吹吓風，有需要先用冷水手洗，平放晾乾。摺好收起，唔好用衣架掛。</p>',
        },
        {
          id: 'care-hard-goods',
          html:
            '<h2>皮革</h2><p>用濕布抹，每季搽一次無味護理膏。</p>' +
            '<h2>粗陶同白瓷</h2><p>可以用洗碗機，不過手洗可以令釉色保持得耐啲。</p>',
        },
      ],
    },
  },
};

export const DEMO_CONTENT_PAGE_SLUGS = Object.keys(COPY);

/** `page/<slug>` rows, one per locale, in the shape the core seed writes. */
export const DEMO_CONTENT_PAGES: readonly SeedPage[] = Object.entries(COPY).flatMap(([slug, byLocale]) =>
  (Object.entries(byLocale) as [TranslatedLocale, PageCopy][]).map(([locale, copy]) => ({
    key: `page/${slug}`,
    locale,
    body: { template: 'page', blocks: [...copy.sections.map((section) => richText(section.id, section.html))] },
    meta: { title: copy.title, description: copy.description },
  })),
);
