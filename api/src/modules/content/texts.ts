/** Display texts the API returns besides error messages, in the three interface languages. */
import type { Language } from '../../i18n/messages';

export interface BannerText {
  title: string;
  subtitle: string;
}

/** Slides 1–4 (banners `Slider1`..`Slider4`), drawn on the artwork and returned as `title`. */
export const BANNER_TEXTS: Record<Language, readonly BannerText[]> = {
  fr: [
    { title: 'Cashback quotidien', subtitle: 'Une part de vos pertes revient chaque jour' },
    { title: 'Jackpot Diamant', subtitle: 'La plus grosse cagnotte de Tunisie' },
    { title: 'Roulette en continu', subtitle: 'Une manche toutes les 25 s, un seul zéro' },
    { title: 'Paris sportifs', subtitle: 'Paris avant-match et en direct' },
  ],
  en: [
    { title: 'Daily cashback', subtitle: 'Part of your losses back every day' },
    { title: 'Jackpot Diamond', subtitle: 'The biggest pool in Tunisia' },
    { title: 'Non-stop roulette', subtitle: 'A round every 25 s, single zero' },
    { title: 'Sportsbook', subtitle: 'Prematch and live betting' },
  ],
  ar: [
    { title: 'استرداد نقدي يومي', subtitle: 'جزء من خسائرك يعود إليك كل يوم' },
    { title: 'جاكبوت الماس', subtitle: 'أكبر جائزة في تونس' },
    { title: 'روليت بلا توقف', subtitle: 'جولة كل 25 ثانية، بصفر واحد' },
    { title: 'المراهنات الرياضية', subtitle: 'رهانات قبل المباراة وأثناءها' },
  ],
};

/** The slide's text for a banner name `SliderN`; undefined for a banner added by hand. */
export function bannerText(name: string, language: Language): BannerText | undefined {
  const match = /^Slider(\d+)$/.exec(name);
  return match ? BANNER_TEXTS[language][Number(match[1]) - 1] : undefined;
}

/** Names of won jackpots (LatestJackpot `name`). */
const JACKPOT_NAMES: Record<Language, Record<string, string>> = {
  fr: {
    Diamond: 'Jackpot Diamant',
    Golden: 'Jackpot Or',
    Silver: 'Jackpot Argent',
    Bronze: 'Jackpot Bronze',
  },
  en: {
    Diamond: 'Diamond Jackpot',
    Golden: 'Golden Jackpot',
    Silver: 'Silver Jackpot',
    Bronze: 'Bronze Jackpot',
  },
  ar: {
    Diamond: 'جاكبوت الماس',
    Golden: 'جاكبوت الذهب',
    Silver: 'جاكبوت الفضة',
    Bronze: 'جاكبوت البرونز',
  },
};

export function jackpotName(tier: string, language: Language): string {
  return JACKPOT_NAMES[language][tier] ?? JACKPOT_NAMES.en[tier] ?? `${tier} Jackpot`;
}

/** Names of the game categories (GetAllCategories `name`), by the catalogue's own name. */
const CATEGORY_NAMES: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  fr: {
    New: 'Nouveautés',
    Megaways: 'Megaways',
    Fruits: 'Fruits',
    Jackpot: 'Jackpot',
    Classic: 'Classiques',
    'Bonus Buy': 'Achat de bonus',
    Roulette: 'Roulette',
    Blackjack: 'Blackjack',
    Baccarat: 'Baccara',
    'Game Shows': 'Jeux télévisés',
    Poker: 'Poker',
    Dice: 'Dés',
    Crash: 'Crash',
    Instant: 'Instantanés',
    Multiplayer: 'Multijoueur',
  },
  ar: {
    New: 'جديد',
    Megaways: 'ميغاويز',
    Fruits: 'فواكه',
    Jackpot: 'جاكبوت',
    Classic: 'كلاسيكية',
    'Bonus Buy': 'شراء المكافأة',
    Roulette: 'روليت',
    Blackjack: 'بلاك جاك',
    Baccarat: 'باكارا',
    'Game Shows': 'عروض الألعاب',
    Poker: 'بوكر',
    Dice: 'نرد',
    Crash: 'كراش',
    Instant: 'فورية',
    Multiplayer: 'متعددة اللاعبين',
  },
};

/** The catalogue keeps English names; a category added without a translation keeps its own. */
export function categoryName(name: string, language: Language): string {
  return language === 'en' ? name : (CATEGORY_NAMES[language][name] ?? name);
}
