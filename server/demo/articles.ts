import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { BACKDROPS, type ArrangementArt, type Backdrop } from '../catalog/images/scenes';
import type { ArtKind } from '../catalog/images/objects';
import { COLORS, type ColorCode } from './vocabulary';

/** What `articles.translations` holds per locale. */
export type ArticleText = { title: string; summary: string; bodyHtml: string; seoTitle: string; seoDescription: string };

export type DemoArticle = {
  slug: string;
  author: string;
  publishedAt: Date;
  translations: Record<TranslatedLocale, ArticleText>;
  art: ArrangementArt;
};

type Copy = { title: string; summary: string; paragraphs: [string, string, string] };
type Draft = { slug: string; author: string; date: string; kinds: ArtKind[]; colors: ColorCode[]; copy: Record<TranslatedLocale, Copy> };

const DRAFTS: Draft[] = [
  {
    slug: 'caring-for-linen',
    author: 'Mei Lin',
    date: '2026-11-12',
    kinds: ['tee', 'cushion'],
    colors: ['sand', 'sage'],
    copy: {
      en: {
        title: 'How to care for linen so it lasts a decade',
        summary: 'Cool washes, no tumble dryer and a little patience: linen rewards you for doing less.',
        paragraphs: [
          'Linen is one of the oldest fabrics we know, and one of the toughest. The fibres actually grow stronger when wet, which is why a linen shirt can survive hundreds of washes.',
          'Wash at 30 °C with a mild detergent, and skip the fabric softener: it coats the fibres and stops them breathing. Hang it to dry in the shade and give it a shake while damp.',
          'Creases are part of the charm. If you prefer a crisp look, iron it while still slightly damp, on the reverse side.',
        ],
      },
      'zh-CN': {
        title: '这样照顾亚麻，穿上十年也不旧',
        summary: '冷水洗、不烘干、多一点耐心：对亚麻来说，少即是多。',
        paragraphs: [
          '亚麻是人类最古老的织物之一，也是最结实的之一。亚麻纤维遇水反而更强韧，所以一件亚麻衬衫能经受上百次洗涤。',
          '用 30 °C 水温和温和的洗涤剂清洗，不要加柔顺剂：它会包裹纤维，让面料失去透气性。在阴凉处晾干，半干时抖一抖。',
          '褶皱本就是亚麻的魅力所在。如果喜欢挺括的效果，可以趁微湿时从反面熨烫。',
        ],
      },
      'zh-HK': {
        title: '咁樣打理亞麻，着十年都唔殘',
        summary: '冷水洗、唔好焗乾、多啲耐性：對亞麻嚟講，少即是多。',
        paragraphs: [
          '亞麻係人類最古老嘅布料之一，亦都係最耐用嘅之一。亞麻纖維濕水之後反而更強韌，所以一件亞麻恤衫可以洗上百次。',
          '用 30 °C 水溫同溫和洗衣液清洗，唔好落柔順劑：佢會包住纖維，令布料唔再透氣。喺陰涼位置晾乾，半乾時抖一抖。',
          '皺摺本身就係亞麻嘅魅力。如果鍾意企理啲，可以趁微濕時喺反面燙。',
        ],
      },
    },
  },
  {
    slug: 'a-visit-to-the-pottery',
    author: 'Tom Hargreaves',
    date: '2026-11-02',
    kinds: ['mug', 'bowl', 'teapot'],
    colors: ['white', 'terracotta', 'sky'],
    copy: {
      en: {
        title: 'A morning at the pottery where our mugs are made',
        summary: 'We spent a day with the four potters who throw every stoneware mug we sell.',
        paragraphs: [
          'The studio sits at the end of a farm track, in a former dairy with a kiln where the cows used to be milked. Four potters share the wheels, the glaze buckets and a very old radio.',
          'Each mug is thrown, trimmed, handled and glazed by the same person, so you can often spot whose hands made it by the curve of the handle.',
          'A firing takes two days from cold to cold. When the kiln opens, there is always a moment of silence while everyone checks the glazes.',
        ],
      },
      'zh-CN': {
        title: '在陶艺工作室度过的一个早晨',
        summary: '我们和四位陶艺师待了一整天，店里每一只粗陶马克杯都出自他们之手。',
        paragraphs: [
          '工作室在一条农场小路的尽头，由旧牛奶房改建，过去挤奶的地方如今放着窑炉。四位陶艺师共用拉坯机、釉桶和一台很旧的收音机。',
          '每只杯子从拉坯、修坯、装把到上釉都由同一个人完成，所以看把手的弧度，常常就能认出是谁做的。',
          '一次烧制从冷窑到冷窑需要两天。开窑的那一刻，大家总会安静下来，仔细查看釉色。',
        ],
      },
      'zh-HK': {
        title: '喺陶藝工作室過嘅一個朝早',
        summary: '我哋同四位陶藝師相處咗成日，店入面每隻粗陶馬克杯都係出自佢哋手。',
        paragraphs: [
          '工作室喺一條農場小路嘅盡頭，由舊牛奶房改建，以前擠奶嘅位置而家擺住窯爐。四位陶藝師共用拉坯機、釉桶同一部好舊嘅收音機。',
          '每隻杯由拉坯、修坯、裝耳到上釉都係同一個人做，所以睇杯耳嘅弧度，好多時就認得出係邊個整。',
          '燒一窯由冷到冷要兩日。開窯嗰刻，大家總會靜落嚟，仔細睇吓啲釉色。',
        ],
      },
    },
  },
  {
    slug: 'packing-a-weekend-bag',
    author: 'Sofia Reyes',
    date: '2026-10-24',
    kinds: ['backpack', 'tee', 'notebook'],
    colors: ['olive', 'white', 'navy'],
    copy: {
      en: {
        title: 'Packing a weekend bag with nothing to spare',
        summary: 'Two tees, one knit, a notebook and a good pen: our editor’s list for two nights away.',
        paragraphs: [
          'The trick to packing light is choosing pieces that all go together. Stick to three colours and everything becomes an outfit.',
          'Roll soft things, fold structured ones, and put shoes heel to toe along the bottom of the bag. A small tote folds flat for the market on Saturday.',
          'Leave space for one thing you will find on the way. There is always one.',
        ],
      },
      'zh-CN': {
        title: '周末出行，这样打包刚刚好',
        summary: '两件 T 恤、一件针织衫、一本笔记本和一支好笔：编辑的两晚出行清单。',
        paragraphs: [
          '轻装出行的秘诀，是挑选彼此都能搭配的单品。只选三种颜色，怎么穿都成套。',
          '软的衣物卷起来，有型的衣物叠起来，鞋子首尾相接放在包底。再带一个可折叠的托特包，周六逛市集正好用。',
          '记得留一点空间，给路上遇到的那件小东西。总会有一件的。',
        ],
      },
      'zh-HK': {
        title: '週末出門，咁樣執行李啱啱好',
        summary: '兩件 T 恤、一件冷衫、一本筆記簿同一支好筆：編輯嘅兩晚行程清單。',
        paragraphs: [
          '輕裝出行嘅秘訣，係揀啲可以互相襯搭嘅單品。只揀三隻顏色，點着都成套。',
          '軟嘅衫捲起，硬身嘅摺好，對鞋頭對尾擺喺袋底。再帶個摺得埋嘅 Tote 袋，星期六行市集啱晒。',
          '記得留少少位，俾路上遇到嘅嗰樣小東西。實會有一樣。',
        ],
      },
    },
  },
  {
    slug: 'the-case-for-fewer-better-things',
    author: 'Mei Lin',
    date: '2026-10-15',
    kinds: ['sweater', 'sneaker'],
    colors: ['charcoal', 'white'],
    copy: {
      en: {
        title: 'The case for fewer, better things',
        summary: 'Why we would rather sell you one sweater that lasts ten years than ten that last one.',
        paragraphs: [
          'Cost per wear is a simple sum: divide what you paid by the number of times you used it. A well-made sweater worn a hundred times is a bargain at almost any price.',
          'Better things are also easier to mend. A good knit can be darned, a leather sole can be replaced, a stoneware mug does not chip at the first knock.',
          'None of this means buying more expensive things for their own sake. It means asking, before anything else, how it will look after a year.',
        ],
      },
      'zh-CN': {
        title: '少买一点，买好一点',
        summary: '比起卖给你十件只穿一年的毛衣，我们更愿意卖你一件能穿十年的。',
        paragraphs: [
          '单次穿着成本很简单：用价格除以使用次数。一件做工精良的毛衣穿上一百次，几乎什么价格都划算。',
          '好东西也更容易修补。好的针织衫可以织补，皮鞋底可以更换，粗陶杯也不会一碰就缺口。',
          '这并不意味着为了贵而买贵。而是在买之前先问自己：一年后它会是什么样子？',
        ],
      },
      'zh-HK': {
        title: '買少啲，買好啲',
        summary: '與其賣十件只着一年嘅冷衫俾你，我哋寧願賣一件着得十年嘅。',
        paragraphs: [
          '每次着用嘅成本好簡單：用價錢除以用咗幾多次。一件做工好嘅冷衫着一百次，幾乎咩價錢都抵。',
          '好嘢亦都易修補。好嘅冷衫可以織補，皮鞋底可以換，粗陶杯亦唔會一碰就崩口。',
          '咁唔代表為貴而買貴，而係買之前先問自己：一年之後佢會係點？',
        ],
      },
    },
  },
  {
    slug: 'brewing-better-tea',
    author: 'Grace Chan',
    date: '2026-10-06',
    kinds: ['teapot', 'mug'],
    colors: ['forest', 'white'],
    copy: {
      en: {
        title: 'Three small changes for a better pot of tea',
        summary: 'Fresh water, the right temperature and room for the leaves to move.',
        paragraphs: [
          'Always start with freshly drawn water. Water that has been boiled twice has lost its oxygen, and the tea tastes flat.',
          'Green tea likes water around 80 °C; black tea wants it just off the boil. A minute’s wait after the kettle clicks is usually enough for green.',
          'Finally, give the leaves space. A roomy infuser lets them unfurl and release their flavour slowly.',
        ],
      },
      'zh-CN': {
        title: '泡好一壶茶的三个小改变',
        summary: '新鲜的水、合适的水温，以及让茶叶舒展的空间。',
        paragraphs: [
          '每次都用新接的水。反复煮沸的水失去了氧气，泡出的茶口感会发闷。',
          '绿茶适合 80 °C 左右的水，红茶则要刚烧开的水。水壶跳闸后等一分钟，泡绿茶通常就刚好。',
          '最后，给茶叶留出空间。宽敞的滤芯能让茶叶慢慢舒展，释放香气。',
        ],
      },
      'zh-HK': {
        title: '沖好一壺茶嘅三個小改變',
        summary: '新鮮嘅水、啱嘅水溫，同埋俾茶葉舒展嘅空間。',
        paragraphs: [
          '每次都用新斟嘅水。翻滾咗幾次嘅水冇晒氧氣，沖出嚟嘅茶會悶。',
          '綠茶啱用 80 °C 左右嘅水，紅茶就要啱啱滾起嘅水。煲水煲跳掣之後等一分鐘，沖綠茶通常就啱啱好。',
          '最後，俾啲茶葉有位。闊落嘅隔茶器令茶葉慢慢打開，釋出香味。',
        ],
      },
    },
  },
  {
    slug: 'choosing-the-right-tote',
    author: 'Sofia Reyes',
    date: '2026-09-28',
    kinds: ['tote', 'tote'],
    colors: ['natural', 'terracotta'],
    copy: {
      en: {
        title: 'Canvas, leather or nylon: choosing the right tote',
        summary: 'Each material ages differently. Here is how to pick the one that suits your days.',
        paragraphs: [
          'Canvas is the everyday workhorse: light, washable and happy to be stuffed with groceries. It softens and fades gently over the years.',
          'Leather costs more and weighs more, but it builds a patina that is entirely yours. It is the tote for the office and the weekend both.',
          'Recycled nylon shrugs off rain and wipes clean in seconds, which makes it the one to grab for travel.',
        ],
      },
      'zh-CN': {
        title: '帆布、皮革还是尼龙？挑一个合适的托特包',
        summary: '每种材质老化的方式都不同。这里教你选出最适合日常的一款。',
        paragraphs: [
          '帆布是日常的主力：轻便、可洗，装满菜也不怕。多年使用后会慢慢变软、褪色。',
          '皮革价格更高、分量更重，但会养出独属于你的光泽。上班和周末都适合。',
          '再生尼龙不怕雨，几秒就能擦干净，是出门旅行的首选。',
        ],
      },
      'zh-HK': {
        title: '帆布、皮革定尼龍？揀個啱用嘅 Tote 袋',
        summary: '每種物料變舊嘅方式都唔同。等我哋話你知點揀最啱你日常嘅一款。',
        paragraphs: [
          '帆布係日常主力：輕身、可以洗，裝滿餸都唔怕。用耐咗會慢慢變軟、褪色。',
          '皮革貴啲、重啲，但會養出專屬於你嘅光澤。返工同放假都啱用。',
          '再生尼龍唔怕落雨，幾秒就抹得乾淨，係去旅行嘅首選。',
        ],
      },
    },
  },
  {
    slug: 'setting-a-simple-table',
    author: 'Grace Chan',
    date: '2026-09-19',
    kinds: ['plate', 'bowl', 'candle'],
    colors: ['sand', 'white', 'natural'],
    copy: {
      en: {
        title: 'Setting a simple table for friends',
        summary: 'Mismatched plates, one candle and food in the middle: a table that invites people to stay.',
        paragraphs: [
          'A relaxed table starts with plates that share a colour family rather than a pattern. Sand, chalk and stone sit together happily.',
          'Put the food in the middle in big bowls and let everyone help themselves. It slows the meal down in the best way.',
          'One low candle is enough. Keep it below eye level so nobody has to peer around the flame to talk.',
        ],
      },
      'zh-CN': {
        title: '为朋友布置一张简单的餐桌',
        summary: '不成套的餐盘、一支蜡烛、菜放在中间：让人想多坐一会儿的餐桌。',
        paragraphs: [
          '轻松的餐桌，从同色系而非同图案的餐盘开始。沙色、粉笔白和石灰色放在一起很和谐。',
          '把菜装在大碗里放在桌子中间，大家自己动手。这样一顿饭会慢下来，恰到好处。',
          '一支矮蜡烛就够了。让它低于视线，聊天时不用隔着火苗张望。',
        ],
      },
      'zh-HK': {
        title: '為朋友佈置一張簡單嘅餐枱',
        summary: '唔成套嘅碟、一支蠟燭、餸擺中間：一張令人想坐耐啲嘅餐枱。',
        paragraphs: [
          '輕鬆嘅餐枱，由同色系而唔係同圖案嘅碟開始。沙色、粉筆白同石灰色擺埋一齊好夾。',
          '將餸裝喺大碗擺喺枱中間，大家自己夾。咁樣一餐飯會慢落嚟，啱啱好。',
          '一支矮蠟燭就夠。擺低過視線，傾偈就唔使隔住火光望。',
        ],
      },
    },
  },
  {
    slug: 'why-we-love-merino',
    author: 'Tom Hargreaves',
    date: '2026-09-10',
    kinds: ['sweater', 'beanie', 'scarf'],
    colors: ['forest', 'rust', 'natural'],
    copy: {
      en: {
        title: 'Why we love merino',
        summary: 'Warm in winter, cool in spring, and it barely needs washing. Meet the hardest-working fibre we stock.',
        paragraphs: [
          'Merino fibres are far finer than ordinary wool, which is why they feel soft rather than scratchy against the skin.',
          'The fibre holds warmth even when damp and lets moisture escape, so you stay comfortable on a cold walk and a warm train alike.',
          'It also resists odour naturally. Most of the time, airing a merino sweater overnight is all it needs.',
        ],
      },
      'zh-CN': {
        title: '我们为什么偏爱美利奴羊毛',
        summary: '冬暖春凉，几乎不用洗。认识一下我们店里最勤劳的纤维。',
        paragraphs: [
          '美利奴羊毛的纤维比普通羊毛细得多，所以贴身穿着柔软，不会扎人。',
          '它在潮湿时依然保暖，又能排出湿气，无论是寒风中散步还是在暖气十足的车厢里都很舒适。',
          '它天然抗异味。大多数时候，把毛衣挂起来通风一晚就够了。',
        ],
      },
      'zh-HK': {
        title: '我哋點解咁鍾意美利奴羊毛',
        summary: '冬暖春涼，差唔多唔使洗。認識吓我哋店入面最勤力嘅纖維。',
        paragraphs: [
          '美利奴羊毛嘅纖維比普通羊毛幼好多，所以貼身着都柔軟，唔會痕。',
          '濕咗都一樣保暖，又排到濕氣，凍冰冰出街行或者喺焗住嘅車廂入面都一樣舒服。',
          '佢天然防異味。大部分時間，將冷衫掛起吹一晚就得。',
        ],
      },
    },
  },
  {
    slug: 'a-better-desk',
    author: 'Daniel Okafor',
    date: '2026-08-30',
    kinds: ['notebook', 'pen', 'lamp'],
    colors: ['navy', 'ochre', 'white'],
    copy: {
      en: {
        title: 'Five things for a calmer desk',
        summary: 'A warm lamp, a paper notebook and fewer things in sight: small changes that help you focus.',
        paragraphs: [
          'Start by clearing everything off, then put back only what you used in the last week. The rest can live in a drawer.',
          'A warm table lamp is kinder on the eyes than a bright overhead light in the evening, and it marks the edge of your working space.',
          'Keep a paper notebook open beside the keyboard. Writing a task down by hand is often enough to stop it nagging at you.',
        ],
      },
      'zh-CN': {
        title: '让书桌更安静的五样东西',
        summary: '一盏暖光台灯、一本纸质笔记本、视线里少一点杂物：帮助专注的小改变。',
        paragraphs: [
          '先把桌面全部清空，只放回上周用过的东西，其余的都收进抽屉。',
          '晚上用暖光台灯，比明亮的顶灯更护眼，也能划出工作区域的边界。',
          '在键盘旁边摊开一本纸质笔记本。把任务亲手写下来，它往往就不再困扰你。',
        ],
      },
      'zh-HK': {
        title: '令書枱更安靜嘅五樣嘢',
        summary: '一盞暖光枱燈、一本紙筆記簿、視線範圍少啲雜物：幫你專注嘅小改變。',
        paragraphs: [
          '首先清晒枱面，淨係放返上個星期用過嘅嘢，其他收入櫃桶。',
          '夜晚用暖光枱燈，比光猛嘅頂燈更護眼，亦劃清工作範圍。',
          '喺鍵盤隔籬攤開一本紙筆記簿。親手寫低要做嘅嘢，好多時佢就唔會再纏住你。',
        ],
      },
    },
  },
  {
    slug: 'scent-and-memory',
    author: 'Mei Lin',
    date: '2026-08-21',
    kinds: ['candle', 'vase'],
    colors: ['blush', 'terracotta'],
    copy: {
      en: {
        title: 'Scent and memory: how we made our fig candle',
        summary: 'Eighteen months, forty samples and one summer garden in the south of France.',
        paragraphs: [
          'The fig candle began with a memory: an afternoon in a friend’s garden, the smell of warm fig leaves and cedar shade.',
          'Our perfumer sent forty samples over eighteen months. Some were too sweet, some too green; the one we chose smells like the afternoon itself.',
          'We pour each candle by hand in soy wax, which burns cooler and cleaner than paraffin and carries the scent gently across a room.',
        ],
      },
      'zh-CN': {
        title: '气味与记忆：我们的无花果香薰蜡烛',
        summary: '十八个月、四十个样本，以及法国南部的一个夏日花园。',
        paragraphs: [
          '无花果蜡烛源自一段记忆：朋友花园里的一个下午，温热的无花果叶香和雪松的树荫。',
          '十八个月里，调香师寄来了四十个样本。有的太甜，有的太青涩；最后选中的那款，闻起来就像那个下午。',
          '每一支都用大豆蜡手工灌注，燃烧温度比石蜡更低、更洁净，香气在房间里柔和地散开。',
        ],
      },
      'zh-HK': {
        title: '氣味與回憶：我哋嘅無花果香薰蠟燭',
        summary: '十八個月、四十個樣本，加上法國南部嘅一個夏日花園。',
        paragraphs: [
          '無花果蠟燭源自一段回憶：朋友花園嘅一個下晝，暖暖嘅無花果葉香同雪松樹蔭。',
          '十八個月入面，調香師寄咗四十個樣本嚟。有啲太甜，有啲太青；最後揀中嗰款，聞落就好似嗰個下晝。',
          '每支都用大豆蠟人手灌注，燒起嚟溫度比石蠟低、更乾淨，香味喺房入面柔和咁散開。',
        ],
      },
    },
  },
  {
    slug: 'breaking-in-leather',
    author: 'Daniel Okafor',
    date: '2026-08-12',
    kinds: ['sneaker', 'backpack'],
    colors: ['sand', 'charcoal'],
    copy: {
      en: {
        title: 'Breaking in leather the gentle way',
        summary: 'New leather is stiff for a reason. A few weeks of wear turns it into something that fits only you.',
        paragraphs: [
          'Vegetable-tanned leather starts firm and pale. With use, it softens where you bend it and darkens where you touch it.',
          'Wear new shoes for an hour or two at home first, with thick socks. Short spells are kinder to your feet and the leather.',
          'Once a season, a thin layer of unscented balm keeps the leather supple. Less is more: it should disappear in a minute.',
        ],
      },
      'zh-CN': {
        title: '温柔地磨合皮革',
        summary: '新皮革偏硬是有原因的。穿用几周后，它会变成只贴合你的样子。',
        paragraphs: [
          '植鞣革起初坚挺、颜色浅淡。用久了，弯折处会变软，常触碰的地方会变深。',
          '新鞋先在家里穿一两个小时，配厚袜子。短时间多次穿着，对脚和皮革都更友好。',
          '每个季节薄涂一层无香护理膏，让皮革保持柔韧。少即是多：一分钟内能吸收就刚好。',
        ],
      },
      'zh-HK': {
        title: '溫柔咁磨合皮革',
        summary: '新皮硬身係有原因嘅。着用幾個星期之後，佢會變成只係貼合你嘅樣。',
        paragraphs: [
          '植鞣皮一開始硬身、顏色淺。用耐咗，屈嘅位置會變軟，成日掂到嘅地方會變深色。',
          '新鞋先喺屋企着一兩個鐘，配厚襪。每次着短啲，對腳同皮革都好啲。',
          '每季薄薄搽一層無味護理膏，保持皮革柔韌。少即是多：一分鐘內吸收晒就啱。',
        ],
      },
    },
  },
  {
    slug: 'layering-for-autumn',
    author: 'Sofia Reyes',
    date: '2026-08-03',
    kinds: ['hoodie', 'scarf', 'cap'],
    colors: ['sage', 'rust', 'navy'],
    copy: {
      en: {
        title: 'Layering for the in-between season',
        summary: 'A tee, a knit and a scarf you can take off: how to dress for a day that starts cold and ends warm.',
        paragraphs: [
          'Autumn mornings are cold and afternoons surprisingly warm. The answer is layers that each look finished on their own.',
          'Start with a breathable tee, add a hoodie or a merino sweater, and finish with a scarf that can go in your bag by noon.',
          'Keep the palette earthy, with rust, sage and navy, and every layer will work with the next.',
        ],
      },
      'zh-CN': {
        title: '换季时节的叠穿法',
        summary: '一件 T 恤、一件针织衫、一条可随时取下的围巾：应对早凉午暖的一天。',
        paragraphs: [
          '秋天的早晨很凉，午后却出奇地暖。答案是叠穿，而且每一层单独穿都要好看。',
          '先穿一件透气的 T 恤，加一件连帽卫衣或美利奴毛衣，最后围上围巾，中午就能收进包里。',
          '色调保持大地色系，铁锈红、鼠尾草绿和藏青，每一层都能互相搭配。',
        ],
      },
      'zh-HK': {
        title: '轉季嘅層次襯搭',
        summary: '一件 T 恤、一件冷衫、一條隨時除得嘅頸巾：應付朝涼晏暖嘅一日。',
        paragraphs: [
          '秋天朝早凍，下晝又出奇咁暖。解決方法係一層層咁着，而每一層單着都要好睇。',
          '先着件透氣 T 恤，加件連帽衛衣或者美利奴冷衫，最後圍條頸巾，到晏晝就可以收入袋。',
          '色調保持大地色系，鐵鏽紅、鼠尾草綠同海軍藍，每一層都夾得埋。',
        ],
      },
    },
  },
  {
    slug: 'flowers-that-last',
    author: 'Grace Chan',
    date: '2026-07-25',
    kinds: ['vase', 'vase', 'candle'],
    colors: ['sky', 'white', 'sage'],
    copy: {
      en: {
        title: 'Flowers that last: a bud vase guide',
        summary: 'One stem done well beats a wilting bouquet. Tips from our favourite florist.',
        paragraphs: [
          'A narrow-necked vase holds a single stem upright, so you need far fewer flowers to make a statement.',
          'Cut stems at an angle under running water, change the water every two days and keep the vase away from the fruit bowl: ripening fruit makes flowers fade faster.',
          'In winter, dried grasses and seed heads last for months and look lovely against a pale wall.',
        ],
      },
      'zh-CN': {
        title: '让花开得更久：小花瓶指南',
        summary: '好好插一枝花，胜过一束凋零的花束。来自我们最喜欢的花艺师的建议。',
        paragraphs: [
          '细颈花瓶能让单枝花挺立，用很少的花就能营造出效果。',
          '在流水下斜剪花茎，每两天换一次水，并让花瓶远离果盘：成熟的水果会让花更快凋谢。',
          '冬天可以插干草和种荚，能保持好几个月，衬着浅色墙面很好看。',
        ],
      },
      'zh-HK': {
        title: '令花開得耐啲：細花瓶指南',
        summary: '用心插好一枝花，好過一束謝咗嘅花束。我哋最鍾意嘅花藝師教路。',
        paragraphs: [
          '幼頸花瓶可以令單枝花企得直，用好少花都好有效果。',
          '喺水喉水下面斜剪花莖，每兩日換一次水，花瓶要遠離生果盤：成熟嘅生果會令花謝得快啲。',
          '冬天可以插乾草同種莢，擺得幾個月，襯淺色牆好靚。',
        ],
      },
    },
  },
  {
    slug: 'the-perfect-white-tee',
    author: 'Tom Hargreaves',
    date: '2026-07-16',
    kinds: ['tee', 'tee'],
    colors: ['white', 'black'],
    copy: {
      en: {
        title: 'In search of the perfect white tee',
        summary: 'It took us eleven samples to get the neckline right. Here is what we learned.',
        paragraphs: [
          'A white tee looks simple, which is exactly why every detail shows. The neckline must lie flat, the sleeves must not flare and the fabric must not be see-through.',
          'We settled on a 240 g heavyweight jersey and a narrow ribbed collar that keeps its shape after fifty washes, which we tested.',
          'The fit is relaxed but not boxy. Take your usual size for a clean look, or one up to wear it loose.',
        ],
      },
      'zh-CN': {
        title: '寻找一件完美的白 T 恤',
        summary: '为了做对领口，我们打了十一次样。以下是我们的心得。',
        paragraphs: [
          '白 T 恤看起来简单，正因如此每个细节都一目了然。领口要平整，袖子不能外翻，面料不能透。',
          '最终我们选择了 240 克重磅平纹布和窄罗纹领口，洗了五十次依然不变形，这是我们亲自测试过的。',
          '版型宽松但不方正。平时的尺码穿起来利落，大一码则更休闲。',
        ],
      },
      'zh-HK': {
        title: '尋找一件完美嘅白 T 恤',
        summary: '為咗整啱個領口，我哋打咗十一次辦。以下係我哋學到嘅嘢。',
        paragraphs: [
          '白 T 恤睇落簡單，正正因為咁，每個細節都睇得好清楚。領口要平，袖口唔可以反起，布料唔可以透。',
          '最後我哋揀咗 240 克重磅平紋布同窄羅紋領，洗咗五十次都唔變形，係我哋親自試過嘅。',
          '版型寬鬆但唔四方。着平時嘅尺碼就企理，大一碼就更隨意。',
        ],
      },
    },
  },
  {
    slug: 'slow-mornings',
    author: 'Daniel Okafor',
    date: '2026-07-07',
    kinds: ['mug', 'plate', 'notebook'],
    colors: ['terracotta', 'sand', 'forest'],
    copy: {
      en: {
        title: 'Slow mornings, one cup at a time',
        summary: 'Ten quiet minutes with a warm mug and a notebook before the day begins.',
        paragraphs: [
          'Before the phone, before the news, there is the kettle. We have come to love the ten minutes it takes to make coffee properly.',
          'A heavy stoneware mug keeps it warm long enough to write three lines in a notebook: one thing you are grateful for, one thing you will do, one thing you will let go.',
          'It is a small ritual, but the days that start this way tend to go a little better.',
        ],
      },
      'zh-CN': {
        title: '慢慢来的早晨，一杯一杯地过',
        summary: '一天开始之前，捧着一只温热的杯子，翻开笔记本，安静十分钟。',
        paragraphs: [
          '在看手机、看新闻之前，先烧一壶水。我们渐渐爱上了认真冲一杯咖啡的那十分钟。',
          '厚实的粗陶杯能让咖啡保温，足够你在笔记本上写下三行：一件感恩的事、一件要做的事、一件可以放下的事。',
          '这是个小小的仪式，但这样开始的日子，往往会顺利一些。',
        ],
      },
      'zh-HK': {
        title: '慢慢嚟嘅朝早，一杯一杯咁過',
        summary: '一日開始之前，揸住一隻暖杯，打開筆記簿，靜靜哋十分鐘。',
        paragraphs: [
          '未睇手機、未睇新聞，先煲水。我哋慢慢愛上咗認真沖杯咖啡嘅嗰十分鐘。',
          '厚身粗陶杯保溫夠耐，俾你喺筆記簿寫低三行：一樣感恩嘅事、一樣要做嘅事、一樣可以放低嘅事。',
          '係一個小小嘅儀式，不過咁樣開始嘅日子，通常都會順利啲。',
        ],
      },
    },
  },
  {
    slug: 'recycled-materials-explained',
    author: 'Mei Lin',
    date: '2026-06-28',
    kinds: ['backpack', 'beanie', 'notebook'],
    colors: ['olive', 'charcoal', 'sand'],
    copy: {
      en: {
        title: 'Recycled materials, explained',
        summary: 'Fishing nets, plastic bottles and office paper: where our recycled materials come from.',
        paragraphs: [
          'Our recycled nylon starts life as fishing nets collected from ports in Spain and Italy. They are cleaned, melted and spun into new yarn.',
          'The fleece in our beanies and hoodies comes from plastic bottles, about twelve for each hoodie, and feels no different from new.',
          'Recycled materials are not perfect, but they keep useful fibres in use for longer, and that is a good place to start.',
        ],
      },
      'zh-CN': {
        title: '再生材料是怎么来的',
        summary: '渔网、塑料瓶和办公用纸：我们的再生材料从哪里来。',
        paragraphs: [
          '我们的再生尼龙原本是西班牙和意大利港口回收的渔网，经过清洗、熔化，再纺成新纱线。',
          '针织帽和卫衣里的摇粒绒来自塑料瓶，一件卫衣大约用十二个，触感和全新材料没有区别。',
          '再生材料并不完美，但它能让有用的纤维被用得更久，这是一个好的开始。',
        ],
      },
      'zh-HK': {
        title: '再生物料係點嚟',
        summary: '漁網、膠樽同辦公室用紙：我哋嘅再生物料由邊度嚟。',
        paragraphs: [
          '我哋嘅再生尼龍原本係西班牙同意大利港口回收嘅漁網，經過清洗、熔化，再紡成新紗線。',
          '冷帽同衛衣入面嘅搖粒絨來自膠樽，一件衛衣大約用十二個，手感同全新物料冇分別。',
          '再生物料唔完美，但可以令有用嘅纖維用得耐啲，呢個係好嘅開始。',
        ],
      },
    },
  },
  {
    slug: 'gift-guide-under-50',
    author: 'Sofia Reyes',
    date: '2026-06-19',
    kinds: ['candle', 'mug', 'pen'],
    colors: ['blush', 'sky', 'ochre'],
    copy: {
      en: {
        title: 'Gifts under $50 that do not look it',
        summary: 'Our team’s favourite small presents, each one something we would be glad to receive.',
        paragraphs: [
          'A good gift is useful, a little special and easy to wrap. A hand-thrown mug ticks all three.',
          'For the friend with a full home, a candle is always welcome, and our fig and cedar scent has yet to meet anyone who dislikes it.',
          'And for anyone who still writes letters, a weighted brass pen will last longer than the friendship deserves.',
        ],
      },
      'zh-CN': {
        title: '50 美元以内，却不像平价的礼物',
        summary: '团队最爱的小礼物，每一件都是我们自己收到也会开心的。',
        paragraphs: [
          '好礼物要实用、有点特别，还要方便包装。一只手工拉坯的马克杯三样都占了。',
          '送给家里什么都不缺的朋友，蜡烛永远受欢迎，而我们的无花果雪松香还没遇到过不喜欢的人。',
          '至于还在写信的人，一支有分量的黄铜笔，会陪伴他们很久很久。',
        ],
      },
      'zh-HK': {
        title: '50 美元以內，但睇落唔似平嘅禮物',
        summary: '團隊最鍾意嘅小禮物，每一樣都係我哋自己收到都會開心嘅。',
        paragraphs: [
          '好禮物要實用、有少少特別，仲要易包裝。一隻人手拉坯嘅馬克杯三樣都做到。',
          '送俾屋企乜都唔缺嘅朋友，蠟燭永遠受歡迎，而我哋嘅無花果雪松香仲未遇過唔鍾意嘅人。',
          '至於仲有寫信嘅人，一支有重量感嘅黃銅筆，會陪佢好耐好耐。',
        ],
      },
    },
  },
  {
    slug: 'light-and-the-home',
    author: 'Daniel Okafor',
    date: '2026-06-10',
    kinds: ['lamp', 'lamp', 'cushion'],
    colors: ['ochre', 'white', 'rust'],
    copy: {
      en: {
        title: 'Light and the home: three lamps, three moods',
        summary: 'Why a room needs light at several heights, and how warm bulbs change everything.',
        paragraphs: [
          'A single ceiling light flattens a room. Light at three heights, overhead, at the table and near the floor, gives it depth.',
          'Choose warm bulbs of around 2700 K for the evening. They make wood glow and skin look healthy.',
          'A small lamp on a bookshelf or a side table is often the one you end up switching on every night.',
        ],
      },
      'zh-CN': {
        title: '光与家：三盏灯，三种氛围',
        summary: '为什么房间需要不同高度的光源，以及暖光灯泡如何改变一切。',
        paragraphs: [
          '只有一盏吸顶灯，房间会显得扁平。顶部、桌面和靠近地面三种高度的光，能营造出层次感。',
          '晚上选择 2700 K 左右的暖光灯泡，木头会显得温润，肤色也更健康。',
          '书架或边几上的一盏小灯，往往是你每晚都会打开的那一盏。',
        ],
      },
      'zh-HK': {
        title: '光與家：三盞燈，三種氣氛',
        summary: '點解間房需要唔同高度嘅光，同埋暖光燈膽點樣改變一切。',
        paragraphs: [
          '淨係得一盞天花燈，間房會好平面。頂部、枱面同近地面三種高度嘅光，先有層次感。',
          '夜晚揀 2700 K 左右嘅暖光燈膽，木會顯得溫潤，膚色都健康啲。',
          '書架或者邊枱上面嘅一盞細燈，往往就係你每晚都會開嗰盞。',
        ],
      },
    },
  },
  {
    slug: 'meet-the-makers-sneakers',
    author: 'Tom Hargreaves',
    date: '2026-06-01',
    kinds: ['sneaker', 'sneaker', 'cap'],
    colors: ['white', 'navy', 'olive'],
    copy: {
      en: {
        title: 'Meet the makers: the family behind our sneakers',
        summary: 'Three generations of shoemakers in northern Portugal, and why they still stitch every sole.',
        paragraphs: [
          'The workshop was founded in 1962 by a shoemaker who made boots for farmers. His granddaughter runs it now, with twenty-three people on the floor.',
          'Every pair is cut by hand and the soles are stitched rather than glued, so they can be replaced when they wear through.',
          'It takes longer and costs more. It also means a pair of our sneakers can be resoled twice and still look right.',
        ],
      },
      'zh-CN': {
        title: '认识制作者：我们运动鞋背后的家族',
        summary: '葡萄牙北部三代制鞋人，以及他们为何仍坚持缝制每一只鞋底。',
        paragraphs: [
          '工坊由一位为农民制作靴子的鞋匠于 1962 年创立，如今由他的孙女经营，车间里有二十三名工匠。',
          '每双鞋都是手工裁剪，鞋底用缝线而不是胶水固定，磨损后可以更换。',
          '这样做更费时、成本也更高，但意味着一双鞋可以换两次鞋底，依然好看。',
        ],
      },
      'zh-HK': {
        title: '認識製作人：我哋波鞋背後嘅家族',
        summary: '葡萄牙北部三代造鞋人，同埋佢哋點解仲堅持車好每一隻鞋底。',
        paragraphs: [
          '工場由一位幫農夫整靴嘅鞋匠喺 1962 年創立，而家由佢孫女主理，車間有二十三位師傅。',
          '每對鞋都係人手裁剪，鞋底用車線而唔係用膠黐，磨蝕咗可以換。',
          '咁做花時間又貴啲，但代表一對鞋可以換兩次鞋底，依然好睇。',
        ],
      },
    },
  },
  {
    slug: 'notes-on-paper',
    author: 'Grace Chan',
    date: '2026-05-23',
    kinds: ['notebook', 'notebook', 'pen'],
    colors: ['rust', 'forest', 'navy'],
    copy: {
      en: {
        title: 'Notes on paper: plain, lined or dotted?',
        summary: 'How to choose the page that suits the way you think.',
        paragraphs: [
          'Plain pages suit people who sketch, map and draw arrows between ideas. Nothing tells you where to write.',
          'Lined pages are for writers: journals, letters and lists that run long. The lines keep handwriting calm.',
          'Dotted pages sit in between. The dots guide a table or a tidy list, then fade into the background when you draw.',
        ],
      },
      'zh-CN': {
        title: '关于纸张：空白、横线还是点阵？',
        summary: '如何挑选最适合你思考方式的内页。',
        paragraphs: [
          '空白页适合爱画草图、画思维导图、在想法之间画箭头的人。没有任何东西规定你在哪里落笔。',
          '横线页适合书写者：日记、信件和长长的清单。横线让字迹保持从容。',
          '点阵页介于两者之间。点能帮你画出表格或整齐的清单，画画时又会退到背景里。',
        ],
      },
      'zh-HK': {
        title: '關於紙張：空白、橫間定點陣？',
        summary: '點樣揀最啱你思考方式嘅內頁。',
        paragraphs: [
          '空白頁啱鍾意畫草圖、畫思維導圖、喺諗法之間畫箭嘴嘅人。冇嘢規定你喺邊度落筆。',
          '橫間頁啱寫字嘅人：日記、信同好長嘅清單。橫線令字跡保持從容。',
          '點陣頁就喺兩者之間。啲點幫你畫表格或者整齊清單，畫畫時又會退到背景。',
        ],
      },
    },
  },
];

const BACKDROP_NAMES = Object.keys(BACKDROPS) as Backdrop[];

export const DEMO_ARTICLES: readonly DemoArticle[] = DRAFTS.map((draft, index) => ({
  slug: draft.slug,
  author: draft.author,
  publishedAt: new Date(`${draft.date}T09:00:00Z`),
  art: {
    kinds: draft.kinds,
    colors: draft.colors.map((color) => COLORS[color].hex),
    accent: COLORS[draft.colors[draft.colors.length - 1]!].hex,
    backdrop: BACKDROP_NAMES[index % BACKDROP_NAMES.length]!,
  },
  translations: Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const copy = draft.copy[locale];
      return [
        locale,
        {
          title: copy.title,
          summary: copy.summary,
          bodyHtml: copy.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
          seoTitle: `${copy.title} | Vitrine`,
          seoDescription: copy.summary,
        } satisfies ArticleText,
      ];
    }),
  ) as Record<TranslatedLocale, ArticleText>,
}));
