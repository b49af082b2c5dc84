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
}

/** Spec §2: autoplay 3 s, speed 300 ms, clickable pagination; paused on hover and interaction (Swiper pauses on a hidden tab itself). */
export function startSwiper(container: HTMLElement, { loop, initialSlide, pagination }: SliderOptions): () => void {
  const swiper = new Swiper(container, {
    modules: [Autoplay, Pagination],
    autoplay: { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false },
    loop,
    initialSlide,
    speed: 300,
    pagination: { el: pagination, clickable: true },
  });
  return () => swiper.destroy(true, true);
}
