/**
 * Swiper's core and the two modules the slider uses, in their own chunk: the banner's first
 * slide shows as plain markup at once and the rails load while this arrives.
 */
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';

export interface SliderOptions {
  loop: boolean;
  initialSlide: number;
  pagination: HTMLElement;
  /** The accessible name of the bullet that shows slide `index` (0-based). */
  bulletLabel: (index: number) => string;
}

/**
 * Autoplay 3 s, speed 300 ms, clickable pagination (docs/product.md#home); paused on hover and
 * interaction (Swiper pauses on a hidden tab itself).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

export function startSwiper(
  container: HTMLElement,
  { loop, initialSlide, pagination, bulletLabel }: SliderOptions,
): () => void {
  const swiper = new Swiper(container, {
    modules: [Autoplay, Pagination],
    autoplay: { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false },
    loop,
    initialSlide,
    speed: 300,
    // Bullets are buttons: reachable with the keyboard (Tab, then Enter or Space), each named.
    pagination: {
      el: pagination,
      clickable: true,
      renderBullet: (index, className) =>
        `<button type="button" class="${className}" aria-label="${escapeHtml(bulletLabel(index))}"></button>`,
    },
  });
  return () => swiper.destroy(true, true);
}
