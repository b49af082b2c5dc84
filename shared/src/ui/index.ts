export { Skeleton, SkeletonList } from './skeleton';
export { Money, type MoneyProps } from './money';
