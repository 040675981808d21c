import type { ArrangementArt } from '../catalog/images/scenes';
import type { Words } from './vocabulary';

/** What categories, tags and collections store in `translations`, per locale. */
export type ListingText = { name: string; description: string; seoTitle: string; seoDescription: string };

function listingText(name: Words, description: Words): Record<keyof Words, ListingText> {
  const text = (locale: keyof Words): ListingText => ({
    name: name[locale],
    description: description[locale],
    seoTitle: `${name[locale]} | Vitrine`,
    seoDescription: description[locale],
  });
  return { en: text('en'), 'zh-CN': text('zh-CN'), 'zh-HK': text('zh-HK') };
}

export type DemoCategory = { slug: string; parent: string | null; translations: Record<keyof Words, ListingText>; art: ArrangementArt };

const category = (slug: string, parent: string | null, name: Words, description: Words, art: ArrangementArt): DemoCategory => ({
  slug,
  parent,
  translations: listingText(name, description),
  art,
});

/** Parents before children, each level in the merchant's order. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category(
    'apparel',
    null,
    { en: 'Apparel', 'zh-CN': '服饰', 'zh-HK': '服飾' },
    {
      en: 'Tees, knits and accessories in natural fibres, made to be worn for years.',
      'zh-CN': '天然纤维的 T 恤、针织衫与配饰，经得起多年穿着。',
      'zh-HK': '天然纖維嘅 T 恤、冷衫同配飾，着得耐又舒服。',
    },
    { kinds: ['sweater', 'tee', 'beanie'], colors: ['#9aab8c', '#f3f0e8', '#a9502c'], accent: '#c99a2e', backdrop: 'linen' },
  ),
  category(
    'tops',
    'apparel',
    { en: 'Tops', 'zh-CN': '上衣', 'zh-HK': '上衣' },
    {
      en: 'Everyday tees, hoodies and sweaters in soft, honest materials.',
      'zh-CN': '日常 T 恤、卫衣和毛衣，用料柔软实在。',
      'zh-HK': '日常 T 恤、衛衣同冷衫，用料柔軟實在。',
    },
    { kinds: ['tee', 'hoodie', 'sweater'], colors: ['#28375b', '#d6bf96', '#2f5240'], accent: '#c46a4a', backdrop: 'sand' },
  ),
  category(
    'accessories',
    'apparel',
    { en: 'Accessories', 'zh-CN': '配饰', 'zh-HK': '配飾' },
    {
      en: 'Caps, beanies and scarves to finish an outfit.',
      'zh-CN': '棒球帽、针织帽与围巾，为穿搭画龙点睛。',
      'zh-HK': '棒球帽、冷帽同頸巾，為襯搭畫龍點睛。',
    },
    { kinds: ['scarf', 'cap', 'beanie'], colors: ['#e2b4a8', '#6d713c', '#c99a2e'], accent: '#28375b', backdrop: 'blush' },
  ),
  category(
    'shoes',
    null,
    { en: 'Shoes', 'zh-CN': '鞋履', 'zh-HK': '鞋履' },
    {
      en: 'Low-top sneakers on natural rubber soles, in canvas, leather, suede and knit.',
      'zh-CN': '天然橡胶底低帮运动鞋，有帆布、皮革、麂皮和针织款。',
      'zh-HK': '天然橡膠底低筒波鞋，有帆布、皮革、麂皮同針織款。',
    },
    { kinds: ['sneaker', 'sneaker'], colors: ['#f3f0e8', '#d6bf96'], accent: '#a9502c', backdrop: 'stone' },
  ),
  category(
    'bags',
    null,
    { en: 'Bags', 'zh-CN': '包袋', 'zh-HK': '手袋' },
    {
      en: 'Totes and backpacks that carry a working week without complaint.',
      'zh-CN': '托特包与双肩包，轻松装下一整周的通勤所需。',
      'zh-HK': 'Tote 袋同背囊，輕鬆裝晒成個星期返工要用嘅嘢。',
    },
    { kinds: ['backpack', 'tote'], colors: ['#6d713c', '#e6d9bf'], accent: '#a9502c', backdrop: 'sage' },
  ),
  category(
    'home',
    null,
    { en: 'Home', 'zh-CN': '家居', 'zh-HK': '家居' },
    {
      en: 'Tableware, lamps and soft furnishings for a calm, lived-in home.',
      'zh-CN': '餐具、灯具与软装，打造安静而有温度的家。',
      'zh-HK': '餐具、燈具同軟裝，營造安靜又有溫度嘅家。',
    },
    { kinds: ['lamp', 'vase', 'cushion', 'candle', 'mug'], colors: ['#c99a2e', '#c46a4a', '#9aab8c', '#e6d9bf', '#8fb3d1'], accent: '#2f5240', backdrop: 'linen' },
  ),
  category(
    'kitchen',
    'home',
    { en: 'Kitchen & Dining', 'zh-CN': '厨房与餐桌', 'zh-HK': '廚房與餐桌' },
    {
      en: 'Mugs, bowls, plates and teapots, thrown and glazed by small studios.',
      'zh-CN': '马克杯、碗、餐盘和茶壶，出自小型陶艺工作室。',
      'zh-HK': '馬克杯、碗、碟同茶壺，出自小型陶藝工作室。',
    },
    { kinds: ['teapot', 'mug', 'bowl'], colors: ['#2f5240', '#f3f0e8', '#8fb3d1'], accent: '#c99a2e', backdrop: 'mist' },
  ),
  category(
    'living',
    'home',
    { en: 'Living', 'zh-CN': '客厅', 'zh-HK': '客廳' },
    {
      en: 'Lamps, vases, candles and cushions that make a room feel like yours.',
      'zh-CN': '台灯、花瓶、蜡烛与靠垫，让房间有你的味道。',
      'zh-HK': '枱燈、花瓶、蠟燭同咕𠱸，令間屋更有你嘅味道。',
    },
    { kinds: ['vase', 'lamp', 'candle'], colors: ['#c46a4a', '#c99a2e', '#e2b4a8'], accent: '#2f5240', backdrop: 'sand' },
  ),
  category(
    'stationery',
    null,
    { en: 'Stationery', 'zh-CN': '文具', 'zh-HK': '文具' },
    {
      en: 'Notebooks and pens for lists, letters and the odd good idea.',
      'zh-CN': '笔记本与笔，用来写清单、写信，记下偶尔冒出的好点子。',
      'zh-HK': '筆記簿同筆，寫清單、寫信，記低間中諗到嘅好主意。',
    },
    { kinds: ['notebook', 'pen'], colors: ['#28375b', '#c99a2e'], accent: '#a9502c', backdrop: 'stone' },
  ),
];

export type DemoTag = { slug: string; translations: Record<keyof Words, ListingText> };

const tag = (slug: string, name: Words, description: Words): DemoTag => ({ slug, translations: listingText(name, description) });

/** The ten tags; which products carry each is decided in products.ts. */
export const DEMO_TAGS: readonly DemoTag[] = [
  tag('new-arrivals', { en: 'New Arrivals', 'zh-CN': '新品上架', 'zh-HK': '新貨上架' }, {
    en: 'The latest pieces to reach our shelves.',
    'zh-CN': '最新上架的好物。',
    'zh-HK': '最新上架嘅好物。',
  }),
  tag('best-sellers', { en: 'Best Sellers', 'zh-CN': '热销', 'zh-HK': '熱賣' }, {
    en: 'What our customers come back for, again and again.',
    'zh-CN': '顾客一再回购的人气单品。',
    'zh-HK': '客人不停回購嘅人氣之選。',
  }),
  tag('gift-ideas', { en: 'Gift Ideas', 'zh-CN': '礼物推荐', 'zh-HK': '送禮之選' }, {
    en: 'Thoughtful presents, most of them under $60.',
    'zh-CN': '用心的小礼物，大多不超过 60 美元。',
    'zh-HK': '有心思嘅小禮物，大部分唔使 60 美元。',
  }),
  tag('organic', { en: 'Organic', 'zh-CN': '有机', 'zh-HK': '有機' }, {
    en: 'Made from organically grown fibres.',
    'zh-CN': '采用有机种植的纤维制成。',
    'zh-HK': '採用有機種植嘅纖維製成。',
  }),
  tag('handmade', { en: 'Handmade', 'zh-CN': '手工制作', 'zh-HK': '手工製作' }, {
    en: 'Shaped, stitched or thrown by hand.',
    'zh-CN': '手工塑形、缝制或拉坯。',
    'zh-HK': '人手塑形、縫製或者拉坯。',
  }),
  tag('recycled', { en: 'Recycled', 'zh-CN': '再生材料', 'zh-HK': '再生物料' }, {
    en: 'Given a second life from bottles, nets, yarn and paper.',
    'zh-CN': '由塑料瓶、渔网、纱线和纸张再生而来。',
    'zh-HK': '由膠樽、漁網、紗線同紙張再生而成。',
  }),
  tag('small-batch', { en: 'Small Batch', 'zh-CN': '小批量', 'zh-HK': '小批量' }, {
    en: 'Made a few dozen at a time, so stock comes and goes.',
    'zh-CN': '每次只做几十件，售完需等下一批。',
    'zh-HK': '每次只造幾十件，賣完要等下一批。',
  }),
  tag('everyday-essentials', { en: 'Everyday Essentials', 'zh-CN': '日常必备', 'zh-HK': '日常必備' }, {
    en: 'The things you reach for every single day.',
    'zh-CN': '每天都会用到的基本款。',
    'zh-HK': '日日都會用到嘅基本款。',
  }),
  tag('limited-edition', { en: 'Limited Edition', 'zh-CN': '限量版', 'zh-HK': '限量版' }, {
    en: 'Once they are gone, they are gone.',
    'zh-CN': '售完即止，不再补货。',
    'zh-HK': '賣完即止，唔會再補貨。',
  }),
  tag('sale', { en: 'Sale', 'zh-CN': '特惠', 'zh-HK': '減價' }, {
    en: 'Reduced for a little while.',
    'zh-CN': '限时优惠中。',
    'zh-HK': '限時減價中。',
  }),
];

