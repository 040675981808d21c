import type { TranslatedLocale } from '../../src/schema/languages';
import type { ArtKind } from '../catalog/images/objects';

/*
 * The words the demo catalog is built from. Products are made by crossing a product type
 * with its materials, and offered in a few colours, so sixty-odd products come from a few
 * short tables while every name still reads as a shop would write it in each language.
 */

export type Words = Record<TranslatedLocale, string>;

export type ColorCode =
  | 'natural'
  | 'white'
  | 'black'
  | 'charcoal'
  | 'navy'
  | 'sage'
  | 'olive'
  | 'rust'
  | 'terracotta'
  | 'ochre'
  | 'sky'
  | 'blush'
  | 'sand'
  | 'forest';

export const COLORS: Record<ColorCode, { hex: string; name: Words }> = {
  natural: { hex: '#e6d9bf', name: { en: 'Natural', 'zh-CN': '本色', 'zh-HK': '本色' } },
  white: { hex: '#f3f0e8', name: { en: 'Chalk White', 'zh-CN': '粉笔白', 'zh-HK': '粉筆白' } },
  black: { hex: '#2a2a2c', name: { en: 'Black', 'zh-CN': '黑色', 'zh-HK': '黑色' } },
  charcoal: { hex: '#4a4e55', name: { en: 'Charcoal', 'zh-CN': '炭灰', 'zh-HK': '炭灰' } },
  navy: { hex: '#28375b', name: { en: 'Navy', 'zh-CN': '藏青', 'zh-HK': '海軍藍' } },
  sage: { hex: '#9aab8c', name: { en: 'Sage', 'zh-CN': '鼠尾草绿', 'zh-HK': '鼠尾草綠' } },
  olive: { hex: '#6d713c', name: { en: 'Olive', 'zh-CN': '橄榄绿', 'zh-HK': '橄欖綠' } },
  rust: { hex: '#a9502c', name: { en: 'Rust', 'zh-CN': '铁锈红', 'zh-HK': '鐵鏽紅' } },
  terracotta: { hex: '#c46a4a', name: { en: 'Terracotta', 'zh-CN': '陶土色', 'zh-HK': '陶土色' } },
  ochre: { hex: '#c99a2e', name: { en: 'Ochre', 'zh-CN': '赭黄', 'zh-HK': '赭黃' } },
  sky: { hex: '#8fb3d1', name: { en: 'Sky Blue', 'zh-CN': '天蓝', 'zh-HK': '天藍' } },
  blush: { hex: '#e2b4a8', name: { en: 'Blush', 'zh-CN': '浅粉', 'zh-HK': '淺粉' } },
  sand: { hex: '#d6bf96', name: { en: 'Sand', 'zh-CN': '沙色', 'zh-HK': '沙色' } },
  forest: { hex: '#2f5240', name: { en: 'Forest Green', 'zh-CN': '森林绿', 'zh-HK': '森林綠' } },
};

export type Material = {
  code: string;
  name: Words;
  /** Multiplies the type's base price. */
  priceFactor: number;
  /** A sentence about the material for the description, one per language. */
  note: Words;
  tags: readonly string[];
};

const m = (code: string, priceFactor: number, name: Words, note: Words, tags: readonly string[] = []): Material => ({ code, name, priceFactor, note, tags });

