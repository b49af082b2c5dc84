export { Skeleton, SkeletonList } from './skeleton';