export type DemoCollection = {
  slug: string;
  translations: Record<keyof Words, ListingText>;
  art: ArrangementArt;
  /** Picks the collection's products, in order, from the generated list. */
  pick: { kinds: readonly string[]; materials?: readonly string[]; limit: number };
};

const collection = (slug: string, name: Words, description: Words, art: ArrangementArt, pick: DemoCollection['pick']): DemoCollection => ({
  slug,
  translations: listingText(name, description),
  art,
  pick,
});

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  collection(
    'summer-edit',
    { en: 'The Summer Edit', 'zh-CN': '夏日精选', 'zh-HK': '夏日精選' },
    {
      en: 'Linen, canvas and light colours for long, warm days.',
      'zh-CN': '亚麻、帆布与浅淡色调，陪你度过漫长暖和的夏日。',
      'zh-HK': '亞麻、帆布同淺色系，陪你過漫長又暖嘅夏天。',
    },
    { kinds: ['tee', 'tote', 'cap', 'vase'], colors: ['#f3f0e8', '#e6d9bf', '#6d713c', '#8fb3d1'], accent: '#c99a2e', backdrop: 'sand' },
    { kinds: ['tee', 'cap', 'tote', 'sneaker', 'vase', 'scarf'], materials: ['linen', 'canvas', 'organic-cotton', 'glass', 'slub'], limit: 12 },
  ),
  collection(
    'kitchen-table',
    { en: 'The Kitchen Table', 'zh-CN': '餐桌时光', 'zh-HK': '餐桌時光' },
    {
      en: 'Everything for a slow breakfast or a long dinner with friends.',
      'zh-CN': '慢慢吃一顿早餐，或与朋友共享漫长晚餐，所需都在这里。',
      'zh-HK': '慢慢食個早餐，或者同朋友食餐長長嘅晚飯，要用嘅都喺度。',
    },
    { kinds: ['teapot', 'bowl', 'mug', 'plate'], colors: ['#f3f0e8', '#2f5240', '#c46a4a'], accent: '#c99a2e', backdrop: 'linen' },
    { kinds: ['teapot', 'mug', 'bowl', 'plate', 'candle'], limit: 12 },
  ),
  collection(
    'workday-carry',
    { en: 'Workday Carry', 'zh-CN': '通勤必备', 'zh-HK': '返工必備' },
    {
      en: 'A bag, a notebook, a good pen: the kit for a focused day.',
      'zh-CN': '一个包、一本笔记本、一支好笔，专注一天的全部装备。',
      'zh-HK': '一個袋、一本筆記簿、一支好筆，專心做嘢一日嘅全套裝備。',
    },
    { kinds: ['backpack', 'notebook', 'pen'], colors: ['#4a4e55', '#28375b', '#c99a2e'], accent: '#a9502c', backdrop: 'stone' },
    { kinds: ['backpack', 'notebook', 'pen', 'tote', 'mug'], limit: 10 },
  ),
  collection(
    'cosy-evenings',
    { en: 'Cosy Evenings', 'zh-CN': '温暖夜晚', 'zh-HK': '暖笠笠夜晚' },
    {
      en: 'Soft knits, warm light and a candle burning low.',
      'zh-CN': '柔软针织、暖黄灯光与一支慢慢燃烧的蜡烛。',
      'zh-HK': '柔軟針織、暖黃燈光，加一支慢慢燒緊嘅蠟燭。',
    },
    { kinds: ['candle', 'cushion', 'lamp', 'sweater'], colors: ['#c99a2e', '#a9502c', '#e6d9bf'], accent: '#2f5240', backdrop: 'blush' },
    { kinds: ['sweater', 'candle', 'cushion', 'lamp', 'beanie', 'scarf'], materials: ['cashmere', 'merino', 'lambswool', 'velvet', 'soy-wax', 'beeswax', 'brass', 'corduroy'], limit: 12 },
  ),
];