export const MATERIALS = {
  organicCotton: m(
    'organic-cotton',
    1,
    { en: 'Organic Cotton', 'zh-CN': '有机棉', 'zh-HK': '有機棉' },
    {
      en: 'Grown without synthetic pesticides and knitted in Portugal, it softens with every wash.',
      'zh-CN': '采用不使用化学农药种植的有机棉，在葡萄牙织造，越洗越柔软。',
      'zh-HK': '選用無化學農藥種植的有機棉，於葡萄牙織造，愈洗愈柔軟。',
    },
    ['organic'],
  ),
  linen: m(
    'linen',
    1.3,
    { en: 'Linen', 'zh-CN': '亚麻', 'zh-HK': '亞麻' },
    {
      en: 'European flax linen, stone-washed so it feels relaxed from the first day.',
      'zh-CN': '欧洲亚麻经石洗处理，第一天上身就柔软自在。',
      'zh-HK': '歐洲亞麻經石洗處理，第一日着已經柔軟自在。',
    },
    ['organic'],
  ),
  heavyweight: m(
    'heavyweight',
    1.2,
    { en: 'Heavyweight', 'zh-CN': '重磅', 'zh-HK': '重磅' },
    {
      en: 'A dense 240 g cotton jersey that holds its shape and never turns see-through.',
      'zh-CN': '240 克厚实棉质平纹布，版型挺括，不易透光。',
      'zh-HK': '240 克厚身棉質平紋布，版型企理，唔易透光。',
    },
  ),
  slub: m(
    'slub',
    1.1,
    { en: 'Slub Cotton', 'zh-CN': '竹节棉', 'zh-HK': '竹節棉' },
    {
      en: 'Uneven slub yarn gives the fabric a gentle texture, like well-loved linen.',
      'zh-CN': '竹节纱线带来自然的肌理感，如同穿旧了的亚麻。',
      'zh-HK': '竹節紗線帶來自然質感，好似着舊咗嘅亞麻。',
    },
  ),
  merino: m(
    'merino',
    1.4,
    { en: 'Merino', 'zh-CN': '美利奴羊毛', 'zh-HK': '美利奴羊毛' },
    {
      en: 'Fine merino wool that keeps you warm without itching and rarely needs washing.',
      'zh-CN': '细支美利奴羊毛，保暖不扎身，也不需要经常清洗。',
      'zh-HK': '幼細美利奴羊毛，保暖又唔痕癢，亦唔使成日洗。',
    },
  ),
  cashmere: m(
    'cashmere',
    2.2,
    { en: 'Cashmere', 'zh-CN': '羊绒', 'zh-HK': '羊絨' },
    {
      en: 'Grade-A Mongolian cashmere, light as air and warmer than it looks.',
      'zh-CN': '选用 A 级蒙古羊绒，轻盈如空气，却比看上去更保暖。',
      'zh-HK': '選用 A 級蒙古羊絨，輕盈如空氣，但比睇落更保暖。',
    },
    ['limited-edition'],
  ),
  lambswool: m(
    'lambswool',
    1.15,
    { en: 'Lambswool', 'zh-CN': '小羊毛', 'zh-HK': '小羊毛' },
    {
      en: 'Soft lambswool spun in Scotland, with a slightly brushed, cosy finish.',
      'zh-CN': '苏格兰纺制的小羊毛，表面轻微起绒，温暖舒适。',
      'zh-HK': '蘇格蘭紡製嘅小羊毛，表面輕微起絨，溫暖舒適。',
    },
  ),
  fleece: m(
    'fleece',
    1.1,
    { en: 'Recycled Fleece', 'zh-CN': '再生摇粒绒', 'zh-HK': '再生搖粒絨' },
    {
      en: 'Made from recycled bottles, brushed on the inside for a soft, warm hand.',
      'zh-CN': '以回收塑料瓶制成，内里磨毛处理，柔软温暖。',
      'zh-HK': '以回收膠樽製成，內裏磨毛處理，柔軟溫暖。',
    },
    ['recycled'],
  ),
  canvas: m(
    'canvas',
    1,
    { en: 'Canvas', 'zh-CN': '帆布', 'zh-HK': '帆布' },
    {
      en: 'Tightly woven 16 oz cotton canvas that wears in beautifully over the years.',
      'zh-CN': '16 盎司紧密织造的棉帆布，越用越有味道。',
      'zh-HK': '16 安士緊密織造嘅棉帆布，愈用愈有味道。',
    },
  ),
  corduroy: m(
    'corduroy',
    1.1,
    { en: 'Corduroy', 'zh-CN': '灯芯绒', 'zh-HK': '燈芯絨' },
    {
      en: 'Fine-wale cotton corduroy with a soft sheen and a reassuring weight.',
      'zh-CN': '细条纹棉质灯芯绒，带柔和光泽，手感扎实。',
      'zh-HK': '幼條紋棉質燈芯絨，帶柔和光澤，手感紮實。',
    },
  ),
  washedCotton: m(
    'washed-cotton',
    1,
    { en: 'Washed Cotton', 'zh-CN': '水洗棉', 'zh-HK': '水洗棉' },
    {
      en: 'Garment-washed cotton twill, already soft and slightly faded, like an old favourite.',
      'zh-CN': '成衣水洗棉斜纹布，柔软并带轻微做旧感，像一件穿了多年的心头好。',
      'zh-HK': '成衣水洗棉斜紋布，柔軟又帶少少舊色，好似着咗多年嘅心頭好。',
    },
  ),
  leather: m(
    'leather',
    2,
    { en: 'Leather', 'zh-CN': '皮革', 'zh-HK': '皮革' },
    {
      en: 'Vegetable-tanned leather from a family tannery in Tuscany; it darkens to a rich patina.',
      'zh-CN': '来自托斯卡纳家族皮革厂的植鞣革，会随时间养出温润光泽。',
      'zh-HK': '來自托斯卡納家族皮革廠嘅植鞣皮，會隨時間養出溫潤光澤。',
    },
    ['handmade'],
  ),
  suede: m(
    'suede',
    1.8,
    { en: 'Suede', 'zh-CN': '麂皮', 'zh-HK': '麂皮' },
    {
      en: 'Velvety suede, treated to shrug off light rain.',
      'zh-CN': '丝绒般触感的麂皮，经防水处理，不怕小雨。',
      'zh-HK': '絲絨觸感嘅麂皮，經防水處理，唔怕微雨。',
    },
  ),
  knit: m(
    'knit',
    1.2,
    { en: 'Knit', 'zh-CN': '针织', 'zh-HK': '針織' },
    {
      en: 'A breathable one-piece knit upper made from recycled yarn.',
      'zh-CN': '一体针织鞋面，采用再生纱线，透气轻盈。',
      'zh-HK': '一體針織鞋面，採用再生紗線，透氣輕盈。',
    },
    ['recycled'],
  ),
  nylon: m(
    'nylon',
    1.1,
    { en: 'Recycled Nylon', 'zh-CN': '再生尼龙', 'zh-HK': '再生尼龍' },
    {
      en: 'Water-resistant nylon made from reclaimed fishing nets.',
      'zh-CN': '以回收渔网制成的防泼水尼龙。',
      'zh-HK': '以回收漁網製成嘅防潑水尼龍。',
    },
    ['recycled'],
  ),
  brass: m(
    'brass',
    1.5,
    { en: 'Brass', 'zh-CN': '黄铜', 'zh-HK': '黃銅' },
    {
      en: 'Solid brass, left unlacquered so it mellows to a warm, lived-in glow.',
      'zh-CN': '实心黄铜，不上漆，会慢慢氧化出温暖的光泽。',
      'zh-HK': '實心黃銅，無上漆，會慢慢氧化出溫暖光澤。',
    },
  ),
  oak: m(
    'oak',
    1.3,
    { en: 'Oak', 'zh-CN': '橡木', 'zh-HK': '橡木' },
    {
      en: 'FSC-certified European oak, finished with natural oil.',
      'zh-CN': 'FSC 认证欧洲橡木，以天然木蜡油处理。',
      'zh-HK': 'FSC 認證歐洲橡木，以天然木蠟油處理。',
    },
    ['handmade'],
  ),
  aluminium: m(
    'aluminium',
    1,
    { en: 'Aluminium', 'zh-CN': '铝制', 'zh-HK': '鋁製' },
    {
      en: 'Anodised aluminium: light in the hand, tough in a bag.',
      'zh-CN': '阳极氧化铝，握感轻盈，放在包里也不怕磕碰。',
      'zh-HK': '陽極氧化鋁，手感輕盈，放喺袋入面都唔怕碰撞。',
    },
  ),
  ceramic: m(
    'ceramic',
    1.1,
    { en: 'Ceramic', 'zh-CN': '陶瓷', 'zh-HK': '陶瓷' },
    {
      en: 'Slip-cast ceramic with a soft satin glaze.',
      'zh-CN': '注浆成型的陶瓷，施以柔和的缎面釉。',
      'zh-HK': '注漿成型嘅陶瓷，施以柔和緞面釉。',
    },
  ),
  stoneware: m(
    'stoneware',
    1.2,
    { en: 'Stoneware', 'zh-CN': '粗陶', 'zh-HK': '粗陶' },
    {
      en: 'Thrown by hand in a small studio, so no two pieces are quite alike.',
      'zh-CN': '小型工作室手工拉坯，每一件都略有不同。',
      'zh-HK': '小型工作室人手拉坯，每一件都有少少唔同。',
    },
    ['handmade', 'small-batch'],
  ),
  porcelain: m(
    'porcelain',
    1.3,
    { en: 'Porcelain', 'zh-CN': '白瓷', 'zh-HK': '白瓷' },
    {
      en: 'Fine porcelain from Jingdezhen, thin enough to let the light through.',
      'zh-CN': '景德镇细白瓷，胎薄透光。',
      'zh-HK': '景德鎮幼白瓷，胎薄透光。',
    },
    ['handmade'],
  ),
  enamel: m(
    'enamel',
    0.9,
    { en: 'Enamel', 'zh-CN': '搪瓷', 'zh-HK': '搪瓷' },
    {
      en: 'Enamelled steel that goes from the stove to the campsite and back.',
      'zh-CN': '搪瓷钢材，从灶台到露营地都能用。',
      'zh-HK': '搪瓷鋼材，由廚房到營地都用得。',
    },
  ),
  glass: m(
    'glass',
    1,
    { en: 'Glass', 'zh-CN': '玻璃', 'zh-HK': '玻璃' },
    {
      en: 'Mouth-blown recycled glass with the odd tiny bubble that proves it.',
      'zh-CN': '口吹再生玻璃，偶尔可见的小气泡正是手工的印记。',
      'zh-HK': '口吹再生玻璃，間中見到嘅細氣泡正正係手工嘅印記。',
    },
    ['recycled', 'handmade'],
  ),
  velvet: m(
    'velvet',
    1.3,
    { en: 'Velvet', 'zh-CN': '丝绒', 'zh-HK': '絲絨' },
    {
      en: 'Cotton velvet with a deep, soft pile that catches the light.',
      'zh-CN': '棉质丝绒，绒毛丰厚柔软，光泽细腻。',
      'zh-HK': '棉質絲絨，絨毛豐厚柔軟，光澤細膩。',
    },
  ),
  soy: m(
    'soy-wax',
    1,
    { en: 'Soy Wax', 'zh-CN': '大豆蜡', 'zh-HK': '大豆蠟' },
    {
      en: 'Hand-poured soy wax with a cotton wick; about 45 hours of clean burn.',
      'zh-CN': '手工灌注大豆蜡，配棉芯，约可燃烧 45 小时。',
      'zh-HK': '人手灌注大豆蠟，配棉芯，大約可以燒 45 個鐘。',
    },
    ['small-batch'],
  ),
  beeswax: m(
    'beeswax',
    1.4,
    { en: 'Beeswax', 'zh-CN': '蜂蜡', 'zh-HK': '蜂蠟' },
    {
      en: 'Pure beeswax from a single apiary, with a faint honeyed scent.',
      'zh-CN': '来自同一蜂场的纯蜂蜡，带淡淡蜜香。',
      'zh-HK': '來自同一蜂場嘅純蜂蠟，帶淡淡蜜香。',
    },
    ['small-batch'],
  ),
  recycledPaper: m(
    'recycled-paper',
    1,
    { en: 'Recycled Paper', 'zh-CN': '再生纸', 'zh-HK': '再造紙' },
    {
      en: '100 gsm recycled paper that takes fountain pen ink without bleeding.',
      'zh-CN': '100 克再生纸，钢笔书写不洇墨。',
      'zh-HK': '100 克再造紙，用墨水筆寫都唔化墨。',
    },
    ['recycled'],
  ),
  kraft: m(
    'kraft',
    0.9,
    { en: 'Kraft', 'zh-CN': '牛皮纸', 'zh-HK': '牛皮紙' },
    {
      en: 'A sturdy kraft cover that is happy to be scribbled on.',
      'zh-CN': '结实的牛皮纸封面，随手涂写也无妨。',
      'zh-HK': '結實嘅牛皮紙封面，隨手塗鴉都冇問題。',
    },
  ),
} as const;

