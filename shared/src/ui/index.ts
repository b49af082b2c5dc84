export { Skeleton, SkeletonList } from './skeleton';
export { Money, type MoneyProps } from './money';
export { SectionFailure } from './section-failure';
