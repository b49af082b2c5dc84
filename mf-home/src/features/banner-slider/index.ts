export { BannerSlider } from './ui/banner-slider';