export type SizeSet = 'apparel' | 'shoes' | 'paper' | 'none';

export const SIZE_SETS: Record<Exclude<SizeSet, 'none'>, { code: string; name: Words; values: { code: string; label: Words }[] }> = {
  apparel: {
    code: 'size',
    name: { en: 'Size', 'zh-CN': '尺码', 'zh-HK': '尺碼' },
    values: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({ code: size.toLowerCase(), label: { en: size, 'zh-CN': size, 'zh-HK': size } })),
  },
  shoes: {
    code: 'size',
    name: { en: 'Size (EU)', 'zh-CN': '尺码（欧码）', 'zh-HK': '尺碼（歐碼）' },
    values: ['38', '39', '40', '41', '42', '43', '44'].map((size) => ({ code: size, label: { en: size, 'zh-CN': size, 'zh-HK': size } })),
  },
  paper: {
    code: 'paper',
    name: { en: 'Paper', 'zh-CN': '内页', 'zh-HK': '內頁' },
    values: [
      { code: 'plain', label: { en: 'Plain', 'zh-CN': '空白', 'zh-HK': '空白' } },
      { code: 'lined', label: { en: 'Lined', 'zh-CN': '横线', 'zh-HK': '橫間' } },
      { code: 'dotted', label: { en: 'Dotted', 'zh-CN': '点阵', 'zh-HK': '點陣' } },
    ],
  },
};

export const COLOR_OPTION_NAME: Words = { en: 'Colour', 'zh-CN': '颜色', 'zh-HK': '顏色' };

export type ProductType = {
  kind: ArtKind;
  category: string;
  name: Words;
  /** In cents. */
  basePrice: number;
  sizes: SizeSet;
  materials: readonly Material[];
  colors: readonly ColorCode[];
  /** What it is for, one sentence per language, opening the description. */
  pitch: Words;
};

const M = MATERIALS;

export const PRODUCT_TYPES: readonly ProductType[] = [
  {
    kind: 'tee',
    category: 'tops',
    name: { en: 'Tee', 'zh-CN': 'T 恤', 'zh-HK': 'T 恤' },
    basePrice: 2800,
    sizes: 'apparel',
    materials: [M.organicCotton, M.linen, M.heavyweight, M.slub],
    colors: ['white', 'black', 'sage', 'navy', 'sand', 'rust'],
    pitch: {
      en: 'A relaxed crew-neck tee with a slightly dropped shoulder, cut to layer or wear on its own.',
      'zh-CN': '微落肩的宽松圆领 T 恤，单穿或叠穿都好看。',
      'zh-HK': '微落膊嘅寬鬆圓領 T 恤，單着或者襯搭都好睇。',
    },
  },
  {
    kind: 'sweater',
    category: 'tops',
    name: { en: 'Sweater', 'zh-CN': '毛衣', 'zh-HK': '冷衫' },
    basePrice: 8800,
    sizes: 'apparel',
    materials: [M.merino, M.cashmere, M.lambswool],
    colors: ['natural', 'charcoal', 'forest', 'ochre', 'navy'],
    pitch: {
      en: 'A classic crew-neck sweater with ribbed cuffs, knitted to last many winters.',
      'zh-CN': '经典圆领毛衣，罗纹袖口，经得起许多个冬天。',
      'zh-HK': '經典圓領冷衫，羅紋袖口，陪你過好多個冬天。',
    },
  },
  {
    kind: 'hoodie',
    category: 'tops',
    name: { en: 'Hoodie', 'zh-CN': '连帽卫衣', 'zh-HK': '連帽衛衣' },
    basePrice: 6800,
    sizes: 'apparel',
    materials: [M.organicCotton, M.heavyweight, M.fleece],
    colors: ['charcoal', 'sage', 'navy', 'sand'],
    pitch: {
      en: 'A roomy pullover hoodie with a lined hood and a deep kangaroo pocket.',
      'zh-CN': '宽松套头连帽卫衣，双层帽子，配大容量袋鼠口袋。',
      'zh-HK': '寬鬆套頭連帽衛衣，雙層帽，配大容量袋鼠袋。',
    },
  },
  {
    kind: 'cap',
    category: 'accessories',
    name: { en: 'Cap', 'zh-CN': '棒球帽', 'zh-HK': '棒球帽' },
    basePrice: 2600,
    sizes: 'none',
    materials: [M.canvas, M.corduroy, M.washedCotton],
    colors: ['navy', 'olive', 'sand', 'black'],
    pitch: {
      en: 'A six-panel cap with a soft crown and an adjustable brass buckle.',
      'zh-CN': '六片式软顶棒球帽，配可调节黄铜扣。',
      'zh-HK': '六片式軟頂棒球帽，配可調節黃銅扣。',
    },
  },
  {
    kind: 'beanie',
    category: 'accessories',
    name: { en: 'Beanie', 'zh-CN': '针织帽', 'zh-HK': '冷帽' },
    basePrice: 2400,
    sizes: 'none',
    materials: [M.merino, M.lambswool, M.fleece],
    colors: ['rust', 'charcoal', 'ochre', 'forest'],
    pitch: {
      en: 'A snug rib-knit beanie with a deep turn-up that keeps your ears warm.',
      'zh-CN': '贴合头型的罗纹针织帽，宽翻边护住耳朵。',
      'zh-HK': '貼頭嘅羅紋冷帽，闊反摺邊護住耳仔。',
    },
  },
  {
    kind: 'scarf',
    category: 'accessories',
    name: { en: 'Scarf', 'zh-CN': '围巾', 'zh-HK': '頸巾' },
    basePrice: 4800,
    sizes: 'none',
    materials: [M.cashmere, M.merino, M.linen],
    colors: ['natural', 'rust', 'navy', 'blush'],
    pitch: {
      en: 'A generous scarf with hand-knotted fringes, long enough to wrap twice.',
      'zh-CN': '尺寸宽大的围巾，手工打结流苏，可以绕颈两圈。',
      'zh-HK': '尺寸寬大嘅頸巾，人手打結流蘇，可以圍兩圈。',
    },
  },
  {
    kind: 'sneaker',
    category: 'shoes',
    name: { en: 'Sneaker', 'zh-CN': '运动鞋', 'zh-HK': '波鞋' },
    basePrice: 9500,
    sizes: 'shoes',
    materials: [M.canvas, M.leather, M.suede, M.knit],
    colors: ['white', 'black', 'sand', 'navy'],
    pitch: {
      en: 'A low-top sneaker on a natural rubber sole, with a cushioned cork footbed.',
      'zh-CN': '天然橡胶底低帮运动鞋，软木鞋垫带来缓冲脚感。',
      'zh-HK': '天然橡膠底低筒波鞋，水松木鞋墊着落更舒適。',
    },
  },
  {
    kind: 'tote',
    category: 'bags',
    name: { en: 'Tote', 'zh-CN': '托特包', 'zh-HK': 'Tote 袋' },
    basePrice: 3800,
    sizes: 'none',
    materials: [M.canvas, M.leather, M.nylon],
    colors: ['natural', 'black', 'olive', 'terracotta'],
    pitch: {
      en: 'A roomy tote with long handles and an inside pocket for keys and phone.',
      'zh-CN': '大容量托特包，长提手可肩背，内袋放钥匙和手机刚好。',
      'zh-HK': '大容量 Tote 袋，長手挽可以孭上膊頭，內袋啱啱好放鎖匙同手機。',
    },
  },
  {
    kind: 'backpack',
    category: 'bags',
    name: { en: 'Backpack', 'zh-CN': '双肩包', 'zh-HK': '背囊' },
    basePrice: 11000,
    sizes: 'none',
    materials: [M.canvas, M.nylon, M.leather],
    colors: ['charcoal', 'olive', 'navy', 'rust'],
    pitch: {
      en: 'A daypack with a padded 15-inch laptop sleeve and a quiet magnetic clasp.',
      'zh-CN': '日常双肩包，带 15 英寸电脑软垫隔层和静音磁扣。',
      'zh-HK': '日常背囊，有 15 吋手提電腦軟墊間隔同靜音磁石扣。',
    },
  },
  {
    kind: 'lamp',
    category: 'living',
    name: { en: 'Table Lamp', 'zh-CN': '台灯', 'zh-HK': '枱燈' },
    basePrice: 12000,
    sizes: 'none',
    materials: [M.brass, M.ceramic, M.oak],
    colors: ['white', 'ochre', 'sage', 'black'],
    pitch: {
      en: 'A table lamp with a linen shade that spreads a warm, even light.',
      'zh-CN': '配亚麻灯罩的台灯，洒下温暖均匀的光。',
      'zh-HK': '配亞麻燈罩嘅枱燈，灑落溫暖均勻嘅光。',
    },
  },
  {
    kind: 'vase',
    category: 'living',
    name: { en: 'Vase', 'zh-CN': '花瓶', 'zh-HK': '花瓶' },
    basePrice: 4200,
    sizes: 'none',
    materials: [M.stoneware, M.glass, M.porcelain],
    colors: ['white', 'terracotta', 'sky', 'sage'],
    pitch: {
      en: 'A bud vase with a narrow neck, made for a single stem or a few dried grasses.',
      'zh-CN': '细颈小花瓶，插一枝花或几根干草都好看。',
      'zh-HK': '幼頸細花瓶，插一枝花或者幾條乾草都好睇。',
    },
  },
  {
    kind: 'candle',
    category: 'living',
    name: { en: 'Candle', 'zh-CN': '香薰蜡烛', 'zh-HK': '香薰蠟燭' },
    basePrice: 2200,
    sizes: 'none',
    materials: [M.soy, M.beeswax, M.ceramic],
    colors: ['natural', 'blush', 'sage', 'charcoal'],
    pitch: {
      en: 'A scented candle of fig leaf and cedar, poured into a jar you will want to keep.',
      'zh-CN': '无花果叶与雪松香调的香薰蜡烛，用完的容器也值得留下。',
      'zh-HK': '無花果葉同雪松香調嘅香薰蠟燭，用完個樽都值得留低。',
    },
  },
  {
    kind: 'cushion',
    category: 'living',
    name: { en: 'Cushion', 'zh-CN': '靠垫', 'zh-HK': '咕𠱸' },
    basePrice: 4500,
    sizes: 'none',
    materials: [M.linen, M.velvet, M.corduroy],
    colors: ['ochre', 'sage', 'rust', 'sky'],
    pitch: {
      en: 'A 50 × 50 cm cushion with a feather-down insert and a hidden zip.',
      'zh-CN': '50 × 50 厘米靠垫，羽绒内芯，隐形拉链。',
      'zh-HK': '50 × 50 厘米咕𠱸，羽絨內芯，隱形拉鏈。',
    },
  },
  {
    kind: 'mug',
    category: 'kitchen',
    name: { en: 'Mug', 'zh-CN': '马克杯', 'zh-HK': '馬克杯' },
    basePrice: 1800,
    sizes: 'none',
    materials: [M.stoneware, M.porcelain, M.enamel],
    colors: ['white', 'sky', 'terracotta', 'charcoal', 'sage'],
    pitch: {
      en: 'A 350 ml mug with a thumb-friendly handle; dishwasher and microwave safe.',
      'zh-CN': '350 毫升马克杯，把手握感舒适，可用洗碗机和微波炉。',
      'zh-HK': '350 毫升馬克杯，手柄好揸，可以用洗碗機同微波爐。',
    },
  },
  {
    kind: 'bowl',
    category: 'kitchen',
    name: { en: 'Bowl', 'zh-CN': '碗', 'zh-HK': '碗' },
    basePrice: 1600,
    sizes: 'none',
    materials: [M.stoneware, M.porcelain, M.enamel],
    colors: ['white', 'sand', 'sky', 'forest'],
    pitch: {
      en: 'A deep 15 cm bowl for noodles, salads and breakfast granola.',
      'zh-CN': '15 厘米深碗，盛面条、沙拉或早餐麦片都合适。',
      'zh-HK': '15 厘米深碗，裝麵、沙律或者早餐燕麥都啱。',
    },
  },
  {
    kind: 'plate',
    category: 'kitchen',
    name: { en: 'Plate', 'zh-CN': '餐盘', 'zh-HK': '碟' },
    basePrice: 2000,
    sizes: 'none',
    materials: [M.stoneware, M.porcelain, M.enamel],
    colors: ['white', 'sand', 'sage', 'charcoal'],
    pitch: {
      en: 'A 27 cm dinner plate with a gently raised rim that keeps sauces in place.',
      'zh-CN': '27 厘米餐盘，边缘微微上扬，酱汁不易流出。',
      'zh-HK': '27 厘米餐碟，碟邊微微向上，醬汁唔易瀉出嚟。',
    },
  },
  {
    kind: 'teapot',
    category: 'kitchen',
    name: { en: 'Teapot', 'zh-CN': '茶壶', 'zh-HK': '茶壺' },
    basePrice: 5800,
    sizes: 'none',
    materials: [M.stoneware, M.porcelain, M.glass],
    colors: ['white', 'forest', 'terracotta', 'sky'],
    pitch: {
      en: 'A 700 ml teapot with a removable steel infuser and a spout that never drips.',
      'zh-CN': '700 毫升茶壶，配可拆卸不锈钢滤芯，壶嘴出水利落不滴漏。',
      'zh-HK': '700 毫升茶壺，配可拆除不鏽鋼隔茶器，壺嘴出水爽快唔滴漏。',
    },
  },
  {
    kind: 'notebook',
    category: 'stationery',
    name: { en: 'Notebook', 'zh-CN': '笔记本', 'zh-HK': '筆記簿' },
    basePrice: 1400,
    sizes: 'paper',
    materials: [M.recycledPaper, M.leather, M.linen, M.kraft],
    colors: ['navy', 'rust', 'forest', 'sand'],
    pitch: {
      en: 'An A5 notebook with 192 numbered pages that lies flat when open.',
      'zh-CN': 'A5 笔记本，192 页带页码，摊开可完全平放。',
      'zh-HK': 'A5 筆記簿，192 頁有頁碼，打開可以完全攤平。',
    },
  },
  {
    kind: 'pen',
    category: 'stationery',
    name: { en: 'Pen', 'zh-CN': '签字笔', 'zh-HK': '原子筆' },
    basePrice: 2200,
    sizes: 'none',
    materials: [M.brass, M.oak, M.aluminium, M.ceramic],
    colors: ['black', 'navy', 'ochre', 'forest'],
    pitch: {
      en: 'A weighted pen with a smooth 0.5 mm gel refill and a pocket clip.',
      'zh-CN': '有分量的签字笔，0.5 毫米顺滑中性笔芯，带笔夹。',
      'zh-HK': '有重量感嘅原子筆，0.5 毫米順滑啫喱筆芯，附筆夾。',
    },
  },
];
